// The section editor's buttons: History at the start, then Cancel, Save draft, Schedule… and Publish (which submits the form by its id). All wait while a
// save is on its way.
import { History } from 'lucide-react';
import buttons from '../ui/Button.module.css';
import dialogStyles from '../ui/Dialog.module.css';

interface Props {
  formId: string;
  saving: boolean;
  onHistory: () => void;
  onCancel: () => void;
  onSaveDraft: () => void;
  onSchedule: () => void;
}

export function SectionEditorFooter({ formId, saving, onHistory, onCancel, onSaveDraft, onSchedule }: Props) {
  return (
    <>
      <button type="button" className={`${buttons.button} ${dialogStyles.footerStart}`} onClick={onHistory} disabled={saving}>
        <History aria-hidden="true" size={16} />
        History
      </button>
      <button type="button" className={buttons.button} onClick={onCancel} disabled={saving}>
        Cancel
      </button>
      <button type="button" className={buttons.button} onClick={onSaveDraft} disabled={saving}>
        Save draft
      </button>
      <button type="button" className={buttons.button} onClick={onSchedule} disabled={saving}>
        Schedule…
      </button>
      <button type="submit" form={formId} className={`${buttons.button} ${buttons.primary}`} disabled={saving}>
        {saving ? 'Publishing...' : 'Publish'}
      </button>
    </>
  );
}
