import { describe, expect, it } from 'vitest';
import { SWIPE_DISTANCE, keyStep, pressOf, stepIndex, swipeFrom, swipeStep } from './swipe';

describe('swipeStep', () => {
  it('reads a swipe towards the left as the next picture and towards the right as the previous one', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
  });

  it('on a right-to-left page, reads a swipe towards the right as the next picture', () => {
    expect(swipeStep(120, 10, 'rtl')).toBe(1);
    expect(swipeStep(-120, -10, 'rtl')).toBe(-1);
    expect(swipeStep(-60, 200, 'rtl')).toBe(0);
  });

  it('ignores a tap, a short wobble and a mostly vertical movement', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(SWIPE_DISTANCE - 1, 0)).toBe(0);
    expect(swipeStep(-60, 200)).toBe(0);
  });
});

describe('swipeFrom', () => {
  const at = (pointerId: number, clientX: number, clientY = 100) => ({ pointerId, clientX, clientY });

  it('reads the swipe from where the same pointer went down to where it came up', () => {
    expect(swipeFrom(pressOf(at(1, 300)), at(1, 180), 'ltr')).toBe(1);
    expect(swipeFrom(pressOf(at(1, 300)), at(1, 180), 'rtl')).toBe(-1);
    expect(swipeFrom(pressOf(at(1, 300)), at(1, 290), 'ltr')).toBe(0);
  });

  it('is no swipe when another pointer comes up, or none went down', () => {
    expect(swipeFrom(pressOf(at(1, 300)), at(2, 180), 'ltr')).toBe(0);
    expect(swipeFrom(null, at(1, 180), 'ltr')).toBe(0);
  });
});

describe('stepIndex', () => {
  it('moves on and back, wrapping around at either end', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, 0, 3)).toBe(1);
  });
});

describe('keyStep', () => {
  it('left to right: ArrowLeft steps back, ArrowRight on; another key not at all', () => {
    expect(['ArrowLeft', 'ArrowRight', 'Enter'].map((key) => keyStep(key, 'ltr'))).toEqual([-1, 1, 0]);
  });

  it('right to left: ArrowRight steps back, ArrowLeft on', () => {
    expect(['ArrowLeft', 'ArrowRight', 'Enter'].map((key) => keyStep(key, 'rtl'))).toEqual([1, -1, 0]);
  });
});
