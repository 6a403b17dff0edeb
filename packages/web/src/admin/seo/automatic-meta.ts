// What a page shows search engines without settings of its own: the public route's own meta function
// (site/routes.tsx) run on the page's answer, so the editor previews exactly what the server writes.
import { matchRoutes } from 'react-router';
import type { PublicPage, SiteContent } from '@site/contracts';
import { isRouteHandle, type PageMeta } from '../../site/meta';
import { routes } from '../../site/routes';

/** A page the SEO panel covers: its settings' key and its address. */
export type SeoPage = Pick<PublicPage, 'key' | 'path'>;

export function automaticMeta(page: SeoPage, content: SiteContent): PageMeta {
  const leaf = matchRoutes(routes, page.path)?.findLast((m) => isRouteHandle(m.route.handle));
  if (!leaf || !isRouteHandle(leaf.route.handle)) return { title: page.key, description: '' };
  return leaf.route.handle.meta(content, leaf.params);
}
