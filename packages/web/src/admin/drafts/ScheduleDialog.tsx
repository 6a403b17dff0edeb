// Schedule…: the date and time (in the admin's own time zone) at which the drafts are published
// together. A time that is not in the future is refused here and by the server alike.
import { useId, useState } from 'react';
import buttons from '../ui/Button.module.css';
import { Dialog } from '../ui/Dialog';
import fieldStyles from '../form/inputs/Field.module.css';
import { isoToLocalInput, localInputToIso } from './draft-text';
import { formatSavedAt } from '../history/saved-at';

const SCHEDULE_PAST = 'Choose a date and time in the future.';

interface Props {
  /** What is scheduled, for the dialog's description. */
  what: string;
  onSchedule: (at: string, when: string) => Promise<boolean>;
  onClose: () => void;
}

export function ScheduleDialog({ what, onSchedule, onClose }: Props) {
  const inputId = useId();
  // A suggestion: the next full hour.
  const [value, setValue] = useState(() => {
    const next = new Date();
    next.setHours(next.getHours() + 1, 0, 0, 0);
    return isoToLocalInput(next);
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const at = localInputToIso(value);
    if (!at || new Date(at).getTime() <= Date.now()) return setProblem(SCHEDULE_PAST);
    setProblem(null);
    setBusy(true);
    const done = await onSchedule(at, formatSavedAt(at));
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Schedule publishing"
      description={`${what} will be published at this time (your time zone).`}
      footer={
        <>
          <button type="button" className={buttons.button} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => void submit()} disabled={busy}>
            {busy ? 'Scheduling...' : 'Schedule'}
          </button>
        </>
      }
    >
      <label htmlFor={inputId} className={fieldStyles.label}>
        Publish at
      </label>
      <input
        id={inputId}
        type="datetime-local"
        className={fieldStyles.input}
        value={value}
        onChange={(event) => setValue(event.target.value)}
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
