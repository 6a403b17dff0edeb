import { describe, expect, it } from 'vitest';
import { getSection } from './registry.js';
import { translate, translationProgress, translationSchema } from './translation.js';

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
