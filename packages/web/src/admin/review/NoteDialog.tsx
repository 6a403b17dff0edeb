// A dialog asking for a few words before a review step: the note of a submit (optional) or the
// comment of a request for changes (required, refused here and by the server alike).
import { useId, useState } from 'react';
import buttons from '../ui/Button.module.css';
import { Dialog } from '../ui/Dialog';
import fieldStyles from '../form/inputs/Field.module.css';

interface Props {
  title: string;
  description: string;
  label: string;
  action: string;
  /** The sentence shown when nothing was written; unset, the text may be empty. */
  required?: string;
  onDone: (text: string) => Promise<boolean>;
  onClose: () => void;
}

export function NoteDialog({ title, description, label, action, required, onDone, onClose }: Props) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (required && !text.trim()) return setProblem(required);
    setProblem(null);
    setBusy(true);
    const done = await onDone(text.trim());
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      description={description}
      footer={
        <>
          <button type="button" className={buttons.button} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => void submit()} disabled={busy}>
            {action}
          </button>
        </>
      }
    >
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={fieldStyles.input}
        rows={4}
        maxLength={2000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem !== null}
      />
      {problem && (
        <p role="alert" className={fieldStyles.error}>
          {problem}
        </p>
      )}
    </Dialog>
  );
}
