// A sideways swipe across an element, by touch or mouse (swipe.ts reads which way): the pointer
// handlers to spread on it, calling `onSwipe` with 1 for the next item or -1 for the previous one.
import { useRef, type PointerEvent } from 'react';
import type { TextDirection } from '@site/contracts/site';
import { swipeStep } from './swipe';

export function useSwipe(direction: TextDirection, onSwipe: (step: 1 | -1) => void) {
  const press = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.isPrimary) press.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const down = press.current;
      press.current = null;
      if (down?.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - down.x, event.clientY - down.y, direction);
      if (step !== 0) onSwipe(step);
    },
    onPointerCancel: () => {
      press.current = null;
    },
  };
}
