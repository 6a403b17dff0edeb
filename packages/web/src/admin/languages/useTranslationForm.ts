// The form of a section's translation (react-hook-form over translation-form.ts's values, checked by
// the server only: every field of a translation may be empty), and the preview that follows it: the
// section in the language, each empty field showing the text it falls back to.
import { translate } from '@site/contracts';
import { useEffect } from 'react';
import { useValuesForm } from './values-form';
import type { DocumentSchema } from '../form/schema-form';
import { translationBody, type TranslatableField, type Values } from './translation-form';

export function useTranslationForm(
  schema: DocumentSchema,
  fields: readonly TranslatableField[],
  initial: Values,
  /** The section in the next language of the fallback chain. */
  fallsBackTo: Values,
  onDraft: (values: Values) => void,
) {
  const form = useValuesForm(initial);

  useEffect(() => {
    const show = (data: Values) => onDraft(translate(schema, fallsBackTo, [translationBody(fields, data)]).data);
    show(form.getValues());
    const subscription = form.watch((data) => show(structuredClone(data) as Values));
    return () => subscription.unsubscribe();
  }, [form, onDraft, schema, fields, fallsBackTo]);

  return form;
}
