// Starts the carousels in `root` (the home page's: sections/home/HomeCarousel.tsx). Each one's script
// (carousel.ts, in a chunk of its own) loads once the page has loaded and the browser is idle, or at
// the first touch, key or focus inside it, as an island's code does; a click on its buttons
// meanwhile is held and made again once it runs, not lost. A page's carousels are all in its HTML;
// in the editor's preview, where React draws the page again as the draft changes, one drawn later
// starts too.
import { loadWhenNeeded } from '../../islands/schedule';
import { CAROUSEL_ATTR, CAROUSEL_LIVE_ATTR } from '../../sections/home/carousel-markers';

export function startCarousels(root: Document | HTMLElement): () => void {
  const found = new WeakSet<Element>();
  const stops: (() => void)[] = [];
  let stopped = false;
  const start = (carousel: HTMLElement) => {
    if (found.has(carousel)) return;
    found.add(carousel);
    loadWhenNeeded(
      carousel,
      'idle',
      () => carousel.hasAttribute(CAROUSEL_LIVE_ATTR),
      () =>
        import('./carousel').then(({ runCarousel }) => {
          if (!stopped) stops.push(runCarousel(carousel));
        }),
    );
  };
  const startAll = () => root.querySelectorAll<HTMLElement>(`[${CAROUSEL_ATTR}]`).forEach(start);
  startAll();
  const drawnLater = root instanceof Document ? undefined : new MutationObserver(startAll);
  drawnLater?.observe(root, { childList: true, subtree: true });
  return () => {
    stopped = true;
    drawnLater?.disconnect();
    stops.forEach((stop) => stop());
  };
}
