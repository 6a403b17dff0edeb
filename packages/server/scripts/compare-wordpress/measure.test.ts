import { describe, expect, it } from 'vitest';
import { figuresOf, median } from './measure.js';

const lhr = (items: { resourceType?: string; transferSize?: number }[]) => ({
  environment: { benchmarkIndex: 1200 },
  categories: { performance: { score: 0.95 } },
  audits: {
    'first-contentful-paint': { numericValue: 900 },
    'largest-contentful-paint': { numericValue: 1400 },
    'total-blocking-time': { numericValue: 262 },
    'network-requests': { details: { items } },
  },
});

describe('the figures read from a Lighthouse report', () => {
  it('counts the JavaScript transferred apart from every other byte', () => {
    const figures = figuresOf(
      lhr([
        { resourceType: 'Document', transferSize: 20_000 },
        { resourceType: 'Script', transferSize: 4_000 },
        { resourceType: 'Script', transferSize: 60_000 },
        { resourceType: 'Image', transferSize: 30_000 },
        { resourceType: 'Other' },
      ]),
    );
    expect(figures).toEqual({
      performance: 95,
      fcp: 900,
      lcp: 1400,
      tbt: 262,
      jsBytes: 64_000,
      totalBytes: 114_000,
      requests: 5,
      benchmarkIndex: 1200,
    });
  });

  it('takes the median of the runs that gave a figure', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([NaN, 5, 7])).toBe(6);
    expect(median([])).toBeNaN();
  });
});
