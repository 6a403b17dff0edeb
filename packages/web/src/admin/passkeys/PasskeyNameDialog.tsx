// The dialog that names a passkey: before adding one (the browser's own prompt follows) and to
// rename one. The name is checked by the contract's rule here and again by the server.
import { passkeyNameSchema } from '@site/contracts';
import { useState, type FormEvent } from 'react';
import { TextField } from '../create-admin/TextField';
import buttons from '../ui/Button.module.css';
import { Dialog } from '../ui/Dialog';
import styles from './Passkeys.module.css';

interface PasskeyNameDialogProps {
  title: string;
  description?: string;
  initial: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

const FORM_ID = 'passkey-name-form';

export function PasskeyNameDialog({ title, description, initial, submitLabel, busy, onSubmit, onClose }: PasskeyNameDialogProps) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = passkeyNameSchema.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onSubmit(checked.data);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      {...(description ? { description } : {})}
      footer={
        <div className={styles.dialogButtons}>
          <button type="button" className={buttons.button} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button
            type="submit"
            form={FORM_ID}
            className={`${buttons.button} ${buttons.primary}`}
            disabled={busy}
            aria-busy={busy}
          >
            {submitLabel}
          </button>
        </div>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit}>
        <TextField
          label="Name"
          // The dialog is opened to type the name: the field has focus, not the Close button before it.
          autoFocus
          autoComplete="off"
          placeholder="Work laptop"
          required
          value={name}
          error={error}
          onChange={(e) => setName(e.target.value)}
        />
      </form>
    </Dialog>
  );
}
