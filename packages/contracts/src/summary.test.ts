import { describe, expect, it } from 'vitest';
import { blockSummary, documentSummary, shorten } from './summary.js';
import { getSection } from './registry.js';
import { heroDefault } from './sections/home.page.js';
import { teamDefault } from './sections/about.page.js';
import { imageTextDefault } from './sections/blocks.page.js';

const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

describe('shorten', () => {
  it('keeps a short line as it is, on one line', () => {
    expect(shorten('  Welcome to\n Meridian ')).toBe('Welcome to Meridian');
  });

  it('cuts a long line at a word, with an ellipsis, to at most 60 characters', () => {
    const long = 'We design and build the offices, warehouses and homes of the region since 1987';
    const short = shorten(long);
    expect(short).toBe('We design and build the offices, warehouses and homes of…');
    expect(short.length).toBeLessThanOrEqual(60);
  });
});

describe('documentSummary', () => {
  it('names a section by its heading, else the first words of its text, else nothing', () => {
    const hero = getSection('hero');
    expect(documentSummary(hero, { ...heroDefault, title: 'Welcome to Meridian' })).toBe('Welcome to Meridian');
    expect(documentSummary(hero, { ...heroDefault, title: ' ', description: 'Builders since 1987.' })).toBe(
      'Builders since 1987.',
    );
    expect(documentSummary(hero, { ...heroDefault, title: '', description: '' })).toBeNull();
  });

  it('reads rich text without its formatting, and a declared heading field', () => {
    const richText = getSection('richText');
    expect(documentSummary(richText, { heading: '', body: doc('', 'Our <b>history</b>', 'More') })).toBe(
      'Our <b>history</b> More',
    );
    const team = getSection('team');
    const data = { ...teamDefault, teamInfo: { ...teamDefault.teamInfo, headings: { title: 'Our people', subheading: '' } } };
    expect(documentSummary(team, data)).toBe('Our people');
  });
});

describe('blockSummary', () => {
  it('puts the type before the words, and names an unknown type', () => {
    expect(blockSummary({ type: 'home/hero', data: { ...heroDefault, title: 'Welcome to Meridian' } })).toBe(
      'Hero — Welcome to Meridian',
    );
    expect(blockSummary({ type: 'image-text', data: { ...imageTextDefault, heading: '', body: doc('Visit us') } })).toBe(
      'Image and text — Visit us',
    );
    expect(blockSummary({ type: 'home/carousel', data: { images: [] } })).toBe('Carousel');
    expect(blockSummary({ type: 'home/weather', data: {} })).toBe('Unknown block "home/weather"');
  });
});
