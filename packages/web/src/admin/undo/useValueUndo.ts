// Undo and Redo over an editor's state (a page's title, address, menus and blocks; a page's search
// settings): each new value is a step, a step sets the value back. `start` is what the editor opened
// with or last saved, restored or reloaded: a new one starts the history afresh. While `paused` (a
// block's own editor is open, with its own Undo) nothing is recorded; what it changed is one step.
import { useEffect } from 'react';
import { useUndoHistory } from './useUndo';

export function useValueUndo<T>(value: T, set: (value: T) => void, start: T, paused = false) {
  const { undo, record, restart } = useUndoHistory<T>(() => structuredClone(value), set);
  useEffect(() => restart(structuredClone(start)), [start]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!paused) record(structuredClone(value));
  }, [value, paused]); // eslint-disable-line react-hooks/exhaustive-deps
  return undo;
}
