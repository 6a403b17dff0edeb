// Undo and Redo over one editor's values (undo-history.ts), whatever holds them: the adapters record
// each change and put back the values a step gives (useFormUndo for a react-hook-form, useValueUndo
// for an editor's state). The keys are taken where the focus is inside the editor (`keys` on its
// element), before the browser's own undo of the focused text could undo something else; a focus
// moving ends the step being typed. When the step puts back a list, the field that had the focus
// is drawn anew: the focus goes to it again, or to the buttons, so that the keys go on working.
import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { UndoHistory } from './undo-history';
import { undoAction, type UndoAction } from './undo-keys';

export interface Undo {
  canUndo: boolean;
  canRedo: boolean;
  step: (action: UndoAction) => void;
  /** The props of the element whose focus the keys work in (the form and its buttons, or the dialog around them). */
  keys: { onKeyDown: (event: KeyboardEvent) => void; onFocus: (event: FocusEvent) => void };
}

/**
 * Gives the focus back to the element with the same id when a step drew it anew, else to the Undo
 * or Redo button (UndoButtons marks them) that can act, inside the element the keys work in.
 */
function refocus(previous: Element | null, within: HTMLElement, action: UndoAction) {
  requestAnimationFrame(() => {
    if (!previous || previous.isConnected) return;
    const again = previous.id ? document.getElementById(previous.id) : null;
    const order = action === 'undo' ? ['undo', 'redo'] : ['redo', 'undo'];
    const button = order
      .map((name) => within.querySelector<HTMLButtonElement>(`button[data-undo="${name}"]:enabled`))
      .find(Boolean);
    (again ?? button ?? within).focus();
  });
}

/**
 * The browser's own undo (its shortcut with the focus elsewhere on the page, its Edit menu) would
 * change a field behind the form's history: while an editor is open it is turned off.
 */
function useNoBrowserUndo() {
  useEffect(() => {
    const refuse = (event: InputEvent) => {
      if (event.inputType === 'historyUndo' || event.inputType === 'historyRedo') event.preventDefault();
    };
    document.addEventListener('beforeinput', refuse, true);
    return () => document.removeEventListener('beforeinput', refuse, true);
  }, []);
}

export function useUndoHistory<T>(start: () => T, apply: (values: T) => void) {
  useNoBrowserUndo();
  const [history] = useState(() => new UndoHistory<T>(start()));
  const [ends, setEnds] = useState({ canUndo: false, canRedo: false });
  const show = () =>
    setEnds((old) =>
      old.canUndo === history.canUndo && old.canRedo === history.canRedo
        ? old
        : { canUndo: history.canUndo, canRedo: history.canRedo },
    );

  /** Takes a step; `within`: where the keys were pressed, for the focus to stay in. */
  const step = (action: UndoAction, within?: HTMLElement) => {
    const values = action === 'undo' ? history.undo() : history.redo();
    if (values === null) return;
    const focused = document.activeElement;
    apply(structuredClone(values));
    show();
    if (within) refocus(focused, within, action);
  };

  const undo: Undo = {
    ...ends,
    step: (action) => step(action),
    keys: {
      onKeyDown: (event) => {
        const action = undoAction(event);
        // A dialog opened from the editor (drawn elsewhere in the page) keeps its keys.
        if (!action || event.defaultPrevented || !event.currentTarget.contains(event.target as Node)) return;
        event.preventDefault();
        step(action, event.currentTarget as HTMLElement);
      },
      onFocus: () => history.seal(),
    },
  };
  return {
    undo,
    /** The values changed (a snapshot the history may keep). */
    record: (values: T) => {
      history.change(values, Date.now());
      show();
    },
    /** Starts afresh from these values: nothing to undo or redo. */
    restart: (values: T) => {
      history.restart(values);
      show();
    },
  };
}
