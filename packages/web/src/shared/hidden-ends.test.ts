import { describe, expect, it } from 'vitest';
import { hiddenEnds } from './hidden-ends';

describe('hiddenEnds', () => {
  it('hides nothing when the tabs fit', () => {
    expect(hiddenEnds({ scrollLeft: 0, clientWidth: 800, scrollWidth: 800 })).toEqual({ start: false, end: false });
  });

  it('hides the end at the start, both in the middle, the start at the end', () => {
    expect(hiddenEnds({ scrollLeft: 0, clientWidth: 300, scrollWidth: 900 })).toEqual({ start: false, end: true });
    expect(hiddenEnds({ scrollLeft: 200, clientWidth: 300, scrollWidth: 900 })).toEqual({ start: true, end: true });
    expect(hiddenEnds({ scrollLeft: 600, clientWidth: 300, scrollWidth: 900 })).toEqual({ start: true, end: false });
  });

  it('takes a fractional position within a pixel of an end as the end', () => {
    expect(hiddenEnds({ scrollLeft: 599.5, clientWidth: 300, scrollWidth: 900 })).toEqual({ start: true, end: false });
    expect(hiddenEnds({ scrollLeft: 0.5, clientWidth: 300, scrollWidth: 900 })).toEqual({ start: false, end: true });
  });

  it('reads a right-to-left row, whose position counts down from 0', () => {
    expect(hiddenEnds({ scrollLeft: 0, clientWidth: 300, scrollWidth: 900 })).toEqual({ start: false, end: true });
    expect(hiddenEnds({ scrollLeft: -600, clientWidth: 300, scrollWidth: 900 })).toEqual({ start: true, end: false });
  });
});
