import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { colour, getSection, list, longText, text } from '@site/contracts';
import { followerOf, listMoves, moveTranslation, pageMoves, type ListMoves } from './list-moves.js';

const schema = z.strictObject({
  heading: text(),
  cards: list(
    z.strictObject({ title: text(), body: longText(), colour: colour(), points: list(z.strictObject({ label: text() })) }),
  ),
  phones: list(text()),
});

const card = (title: string, { body = `${title} body`, points = [] as string[] } = {}) => ({
  title,
  body,
  colour: '#000000',
  points: points.map((label) => ({ label })),
});
const doc = (cards: ReturnType<typeof card>[], phones: string[] = []) => ({ heading: 'Cards', cards, phones });
const plain = (moves: ListMoves) => Object.fromEntries([...moves].map(([path, move]) => [path, move.from]));

const [A, B, C, N] = [card('A'), card('B'), card('C'), card('N')];
const bn = (...titles: (string | null)[]) => ({ cards: titles.map((title) => (title === null ? {} : { title })) });

describe('listMoves and moveTranslation', () => {
  const table: {
    name: string;
    before: unknown;
    after: unknown;
    moves: Record<string, (number | null)[]>;
    translation: unknown;
    moved: unknown;
  }[] = [
    {
      name: 'a move',
      before: doc([A, B, C]),
      after: doc([B, C, A]),
      moves: { cards: [1, 2, 0] },
      translation: bn('a', 'b', 'c'),
      moved: bn('b', 'c', 'a'),
    },
    {
      name: 'a swap',
      before: doc([A, B]),
      after: doc([B, A]),
      moves: { cards: [1, 0] },
      translation: bn('a', 'b'),
      moved: bn('b', 'a'),
    },
    {
      name: 'an insert',
      before: doc([A, B]),
      after: doc([A, N, B]),
      moves: { cards: [0, null, 1] },
      translation: bn('a', 'b'),
      moved: bn('a', null, 'b'),
    },
    {
      name: 'a delete',
      before: doc([A, B, C]),
      after: doc([A, C]),
      moves: { cards: [0, 2] },
      translation: bn('a', 'b', 'c'),
      moved: bn('a', 'c'),
    },
    {
      name: 'an edit in place (every text changed)',
      before: doc([A, B]),
      after: doc([A, card('B2')]),
      moves: {},
      translation: bn('a', 'b'),
      moved: bn('a', 'b'),
    },
    {
      name: 'an edit and a move (half the texts kept)',
      before: doc([A, B, C]),
      after: doc([C, card('A2', { body: 'A body' }), B]),
      moves: { cards: [2, 0, 1] },
      translation: bn('a', 'b', 'c'),
      moved: bn('c', 'a', 'b'),
    },
    {
      name: 'a delete before an edited item',
      before: doc([A, B, C]),
      after: doc([card('B2', { body: 'B body' }), C]),
      moves: { cards: [1, 2] },
      translation: bn('a', 'b', 'c'),
      moved: bn('b', 'c'),
    },
    {
      name: 'duplicate items, paired in their order',
      before: doc([A, A, B]),
      after: doc([B, A, A]),
      moves: { cards: [2, 0, 1] },
      translation: bn('a1', 'a2', 'b'),
      moved: bn('b', 'a1', 'a2'),
    },
    {
      name: 'nested lists, inside a moved item',
      before: doc([card('A', { points: ['x', 'y'] }), B]),
      after: doc([B, card('A', { points: ['y', 'x'] })]),
      moves: { cards: [1, 0], 'cards.1.points': [1, 0] },
      translation: { cards: [{ title: 'a', points: [{ label: 'x' }, { label: 'y' }] }, { title: 'b' }] },
      moved: { cards: [{ title: 'b' }, { title: 'a', points: [{ label: 'y' }, { label: 'x' }] }] },
    },
    {
      name: 'a list that became empty',
      before: doc([A, B]),
      after: doc([]),
      moves: { cards: [] },
      translation: bn('a', 'b'),
      moved: bn(),
    },
    {
      name: 'a list of plain texts (a new one is null)',
      before: doc([], ['1', '2']),
      after: doc([], ['2', '3', '1']),
      moves: { phones: [1, null, 0] },
      translation: { phones: ['১', '২'] },
      moved: { phones: ['২', null, '১'] },
    },
    {
      name: 'items the translation does not reach',
      before: doc([A, B, C]),
      after: doc([A, C, N]),
      moves: { cards: [0, 2, null] },
      translation: bn('a'),
      moved: bn('a'),
    },
    {
      name: 'nothing changed',
      before: doc([A, B]),
      after: doc([A, B]),
      moves: {},
      translation: bn('a', 'b'),
      moved: bn('a', 'b'),
    },
  ];

  it.each(table)('$name', ({ before, after, moves, translation, moved }) => {
    const found = listMoves(schema, before, after);
    expect(plain(found)).toEqual(moves);
    const rewritten = moveTranslation(translation, found);
    expect(rewritten).toEqual(moved);
    // Nothing moved for this translation: the very same object, so nothing is written.
    if (JSON.stringify(moved) === JSON.stringify(translation)) expect(rewritten).toBe(translation);
  });

  it('leaves fields it does not know and texts outside the lists as they are', () => {
    const translation = { heading: 'কার্ড', cards: [{ title: 'a' }, null, { title: 'c' }] };
    expect(moveTranslation(translation, listMoves(schema, doc([A, B, C]), doc([C, A])))).toEqual({
      heading: 'কার্ড',
      cards: [{ title: 'c' }, { title: 'a' }],
    });
  });
});

describe("an editor-built page's blocks", () => {
  const hero = (title: string) => ({
    type: 'home/hero',
    data: { ...getSection('hero').defaults, title, description: `${title} text` },
  });
  const faq = (...questions: string[]) => ({
    type: 'about/faq',
    data: { ...getSection('faq').defaults, faqs: questions.map((question) => ({ question, answer: `${question}?` })) },
  });
  const page = (...blocks: unknown[]) => ({ slug: 'offers', title: 'Offers', blocks });

  it('pairs blocks of the same type only, and the lists inside them', () => {
    const before = page(hero('One'), faq('Q1', 'Q2'), hero('Two'));
    // The FAQ moves first with its questions swapped, the second hero is gone, and a new FAQ is at
    // the old FAQ's position: no edit of it, since that one moved.
    const after = page(faq('Q2', 'Q1'), faq('Q9'), hero('One'));
    const moves = pageMoves(before, after);
    expect(plain(moves)).toEqual({ blocks: [1, null, 0], 'blocks.0.faqs': [1, 0] });
    const translation = {
      title: 'অফার',
      blocks: [{ title: 'এক' }, { faqs: [{ question: 'প্র১' }, { question: 'প্র২' }] }, { title: 'দুই' }],
    };
    expect(moveTranslation(translation, moves)).toEqual({
      title: 'অফার',
      blocks: [{ faqs: [{ question: 'প্র২' }, { question: 'প্র১' }] }, {}, { title: 'এক' }],
    });
  });

  it('is asked for by the document: sections, pages and the services list, not translations', () => {
    const before = page(hero('One'), hero('Two'));
    const after = page(hero('Two'), hero('One'));
    const translation = { blocks: [{ title: 'এক' }, { title: 'দুই' }] };
    expect(followerOf('page:3', before, after)!(translation)).toEqual({ blocks: [{ title: 'দুই' }, { title: 'এক' }] });
    expect(followerOf('page:3', before, before)).toBeUndefined();
    expect(followerOf('page:3', undefined, after)).toBeUndefined();
    expect(followerOf('page:3@bn', before, after)).toBeUndefined();
    expect(followerOf('seo:about', { title: 'a' }, { title: 'b' })).toBeUndefined();
    // A section never saved was its default document: saving that moves nothing.
    const faqs = getSection('faq').defaults;
    expect(followerOf('section:faq', undefined, faqs)).toBeUndefined();
    const first = { ...faqs, faqs: [{ question: 'Q', answer: 'A' }, ...faqs.faqs] };
    expect(followerOf('section:faq', { faqs: [first.faqs[0]] }, { ...first, faqs: [] })!({ faqs: [{ question: 'প্র' }] })).toEqual(
      { faqs: [] },
    );
  });

  it("moves a service's features within its entry, found by the service's _id", () => {
    const service = (id: string, ...features: string[]) => ({
      _id: id,
      title: id,
      features: features.map((title) => ({ iconPath: '', title, description: `${title}.` })),
    });
    const follow = followerOf(
      'services',
      [service('s1', 'Fast', 'Safe'), service('s2', 'Cheap')],
      [service('s2', 'Cheap'), service('s1', 'Safe', 'Fast')],
    )!;
    const translation = [
      { _id: 's2', title: 'দুই', features: [{ title: 'সস্তা' }] },
      { _id: 's1', features: [{ title: 'দ্রুত' }, { title: 'নিরাপদ' }] },
    ];
    expect(follow(translation)).toEqual([translation[0], { _id: 's1', features: [{ title: 'নিরাপদ' }, { title: 'দ্রুত' }] }]);
    expect((follow(translation) as unknown[])[0]).toBe(translation[0]);
    const untouched = [{ _id: 's2', title: 'দুই' }];
    expect(follow(untouched)).toBe(untouched);
    expect(followerOf('services', [service('s1', 'Fast')], [service('s2', 'Fast'), service('s1', 'Fast')])).toBeUndefined();
  });
});
