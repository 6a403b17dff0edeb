// The home page's carousel in plain script, on the markup the server drew (sections/home/HomeCarousel.tsx):
// the current slide is the one marked, and every change of slide moves the mark, on the slide and on
// its thumbnail. Advances every 3000 ms while nobody rests the pointer on it or reads it from the
// keyboard (WCAG 2.2.2); previous and next buttons, the thumbnails, the arrow keys and a sideways swipe
// choose the slide, towards where they point on a page of either direction. Loaded by carousels.ts.
import { keyStep, pressOf, stepIndex, swipeFrom, type Press } from '../../sections/shared/swipe';
import {
  CAROUSEL_LIVE_ATTR,
  SLIDE_ATTR,
  SLIDE_CURRENT_ATTR,
  SLIDE_STEP_ATTR,
  SLIDE_TO_ATTR,
  SWIPE_AREA_ATTR,
} from '../../sections/home/carousel-markers';

const AUTOPLAY_DELAY_MS = 3000;

// Not delegation.ts's `closestTo` and `listen`: they are the page's entry's, and this chunk cannot
// import the entry, which is inside the page without an address (the build refuses it: build/inline-entry.ts).
const closest = (event: Event, selector: string) => (event.target instanceof Element ? event.target.closest(selector) : null);

/** Runs `carousel`; the function returned stops it. */
export function runCarousel(carousel: HTMLElement): () => void {
  // Read from the page each time: in the editor's preview React may draw the slides again.
  const slides = () => [...carousel.querySelectorAll<HTMLElement>(`[${SLIDE_ATTR}]`)];
  const direction = carousel.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
  // A mouse already resting on the carousel when it starts sends no mouseenter.
  let hovered = carousel.matches(':hover');
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let press: Press | null = null;

  const current = () =>
    Math.max(
      0,
      slides().findIndex((slide) => slide.hasAttribute(SLIDE_CURRENT_ATTR)),
    );
  // Each slide shows for the delay, counted again after any change of slide.
  const schedule = () => {
    clearTimeout(timer);
    if (!hovered && !focused && slides().length > 1) timer = setTimeout(() => carousel.isConnected && go(1), AUTOPLAY_DELAY_MS);
  };
  const show = (index: number) => {
    const all = slides();
    all.forEach((slide, i) => {
      slide.toggleAttribute(SLIDE_CURRENT_ATTR, i === index);
      // A hidden slide would wait for lazy loading until shown and fade in an empty frame: the slides
      // either side of the current one load ahead.
      const beside = [1, all.length - 1].includes((i - index + all.length) % all.length);
      if (beside) for (const image of slide.querySelectorAll('img')) image.loading = 'eager';
    });
    for (const thumb of carousel.querySelectorAll(`[${SLIDE_TO_ATTR}]`)) {
      if (Number(thumb.getAttribute(SLIDE_TO_ATTR)) === index) thumb.setAttribute('aria-current', 'true');
      else thumb.removeAttribute('aria-current');
    }
    schedule();
  };
  const go = (step: number) => show(stepIndex(current(), step, slides().length));

  const listeners: Record<string, (event: never) => void> = {
    click: (event: MouseEvent) => {
      const button = closest(event, `[${SLIDE_STEP_ATTR}], [${SLIDE_TO_ATTR}]`);
      if (!button) return;
      const to = button.getAttribute(SLIDE_TO_ATTR);
      if (to !== null) show(Number(to));
      else go(Number(button.getAttribute(SLIDE_STEP_ATTR)));
    },
    // The arrow keys move towards where they point: ArrowLeft is next on a right-to-left page.
    keydown: (event: KeyboardEvent) => {
      const step = keyStep(event.key, direction);
      if (step === 0) return;
      go(step);
      event.preventDefault();
    },
    mouseenter: () => {
      hovered = true;
      schedule();
    },
    mouseleave: () => {
      hovered = false;
      schedule();
    },
    // Paused while a keyboard user is inside it, reading a slide that should not change under them.
    focusin: (event: FocusEvent) => {
      if (!(event.target instanceof Element) || !event.target.matches(':focus-visible')) return;
      focused = true;
      schedule();
    },
    focusout: (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && carousel.contains(event.relatedTarget)) return;
      focused = false;
      schedule();
    },
    // A swipe adds to what the buttons already offer.
    pointerdown: (event: PointerEvent) => {
      if (event.isPrimary && closest(event, `[${SWIPE_AREA_ATTR}]`)) press = pressOf(event);
    },
    pointerup: (event: PointerEvent) => {
      const step = swipeFrom(press, event, direction);
      press = null;
      if (step !== 0) go(step);
    },
    pointercancel: () => {
      press = null;
    },
    // A mouse swipe across a picture must not drag the picture's file.
    dragstart: (event: DragEvent) => {
      if (closest(event, `[${SWIPE_AREA_ATTR}]`)) event.preventDefault();
    },
  };
  const entries = Object.entries(listeners) as [string, EventListener][];
  for (const [type, listener] of entries) carousel.addEventListener(type, listener);
  carousel.setAttribute(CAROUSEL_LIVE_ATTR, '');
  show(current());
  return () => {
    for (const [type, listener] of entries) carousel.removeEventListener(type, listener);
    clearTimeout(timer);
    carousel.removeAttribute(CAROUSEL_LIVE_ATTR);
  };
}
