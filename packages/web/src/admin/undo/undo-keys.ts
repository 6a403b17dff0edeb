// Which keys step through a form's changes: Ctrl+Z or Cmd+Z back, Shift with either forward, and
// Ctrl+Y forward as on Windows. Read by the key's letter, or by its place on the keyboard when the
// layout types another letter there (a Cyrillic "я" is still the Z key).

interface Keys {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export type UndoAction = 'undo' | 'redo';

export function undoAction({ key, code, ctrlKey, metaKey, shiftKey, altKey }: Keys): UndoAction | null {
  if (altKey || !(ctrlKey || metaKey)) return null;
  const letter = /^[a-z]$/i.test(key) ? key.toLowerCase() : code.replace(/^Key/, '').toLowerCase();
  if (letter === 'z') return shiftKey ? 'redo' : 'undo';
  if (letter === 'y' && ctrlKey && !metaKey && !shiftKey) return 'redo';
  return null;
}
