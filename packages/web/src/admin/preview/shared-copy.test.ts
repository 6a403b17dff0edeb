import { describe, expect, it } from 'vitest';
import { copySharing, sharingCopies } from './shared-copy';

describe('copySharing', () => {
  const previous = { title: 'Gallery', items: [{ title: 'One' }, { title: 'Two' }], colours: { bg: '#fff' } };

  it('answers the previous copy itself when nothing changed', () => {
    expect(copySharing(previous, structuredClone(previous))).toBe(previous);
  });

  it('keeps the parts that did not change and copies the one that did', () => {
    const next = structuredClone(previous);
    next.items[1]!.title = 'Deux';
    const copy = copySharing(previous, next);
    expect(copy).toEqual(next);
    expect(copy).not.toBe(previous);
    expect(copy.items).not.toBe(previous.items);
    expect(copy.items[0]).toBe(previous.items[0]);
    expect(copy.items[1]).not.toBe(previous.items[1]);
    expect(copy.colours).toBe(previous.colours);
  });

  it('never hands out the objects it was given', () => {
    const next = { items: [{ title: 'New' }], when: new Date(0) };
    const copy = copySharing(undefined, next);
    expect(copy).toEqual(next);
    expect(copy).not.toBe(next);
    expect(copy.items[0]).not.toBe(next.items[0]);
    expect(copy.when).not.toBe(next.when);
    next.items[0]!.title = 'Changed in place';
    expect(copy.items[0]!.title).toBe('New');
  });

  it('sees an item added, removed or a key gone', () => {
    expect(copySharing(previous, { ...structuredClone(previous), items: [{ title: 'One' }] }).items).toEqual([{ title: 'One' }]);
    const added = copySharing(previous, { ...structuredClone(previous), items: [...previous.items, { title: 'Three' }] });
    expect(added.items).toHaveLength(3);
    expect(added.items[0]).toBe(previous.items[0]);
    const { colours: _gone, ...rest } = structuredClone(previous);
    const without = copySharing(previous, rest);
    expect(without).not.toBe(previous);
    expect(without).not.toHaveProperty('colours');
  });

  it('tells an undefined field from a missing one', () => {
    const before = { a: 1, b: undefined };
    expect(copySharing(before, { a: 1, c: undefined })).not.toBe(before);
  });
});

describe('sharingCopies', () => {
  it('shares each copy with the one before it', () => {
    const copy = sharingCopies<{ items: { title: string }[]; title: string }>();
    const first = copy({ items: [{ title: 'One' }], title: 'A' });
    const second = copy({ items: [{ title: 'One' }], title: 'AB' });
    expect(second.title).toBe('AB');
    expect(second.items).toBe(first.items);
  });

  it('shares the first copy with what was shown before', () => {
    const shown = { items: [{ title: 'One' }], title: 'A' };
    const copy = sharingCopies(shown);
    expect(copy({ items: [{ title: 'One' }], title: 'AB' }).items).toBe(shown.items);
  });
});
