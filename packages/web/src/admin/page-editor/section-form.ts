// The form of one section's editor: the schema-driven form (forms/schema-form.ts) over a copy of the
// section and its contract schema. Every change goes to the live preview as a draft.
import { getSection, type SectionKey } from '@site/contracts';
import { useSchemaForm, type Values } from '../form/schema-form';
import { useFormPreview } from '../preview/useFormPreview';

export type { Values } from '../form/schema-form';

export function useSectionForm(sectionKey: SectionKey, initial: Values, onDraft: (values: Values) => void) {
  const { form, fields } = useSchemaForm(getSection(sectionKey).schema, initial);
  useFormPreview(form, onDraft, initial);

  return { form, fields };
}
