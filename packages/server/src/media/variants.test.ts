// The variant rules on their own: which widths are made, and which encoded files are kept.
import { describe, expect, it } from 'vitest';
import { keepVariants, variantWidthsFor } from './variants.js';

describe('variantWidthsFor', () => {
  it('makes only widths below the original, widest first', () => {
    expect(variantWidthsFor(6000, 4000)).toEqual([1600, 960, 480]);
    expect(variantWidthsFor(1600, 900)).toEqual([960, 480]);
    expect(variantWidthsFor(481, 300)).toEqual([480]);
    expect(variantWidthsFor(480, 300)).toEqual([]);
  });

  it('leaves out a width whose copy of a very tall image would exceed the pixel bound', () => {
    // 1:4 at 1600 px would be 1600 x 6400 (10 MP); 960 x 3840 is within the bound.
    expect(variantWidthsFor(2000, 8000)).toEqual([960, 480]);
  });
});

describe('keepVariants (the drop rule)', () => {
  const bytes = (n: number) => Buffer.alloc(n);
  const encoded = (width: number, webp: number, avif: number) => ({ width, sizes: { webp: bytes(webp), avif: bytes(avif) } });

  it('keeps every variant that is smaller than the original and than its wider sibling', () => {
    const kept = keepVariants([encoded(1600, 900, 500), encoded(960, 400, 200), encoded(480, 150, 90)], 5000);
    expect(kept.widths).toEqual({ avif: [480, 960, 1600], webp: [480, 960, 1600] });
    expect(kept.files.map((f) => `${f.format}${f.width}`)).toEqual([
      'avif1600',
      'avif960',
      'avif480',
      'webp1600',
      'webp960',
      'webp480',
    ]);
  });

  it('drops a variant not smaller than the original', () => {
    expect(keepVariants([encoded(960, 1200, 300), encoded(480, 700, 200)], 1000).widths).toEqual({
      avif: [480, 960],
      webp: [480],
    });
  });

  it('drops a variant not smaller than the kept variant of its format at the next larger width', () => {
    // webp 480 (600) is compared with webp 960 (500): dropped. avif 480 (350) is compared with avif
    // 1600 (400), since avif 960 (450) was dropped: kept.
    expect(keepVariants([encoded(1600, 2000, 400), encoded(960, 500, 450), encoded(480, 600, 350)], 1000).widths).toEqual({
      avif: [480, 1600],
      webp: [960],
    });
  });

  it('drops an AVIF not smaller than the WebP of the same width', () => {
    expect(keepVariants([encoded(960, 300, 300), encoded(480, 100, 150)], 1000).widths).toEqual({ avif: [], webp: [480, 960] });
  });
});
