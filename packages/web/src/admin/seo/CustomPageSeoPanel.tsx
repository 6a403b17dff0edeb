// The page editor's SEO panel: the search-engine settings of a page built in the editor, keyed by
// its slug. The dialog previews from the page's answer as the site renders it (its automatic title
// and description), read when the panel shows and again after each save.
import { API_BASE, customPagePath, type SiteContent } from '@site/contracts';
import { useCallback, useEffect, useState } from 'react';
import { adminFetch } from '../api/admin-fetch';
import { SeoPanel } from './SeoPanel';

/** The page's answer as the editor may read it: a page not yet published answers from its draft. */
async function fetchCustomPage(slug: string): Promise<SiteContent> {
  const response = await adminFetch(`${API_BASE}/custom-pages/${encodeURIComponent(slug)}/content`, { cache: 'no-store' });
  return (await response.json()) as SiteContent;
}

export function CustomPageSeoPanel({ slug }: { slug: string }) {
  const [content, setContent] = useState<SiteContent | null>(null);
  const load = useCallback(() => {
    let current = true;
    fetchCustomPage(slug).then(
      (read) => current && setContent(read),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [slug]);
  useEffect(load, [load]);
  // A slug no page has answers the contact page: there is nothing to set until the page is stored.
  if (content?.page !== 'custom' || content.slug !== slug) return null;
  return <SeoPanel pages={[{ key: slug, path: customPagePath(slug) }]} content={content} onSaved={() => void load()} />;
}
