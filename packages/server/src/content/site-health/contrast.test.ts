import { describe, expect, it } from 'vitest';
import { contrastFindings } from './contrast.js';
import { contrastRatio } from './colour-contrast.js';

const page = { page: '/', locale: 'en' };

describe('contrastFindings', () => {
  it('finds a section’s text and background below 4.5:1, with the colour that would pass', () => {
    const [finding, ...rest] = contrastFindings(page, {
      document: 'home/hero',
      prefix: '',
      data: { title: 'Hi', bgColor: '#ffffff', textColor: '#aaaaaa' },
    });
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      kind: 'contrast',
      document: 'home/hero',
      field: 'textColor',
      page: '/',
      locale: 'en',
      contrast: { ratio: 2.32, required: 4.5, foreground: '#aaaaaa', background: '#ffffff' },
    });
    expect(contrastRatio(finding!.contrast!.suggestion, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(finding!.message).toContain('2.32:1');
  });

  it('pairs buttons, cards and overlays by their names, in lists and groups, under the prefix', () => {
    const findings = contrastFindings(page, {
      document: 'services',
      prefix: '2.',
      data: {
        heroBgColor: '#000',
        heroTextColor: '#111',
        cards: [{ cardBgColor: '#fff', cardTextColor: '#eee' }],
        overlayColor: 'navy',
        overlayTextColor: 'white',
        colors: { bgColor: 'yellow', textColor: 'white' },
      },
    });
    expect(findings.map((f) => f.field)).toEqual(['2.heroTextColor', '2.cards.0.cardTextColor', '2.colors.textColor']);
  });

  it('passes a pair at AA, and judges no pair with a side left to the stylesheet', () => {
    expect(
      contrastFindings(page, {
        document: 'layout/navbar',
        prefix: '',
        data: { bgColor: '#ffffff', textColor: '#767676', buttonBgColor: '', buttonTextColor: '#eee' },
      }),
    ).toEqual([]);
  });

  it('asks 3:1 of the large numbers only', () => {
    const findings = contrastFindings(page, {
      document: 'home/stats',
      prefix: '',
      data: { numbersBgColor: '#ffffff', numbersTextColor: '#888888', bgColor: '#ffffff', textColor: '#888888' },
    });
    expect(findings.map((f) => [f.field, f.contrast?.required])).toEqual([['textColor', 4.5]]);
  });
});
