import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { diffDocuments, wordRuns } from './document-diff.js';
import { colour, imageUrl, list, longText, text } from './fields.js';
import { formShape } from './form-shape.js';

const card = (title: string, body = `${title} body`) => ({ title, body });

describe('diffDocuments', () => {
  it('answers nothing for equal documents, whatever the order of their keys', () => {
    expect(diffDocuments({ a: 1, b: { c: 'x' } }, { b: { c: 'x' }, a: 1 })).toEqual([]);
  });

  it('names each added, removed and changed field by its dot path', () => {
    expect(diffDocuments({ title: 'Old', gone: 'x', nested: { a: 1 } }, { title: 'New', nested: { a: 2 }, extra: true })).toEqual(
      [
        { path: 'title', kind: 'changed', before: 'Old', after: 'New' },
        { path: 'gone', kind: 'removed', before: 'x' },
        { path: 'nested.a', kind: 'changed', before: 1, after: 2 },
        { path: 'extra', kind: 'added', after: true },
      ],
    );
  });

  it('marks the changed words inside a long text', () => {
    const [change] = diffDocuments(
      { body: 'We clean offices every single day' },
      { body: 'We clean schools every single night' },
    );
    expect(change!.words).toEqual([
      { text: 'We clean ' },
      { text: 'offices', change: 'removed' },
      { text: 'schools', change: 'added' },
      { text: ' every single ' },
      { text: 'day', change: 'removed' },
      { text: 'night', change: 'added' },
    ]);
  });

  it('leaves a short text whole', () => {
    expect(diffDocuments({ t: 'Old title' }, { t: 'New title' })[0]!.words).toBeUndefined();
  });

  it('compares rich text as its text, its words marked', () => {
    const doc = (words: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }] });
    const [change] = diffDocuments({ rt: doc('Hello there') }, { rt: doc('Hello world') });
    expect(change).toMatchObject({ path: 'rt', kind: 'changed', value: 'richText', before: 'Hello there', after: 'Hello world' });
    expect(change!.words).toEqual([{ text: 'Hello ' }, { text: 'there', change: 'removed' }, { text: 'world', change: 'added' }]);
  });

  it('pairs list items by content: an item inserted at the top is one added item, an edited one keeps its place', () => {
    const before = { cards: [card('A'), card('B'), card('C')] };
    const after = { cards: [card('N'), card('A'), { title: 'B2', body: 'B body' }, card('C')] };
    expect(diffDocuments(before, after)).toEqual([
      { path: 'cards.0', kind: 'added', after: card('N') },
      { path: 'cards.2.title', kind: 'changed', before: 'B', after: 'B2' },
    ]);
  });

  it('reports a removed item at its old position', () => {
    expect(diffDocuments({ cards: [card('A'), card('B'), card('C')] }, { cards: [card('A'), card('C')] })).toEqual([
      { path: 'cards.1', kind: 'removed', before: card('B') },
    ]);
  });

  it('pairs a block only with a block of its type', () => {
    const hero = { type: 'hero', data: { title: 'Same' } };
    const text_ = { type: 'text', data: { title: 'Same' } };
    expect(diffDocuments({ blocks: [hero] }, { blocks: [text_] })).toEqual([
      { path: 'blocks.0', kind: 'removed', before: hero },
      { path: 'blocks.0', kind: 'added', after: text_ },
    ]);
  });

  it('says which values are images and colours, by the form when given and by their looks otherwise', () => {
    const shape = formShape(z.object({ pic: imageUrl(), tint: colour(), about: longText(), name: text(), more: list(text()) }));
    const changes = diffDocuments(
      { pic: 'https://example.test/a', tint: 'red', about: 'a', name: 'x', logo: '/media/a.png' },
      { pic: 'https://example.test/b', tint: 'blue', about: 'b', name: 'y', logo: '/media/b.png' },
      shape,
    );
    expect(changes.map((c) => [c.path, c.value])).toEqual([
      ['pic', 'image'],
      ['tint', 'colour'],
      ['about', 'longText'],
      ['name', undefined],
      ['logo', 'image'],
    ]);
    expect(changes.find((c) => c.path === 'about')!.words).toBeDefined();
  });
});

describe('wordRuns', () => {
  it('keeps the whole new text in order with the removed words where they were', () => {
    const runs = wordRuns('one two three', 'one three four');
    expect(
      runs
        .filter((r) => r.change !== 'removed')
        .map((r) => r.text)
        .join(''),
    ).toBe('one three four');
    expect(
      runs
        .filter((r) => r.change !== 'added')
        .map((r) => r.text)
        .join(''),
    ).toBe('one two three');
  });
});
