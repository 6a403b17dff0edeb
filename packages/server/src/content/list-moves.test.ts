import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { colour, getSection, list, longText, text } from '@site/contracts';
import { faqBlock, heroBlock } from '../test/page-blocks.js';
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
  // Cards by letter: E is B with every text changed, F is A with its title changed, G is B so.
  const cards = { A, B, C, N, E: card('B2'), F: card('A2', { body: 'A body' }), G: card('B2', { body: 'B body' }) };
  const letters = (items: string) => doc([...items].map((letter) => cards[letter as keyof typeof cards]));
  // A translation of every old card by its position (t0, t1, …); rewritten, `-` is a new card's {}.
  const titles = (positions: string) => bn(...[...positions].map((p) => (p === '-' ? null : `t${p}`)));

  // [case, old cards, new cards, where each new card came from (none: nothing moved), the translation after]
  const table: [string, string, string, (number | null)[] | undefined, string][] = [
    ['a move', 'ABC', 'BCA', [1, 2, 0], '120'],
    ['a swap', 'AB', 'BA', [1, 0], '10'],
    ['an insert', 'AB', 'ANB', [0, null, 1], '0-1'],
    ['a delete', 'ABC', 'AC', [0, 2], '02'],
    ['an edit in place (every text changed)', 'AB', 'AE', undefined, '01'],
    ['an edit and a move (half the texts kept)', 'ABC', 'CFB', [2, 0, 1], '201'],
    ['a delete before an edited item', 'ABC', 'GC', [1, 2], '12'],
    ['duplicate items, paired in their order', 'AAB', 'BAA', [2, 0, 1], '201'],
    ['a list that became empty', 'AB', '', [], ''],
    ['nothing changed', 'AB', 'AB', undefined, '01'],
  ];

  it.each(table)('%s', (_case, before, after, from, moved) => {
    const found = listMoves(schema, letters(before), letters(after));
    expect(plain(found)).toEqual(from ? { cards: from } : {});
    const translation = titles([...before].map((_, i) => i).join(''));
    const rewritten = moveTranslation(translation, found);
    expect(rewritten).toEqual(titles(moved));
    // Nothing moved for this translation: the very same object, so nothing is written.
    if (!from) expect(rewritten).toBe(translation);
  });

  it('pairs nested lists inside each pair of items', () => {
    const found = listMoves(schema, doc([card('A', { points: ['x', 'y'] }), B]), doc([B, card('A', { points: ['y', 'x'] })]));
    expect(plain(found)).toEqual({ cards: [1, 0], 'cards.1.points': [1, 0] });
    expect(moveTranslation({ cards: [{ title: 'a', points: [{ label: 'x' }, { label: 'y' }] }, { title: 'b' }] }, found)).toEqual(
      {
        cards: [{ title: 'b' }, { title: 'a', points: [{ label: 'y' }, { label: 'x' }] }],
      },
    );
  });

  it('gives a new item of a list of plain texts null, and leaves what the translation does not reach', () => {
    const phones = listMoves(schema, doc([], ['1', '2']), doc([], ['2', '3', '1']));
    expect(plain(phones)).toEqual({ phones: [1, null, 0] });
    expect(moveTranslation({ phones: ['১', '২'] }, phones)).toEqual({ phones: ['২', null, '১'] });
    // The translation gives the first card only: the deleted second and the new third change nothing.
    const untranslated = { cards: [{ title: 'a' }] };
    expect(moveTranslation(untranslated, listMoves(schema, doc([A, B, C]), doc([A, C, N])))).toBe(untranslated);
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
  const [hero, faq] = [heroBlock, faqBlock];
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
