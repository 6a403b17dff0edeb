// The confirm's alert dialog (ui/ConfirmDialog.tsx asks): the question, its detail, Cancel
// focused first so Enter never deletes by accident, and the confirming action.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import buttons from './Button.module.css';
import dialog from './Dialog.module.css';

export interface Pending {
  question: string;
  confirmLabel: string;
  detail: string;
}

export function ConfirmAlert({ pending, onAnswer }: { pending: Pending; onAnswer: (value: boolean) => void }) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onAnswer(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content className={`${dialog.content} ${dialog.alert}`}>
          <div className={dialog.body}>
            <AlertDialog.Title className={dialog.title}>{pending.question}</AlertDialog.Title>
            <AlertDialog.Description className={dialog.description}>{pending.detail}</AlertDialog.Description>
          </div>
          <div className={dialog.footer}>
            <AlertDialog.Cancel className={buttons.button}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={`${buttons.button} ${buttons.danger}`} onClick={() => onAnswer(true)}>
              {pending.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
