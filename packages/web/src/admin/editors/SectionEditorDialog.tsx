// The modal editor of one section (admin spec §2): a react-hook-form over a copy of the section,
// validated by the section's own contract schema (the server applies the same one), drawn from
// the schema's form shape. Every change goes to the live preview as a draft; Save sends the whole
// document, naming the version it replaces: if someone else saved since, the conflict dialog asks
// whether to reload or overwrite. A refusal's field problems are shown on the fields they name.
// History lists the saved versions; a restored one fills the form.
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { formShape, getSection, type Restored, type SectionKey } from '@site/contracts';
import { History } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { ConflictError, RequestFailedError } from '../api/errors';
import { fetchSection, saveSection } from '../api/sections';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { ConflictDialog, type Conflict } from '../conflict/ConflictDialog';
import { LOADED_LATEST } from '../conflict/conflict-text';
import { HistoryDialog } from '../history/HistoryDialog';
import { EditorOptionsContext } from '../forms/editor-options';
import { SchemaFields } from '../forms/SchemaFields';
import { DISCARD_QUESTION } from '../forms/useUnsavedChangesGuard';
import { issuesOf } from '../forms/server-issues';
import buttons from '../ui/Button.module.css';
import { useConfirm } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import dialogStyles from '../ui/Dialog.module.css';
import { SECTION_EDITORS } from './section-editors';

type Values = Record<string, unknown>;

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

/** Any section's schema as the resolver of a form over plain values (the union of 24 types is too much for inference). */
const schemaResolver = (schema: unknown) => standardSchemaResolver(schema as Parameters<typeof standardSchemaResolver>[0]) as unknown as Resolver<Values>;

/** The message for a save that failed: the spec's words when it has some, the server's otherwise. */
function failureToast(failure: string | undefined, error: unknown) {
  const reason = error instanceof Error ? error.message : 'The changes could not be saved.';
  if (failure) toast.error(failure, { description: reason });
  else toast.error(reason);
}

export function SectionEditorDialog({ sectionKey, initial, etag, onDraft, onClose, onSaved, onChanged }: Props) {
  const entry = getSection(sectionKey);
  const config = SECTION_EDITORS[sectionKey];
  const shape = useMemo(() => formShape(entry.schema), [entry]);
  const formId = useId();
  const endSession = useEndSessionOnUnauthorized();
  const { ask, confirmDialog } = useConfirm();
  const form = useForm<Values>({ defaultValues: initial, resolver: schemaResolver(entry.schema) });
  const { isSubmitting, isDirty } = form.formState;
  // The version the form's document is based on: what the next save names in If-Match.
  const version = useRef(etag);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // The document a refused save sent, which Overwrite sends again.
  const refused = useRef<Values | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);

  // The preview follows every keystroke: a copy, so it never shares the form's mutable values.
  useEffect(() => {
    const subscription = form.watch((values) => onDraft(structuredClone(values) as Values));
    return () => subscription.unsubscribe();
  }, [form, onDraft]);

  const write = async (values: Values, basedOn: string | null) => {
    try {
      const saved = await saveSection(sectionKey, values as never, basedOn);
      version.current = saved.etag;
      setConflict(null);
      toast.success(config.success);
      onSaved();
    } catch (error) {
      if (endSession(error)) return;
      if (error instanceof ConflictError) {
        refused.current = values;
        setConflict({ current: error.current, action: 'save' });
        return;
      }
      console.error(`Failed to save ${entry.label}`, error);
      if (error instanceof RequestFailedError) {
        for (const issue of issuesOf(error.body)) if (issue.name) form.setError(issue.name, { message: issue.message });
      }
      failureToast(config.failure, error);
    }
  };

  const save = form.handleSubmit(
    async (values) => {
      const problem = config.validate?.(values);
      if (problem) {
        toast.error(problem);
        return;
      }
      await write(values, version.current);
    },
    () => toast.error(config.validate?.(form.getValues()) ?? 'Please correct the highlighted fields.'),
  );

  /** Puts a document the server holds now into the form and the preview, as the base of the next save. */
  const show = (data: Values, etag: string | null) => {
    version.current = etag;
    form.reset(data);
    onDraft(structuredClone(data));
    onChanged();
  };

  const reload = async () => {
    try {
      const latest = await fetchSection(sectionKey);
      show(latest.data as Values, latest.etag);
      setConflict(null);
      toast.success(LOADED_LATEST);
    } catch (error) {
      if (endSession(error)) return;
      console.error(`Failed to reload ${entry.label}`, error);
      toast.error('The latest version could not be loaded.', { description: error instanceof Error ? error.message : undefined });
    }
  };

  // Naming the version the 412 reported: a save made by a third admin meanwhile is caught too.
  const overwrite = async () => {
    if (conflict && refused.current) await write(refused.current, conflict.current.etag);
  };

  const restored = ({ data, etag }: Restored) => {
    setHistoryOpen(false);
    show(data as Values, etag);
  };

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
        <>
          <button type="button" className={`${buttons.button} ${dialogStyles.footerStart}`} onClick={() => setHistoryOpen(true)} disabled={isSubmitting}>
            <History aria-hidden="true" size={16} />
            History
          </button>
          <button type="button" className={buttons.button} onClick={() => void requestClose()} disabled={isSubmitting}>
            Cancel
          </button>
          <button type="submit" form={formId} className={`${buttons.button} ${buttons.primary}`} disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save'}
          </button>
        </>
      }
    >
      <EditorOptionsContext.Provider value={config}>
        <FormProvider {...form}>
          <form id={formId} onSubmit={(e) => void save(e)} noValidate aria-label={title}>
            <SchemaFields name="" entries={shape.type === 'group' ? shape.fields : []} />
          </form>
        </FormProvider>
      </EditorOptionsContext.Provider>
      {confirmDialog}
      <ConflictDialog subject="section" conflict={conflict} onReload={reload} onOverwrite={overwrite} onCancel={() => setConflict(null)} />
      {historyOpen && (
        <HistoryDialog
          doc={entry.path}
          label={entry.label}
          discardsDraft={isDirty}
          onRestored={restored}
          onClose={() => setHistoryOpen(false)}
          onShow={(data) => onDraft(structuredClone((data ?? form.getValues()) as Values))}
        />
      )}
    </Dialog>
  );
}
