// Undo and Redo in a react-hook-form: every change of its values is recorded (typing, a choice, a
// list item added, removed or moved, a copy from another language), and a step puts its values back
// with a reset that keeps the form's defaults, so the form is dirty exactly when it differs from what
// it opened with, and what watches the form (the live preview) follows. A reset to new defaults (the
// form saved, a version restored, theirs reloaded after a conflict) starts the history afresh.
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { sameValues } from './undo-history';
import { useUndoHistory, type Undo } from './useUndo';

/**
 * `onStep`: a step put these values back (the draft saves them, as it does an edit); `clean` when
 * they are what the form opened with.
 */
export function useFormUndo<V extends FieldValues>(form: UseFormReturn<V>, onStep?: (values: V, clean: boolean) => void) {
  const stepping = useRef(false);
  const after = useRef(onStep);
  useEffect(() => {
    after.current = onStep;
  });
  const { undo, record, restart } = useUndoHistory<V>(
    () => structuredClone(form.getValues()),
    (values) => {
      stepping.current = true;
      form.reset(values, { keepDefaultValues: true });
      stepping.current = false;
      after.current?.(values, sameValues(values, form.control._defaultValues));
    },
  );

  useEffect(() => {
    let defaults: unknown = form.control._defaultValues;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values, defaultValues }) => {
        if (stepping.current) return;
        const snapshot = structuredClone<V>(values);
        if (defaultValues === defaults) return record(snapshot);
        defaults = defaultValues;
        restart(snapshot);
      },
    });
    // `record` and `restart` work on the one history the hook keeps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  return {
    ...undo,
    /** Starts afresh from the form's values (a change the server already holds). */
    restart: () => restart(structuredClone(form.getValues())),
  } satisfies Undo & { restart: () => void };
}
