// The modal editor of one section: its schema-driven form (section-form.ts) beside the live preview,
// saved through the editor's one save path, which names the version the editor opened: if someone
// else saved since, the conflict dialog asks whether to reload or overwrite. A refusal's field
// problems are shown on the fields they name. History lists the saved versions; a restored one, or
// a reloaded one, fills the form and the preview. A section with a draft opens on it; the draft is
// saved by hand (Save draft), quietly a few seconds after the last keystroke, scheduled (Schedule…)
// or published (Publish). On a phone, where the dialog covers the screen, a Form / Preview switch
// shows the live preview in the dialog (EditorViews).
import { getSection, type Draft, type SectionKey } from '@site/contracts';
import { useId, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { toast } from 'sonner';
import type { Versioned } from '../api/versioned';
import { useDraftActions } from '../drafts/useDraftActions';
import { EditorOptionsContext } from '../form/editor-options';
import { SchemaFields } from '../form/SchemaFields';
import { issuesOf } from '../form/server-issues';
import { SitePagesProvider } from '../form/site-pages';
import { useSaveDocument } from '../save/useSaveDocument';
import { DraftEditorDialog } from './DraftEditorDialog';
import { sectionDocument } from './section-document';
import { useSectionForm, type Values } from './section-form';

interface Props {
  sectionKey: SectionKey;
  /** The published section. */
  initial: Values;
  /** The version `initial` is (the page answer's ETag of the section); null if the server sent none. */
  etag: string | null;
  /** The section's draft, which the editor opens instead of `initial`; null when it has none. */
  draft: Versioned<Draft> | null;
  /** The draft's badge when it is scheduled ("Scheduled …"). */
  scheduled: string | null;
  /** A draft was saved, scheduled or discarded (the page's badges and preview follow). */
  onDraftsChanged: () => void;
  onDraft: (values: Values) => void;
  onClose: () => void;
  onSaved: () => void;
  /** The saved document changed while the editor stays open (reloaded after a conflict, restored). */
  onChanged: () => void;
  /** The live preview, for the phone's Preview view. */
  preview: ReactNode;
}

export function SectionEditorDialog(props: Props) {
  const { sectionKey, initial, etag, draft, scheduled, onDraft, onClose, onSaved, onChanged, onDraftsChanged, preview } = props;
  const entry = getSection(sectionKey);
  const config = entry.editor;
  const formId = useId();
  const { form, fields } = useSectionForm(sectionKey, (draft?.data.document as Values | undefined) ?? initial, onDraft);
  const { isDirty } = form.formState;

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
    draft: { target: { path: entry.path, body: (values) => values }, opened: draft },
    history: {
      doc: entry.path,
      label: entry.label,
      discardsDraft: isDirty,
      onShow: (data) => onDraft(structuredClone((data ?? form.getValues()) as Values)),
    },
  });

  const actions = useDraftActions({ form, saving, onClose, onDraftsChanged });
  const { cancelAutosave } = actions;

  // The section's own checks beyond its schema come first: a message stops the save.
  const submit = form.handleSubmit(
    async (values) => {
      const problem = config.validate?.(values);
      cancelAutosave();
      if (problem) toast.error(problem);
      else await saving.save(values);
    },
    () => toast.error(config.validate?.(form.getValues()) ?? 'Please correct the highlighted fields.'),
  );

  const title = `Edit ${entry.label}`;
  return (
    <DraftEditorDialog title={title} what={entry.label} formId={formId} actions={actions} scheduled={scheduled} preview={preview}>
      <EditorOptionsContext.Provider value={config}>
        <SitePagesProvider enabled={Boolean(config.pageTargets)}>
          <FormProvider {...form}>
            <form id={formId} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
              <SchemaFields name="" entries={fields} />
            </form>
          </FormProvider>
        </SitePagesProvider>
      </EditorOptionsContext.Provider>
    </DraftEditorDialog>
  );
}
