// The live preview's sections answer the pointer: the one under it is outlined with its name (the
// frame draws PickOutline from what this answers), and a click (a tap on a phone) picks it: the
// screen opens its form and focuses the field under the pointer. Only sections the screen names can
// be picked. Nothing inside the page reacts: it stays inert, and its links and forms do nothing.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Picking } from './preview-picking';

const FRAME = '[data-preview-section]';

export interface Hovered {
  key: string;
  name: string;
  /** Where the section is inside the scrolled page, in the viewport's pixels. */
  box: { top: number; left: number; width: number; height: number };
}

const within = (r: DOMRect, x: number, y: number) => x >= r.left && x < r.right && y >= r.top && y < r.bottom;

/** The section frame under the point; a sticky or fixed part of the page (the navbar) is over the rest. */
function frameAt(viewport: HTMLElement, x: number, y: number): Element | null {
  let found: Element | null = null;
  for (const frame of viewport.querySelectorAll(FRAME))
    for (const child of frame.children) {
      if (!within(child.getBoundingClientRect(), x, y)) continue;
      const position = getComputedStyle(child).position;
      if (position === 'sticky' || position === 'fixed') return frame;
      found ??= frame;
    }
  return found;
}

function boxOf(viewport: HTMLElement, frame: Element): Hovered['box'] | null {
  const rects = [...frame.children].map((child) => child.getBoundingClientRect()).filter((r) => r.height > 0);
  if (rects.length === 0) return null;
  const outer = viewport.getBoundingClientRect();
  const top = Math.min(...rects.map((r) => r.top));
  const left = Math.min(...rects.map((r) => r.left));
  return {
    top: top - outer.top - viewport.clientTop + viewport.scrollTop,
    left: left - outer.left - viewport.clientLeft + viewport.scrollLeft,
    width: Math.max(...rects.map((r) => r.right)) - left,
    height: Math.max(...rects.map((r) => r.bottom)) - top,
  };
}

/**
 * The elements of `frame` under the point, the topmost first. The page in the preview is inert, which
 * also hides it from the browser's hit test: it is made hit-testable for this one synchronous read,
 * with nothing drawn or run in between.
 */
function elementsUnder(page: HTMLElement, frame: Element, x: number, y: number): Element[] {
  page.inert = false;
  try {
    return document.elementsFromPoint(x, y).filter((element) => frame.contains(element));
  } finally {
    page.inert = true;
  }
}

const sameHover = (a: Hovered | null, b: Hovered | null) =>
  a === b ||
  (a !== null && b !== null && a.key === b.key && a.name === b.name && JSON.stringify(a.box) === JSON.stringify(b.box));

export function usePreviewPicker(
  viewportRef: RefObject<HTMLElement | null>,
  pageRef: RefObject<HTMLElement | null>,
  picking: Picking | undefined,
): Hovered | null {
  const [hovered, setHovered] = useState<Hovered | null>(null);
  // The latest screen's callbacks, read by listeners attached once.
  const latest = useRef(picking);
  useEffect(() => {
    latest.current = picking;
  });
  const enabled = picking !== undefined;

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !enabled) return;
    let point: { x: number; y: number } | null = null;
    let frameRequest = 0;

    const pickable = (x: number, y: number) => {
      const frame = frameAt(viewport, x, y);
      const key = frame?.getAttribute('data-preview-section');
      const name = key ? latest.current?.nameOf(key) : null;
      return frame && key && name ? { frame, key, name } : null;
    };
    const update = () => {
      frameRequest = 0;
      const found = point && pickable(point.x, point.y);
      const box = found && boxOf(viewport, found.frame);
      const next = found && box ? { key: found.key, name: found.name, box } : null;
      setHovered((current) => (sameHover(current, next) ? current : next));
    };
    const schedule = () => {
      if (!frameRequest) frameRequest = requestAnimationFrame(update);
    };
    const onMove = (event: PointerEvent) => {
      // A finger has no hover: a tap picks at once.
      if (event.pointerType === 'touch') return;
      point = { x: event.clientX, y: event.clientY };
      schedule();
    };
    const onLeave = () => {
      point = null;
      schedule();
    };
    const onClick = (event: MouseEvent) => {
      const found = pickable(event.clientX, event.clientY);
      const page = pageRef.current;
      if (!found || !page) return;
      // Read now: the page may scroll or change before the code that reads them arrives.
      const under = elementsUnder(page, found.frame, event.clientX, event.clientY);
      void import('./clicked-element').then(({ fieldOfElements }) =>
        latest.current?.onPick({ key: found.key, fieldIn: fieldOfElements(found.frame, under) }),
      );
    };
    // A modal editor beside the preview stops the wheel outside itself: the preview still scrolls.
    const onWheel = (event: WheelEvent) => {
      if (event.defaultPrevented && event.target instanceof Node && viewport.contains(event.target) && !event.ctrlKey)
        viewport.scrollBy({ left: event.deltaX, top: event.deltaY, behavior: 'instant' });
    };
    viewport.addEventListener('pointermove', onMove);
    viewport.addEventListener('pointerleave', onLeave);
    viewport.addEventListener('scroll', schedule);
    viewport.addEventListener('click', onClick);
    window.addEventListener('wheel', onWheel);
    return () => {
      cancelAnimationFrame(frameRequest);
      viewport.removeEventListener('pointermove', onMove);
      viewport.removeEventListener('pointerleave', onLeave);
      viewport.removeEventListener('scroll', schedule);
      viewport.removeEventListener('click', onClick);
      window.removeEventListener('wheel', onWheel);
    };
  }, [viewportRef, pageRef, enabled]);

  return enabled ? hovered : null;
}
