// The content the editor's preview starts from: the public page answer (every section of a page
// plus navbar and footer), never from a cache, since the admin is about to change it.
import { API_BASE, type Page, type PageContent } from '@site/contracts';
import { withLocale } from './locale';

/** In a language other than the default (`locale`), the page's sections in it, fallbacks applied. */
export async function fetchPageContent<P extends Page>(page: P, locale?: string): Promise<PageContent<P>> {
  const response = await fetch(withLocale(`${API_BASE}/pages/${page}`, locale), {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The ${page} page's content could not be loaded (the server answered ${response.status}).`);
  return (await response.json()) as PageContent<P>;
}
