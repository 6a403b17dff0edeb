// Keeps document.title (in the title template, as the server writes it) and the description in
// step with client-side navigation (the server wrote the first page's head; see head.ts).
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { SiteContent } from '@site/contracts/site';
import { documentTitle, isRouteHandle, seoKeyOf, withPageSeo } from './meta';

export function useDocumentMeta(content: SiteContent | undefined): void {
  const matches = useMatches();
  const leaf = matches.findLast((m) => isRouteHandle(m.handle));
  const { pathname } = useLocation();
  useEffect(() => {
    if (!leaf || !isRouteHandle(leaf.handle)) return;
    const own = leaf.handle.meta(content, leaf.params);
    const meta = withPageSeo(own, content?.site, seoKeyOf(own.canonicalPath ?? pathname));
    document.title = documentTitle(meta, content?.site.settings);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [leaf, content, pathname]);
}
