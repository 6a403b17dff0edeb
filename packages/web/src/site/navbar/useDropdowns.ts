// One open dropdown at a time. Hover opens and leaving closes it again, unless a
// click pinned it open; a click on the pinned one closes it. Without this distinction a mouse
// click would close the menu its own hover had just opened.
import { useCallback, useMemo, useState } from 'react';

interface OpenDropdown {
  index: number;
  pinned: boolean;
}

export interface Dropdowns {
  openIndex: number | null;
  hoverOpen(index: number): void;
  hoverClose(index: number): void;
  toggle(index: number): void;
  close: () => void;
}

export function useDropdowns(): Dropdowns {
  const [open, setOpen] = useState<OpenDropdown | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return useMemo(
    () => ({
      openIndex: open?.index ?? null,
      hoverOpen: (index) => setOpen((o) => (o?.index === index ? o : { index, pinned: false })),
      hoverClose: (index) => setOpen((o) => (o?.index === index && !o.pinned ? null : o)),
      toggle: (index) => setOpen((o) => (o?.index === index && o.pinned ? null : { index, pinned: true })),
      close,
    }),
    [open, close],
  );
}
