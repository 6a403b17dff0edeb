// Which ends of a sideways-scrolling element hide content, kept current as it scrolls, resizes or
// its content changes.
import { useEffect, useState, type RefObject } from 'react';
import { hiddenEnds } from './tab-strip-scroll';

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
