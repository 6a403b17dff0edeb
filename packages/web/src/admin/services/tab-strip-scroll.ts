// The services' tab strip scrolls sideways when its tabs do not fit (which ends hide tabs:
// shared/hidden-ends.ts): how far one press of a scroll button moves it.

/** One press moves most of a strip's width, so the tab cut at the edge comes fully into view. */
export const scrollStep = (clientWidth: number) => Math.max(Math.round(clientWidth * 0.75), 80);
