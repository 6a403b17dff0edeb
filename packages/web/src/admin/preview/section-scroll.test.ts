import { describe, expect, it } from 'vitest';
import { GAP, isInView, scrollTopFor } from './section-scroll';

const view = { top: 100, bottom: 600 };

describe('isInView', () => {
  it('is true when at least half of a short section shows', () => {
    expect(isInView({ top: 200, bottom: 400 }, view)).toBe(true);
    expect(isInView({ top: 500, bottom: 700 }, view)).toBe(true);
    expect(isInView({ top: 520, bottom: 720 }, view)).toBe(false);
    expect(isInView({ top: -20, bottom: 180 }, view)).toBe(false);
  });

  it('is false for a section wholly above or below', () => {
    expect(isInView({ top: 700, bottom: 900 }, view)).toBe(false);
    expect(isInView({ top: -400, bottom: 50 }, view)).toBe(false);
  });

  it('for a section taller than the view, asks for half the view', () => {
    expect(isInView({ top: 0, bottom: 2000 }, view)).toBe(true);
    expect(isInView({ top: 400, bottom: 2400 }, view)).toBe(false);
    expect(isInView({ top: 350, bottom: 2350 }, view)).toBe(true);
  });
});

describe('scrollTopFor', () => {
  it('puts the section top a gap under the view top', () => {
    expect(scrollTopFor({ top: 1100, bottom: 1400 }, view, { top: 0, max: 5000 })).toBe(1000 - GAP);
    expect(scrollTopFor({ top: -300, bottom: 0 }, view, { top: 800, max: 5000 })).toBe(400 - GAP);
  });

  it('stays within the scroll range', () => {
    expect(scrollTopFor({ top: 105, bottom: 300 }, view, { top: 0, max: 5000 })).toBe(0);
    expect(scrollTopFor({ top: 4900, bottom: 5200 }, view, { top: 0, max: 4000 })).toBe(4000);
  });
});
