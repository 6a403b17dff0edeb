// Custom pages from the editor: the list, one page with its version, create, save (If-Match: a save
// made since by someone else is a ConflictError), delete; and a page in a language (`?locale=`): read
// translated, and its translation saved.
import { API_BASE, type CustomPageInput, type CustomPageSummary, type StoredBlock } from '@site/contracts';
import { adminFetch } from './admin-fetch';
import { withLocale } from './locale';
import { etagOf, ifMatch, type Versioned } from './versioned';

/** A page as the editor holds it: its blocks as stored (an unknown type included, for the editor to report). */
export type EditedPage = Omit<CustomPageInput, 'blocks' | 'in_navbar' | 'navbar_group' | 'in_footer'> & {
  blocks: StoredBlock[];
  in_navbar: boolean;
  navbar_group: 'about' | 'services' | null;
  in_footer: boolean;
};

const pagesUrl = `${API_BASE}/custom-pages`;
const pageUrl = (slug: string) => `${pagesUrl}/${encodeURIComponent(slug)}`;
const json = (etag?: string | null) => ({ 'Content-Type': 'application/json', ...ifMatch(etag) });

export async function fetchCustomPages(): Promise<CustomPageSummary[]> {
  return (await (await adminFetch(`${pagesUrl}/`, { cache: 'no-store' })).json()) as CustomPageSummary[];
}

export async function fetchCustomPage(slug: string): Promise<Versioned<EditedPage>> {
  const response = await adminFetch(pageUrl(slug), { cache: 'no-store' });
  return { data: (await response.json()) as EditedPage, etag: etagOf(response) };
}

export async function createCustomPage(page: EditedPage): Promise<Versioned<EditedPage>> {
  const response = await adminFetch(`${pagesUrl}/`, { method: 'POST', headers: json(), body: JSON.stringify(page) });
  return { data: (await response.json()) as EditedPage, etag: etagOf(response) };
}

/** Saves the page that was at `slug` (a changed slug renames it). */
export async function saveCustomPage(slug: string, page: EditedPage, etag: string | null): Promise<Versioned<EditedPage>> {
  const response = await adminFetch(pageUrl(slug), { method: 'PUT', headers: json(etag), body: JSON.stringify(page) });
  return { data: (await response.json()) as EditedPage, etag: etagOf(response) };
}

export async function deleteCustomPage(slug: string): Promise<void> {
  await adminFetch(pageUrl(slug), { method: 'DELETE' });
}

/** A page read in a language: its title and blocks with the translation laid over them, and the texts that fell back. */
export type EditedPageIn = EditedPage & { fallback?: string[] };

export async function fetchCustomPageIn(slug: string, locale: string): Promise<Versioned<EditedPageIn>> {
  const response = await adminFetch(withLocale(pageUrl(slug), locale), { cache: 'no-store' });
  return { data: (await response.json()) as EditedPageIn, etag: etagOf(response) };
}

/** Saves the page's translation into `locale` (its title, its blocks' texts by position); answers it as stored. */
export async function saveCustomPageTranslation(
  slug: string,
  locale: string,
  translation: unknown,
  etag: string | null,
): Promise<Versioned<unknown>> {
  const response = await adminFetch(withLocale(pageUrl(slug), locale), {
    method: 'PUT',
    headers: json(etag),
    body: JSON.stringify(translation),
  });
  return { data: (await response.json()) as unknown, etag: etagOf(response) };
}
