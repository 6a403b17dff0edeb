// Keeps document.title (with the company's name, as the server writes it) and the description in
// step with client-side navigation (the server wrote the first page's head; see head.ts).
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { SiteContent } from '@site/contracts/site';
import { documentTitle, isRouteHandle } from './meta';

export function useDocumentMeta(content: SiteContent | undefined): void {
  const matches = useMatches();
  const leaf = matches.findLast((m) => isRouteHandle(m.handle));
  useEffect(() => {
    if (!leaf || !isRouteHandle(leaf.handle)) return;
    const meta = leaf.handle.meta(content, leaf.params);
    document.title = documentTitle(meta, content?.sections.navbar.companyName);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [leaf, content]);
}
