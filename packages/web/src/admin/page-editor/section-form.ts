// The form of one section's editor: the schema-driven form (forms/schema-form.ts) over a copy of the
// section and its contract schema. Every change goes to the live preview as a draft.
import { getSection, type SectionKey } from '@site/contracts';
import { useEffect } from 'react';
import { useSchemaForm, type Values } from '../form/schema-form';
import { sharingCopies } from '../preview/shared-copy';

export type { Values } from '../form/schema-form';

export function useSectionForm(sectionKey: SectionKey, initial: Values, onDraft: (values: Values) => void) {
  const { form, fields } = useSchemaForm(getSection(sectionKey).schema, initial);

  // The preview follows every keystroke: a copy, so it never shares the form's mutable values, that
  // keeps what the key did not change as it was.
  useEffect(() => {
    const copy = sharingCopies<Values>(initial);
    const subscription = form.watch((values) => onDraft(copy(values as Values)));
    return () => subscription.unsubscribe();
  }, [form, onDraft, initial]);

  return { form, fields };
}
