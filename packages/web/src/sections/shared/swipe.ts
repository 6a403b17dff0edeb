// Which way a finger or pointer swiped across a slider (the lightbox's picture, the carousel): far
// enough sideways and more sideways than up or down, so a tap, a small wobble or a vertical scroll is
// not a swipe; which way an arrow key steps; and where a step lands. Plain code without React, shared
// by the Preact sliders and the carousel's plain script (web/vite.config.ts, the `slides` chunk).
import type { TextDirection } from '@site/contracts/site';

/** The least sideways travel, in CSS pixels, that counts as a swipe. */
export const SWIPE_DISTANCE = 40;

/**
 * +1 for the next picture (swiped towards the left, or the right on a right-to-left page, where the
 * next one comes from the left), -1 for the previous one, 0 for no swipe.
 */
export function swipeStep(dx: number, dy: number, direction: TextDirection = 'ltr'): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 === (direction === 'ltr') ? 1 : -1;
}

/** Where a pointer went down, to read a swipe from once it comes up. */
export interface Press {
  id: number;
  x: number;
  y: number;
}

type PointerAt = Pick<PointerEvent, 'pointerId' | 'clientX' | 'clientY'>;

export const pressOf = (down: PointerAt): Press => ({ id: down.pointerId, x: down.clientX, y: down.clientY });

/** The step of a swipe from `press` to where the same pointer came up: 0 for another pointer, or no press. */
export function swipeFrom(press: Press | null, up: PointerAt, direction: TextDirection): -1 | 0 | 1 {
  return press?.id === up.pointerId ? swipeStep(up.clientX - press.x, up.clientY - press.y, direction) : 0;
}

/** The index `step` pictures on from `index` among `count`, wrapping around at either end. */
export function stepIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

/** The step an arrow key takes (1 next, -1 previous, 0 another key): towards where it points (reading-way.ts). */
export function keyStep(key: string, direction: TextDirection): -1 | 0 | 1 {
  const [towardsPrevious, towardsNext] = direction === 'rtl' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
  return key === towardsNext ? 1 : key === towardsPrevious ? -1 : 0;
}
