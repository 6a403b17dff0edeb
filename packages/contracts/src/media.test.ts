import { describe, expect, it } from 'vitest';
import { srcsetOf, variantUrl } from './media.js';

describe('variantUrl', () => {
  it('names a variant after the original, beside it', () => {
    expect(variantUrl('/media/ab12.jpg', 480, 'avif')).toBe('/media/ab12-w480.avif');
    expect(variantUrl('/media/ab12.png', 1600, 'webp')).toBe('/media/ab12-w1600.webp');
  });

  it('copes with a name without an extension and a dot in a folder', () => {
    expect(variantUrl('/media.v2/ab12', 960, 'webp')).toBe('/media.v2/ab12-w960.webp');
  });
});

describe('srcsetOf', () => {
  const info = { width: 2000, height: 1000, avif: [480, 960], webp: [] };
  it('lists every kept width of the format', () => {
    expect(srcsetOf('/media/x.jpg', info, 'avif')).toBe('/media/x-w480.avif 480w, /media/x-w960.avif 960w');
  });
  it('is empty for a format without variants', () => {
    expect(srcsetOf('/media/x.jpg', info, 'webp')).toBe('');
  });
});
