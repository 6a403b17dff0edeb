// Scroll reveal: every `.animate-on-scroll` element gets `visible` once the visitor has reached it
// (reveal-reached.ts): checked at start, on any scroll (the window's or a scrolling box's), on
// resize, when the page's height changes and when new elements appear (a page rendered in place, a
// live preview showing a new draft), at most once a frame and always right after the browser's own
// layout, so that measuring never lays the page out inside the script (after-layout.ts). A visitor who asks for reduced motion gets
// everything visible at once. The classes are styled in global.css; without JavaScript nothing is hidden.
import { afterNextLayout } from './after-layout';
import { reachedElements } from './reveal-reached';

const PENDING = '.animate-on-scroll:not(.visible)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function reveal(elements: Iterable<Element>): void {
  for (const element of elements) element.classList.add('visible');
}

export function startReveal(root: Document | HTMLElement): () => void {
  const doc = root instanceof Document ? root : root.ownerDocument;
  const win = doc.defaultView ?? window;
  const reduced = win.matchMedia(REDUCED_MOTION).matches;
  /** Measures which pending elements are reached; answers their reveal, made after every measure of the moment. */
  const check = () => {
    const pending = root.querySelectorAll<HTMLElement>(PENDING);
    const reached = reduced ? [...pending] : reachedElements(pending, win.innerHeight);
    return () => reveal(reached);
  };
  let cancel: (() => void) | undefined;
  const schedule = () => {
    cancel ??= afterNextLayout(win, () => {
      cancel = undefined;
      return check();
    });
  };
  schedule();
  const options = { capture: true, passive: true };
  doc.addEventListener('scroll', schedule, options);
  win.addEventListener('resize', schedule, { passive: true });
  // Content above that shrinks (a collapsed description, a closed panel) pulls blocks up into
  // view without any scroll event.
  const resized = new ResizeObserver(schedule);
  resized.observe(root instanceof Document ? root.body : root);
  const added = new MutationObserver(schedule);
  added.observe(root, { childList: true, subtree: true });
  return () => {
    cancel?.();
    doc.removeEventListener('scroll', schedule, options);
    win.removeEventListener('resize', schedule);
    resized.disconnect();
    added.disconnect();
  };
}
