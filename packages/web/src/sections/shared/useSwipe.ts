// A sideways swipe across an element, by touch or mouse (swipe.ts reads which way): the pointer
// handlers to spread on it, calling `onSwipe` with 1 for the next item or -1 for the previous one.
import { useRef, type PointerEvent } from 'react';
import type { TextDirection } from '@site/contracts/site';
import { pressOf, swipeFrom, type Press } from './swipe';

export function useSwipe(direction: TextDirection, onSwipe: (step: 1 | -1) => void) {
  const press = useRef<Press | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.isPrimary) press.current = pressOf(event);
    },
    onPointerUp: (event: PointerEvent) => {
      const step = swipeFrom(press.current, event, direction);
      press.current = null;
      if (step !== 0) onSwipe(step);
    },
    onPointerCancel: () => {
      press.current = null;
    },
  };
}
