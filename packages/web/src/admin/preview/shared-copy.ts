// The live preview's copy of a form's values: the form library changes its own objects in place, so
// the preview never holds them, and a keystroke's copy reuses the previous copy's objects and lists
// wherever their values are the same. What did not change keeps its identity, so the preview's
// memoised parts (a section, a list's items) are not drawn again for a key typed elsewhere.

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** A copy of `next` that is `previous`, or holds `previous`'s parts, wherever the values are equal. */
export function copySharing<T>(previous: unknown, next: T): T {
  if (Array.isArray(next)) {
    const before = Array.isArray(previous) ? previous : [];
    const copy = (next as unknown[]).map((item, index) => copySharing(before[index], item));
    return (copy.length === before.length && copy.every((item, index) => item === before[index]) ? before : copy) as T;
  }
  if (isPlainObject(next)) {
    const before = isPlainObject(previous) ? previous : {};
    const keys = Object.keys(next);
    const copy = Object.fromEntries(keys.map((key) => [key, copySharing(before[key], next[key])]));
    const same = keys.length === Object.keys(before).length && keys.every((key) => key in before && copy[key] === before[key]);
    return (same ? before : copy) as T;
  }
  if (next !== null && typeof next === 'object') return (Object.is(previous, next) ? previous : structuredClone(next)) as T;
  return next;
}

/**
 * A function answering each value's copy, sharing what it can with the copy it answered before; the
 * first shares with `shown`, what the preview showed before the form changed (never changed itself).
 */
export function sharingCopies<T>(shown?: T): (next: T) => T {
  let previous: unknown = shown;
  return (next) => {
    previous = copySharing(previous, next);
    return previous as T;
  };
}
