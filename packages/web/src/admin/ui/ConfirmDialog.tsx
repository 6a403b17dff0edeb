// The accessible confirm used instead of window.confirm: an alert dialog with the screen's
// question, Cancel focused first so Enter never deletes by accident. `useConfirm` gives a
// screen an `ask(question)` that resolves true or false, and the element to render once; the
// dialog's code (ConfirmAlert.tsx) is downloaded when a question is first asked.
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import type { Pending } from './ConfirmAlert';

const ConfirmAlert = lazy(() => import('./ConfirmAlert').then((module) => ({ default: module.ConfirmAlert })));

export type Ask = (question: string, confirmLabel?: string, detail?: string) => Promise<boolean>;

export function useConfirm(): { ask: Ask; confirmDialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const ask = useCallback<Ask>((question, confirmLabel = 'Delete', detail = 'This cannot be undone.') => {
    resolver.current?.(false);
    setPending({ question, confirmLabel, detail });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setPending(null);
  };

  const confirmDialog = pending && (
    <Suspense>
      <ConfirmAlert pending={pending} onAnswer={answer} />
    </Suspense>
  );

  return { ask, confirmDialog };
}
