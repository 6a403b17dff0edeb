// Which public pages an editor screen's SEO panel covers.
import { FIXED_PAGES, type PublicPage } from '@site/contracts';
import type { PreviewPage } from '../preview/PagePreview';

/** The public pages an editor screen's content draws: the about screen's five, one for the others. */
export function seoPagesOf(screen: PreviewPage): readonly PublicPage[] {
  return FIXED_PAGES.filter((p) => p.answer === screen);
}

/** An editor screen's search parameter naming the page whose SEO panel opens with it (`?seo=about/team`). */
export const OPEN_SEO_PARAM = 'seo';
