// Saves the draft quietly a few seconds after the last change: every change restarts the wait, and
// `flush` (before a Publish or a Schedule) or `cancel` (the changes are dropped) ends it early.
import { useCallback, useEffect, useRef } from 'react';

/** How long after the last keystroke the draft is saved. */
export const AUTOSAVE_DELAY_MS = 2000;

export function useAutosave<V>(save: (values: V) => Promise<void>, delay = AUTOSAVE_DELAY_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const changed = useCallback(
    (values: V) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        void latest.current(values);
      }, delay);
    },
    [cancel, delay],
  );

  useEffect(() => cancel, [cancel]);
  return { changed, cancel };
}
