// When an island's code is loaded: as it nears the viewport, once the page has loaded and the browser
// is idle, or at the first pointer, key or focus inside it; the first pointer, key or focus inside
// any island starts it at once, whatever it waits for.
import { holdEarlyClicks } from './early-clicks';
import type { IslandWhen } from './markers';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** How far below the viewport a `visible` island starts loading, so it is ready when scrolled to. */
const VISIBLE_MARGIN = '200px 0px';

function afterLoad(window: Window, run: () => void): void {
  if (window.document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

function whenIdle(window: Window, run: () => void): void {
  afterLoad(window, () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  });
}

/** Calls `run` once, when `element`'s island is needed. */
function whenNeeded(element: Element, when: IslandWhen, run: () => void, window: Window = globalThis.window): void {
  let started = false;
  let observer: IntersectionObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const type of INTERACTIONS) element.removeEventListener(type, start);
    run();
  };
  for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true });
  if (when === 'idle') whenIdle(window, start);
  if (when === 'visible') {
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: VISIBLE_MARGIN,
    });
    // The island's element is `display: contents`, without a box of its own to intersect: its children have one.
    for (const child of element.children) seen.observe(child);
    observer = seen;
  }
}

/**
 * Runs `load` once, when `element` is needed, holding the clicks on its buttons until `isLive`
 * (early-clicks.ts); answers the function that runs it at once, which settles once it has run.
 */
export function loadWhenNeeded(
  element: Element,
  when: IslandWhen,
  isLive: () => boolean,
  load: () => Promise<void>,
): () => Promise<void> {
  let loading: Promise<void> | undefined;
  const live = () => (loading ??= load());
  holdEarlyClicks(element, isLive, live);
  whenNeeded(element, when, () => {
    live().catch((error: unknown) => console.error(error));
  });
  return live;
}
