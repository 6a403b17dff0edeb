// The Services Manager's heading with Undo and Redo, History, Add, Save draft, Schedule… and Publish.
// Without actions (the list is loading or failed to load) the buttons are there but disabled.
import { History, Plus, Save } from 'lucide-react';
import buttons from '../ui/Button.module.css';
import styles from './ServicesManager.module.css';
import { useRefusal } from '../auth/permissions';
import type { Undo } from '../undo/useUndo';
import { UndoButtons } from '../undo/UndoButtons';

export interface ServicesActions {
  saving: boolean;
  /** A delete is on its way: Save waits for it. */
  removing: boolean;
  onHistory: () => void;
  onAdd: () => void;
  /** Publish. */
  onSave: () => void;
  onSaveDraft: () => void;
  onSchedule: () => void;
}

export function ServicesHeader({ actions, undo }: { actions?: ServicesActions; undo?: Undo }) {
  const idle = actions !== undefined && !actions.saving;
  // A role that may not publish keeps Save draft; Publish and Schedule… are disabled with the reason.
  const publish = useRefusal('publish');
  return (
    <div className={styles.header}>
      <h1 className={styles.title}>Services Manager</h1>
      <div className={styles.actions}>
        {undo && <UndoButtons undo={undo} />}
        <button type="button" className={buttons.button} onClick={actions?.onHistory} disabled={!idle}>
          <History aria-hidden="true" size={16} />
          History
        </button>
        <button type="button" className={buttons.button} onClick={actions?.onAdd} disabled={!idle}>
          <Plus aria-hidden="true" size={16} />
          Add
        </button>
        <button type="button" className={buttons.button} onClick={actions?.onSaveDraft} disabled={!idle || actions.removing}>
          Save draft
        </button>
        <button
          type="button"
          className={buttons.button}
          onClick={actions?.onSchedule}
          disabled={!idle || actions.removing || publish.refused}
          title={publish.reason}
        >
          Schedule…
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          onClick={actions?.onSave}
          disabled={!idle || actions.removing || publish.refused}
          title={publish.reason}
        >
          <Save aria-hidden="true" size={16} />
          {actions?.saving ? 'Publishing...' : 'Publish'}
        </button>
      </div>
    </div>
  );
}
