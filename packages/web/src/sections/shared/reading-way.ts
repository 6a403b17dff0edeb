// "Previous" and "next" on a page of either direction: a slider's earlier item lies the way the
// page's text comes from (the left in English, the right in Arabic), so its buttons' glyphs, the
// arrow keys and a swipe follow the page's direction, and each arrow points the way it moves what
// the visitor sees. The buttons' places come from logical CSS (inset-inline-start); the keys' and a
// swipe's steps from swipe.ts.
import type { TextDirection } from '@site/contracts/site';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/** The glyphs of a slider's previous and next buttons on a page of `direction`. */
export const stepGlyphs = (direction: TextDirection) =>
  direction === 'rtl' ? { Previous: ChevronRight, Next: ChevronLeft } : { Previous: ChevronLeft, Next: ChevronRight };
