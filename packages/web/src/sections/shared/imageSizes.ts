// `sizes` values that several sections share: how wide an image is drawn at each breakpoint,
// read from their CSS, so the browser fetches the smallest copy that is sharp enough. The
// container is at most 1200px wide with 1.5rem padding (global.css): 1152px of content.

/** A card in an auto-fill grid of 15-18rem (or 250px) columns: one column on phones, two or more from 640px. */
export const CARD_GRID_SIZES = '(min-width: 1200px) 384px, (min-width: 640px) 50vw, 100vw';

/** One side of a two-column container layout from 900px; the full width when stacked. */
export const HALF_CONTAINER_SIZES = '(min-width: 1200px) 576px, (min-width: 900px) 50vw, 100vw';

/** One of a pair of pictures side by side in one side of such a layout. */
export const QUARTER_CONTAINER_SIZES = '(min-width: 1200px) 288px, (min-width: 900px) 25vw, 50vw';

/** The home carousel's slides fill the window's width (also the size its preload in <head> asks for). */
export const CAROUSEL_SIZES = '100vw';

/** About1's pictures (company profile): a pair side by side, or one alone across its half. */
export const about1Sizes = (data: { image1: string; image2: string }) =>
  data.image1 && data.image2 ? QUARTER_CONTAINER_SIZES : HALF_CONTAINER_SIZES;
