// "Previous" and "next" on a page of either direction: a slider's earlier item lies the way the
// page's text comes from (the left in English, the right in Arabic), so its buttons' glyphs, the
// arrow keys and a swipe follow the page's direction, and each arrow points the way it moves what
// the visitor sees. The buttons' places come from logical CSS (inset-inline-start).
import type { TextDirection } from '@site/contracts/site';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/** The glyphs of a slider's previous and next buttons on a page of `direction`. */
export const stepGlyphs = (direction: TextDirection) =>
  direction === 'rtl' ? { Previous: ChevronRight, Next: ChevronLeft } : { Previous: ChevronLeft, Next: ChevronRight };

/** The step an arrow key takes (1 next, -1 previous, 0 another key): towards where it points. */
export function keyStep(key: string, direction: TextDirection): -1 | 0 | 1 {
  const [towardsPrevious, towardsNext] = direction === 'rtl' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
  return key === towardsNext ? 1 : key === towardsPrevious ? -1 : 0;
}
