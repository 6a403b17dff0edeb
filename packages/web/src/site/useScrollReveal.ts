// Scroll reveal: every `.animate-on-scroll` element gets `visible` once the visitor has reached it
// (reveal-reached.ts): checked after hydration, on scroll, on resize and when the page's height
// changes, at most once a frame. A visitor who asks for reduced motion gets everything visible at
// once. The classes are styled in global.css; without JavaScript nothing is hidden.
import { useEffect } from 'react';
import { reachedElements } from './reveal-reached';

const PENDING = '.animate-on-scroll:not(.visible)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const pending = () => document.querySelectorAll<HTMLElement>(PENDING);
const reveal = (elements: Iterable<HTMLElement>) => {
  for (const element of elements) element.classList.add('visible');
};

function revealReached(): void {
  reveal(reachedElements(pending(), window.innerHeight));
}

/**
 * Runs after hydration only (effects never run on the server). `content` re-runs the check when the
 * page's content changes, e.g. a live preview with a new draft that renders new elements.
 */
export function useScrollReveal(content: unknown): void {
  useEffect(() => {
    if (window.matchMedia(REDUCED_MOTION).matches) {
      reveal(pending());
      return;
    }
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        revealReached();
      });
    };
    revealReached();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    // Content above that shrinks (a collapsed description, a closed panel) pulls blocks up into
    // view without any scroll event.
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized.disconnect();
    };
  }, [content]);
}
