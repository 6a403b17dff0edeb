// The services' tab strip scrolls sideways when its tabs do not fit: which of its ends hide tabs
// (where it shows a fade and a scroll button), and how far one press of a button moves it.

export interface StripMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** Within a pixel of an end counts as the end (scroll positions can be fractional). */
const SLACK = 1;

export function hiddenEnds({ scrollLeft, clientWidth, scrollWidth }: StripMetrics): { start: boolean; end: boolean } {
  return { start: scrollLeft > SLACK, end: scrollLeft + clientWidth < scrollWidth - SLACK };
}

/** One press moves most of a strip's width, so the tab cut at the edge comes fully into view. */
export const scrollStep = (clientWidth: number) => Math.max(Math.round(clientWidth * 0.75), 80);
