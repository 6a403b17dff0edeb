// The frame of a dialog that edits one document with drafts (a section's form, a translation's): the
// side dialog with Undo and Redo in its header, its footer of draft actions (History, Cancel, Save
// draft, Schedule…, Publish), the draft's note with Discard draft above the form, the live preview
// beside it (a Form / Preview switch on a phone), and the dialogs the save and the questions open.
// Another section picked in the preview closes it as Cancel does, then opens that one. What it does
// is useDraftActions'; the form inside is the dialog's own.
import { useState, type ReactNode } from 'react';
import { DraftNote } from '../drafts/DraftNote';
import { ScheduleDialog } from '../drafts/ScheduleDialog';
import type { FrameSaving, useDraftActions } from '../drafts/useDraftActions';
import { EditorViews } from '../preview/EditorViews';
import { useLeaveOnPick } from '../preview/PickRequests';
import { Dialog } from '../ui/Dialog';
import { UndoButtons } from '../undo/UndoButtons';
import { SectionEditorFooter } from './SectionEditorFooter';

interface Props {
  title: string;
  /** What the schedule dialog names ("Hero", "Hero (বাংলা)"). */
  what: string;
  /** The id of the form Publish submits. */
  formId: string;
  /** The dialog's useDraftActions: what its buttons do, its questions, and the save's state it shows. */
  actions: Pick<
    ReturnType<typeof useDraftActions>,
    'requestClose' | 'saveDraft' | 'discardDraft' | 'schedule' | 'confirmDialog' | 'busy' | 'undo'
  > & {
    saving: FrameSaving;
  };
  /** The draft's badge when it is scheduled ("Scheduled …"). */
  scheduled: string | null;
  /** The live preview, for the phone's Preview view. */
  preview: ReactNode;
  /** The form, and what the dialog shows above it. */
  children: ReactNode;
}

export function DraftEditorDialog({ title, what, formId, actions, scheduled, preview, children }: Props) {
  const { saving, busy } = actions;
  const [scheduling, setScheduling] = useState(false);
  const close = () => void actions.requestClose();
  useLeaveOnPick((then) => void actions.requestClose(then));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={title}
      placement="side"
      actions={<UndoButtons undo={actions.undo} />}
      keys={actions.undo.keys}
      footer={
        <SectionEditorFooter
          formId={formId}
          saving={busy}
          onHistory={saving.openHistory}
          onCancel={close}
          onSaveDraft={() => void actions.saveDraft()}
          onSchedule={() => setScheduling(true)}
        />
      }
    >
      <EditorViews preview={preview}>
        {saving.presence}
        <DraftNote
          hasDraft={saving.hasDraft}
          scheduled={saving.hasDraft ? scheduled : null}
          status={saving.autosaveStatus}
          onDiscard={() => void actions.discardDraft()}
          busy={busy}
        />
        {children}
      </EditorViews>
      {actions.confirmDialog}
      {saving.dialogs}
      {scheduling && <ScheduleDialog what={what} onSchedule={actions.schedule} onClose={() => setScheduling(false)} />}
    </Dialog>
  );
}
