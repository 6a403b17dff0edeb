// What a page shows search engines without settings of its own: the public route's own meta function
// (site/routes.tsx) run on the page's answer, so the editor previews exactly what the server writes.
import { matchRoutes } from 'react-router';
import type { PageContent, PublicPage } from '@site/contracts';
import { isRouteHandle, type PageMeta } from '../../site/meta';
import { routes } from '../../site/routes';

export function automaticMeta(page: PublicPage, content: PageContent): PageMeta {
  const leaf = matchRoutes(routes, page.path)?.findLast((m) => isRouteHandle(m.route.handle));
  if (!leaf || !isRouteHandle(leaf.route.handle)) return { title: page.key, description: '' };
  return leaf.route.handle.meta(content, leaf.params);
}
