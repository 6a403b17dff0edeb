// The live preview follows every keystroke of a form: each change is handed on as a copy, so the
// preview never holds the form's own objects (which it changes in place), and the copy keeps what
// the key did not change as it was (shared-copy.ts), starting from the document the preview showed
// when the form opened.
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { sharingCopies } from './shared-copy';

export function useFormPreview<V extends FieldValues>(form: UseFormReturn<V>, onChange: (values: V) => void, shown: V): void {
  // The document as first shown: a later one (each keystroke's, handed back) must not restart the copies.
  const [first] = useState(shown);
  useEffect(() => {
    const copy = sharingCopies<V>(first);
    const subscription = form.watch((values) => onChange(copy(values as V)));
    return () => subscription.unsubscribe();
  }, [form, onChange, first]);
}
