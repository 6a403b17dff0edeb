// Scroll reveal: every `.animate-on-scroll` element gets `visible` once it is
// fully inside the viewport, checked on load and on each scroll. The classes are styled in global.css.
import { useEffect } from 'react';

const PENDING = '.animate-on-scroll:not(.visible)';

function revealInView(): void {
  const viewportHeight = window.innerHeight;
  for (const element of document.querySelectorAll<HTMLElement>(PENDING)) {
    // Vertical only: a news slide waiting off to the side of its slider must still be revealed,
    // and sliding it into view fires no scroll event on the window.
    const { top, bottom, height } = element.getBoundingClientRect();
    const fullyInside = top >= 0 && bottom <= viewportHeight;
    // An element taller than the screen can never be fully inside it: reveal it once it fills it.
    const fillsViewport = height > viewportHeight && top <= 0 && bottom >= viewportHeight;
    if (fullyInside || fillsViewport) element.classList.add('visible');
  }
}

/**
 * Runs after hydration only (effects never run on the server). `content` re-runs the check when the
 * page's content changes, e.g. a live preview with a new draft that renders new elements.
 */
export function useScrollReveal(content: unknown): void {
  useEffect(() => {
    revealInView();
    window.addEventListener('scroll', revealInView, { passive: true });
    window.addEventListener('resize', revealInView, { passive: true });
    return () => {
      window.removeEventListener('scroll', revealInView);
      window.removeEventListener('resize', revealInView);
    };
  }, [content]);
}
