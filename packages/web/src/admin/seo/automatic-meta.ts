// What a page shows search engines without settings of its own: the public route's own meta function
// (site/routes.tsx) run on the page's answer, so the editor previews exactly what the server writes.
import { matchRoutes } from 'react-router';
import { FIXED_PAGES, type PageContent, type PublicPage } from '@site/contracts';
import { isRouteHandle, type PageMeta } from '../../site/meta';
import { routes } from '../../site/routes';
import type { PreviewPage } from '../preview/PagePreview';

/** The public pages an editor screen's content draws: the about screen's five, one for the others. */
export function seoPagesOf(screen: PreviewPage): readonly PublicPage[] {
  return FIXED_PAGES.filter((p) => p.answer === screen);
}

export function automaticMeta(page: PublicPage, content: PageContent): PageMeta {
  const leaf = matchRoutes(routes, page.path)?.findLast((m) => isRouteHandle(m.route.handle));
  if (!leaf || !isRouteHandle(leaf.route.handle)) return { title: page.key, description: '' };
  return leaf.route.handle.meta(content, leaf.params);
}
