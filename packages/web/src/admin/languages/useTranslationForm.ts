// The form of a section's translation (react-hook-form over translation-form.ts's values, checked by
// the server only: every field of a translation may be empty), and the preview that follows it: the
// section in the language, each empty field showing the text it falls back to.
import { useEffect } from 'react';
import { useValuesForm } from './values-form';
import { translationBody, type Merge, type TranslatableField, type Values } from './translation-form';

export function useTranslationForm(
  merge: Merge,
  fields: readonly TranslatableField[],
  initial: Values,
  /** The section in the next language of the fallback chain. */
  fallsBackTo: Values,
  onDraft: (values: Values) => void,
) {
  const form = useValuesForm(initial);

  useEffect(() => {
    const show = (data: Values) => onDraft(merge(fallsBackTo, [translationBody(fields, data)]).data);
    show(form.getValues());
    const subscription = form.watch((data) => show(structuredClone(data) as Values));
    return () => subscription.unsubscribe();
  }, [form, onDraft, merge, fields, fallsBackTo]);

  return form;
}
