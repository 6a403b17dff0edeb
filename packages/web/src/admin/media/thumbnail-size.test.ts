import { describe, expect, it } from 'vitest';
import { thumbnailSize } from './thumbnail-size';

describe('thumbnailSize', () => {
  it('fits the longer side to the box and keeps the proportions', () => {
    expect(thumbnailSize(1600, 900)).toEqual({ width: 64, height: 36 });
    expect(thumbnailSize(300, 600)).toEqual({ width: 32, height: 64 });
  });

  it('never enlarges a small image, and never rounds a side to zero', () => {
    expect(thumbnailSize(20, 10)).toEqual({ width: 20, height: 10 });
    expect(thumbnailSize(6400, 10)).toEqual({ width: 64, height: 1 });
  });

  it('is a square without a known size', () => {
    expect(thumbnailSize(null, null)).toEqual({ width: 64, height: 64 });
    expect(thumbnailSize(100, 0)).toEqual({ width: 64, height: 64 });
  });
});
