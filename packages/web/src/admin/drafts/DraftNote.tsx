// The line above a document's form while it has a draft ("Draft — not published", with its schedule,
// and Discard draft) and the quiet state of the automatic draft save.
import type { AutosaveStatus } from '../save/useSaveDocument';
import buttons from '../ui/Button.module.css';
import styles from './Drafts.module.css';

interface Props {
  hasDraft: boolean;
  /** The badge text of the draft ("Scheduled …"), when it is scheduled. */
  scheduled?: string | null;
  status: AutosaveStatus;
  onDiscard: () => void;
  busy?: boolean;
}

const STATUS: Record<AutosaveStatus['state'], string> = {
  idle: '',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  failed: 'Draft not saved',
};

export function DraftNote({ hasDraft, scheduled, status, onDiscard, busy = false }: Props) {
  const line = status.state === 'failed' ? `${STATUS.failed}: ${status.reason}` : STATUS[status.state];
  return (
    <div className={styles.note}>
      {hasDraft && <p className={styles.draftNote}>Draft — not published{scheduled ? ` (${scheduled})` : ''}</p>}
      {hasDraft && (
        <button
          type="button"
          className={`${buttons.button} ${buttons.small} ${buttons.dangerQuiet}`}
          onClick={onDiscard}
          disabled={busy}
        >
          Discard draft
        </button>
      )}
      <p role="status" className={styles.autosave}>
        {line}
      </p>
    </div>
  );
}
