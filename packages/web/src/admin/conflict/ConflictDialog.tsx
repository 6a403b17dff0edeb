// The question a refused write (412) puts to the admin, opened by the editor's one save path
// (save/useSaveDocument.tsx): someone else saved since they opened it; Reload (take theirs, drop mine),
// Overwrite (save mine over theirs, naming their version, so a third save in between is caught
// too) or Cancel (keep editing). A refused delete offers no Overwrite: it needs their list first.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import buttons from '../ui/Button.module.css';
import dialog from '../ui/Dialog.module.css';
import { conflictText, conflictTitle, type Conflict, type ConflictSubject } from './conflict-text';

interface Props {
  subject: ConflictSubject;
  /** null: no dialog. */
  conflict: Conflict | null;
  onReload: () => Promise<void>;
  /** Only for a refused save. */
  onOverwrite?: () => Promise<void>;
  onCancel: () => void;
}

export function ConflictDialog({ subject, conflict, onReload, onOverwrite, onCancel }: Props) {
  const [busy, setBusy] = useState<'reload' | 'overwrite' | null>(null);
  const run = async (which: 'reload' | 'overwrite', action: () => Promise<void>) => {
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  return (
    <AlertDialog.Root open={conflict !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialog.overlay} />
        <AlertDialog.Content className={`${dialog.content} ${dialog.alert}`} aria-busy={busy !== null}>
          <div className={dialog.body}>
            <AlertDialog.Title className={dialog.title}>{conflictTitle(subject)}</AlertDialog.Title>
            <AlertDialog.Description className={dialog.description}>
              {conflict && conflictText(conflict.current, conflict.action)}
            </AlertDialog.Description>
          </div>
          <div className={dialog.footer}>
            <AlertDialog.Cancel className={buttons.button} disabled={busy !== null}>
              Cancel
            </AlertDialog.Cancel>
            {/* Plain buttons, not AlertDialog.Action: the dialog stays until the call has answered. */}
            <button
              type="button"
              className={buttons.button}
              disabled={busy !== null}
              onClick={() => void run('reload', onReload)}
            >
              {busy === 'reload' ? 'Reloading...' : 'Reload'}
            </button>
            {onOverwrite && conflict?.action === 'save' && (
              <button
                type="button"
                className={`${buttons.button} ${buttons.danger}`}
                disabled={busy !== null}
                onClick={() => void run('overwrite', onOverwrite)}
              >
                {busy === 'overwrite' ? 'Saving...' : 'Overwrite'}
              </button>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
