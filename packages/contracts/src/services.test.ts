import { describe, expect, it } from 'vitest';
import { slugify } from './services.js';

describe('slugify', () => {
  it.each([
    ['Office Cleaning', 'office-cleaning'],
    ['Pest Control & Hygiene', 'pest-control-hygiene'],
    ['  Security -- 24/7  ', 'security-247'],
    ['- Landscaping -', 'landscaping'],
    ['Café & Catering', 'caf-catering'],
    ['&&&', ''],
  ])('makes %j into %j: one hyphen between words, none at the ends', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
