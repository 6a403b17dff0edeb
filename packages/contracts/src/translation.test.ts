import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { colour, imageUrl, link, list, longText, text } from './fields.js';
import { getSection } from './registry.js';
import { emptyRichText } from './rich-text-content.js';
import { richText } from './rich-text.js';
import { countsAsUntranslated, translate, translationProgress, translationSchema, untranslatedTexts } from './translation.js';

const hero = getSection('hero');
const cards = getSection('cards');

describe('translationSchema', () => {
  it('keeps texts, images and links, and refuses colours', () => {
    const schema = translationSchema(hero.schema)!;
    expect(schema.safeParse({ title: 'শিরোনাম', ctaLink: '/bn/contact', image1: '' }).success).toBe(true);
    const colour = schema.safeParse({ bgColor: '#000000' });
    expect(colour.success).toBe(false);
    expect(schema.safeParse({}).success).toBe(true);
  });

  it('checks a translated field as the document does', () => {
    const schema = translationSchema(hero.schema)!;
    expect(schema.safeParse({ ctaLink: 'javascript:alert(1)' }).success).toBe(false);
    expect(schema.safeParse({ title: 'x'.repeat(301) }).success).toBe(false);
  });

  it('takes list items by position, an untranslated one as {} or null', () => {
    const schema = translationSchema(cards.schema)!;
    expect(schema.safeParse({ cards: [{ title: 'এক' }, null, {}] }).success).toBe(true);
    expect(schema.safeParse({ cards: [{ overlayColor: 'red' }] }).success).toBe(false);
  });
});

describe('translate', () => {
  const base = { ...hero.defaults, title: 'Welcome', description: 'We clean.', ctaText: 'Call us' };

  it('lays the nearest translation over the default and lists what fell back', () => {
    const { data, fallback } = translate(hero.schema, base, [{ title: 'স্বাগতম', description: '  ' }]);
    expect(data.title).toBe('স্বাগতম');
    expect(data.description).toBe('We clean.');
    expect(data.bgColor).toBe(base.bgColor);
    expect(fallback).toContain('description');
    expect(fallback).toContain('ctaText');
    expect(fallback).not.toContain('title');
  });

  it('follows the chain: a text missing in fr-CA comes from fr before the default', () => {
    const { data, fallback } = translate(hero.schema, base, [
      { title: 'Bienvenue (CA)' },
      { title: 'Bienvenue', ctaText: 'Appelez' },
    ]);
    expect(data.title).toBe('Bienvenue (CA)');
    expect(data.ctaText).toBe('Appelez');
    expect(fallback).toContain('ctaText');
  });

  it('translates list items by position and keeps the default list', () => {
    const doc = {
      ...cards.defaults,
      cards: [
        { imageSrc: '/a.png', title: 'One', additionalDetails: 'First' },
        { imageSrc: '/b.png', title: 'Two', additionalDetails: 'Second' },
      ],
    };
    const { data, fallback } = translate(cards.schema, doc, [{ cards: [null, { title: 'দুই' }, { title: 'extra' }] }]);
    expect(data.cards).toHaveLength(2);
    expect(data.cards[1]).toEqual({ imageSrc: '/b.png', title: 'দুই', additionalDetails: 'Second' });
    expect(fallback).toEqual(expect.arrayContaining(['cards.0.title', 'cards.1.additionalDetails']));
    expect(fallback).not.toContain('cards.1.title');
  });

  it('does not list an empty default text as fallen back', () => {
    const { fallback } = translate(hero.schema, { ...base, ctaText: '' }, [{}]);
    expect(fallback).not.toContain('ctaText');
  });

  it('counts translated texts against those the default has', () => {
    const progress = translationProgress(hero.schema, base, { title: 'স্বাগতম' });
    expect(progress.translated).toBe(1);
    expect(progress.total).toBeGreaterThan(3);
  });
});

describe('what counts as untranslated', () => {
  const schema = z.strictObject({
    heading: text(),
    summary: longText(),
    body: richText(),
    picture: imageUrl(),
    more: link(),
    bgColor: colour(),
    cards: list(z.strictObject({ imageSrc: imageUrl(), title: text(), link: link() })),
  });
  const paragraph = (words: string) => ({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }],
  });
  const base = {
    heading: 'Welcome',
    summary: 'We clean offices.',
    body: paragraph('Since 1990.'),
    picture: '/media/office.png',
    more: '/about',
    bgColor: '#FFFFFF',
    cards: [
      { imageSrc: '/media/a.png', title: 'Offices', link: '/services/offices' },
      { imageSrc: '/media/b.png', title: 'Homes', link: '' },
    ],
  };

  it.each([
    ['text', true],
    ['longText', true],
    ['richText', true],
    ['image', false],
    ['link', false],
    ['colour', false],
    [undefined, false],
  ] as const)('a field of kind %s counts: %s', (kind, counts) => {
    expect(countsAsUntranslated(kind)).toBe(counts);
  });

  it.each([
    ['nothing translated: every text, no image or link', {}, { translated: 0, total: 5 }],
    [
      'the texts translated, images and links following',
      { heading: 'স্বাগতম', summary: 'অফিস', body: paragraph('১৯৯০'), cards: [{ title: 'অফিস' }, { title: 'বাড়ি' }] },
      { translated: 5, total: 5 },
    ],
    [
      'own images and links do not count',
      { picture: '/media/bn.png', more: '/bn/about', cards: [{ imageSrc: '/media/c.png', link: '/bn' }] },
      { translated: 0, total: 5 },
    ],
    ['an empty rich text falls back and counts', { heading: 'স্বাগতম', body: emptyRichText }, { translated: 1, total: 5 }],
    ['list items by position', { cards: [null, { title: 'বাড়ি' }] }, { translated: 1, total: 5 }],
  ])('%s', (_case, translation, progress) => {
    expect(translationProgress(schema, base, translation)).toEqual(progress);
  });

  it('names images and links that follow the default as fallen back, but not as untranslated', () => {
    const merged = translate(schema, base, [{ heading: 'স্বাগতম' }]);
    expect(merged.fallback).toEqual(
      expect.arrayContaining(['picture', 'more', 'cards.0.imageSrc', 'cards.0.link', 'cards.1.imageSrc', 'summary']),
    );
    expect(merged.untranslated).toEqual(['summary', 'body', 'cards.0.title', 'cards.1.title']);
    // From an answer's fallback list alone, the same texts.
    expect(untranslatedTexts(schema, merged.fallback)).toEqual(merged.untranslated);
    expect(untranslatedTexts(schema, ['bgColor', 'nowhere', 'cards.x.title', 'cards.3.title'])).toEqual(['cards.3.title']);
  });
});
