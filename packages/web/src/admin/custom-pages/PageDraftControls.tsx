// The page editor's draft and publish controls: the draft's note (with Discard draft and the quiet
// autosave line), then Publish, Save draft, Schedule…, History, Undo and Redo, as the section editors have them.
// On a phone the buttons keep to one row: Publish and Save draft stay, Schedule… and History fold
// into a More menu, as in the section editor's footer (whose styles choose which set shows).
import { CalendarClock, History } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { DraftNote } from '../drafts/DraftNote';
import { draftBadge } from '../drafts/draft-text';
import { useConfirm } from '../ui/ConfirmDialog';
import buttons from '../ui/Button.module.css';
import frame from '../page-editor/PageEditorScreen.module.css';
import fold from '../page-editor/SectionEditorFooter.module.css';
import { MenuButton } from '../ui/MenuButton';
import type { PageDrafts } from './usePageDrafts';
import styles from './PageEditor.module.css';
import { useRefusal } from '../auth/permissions';
import type { Undo } from '../undo/useUndo';
import { UndoButtons } from '../undo/UndoButtons';

// Opened on demand: downloaded when first shown.
const ScheduleDialog = lazy(() => import('../drafts/ScheduleDialog').then((m) => ({ default: m.ScheduleDialog })));

interface Props {
  drafts: PageDrafts;
  /** The page's title, for the Schedule dialog. */
  title: string;
  undo: Undo;
}

export function PageDraftControls({ drafts, title, undo }: Props) {
  const { ask, confirmDialog } = useConfirm();
  const [scheduling, setScheduling] = useState(false);
  const { busy } = drafts;
  // A role that may not publish keeps Save draft; Publish and Schedule… are disabled with the reason.
  const publish = useRefusal('publish');

  const discard = async () => {
    if (!(await ask('Discard this draft?', 'Discard draft', 'The published version stays as it is.'))) return;
    await drafts.discardDraft();
  };

  return (
    <>
      {drafts.presence}
      <DraftNote
        hasDraft={drafts.hasDraft}
        scheduled={drafts.publishAt ? draftBadge({ publish_at: drafts.publishAt }) : null}
        status={drafts.autosaveStatus}
        onDiscard={() => void discard()}
        busy={busy}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          disabled={busy || publish.refused}
          title={publish.reason}
          onClick={() => void drafts.publish()}
        >
          Publish
        </button>
        <button type="button" className={buttons.button} disabled={busy} onClick={() => void drafts.saveDraft()}>
          Save draft
        </button>
        <button
          type="button"
          className={`${buttons.button} ${fold.wide}`}
          disabled={busy || publish.refused}
          title={publish.reason}
          onClick={() => setScheduling(true)}
        >
          Schedule…
        </button>
        <button type="button" className={`${buttons.button} ${fold.wide}`} disabled={busy} onClick={drafts.openHistory}>
          History
        </button>
        <MenuButton
          label="More"
          className={fold.narrow}
          align="end"
          disabled={busy}
          items={[
            ...(publish.refused
              ? []
              : [
                  {
                    label: 'Schedule…',
                    icon: <CalendarClock aria-hidden="true" size={16} />,
                    onSelect: () => setScheduling(true),
                  },
                ]),
            { label: 'History', icon: <History aria-hidden="true" size={16} />, onSelect: drafts.openHistory },
          ]}
        />
        <UndoButtons undo={undo} />
        {drafts.dirty && <span className={frame.hint}>Unsaved changes</span>}
      </div>
      {confirmDialog}
      {drafts.dialogs}
      {scheduling && (
        <Suspense fallback={null}>
          <ScheduleDialog what={`The page "${title}"`} onSchedule={drafts.schedule} onClose={() => setScheduling(false)} />
        </Suspense>
      )}
    </>
  );
}
