// The attributes the home page's carousel is drawn with (HomeCarousel.tsx) and its plain script
// reads and sets (site/behaviours/carousel.ts, started by carousels.ts there). Constants only: the
// build writes them where they are used, so the page's entry and the carousel's chunk share no module.

/** On the carousel's section. */
export const CAROUSEL_ATTR = 'data-carousel';
/** Set on the carousel once its script runs: until then its other slides' pictures are not drawn (nor fetched). */
export const CAROUSEL_LIVE_ATTR = 'data-carousel-live';
/** On each slide; the one shown also carries `SLIDE_CURRENT_ATTR`. */
export const SLIDE_ATTR = 'data-slide';
export const SLIDE_CURRENT_ATTR = 'data-current';
/** On the previous (-1) and next (1) buttons. */
export const SLIDE_STEP_ATTR = 'data-slide-step';
/** On each thumbnail: the number of the slide it shows, from 0. */
export const SLIDE_TO_ATTR = 'data-slide-to';
/** On the area a swipe moves the slides in. */
export const SWIPE_AREA_ATTR = 'data-swipe-area';
