// The accessible confirm used instead of window.confirm: an alert dialog with the screen's
// question, Cancel focused first so Enter never deletes by accident. `useConfirm` gives a
// screen an `ask(question)` that resolves true or false, and the element to render once.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import buttons from './Button.module.css';
import dialog from './Dialog.module.css';

interface Pending {
  question: string;
  confirmLabel: string;
  detail: string;
}

type Ask = (question: string, confirmLabel?: string, detail?: string) => Promise<boolean>;

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

  const confirmDialog = (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && answer(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content className={`${dialog.content} ${dialog.alert}`}>
          <div className={dialog.body}>
            <AlertDialog.Title className={dialog.title}>{pending?.question}</AlertDialog.Title>
            <AlertDialog.Description className={dialog.description}>{pending?.detail}</AlertDialog.Description>
          </div>
          <div className={dialog.footer}>
            <AlertDialog.Cancel className={buttons.button}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={`${buttons.button} ${buttons.danger}`} onClick={() => answer(true)}>
              {pending?.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );

  return { ask, confirmDialog };
}
