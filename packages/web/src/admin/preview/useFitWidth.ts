// The live preview lays the page out at a desktop width and zooms it down to fit its frame, so
// the admin sees the page as a visitor on a computer does (the public CSS's media queries read the
// window's width, which on a desktop admin is a desktop width too). On a narrow window the page is
// laid out at the frame's own width, unzoomed: the phone layout is what applies there anyway.
import { useEffect, useState, type RefObject } from 'react';

export const DESKTOP_WIDTH = 1280;
const DESKTOP_MEDIA = '(min-width: 1024px)';

export function fitZoom(frameWidth: number, desktop: boolean): { width: number | undefined; zoom: number } {
  if (!desktop || frameWidth <= 0 || frameWidth >= DESKTOP_WIDTH) return { width: undefined, zoom: 1 };
  return { width: DESKTOP_WIDTH, zoom: frameWidth / DESKTOP_WIDTH };
}

export function useFitWidth(ref: RefObject<HTMLElement | null>): { width: number | undefined; zoom: number } {
  const [fit, setFit] = useState<{ width: number | undefined; zoom: number }>({ width: undefined, zoom: 1 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const media = window.matchMedia(DESKTOP_MEDIA);
    const update = () => setFit(fitZoom(element.clientWidth, media.matches));
    const observer = new ResizeObserver(update);
    observer.observe(element);
    media.addEventListener('change', update);
    update();
    return () => {
      observer.disconnect();
      media.removeEventListener('change', update);
    };
  }, [ref]);
  return fit;
}
