// The form of one section's editor: a react-hook-form over a copy of the section, validated by the
// section's own contract schema (the server applies the same one), with the fields drawn from the
// schema's form shape. Every change goes to the live preview as a draft.
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { formShape, getSection, type SectionKey } from '@site/contracts';
import { useEffect, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';

export type Values = Record<string, unknown>;

/** Any section's schema as the resolver of a form over plain values (the union of every section's type is too much for inference). */
const schemaResolver = (schema: unknown) =>
  standardSchemaResolver(schema as Parameters<typeof standardSchemaResolver>[0]) as unknown as Resolver<Values>;

export function useSectionForm(sectionKey: SectionKey, initial: Values, onDraft: (values: Values) => void) {
  const { schema } = getSection(sectionKey);
  const fields = useMemo(() => {
    const shape = formShape(schema);
    return shape.type === 'group' ? shape.fields : [];
  }, [schema]);
  const form = useForm<Values>({ defaultValues: initial, resolver: schemaResolver(schema) });

  // The preview follows every keystroke: a copy, so it never shares the form's mutable values.
  useEffect(() => {
    const subscription = form.watch((values) => onDraft(structuredClone(values) as Values));
    return () => subscription.unsubscribe();
  }, [form, onDraft]);

  return { form, fields };
}
