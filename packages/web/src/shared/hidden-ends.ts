// Which ends of a sideways-scrolling element hide content (the editor's services tab strip, the home
// page's news row), kept current as it scrolls, resizes or its content changes. A right-to-left
// row's scrollLeft counts down from 0, so the distance from its start is its size.
import { useEffect, useState, type RefObject } from 'react';

export interface StripMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** Within a pixel of an end counts as the end (scroll positions can be fractional). */
const SLACK = 1;

export function hiddenEnds({ scrollLeft, clientWidth, scrollWidth }: StripMetrics): { start: boolean; end: boolean } {
  const travelled = Math.abs(scrollLeft);
  return { start: travelled > SLACK, end: travelled + clientWidth < scrollWidth - SLACK };
}

export function useHiddenEnds(ref: RefObject<HTMLElement | null>, content: unknown): { start: boolean; end: boolean } {
  const [ends, setEnds] = useState({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setEnds((old) => {
        const now = hiddenEnds(element);
        return now.start === old.start && now.end === old.end ? old : now;
      });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    element.addEventListener('scroll', update, { passive: true });
    update();
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [ref, content]);
  return ends;
}
