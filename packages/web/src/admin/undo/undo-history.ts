// The steps Undo and Redo walk through in an editor's form: snapshots of the form's values since it
// opened (or was last saved, restored or reloaded: `restart`). Typing in one text is one step until
// a pause or another field ends it; any other change (a choice, an image, a list item added, removed
// or moved) is a step of its own. A new change after an undo drops what Redo could have put back.

/** How long a pause in typing ends a step. */
export const TYPING_PAUSE_MS = 1000;
/** How many steps back an editor keeps; the oldest go first. */
const UNDO_LIMIT = 100;

const SAME = 0;
const OTHER = 1;

/** SAME, OTHER (not one text's edit), or the path of the one text that differs. */
function difference(before: unknown, after: unknown, path: string): typeof SAME | typeof OTHER | string {
  if (Object.is(before, after)) return SAME;
  if (typeof before === 'string' && typeof after === 'string') return path;
  if (typeof before !== 'object' || typeof after !== 'object' || before === null || after === null) return OTHER;
  if (Array.isArray(before) !== Array.isArray(after)) return OTHER;
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  let found: typeof SAME | string = SAME;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const inner = difference(a[key], b[key], path ? `${path}.${key}` : key);
    if (inner === SAME) continue;
    if (inner === OTHER || found !== SAME) return OTHER;
    found = inner;
  }
  return found;
}

/** Whether two snapshots hold the same values. */
export const sameValues = (a: unknown, b: unknown) => difference(a, b, '') === SAME;

/** The path of the one text `after` changed ("items.2.title"), or null when anything else differs. */
export function typedText(before: unknown, after: unknown): string | null {
  const found = difference(before, after, '');
  return typeof found === 'string' ? found : null;
}

export class UndoHistory<T> {
  private past: T[] = [];
  private future: T[] = [];
  /** The text the last change typed in and when, while further typing there joins its step. */
  private typing: { path: string; at: number } | null = null;

  constructor(
    private current: T,
    private readonly limit = UNDO_LIMIT,
  ) {}

  get present(): T {
    return this.current;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** The form changed to `next` at `at` (ms). */
  change(next: T, at: number): void {
    if (sameValues(this.current, next)) return;
    const path = typedText(this.current, next);
    const joins = path !== null && this.typing?.path === path && at - this.typing.at <= TYPING_PAUSE_MS;
    if (!joins) {
      this.past.push(this.current);
      if (this.past.length > this.limit) this.past.shift();
    }
    this.current = next;
    this.future = [];
    this.typing = path === null ? null : { path, at };
  }

  /** Ends the step being typed (the focus moved). */
  seal(): void {
    this.typing = null;
  }

  /** Steps back: the values to show, or null when there is nothing to undo. */
  undo(): T | null {
    const previous = this.past.pop();
    if (previous === undefined) return null;
    this.future.push(this.current);
    return this.moveTo(previous);
  }

  /** Steps forward again: the values to show, or null when there is nothing to redo. */
  redo(): T | null {
    const next = this.future.pop();
    if (next === undefined) return null;
    this.past.push(this.current);
    return this.moveTo(next);
  }

  /** Starts afresh from `start` (saved, restored, reloaded): nothing to undo or redo. */
  restart(start: T): void {
    this.past = [];
    this.future = [];
    this.typing = null;
    this.current = start;
  }

  private moveTo(values: T): T {
    this.typing = null;
    this.current = values;
    return values;
  }
}
