// The page editor's SEO panel: the search-engine settings of a page built in the editor, keyed by
// its slug. The dialog previews from the page's answer as the site renders it (its automatic title
// and description), read when the panel shows and again after each save. In a language other than
// the default, the page's answer and settings in that language.
import { API_BASE, customPagePath, type Language, type SiteContent } from '@site/contracts';
import { useCallback, useEffect, useState } from 'react';
import { adminFetch } from '../api/admin-fetch';
import { withLocale } from '../api/locale';
import { SeoPanel } from './SeoPanel';

/** The page's answer as the editor may read it: a page not yet published answers from its draft. */
async function fetchCustomPage(slug: string, locale?: string): Promise<SiteContent> {
  const url = withLocale(`${API_BASE}/custom-pages/${encodeURIComponent(slug)}/content`, locale);
  const response = await adminFetch(url, { cache: 'no-store' });
  return (await response.json()) as SiteContent;
}

interface Props {
  slug: string;
  /** The language the screen edits, when not the default, and the site's. */
  inLanguage?: { language: Language; languages: readonly Language[] } | undefined;
}

export function CustomPageSeoPanel({ slug, inLanguage }: Props) {
  const [content, setContent] = useState<SiteContent | null>(null);
  const locale = inLanguage?.language.code;
  const load = useCallback(() => {
    let current = true;
    fetchCustomPage(slug, locale).then(
      (read) => current && setContent(read),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [slug, locale]);
  useEffect(load, [load]);
  // A slug no page has answers the contact page: there is nothing to set until the page is stored.
  if (content?.page !== 'custom' || content.slug !== slug) return null;
  return (
    <SeoPanel
      pages={[{ key: slug, path: customPagePath(slug) }]}
      content={content}
      inLanguage={inLanguage}
      onSaved={() => void load()}
    />
  );
}
