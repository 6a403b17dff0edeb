// Keeps the section being edited in the live preview's view: opening its editor scrolls the preview
// to it (smoothly, or at once for someone who asked for reduced motion); after each change of the
// draft, and whenever the page's height changes (an image above it loading, a list growing), it is
// brought back if less than half of it shows. The page's sticky navbar covers the top of the
// viewport, so the view starts under it.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { isInView, scrollTopFor, type Span } from './section-scroll';
import { sectionElement } from './SectionMarks';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The section's extent: its frame has no box, so the union of what it holds. */
function spanOf(frame: Element): Span | null {
  const rects = [...frame.children].map((child) => child.getBoundingClientRect()).filter((r) => r.height > 0);
  if (rects.length === 0) return null;
  return { top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)) };
}

/** The part of the viewport the sticky navbar leaves free. */
function viewOf(viewport: HTMLElement, key: string): Span {
  const box = viewport.getBoundingClientRect();
  const navbar = key === 'navbar' ? null : sectionElement(viewport, 'navbar')?.firstElementChild;
  const covered = navbar && getComputedStyle(navbar).position === 'sticky' ? navbar.getBoundingClientRect().height : 0;
  return { top: box.top + covered, bottom: box.bottom };
}

export function useFollowSection(viewportRef: RefObject<HTMLElement | null>, key: string | null, revision: unknown): void {
  // The scrollTop a smooth scroll is on its way to, until it ends: a check while it moves does not start it again.
  const heading = useRef<number | null>(null);

  const follow = useCallback(
    (always: boolean) => {
      const viewport = viewportRef.current;
      const frame = viewport && key ? sectionElement(viewport, key) : null;
      const section = frame && spanOf(frame);
      if (!viewport || !key || !section) return;
      const view = viewOf(viewport, key);
      if (!always && isInView(section, view)) return;
      const top = scrollTopFor(section, view, {
        top: viewport.scrollTop,
        max: viewport.scrollHeight - viewport.clientHeight,
      });
      if (!always && top === heading.current) return;
      heading.current = Math.abs(viewport.scrollTop - top) > 1 ? top : null;
      viewport.scrollTo({ top, behavior: window.matchMedia(REDUCED_MOTION).matches ? 'instant' : 'smooth' });
    },
    [viewportRef, key],
  );

  useEffect(() => {
    const viewport = viewportRef.current;
    const ended = () => (heading.current = null);
    viewport?.addEventListener('scrollend', ended);
    return () => viewport?.removeEventListener('scrollend', ended);
  }, [viewportRef]);
  useEffect(() => follow(true), [follow]);
  // After a change of the draft, once the frame that shows it is drawn: measured then, the page's
  // layout is already done, where measuring at once would lay the page out a second time before a
  // keystroke reaches the screen.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => follow(false))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [follow, revision]);
  useEffect(() => {
    const page = viewportRef.current?.firstElementChild;
    if (!key || !page) return;
    const observer = new ResizeObserver(() => follow(false));
    observer.observe(page);
    return () => observer.disconnect();
  }, [viewportRef, key, follow]);
}
