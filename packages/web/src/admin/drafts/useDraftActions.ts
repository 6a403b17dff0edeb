// What an editor dialog does with its document's draft, the same in each (a section's, a
// translation's): the admin's own edits saved as the draft a pause after the last one, Save draft,
// Discard draft, Schedule…, and a close that asks before dropping unsaved changes. What it answers is
// also what the dialogs' frame (page-editor/DraftEditorDialog) draws: the questions, the save's state.
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { DISCARD_QUESTION } from '../form/useUnsavedChangesGuard';
import type { SaveDocument } from '../save/useSaveDocument';
import { useConfirm } from '../ui/ConfirmDialog';
import { useFormUndo } from '../undo/useFormUndo';
import { useAutosave } from './useAutosave';

/** What of the document's save the actions use, and the frame shows (the draft, its save's state, History, its dialogs). */
type DraftSaving<V extends FieldValues> = Pick<
  SaveDocument<V>,
  | 'autosave'
  | 'saveDraft'
  | 'discardDraft'
  | 'schedule'
  | 'dropChanges'
  | 'hasDraft'
  | 'autosaveStatus'
  | 'openHistory'
  | 'dialogs'
  | 'presence'
>;

/** What the frame shows of the save: the draft, its save's state, History and the save's dialogs. */
export type FrameSaving = Pick<SaveDocument<never>, 'hasDraft' | 'autosaveStatus' | 'openHistory' | 'dialogs' | 'presence'>;

interface DraftActionsOptions<V extends FieldValues> {
  form: UseFormReturn<V>;
  saving: DraftSaving<V>;
  onClose: () => void;
  /** A draft was saved, scheduled or discarded. */
  onDraftsChanged: () => void;
}

export function useDraftActions<V extends FieldValues>({ form, saving, onClose, onDraftsChanged }: DraftActionsOptions<V>) {
  const { isDirty, isSubmitting } = form.formState;
  const { ask, confirmDialog } = useConfirm();
  // The admin's own edits (not a reset to a reloaded or restored document) save the draft after a pause.
  // A wait still running when the form is reset to such a document is over: what it would save are
  // the edits the reset replaced, so nothing is saved unless the form has changes again.
  const { changed: autosaveChanged, cancel: cancelAutosave } = useAutosave<V>((values) =>
    form.formState.isDirty ? saving.autosave(values) : Promise.resolve(),
  );
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name !== undefined) autosaveChanged(structuredClone(values) as V);
    });
    return () => subscription.unsubscribe();
  }, [form, autosaveChanged]);
  // A step of Undo or Redo is an edit too; one back to what the form opened with undoes the automatic saves.
  const undo = useFormUndo(form, (values, clean) => {
    if (!clean) return autosaveChanged(structuredClone(values));
    cancelAutosave();
    void saving.dropChanges();
  });

  /** Closes (`closed` instead of onClose: another section picked in the preview opens next), asking first when there are changes. */
  const requestClose = async (closed: () => void = onClose) => {
    if (isSubmitting) return;
    if (isDirty && !(await ask(DISCARD_QUESTION, 'Discard'))) return;
    cancelAutosave();
    await saving.dropChanges();
    closed();
  };

  const saveDraft = async () => {
    cancelAutosave();
    const values = form.getValues();
    if (await saving.saveDraft(values)) {
      // Kept as the draft: closing now drops nothing.
      form.reset(values);
      onDraftsChanged();
    }
  };

  const discardDraft = async () => {
    if (!(await ask('Discard this draft?', 'Discard draft', 'The published version stays as it is.'))) return;
    cancelAutosave();
    await saving.discardDraft();
    onDraftsChanged();
  };

  const schedule = async (at: string, when: string) => {
    cancelAutosave();
    const done = await saving.schedule(form.getValues(), at, when);
    if (done) {
      // Done with the document until its time: the editor closes, as after Publish.
      onDraftsChanged();
      onClose();
    }
    return done;
  };

  /**
   * `autosaveChanged`: a change the form gets other than by typing (a copy) is saved after the pause
   * too. `ask` puts a question in `confirmDialog`; `busy`: a publish is on its way. `undo`: the
   * form's Undo and Redo.
   */
  return {
    undo,
    autosaveChanged,
    cancelAutosave,
    requestClose,
    saveDraft,
    discardDraft,
    schedule,
    ask,
    confirmDialog,
    busy: isSubmitting,
    saving: saving as FrameSaving,
  };
}
