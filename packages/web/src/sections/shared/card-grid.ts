// What the card grids (card-grid.module.css) share in their components: which cards are in view as
// the page opens. The scroll reveal would keep those hidden, and the page's largest picture
// unpainted, until the page's script has run; they are shown at once instead. And which card's
// picture is the page's main image (fetched first and preloaded by the page's head, site/meta.ts).
import { safeImageUrl } from '@site/contracts/site';

/** The most cards any grid fits in its first row (four in a 1200 px container, at 16rem or more each). */
export const FIRST_ROW_CARDS = 4;

/** The scroll reveal's class for the card at `index`: none in the first row. */
export const revealUnlessFirstRow = (index: number): string => (index < FIRST_ROW_CARDS ? '' : 'animate-on-scroll');

/** The first of `items` with a picture the site can draw: its picture is the page's main image. */
export const firstPictured = <T>(items: readonly T[], picture: (item: T) => string | undefined): T | undefined =>
  items.find((item) => safeImageUrl(picture(item)) !== undefined);
