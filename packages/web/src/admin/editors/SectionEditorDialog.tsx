// The modal editor of one section: its schema-driven form (section-form.ts) beside the live preview,
// saved through the editor's one save path, which names the version the editor opened: if someone
// else saved since, the conflict dialog asks whether to reload or overwrite. A refusal's field
// problems are shown on the fields they name. History lists the saved versions; a restored one, or
// a reloaded one, fills the form and the preview.
import { getSection, type SectionKey } from '@site/contracts';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { toast } from 'sonner';
import { EditorOptionsContext } from '../forms/editor-options';
import { SchemaFields } from '../forms/SchemaFields';
import { issuesOf } from '../forms/server-issues';
import { DISCARD_QUESTION } from '../forms/useUnsavedChangesGuard';
import { useSaveDocument } from '../save/useSaveDocument';
import { useConfirm } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { sectionDocument } from './section-document';
import { useSectionForm, type Values } from './section-form';
import { SectionEditorFooter } from './SectionEditorFooter';

interface Props {
  sectionKey: SectionKey;
  initial: Values;
  /** The version `initial` is (the page answer's ETag of the section); null if the server sent none. */
  etag: string | null;
  onDraft: (values: Values) => void;
  onClose: () => void;
  onSaved: () => void;
  /** The saved document changed while the editor stays open (reloaded after a conflict, restored). */
  onChanged: () => void;
}

export function SectionEditorDialog({ sectionKey, initial, etag, onDraft, onClose, onSaved, onChanged }: Props) {
  const entry = getSection(sectionKey);
  const config = entry.editor;
  const formId = useId();
  const { ask, confirmDialog } = useConfirm();
  const { form, fields } = useSectionForm(sectionKey, initial, onDraft);
  const { isSubmitting, isDirty } = form.formState;

  const saving = useSaveDocument<Values, Values>({
    document: sectionDocument(sectionKey),
    version: etag,
    subject: 'section',
    name: entry.label,
    messages: { success: config.success, failure: config.failure, fallback: 'The changes could not be saved.' },
    onSaved,
    onReplaced: (data) => {
      form.reset(data);
      onDraft(structuredClone(data));
      onChanged();
    },
    onRefused: (error) => {
      for (const issue of issuesOf(error.body)) if (issue.name) form.setError(issue.name, { message: issue.message });
    },
    history: {
      doc: entry.path,
      label: entry.label,
      discardsDraft: isDirty,
      onShow: (data) => onDraft(structuredClone((data ?? form.getValues()) as Values)),
    },
  });

  // The section's own checks beyond its schema come first: a message stops the save.
  const submit = form.handleSubmit(
    async (values) => {
      const problem = config.validate?.(values);
      if (problem) toast.error(problem);
      else await saving.save(values);
    },
    () => toast.error(config.validate?.(form.getValues()) ?? 'Please correct the highlighted fields.'),
  );

  const requestClose = async () => {
    if (isSubmitting) return;
    if (isDirty && !(await ask(DISCARD_QUESTION, 'Discard'))) return;
    onClose();
  };

  const title = `Edit ${entry.label}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && void requestClose()}
      title={title}
      placement="side"
      footer={
        <SectionEditorFooter
          formId={formId}
          saving={isSubmitting}
          onHistory={saving.openHistory}
          onCancel={() => void requestClose()}
        />
      }
    >
      <EditorOptionsContext.Provider value={config}>
        <FormProvider {...form}>
          <form id={formId} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
            <SchemaFields name="" entries={fields} />
          </form>
        </FormProvider>
      </EditorOptionsContext.Provider>
      {confirmDialog}
      {saving.dialogs}
    </Dialog>
  );
}
