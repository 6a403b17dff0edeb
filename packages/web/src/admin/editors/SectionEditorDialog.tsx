// The modal editor of one section (admin spec §2): a react-hook-form over a copy of the section,
// validated by the section's own contract schema (the server applies the same one), drawn from
// the schema's form shape. Every change goes to the live preview as a draft; Save sends the whole
// document; a refusal's field problems are shown on the fields they name.
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { formShape, getSection, type SectionKey } from '@site/contracts';
import { useEffect, useId, useMemo } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { RequestFailedError } from '../api/errors';
import { saveSection } from '../api/sections';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { EditorOptionsContext } from '../forms/editor-options';
import { SchemaFields } from '../forms/SchemaFields';
import { DISCARD_QUESTION } from '../forms/useUnsavedChangesGuard';
import { issuesOf } from '../forms/server-issues';
import buttons from '../ui/Button.module.css';
import { useConfirm } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { SECTION_EDITORS } from './section-editors';

type Values = Record<string, unknown>;

interface Props {
  sectionKey: SectionKey;
  initial: Values;
  onDraft: (values: Values) => void;
  onClose: () => void;
  onSaved: () => void;
}

/** Any section's schema as the resolver of a form over plain values (the union of 24 types is too much for inference). */
const schemaResolver = (schema: unknown) => standardSchemaResolver(schema as Parameters<typeof standardSchemaResolver>[0]) as unknown as Resolver<Values>;

/** The message for a save that failed: the spec's words when it has some, the server's otherwise. */
function failureToast(failure: string | undefined, error: unknown) {
  const reason = error instanceof Error ? error.message : 'The changes could not be saved.';
  if (failure) toast.error(failure, { description: reason });
  else toast.error(reason);
}

export function SectionEditorDialog({ sectionKey, initial, onDraft, onClose, onSaved }: Props) {
  const entry = getSection(sectionKey);
  const config = SECTION_EDITORS[sectionKey];
  const shape = useMemo(() => formShape(entry.schema), [entry]);
  const formId = useId();
  const endSession = useEndSessionOnUnauthorized();
  const { ask, confirmDialog } = useConfirm();
  const form = useForm<Values>({ defaultValues: initial, resolver: schemaResolver(entry.schema) });
  const { isSubmitting, isDirty } = form.formState;

  // The preview follows every keystroke: a copy, so it never shares the form's mutable values.
  useEffect(() => {
    const subscription = form.watch((values) => onDraft(structuredClone(values) as Values));
    return () => subscription.unsubscribe();
  }, [form, onDraft]);

  const save = form.handleSubmit(
    async (values) => {
      const problem = config.validate?.(values);
      if (problem) {
        toast.error(problem);
        return;
      }
      try {
        await saveSection(sectionKey, values as never);
        toast.success(config.success);
        onSaved();
      } catch (error) {
        if (endSession(error)) return;
        console.error(`Failed to save ${entry.label}`, error);
        if (error instanceof RequestFailedError) {
          for (const issue of issuesOf(error.body)) if (issue.name) form.setError(issue.name, { message: issue.message });
        }
        failureToast(config.failure, error);
      }
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
        <>
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
    </Dialog>
  );
}
