// The mutation helpers behind the write-route property tests: every place is reachable, the valid
// document is never changed in place, and an own `__proto__` key survives into the JSON sent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutatedDocument, pathsOf, replaceAt, withOwnKey } from './hostile-input.js';

describe('hostile input helpers', () => {
  const doc = { a: 1, b: { c: ['x', { d: true }] } };

  it('lists every place in a document, the root included', () => {
    expect(pathsOf(doc)).toEqual([[], ['a'], ['b'], ['b', 'c'], ['b', 'c', 0], ['b', 'c', 1], ['b', 'c', 1, 'd']]);
  });

  it('replaces one place in a copy', () => {
    const copy = replaceAt(doc, ['b', 'c', 1, 'd'], 'javascript:alert(1)');
    expect(copy).toEqual({ a: 1, b: { c: ['x', { d: 'javascript:alert(1)' }] } });
    expect(doc.b.c[1]).toEqual({ d: true });
  });

  it('sends __proto__ as a key of its own, not as a prototype', () => {
    expect(JSON.stringify(withOwnKey({ a: 1 }, '__proto__', { admin: true }))).toBe('{"a":1,"__proto__":{"admin":true}}');
  });

  it('never changes the valid document it mutates', () => {
    const before = structuredClone(doc);
    fc.assert(
      fc.property(mutatedDocument(doc), (mutated) => JSON.stringify(mutated) !== undefined),
      { numRuns: 50 },
    );
    expect(doc).toEqual(before);
  });
});
