// The section editor's buttons: History at the start, then Cancel, Save draft, Schedule… and Publish
// (which submits the form by its id). All wait while a save is on its way. On a phone the footer
// keeps to one row: Save draft and Publish stay, History, Schedule… and Cancel fold into a More menu
// (the dialog's close button is in its header too); the styles choose which set shows.
import { CalendarClock, History, X } from 'lucide-react';
import buttons from '../ui/Button.module.css';
import dialogStyles from '../ui/Dialog.module.css';
import { MenuButton } from '../ui/MenuButton';
import styles from './SectionEditorFooter.module.css';
import { useRefusal } from '../auth/permissions';

interface Props {
  formId: string;
  saving: boolean;
  onHistory: () => void;
  onCancel: () => void;
  onSaveDraft: () => void;
  onSchedule: () => void;
}

export function SectionEditorFooter({ formId, saving, onHistory, onCancel, onSaveDraft, onSchedule }: Props) {
  // A role that may not publish keeps Save draft; Publish and Schedule… are disabled with the reason.
  const publish = useRefusal('publish');
  return (
    <>
      <MenuButton
        label="More"
        className={`${styles.narrow} ${dialogStyles.footerStart}`}
        disabled={saving}
        items={[
          { label: 'History', icon: <History aria-hidden="true" size={16} />, onSelect: onHistory },
          ...(publish.refused
            ? []
            : [{ label: 'Schedule…', icon: <CalendarClock aria-hidden="true" size={16} />, onSelect: onSchedule }]),
          { label: 'Cancel', icon: <X aria-hidden="true" size={16} />, onSelect: onCancel },
        ]}
      />
      <button
        type="button"
        className={`${buttons.button} ${dialogStyles.footerStart} ${styles.wide}`}
        onClick={onHistory}
        disabled={saving}
      >
        <History aria-hidden="true" size={16} />
        History
      </button>
      <button type="button" className={`${buttons.button} ${styles.wide}`} onClick={onCancel} disabled={saving}>
        Cancel
      </button>
      <button type="button" className={buttons.button} onClick={onSaveDraft} disabled={saving}>
        Save draft
      </button>
      <button
        type="button"
        className={`${buttons.button} ${styles.wide}`}
        onClick={onSchedule}
        disabled={saving || publish.refused}
        title={publish.reason}
      >
        Schedule…
      </button>
      <button
        type="submit"
        form={formId}
        className={`${buttons.button} ${buttons.primary}`}
        disabled={saving || publish.refused}
        title={publish.reason}
      >
        {saving ? 'Publishing...' : 'Publish'}
      </button>
    </>
  );
}
