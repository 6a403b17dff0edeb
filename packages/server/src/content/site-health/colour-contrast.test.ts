import { describe, expect, it } from 'vitest';
import { AA_NORMAL, contrastRatio, passingColour, shownRatio } from './colour-contrast.js';

describe('contrastRatio', () => {
  // Known pairs, as WebAIM's contrast checker gives them.
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.47],
    ['#767676', '#ffffff', 4.54],
    ['white', 'rgb(0, 0, 255)', 8.59],
    ['hsl(0, 100%, 50%)', '#fff', 3.99],
  ])('%s on %s is %s:1', (foreground, background, ratio) => {
    expect(shownRatio(contrastRatio(foreground, background)!)).toBe(ratio);
  });

  it('does not judge an empty, see-through or unknown colour', () => {
    expect(contrastRatio('', '#fff')).toBeUndefined();
    expect(contrastRatio('transparent', '#fff')).toBeUndefined();
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).toBeUndefined();
    expect(contrastRatio('#000', 'not-a-colour')).toBeUndefined();
  });
});

describe('passingColour', () => {
  it('darkens a light grey on white just enough', () => {
    const suggestion = passingColour('#aaaaaa', '#ffffff', AA_NORMAL);
    const ratio = contrastRatio(suggestion, '#ffffff')!;
    expect(ratio).toBeGreaterThanOrEqual(AA_NORMAL);
    expect(ratio).toBeLessThan(4.7);
    expect(suggestion).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('lightens a dark colour on a dark background, keeping its hue', () => {
    const suggestion = passingColour('#203080', '#101010', AA_NORMAL);
    expect(contrastRatio(suggestion, '#101010')).toBeGreaterThanOrEqual(AA_NORMAL);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(suggestion.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(r!);
    expect(b).toBeGreaterThan(g!);
  });

  it('answers black or white when no shade of the hue reaches the ratio', () => {
    expect(contrastRatio(passingColour('#888888', '#777777', 21), '#777777')).toBeLessThan(21);
  });
});
