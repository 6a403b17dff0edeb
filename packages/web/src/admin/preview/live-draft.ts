// The open form's values as the live preview draws them, kept outside React's state: a keystroke
// re-renders only the previews that read it (useLiveDraft), not the screen around them and the form
// itself, whose dozens of fields would otherwise be drawn again on every key.
import { useSyncExternalStore } from 'react';

export interface LiveDraft<T> {
  get: () => T | null;
  /** The form's values now, or null when no form is open; the readers are told at once. */
  set: (value: T | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createLiveDraft<T>(): LiveDraft<T> {
  let value: T | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The live draft's values, re-rendering the component that reads them on each change. */
export const useLiveDraft = <T>(live: LiveDraft<T>): T | null => useSyncExternalStore(live.subscribe, live.get, live.get);
