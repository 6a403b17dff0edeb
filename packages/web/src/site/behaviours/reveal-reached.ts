// Which scroll-reveal elements the visitor has reached: any part of the element has come into the
// viewport, or it lies above it. Measured vertically only: a news slide waiting off to the side of
// its slider counts as reached, since sliding it into view fires no scroll event on the window.
// Counting what lies above means a jump (the End key, a far anchor, a restored scroll position)
// reveals everything it passed, instead of leaving those blocks blank until scrolled back past.

interface Measurable {
  getBoundingClientRect(): { top: number };
}

/** The elements whose top edge is above the bottom of a viewport `viewportHeight` tall. */
export function reachedElements<T extends Measurable>(elements: Iterable<T>, viewportHeight: number): T[] {
  return [...elements].filter((element) => element.getBoundingClientRect().top < viewportHeight);
}
