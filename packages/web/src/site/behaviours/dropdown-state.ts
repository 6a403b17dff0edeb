// Which navbar dropdown is open: one at a time. Hover opens it and leaving closes it again, unless a
// click pinned it open; a click on the pinned one closes it. Without this distinction a mouse click
// would close the menu its own hover had just opened.

interface OpenDropdown {
  index: number;
  pinned: boolean;
}

export type DropdownState = OpenDropdown | null;

export const hoverOpen = (open: DropdownState, index: number): DropdownState =>
  open?.index === index ? open : { index, pinned: false };

export const hoverClose = (open: DropdownState, index: number): DropdownState =>
  open?.index === index && !open.pinned ? null : open;

export const toggle = (open: DropdownState, index: number): DropdownState =>
  open?.index === index && open.pinned ? null : { index, pinned: true };
