// A form over a copy of one document: a react-hook-form validated by the document's own contract
// schema (the server applies the same one), with the fields drawn from the schema's form shape. The
// section editors and the site settings are each this over their schema.
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { formShape } from '@site/contracts';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';

export type Values = Record<string, unknown>;

/** A document's contract schema: an object, whose fields the form draws. */
export type DocumentSchema = Parameters<typeof formShape>[0];

/** Any schema as the resolver of a form over plain values (the union of every section's type is too much for inference). */
const schemaResolver = (schema: DocumentSchema) =>
  standardSchemaResolver(schema as Parameters<typeof standardSchemaResolver>[0]) as unknown as Resolver<Values>;

/** The top-level fields of a schema's form, in the schema's order. */
function formFields(schema: DocumentSchema) {
  const shape = formShape(schema);
  return shape.type === 'group' ? shape.fields : [];
}

export function useSchemaForm(schema: DocumentSchema, initial: Values) {
  const fields = useMemo(() => formFields(schema), [schema]);
  const form = useForm<Values>({ defaultValues: initial, resolver: schemaResolver(schema) });
  return { form, fields };
}
