// A page's search-engine settings (GET/PUT {api}/seo/{page}) and the site settings (GET/PUT
// {api}/settings), each with its version: a save names the version it replaces (If-Match), so a
// save made since by someone else is refused with a ConflictError instead of being overwritten.
import { API_BASE, type PageSeo, type SiteSettings } from '@site/contracts';
import { adminFetch } from './admin-fetch';
import { withLocale } from './locale';
import { etagOf, ifMatch, type Versioned } from './versioned';

const seoUrl = (key: string) => `${API_BASE}/seo/${key.split('/').map(encodeURIComponent).join('/')}`;
const SETTINGS_URL = `${API_BASE}/settings`;

async function read<T>(url: string): Promise<Versioned<T>> {
  const response = await adminFetch(url, { cache: 'no-store' });
  return { data: (await response.json()) as T, etag: etagOf(response) };
}

async function write<T>(url: string, data: T, etag: string | null): Promise<Versioned<T>> {
  const response = await adminFetch(url, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...ifMatch(etag) },
    body: JSON.stringify(data),
  });
  return { data: (await response.json()) as T, etag: etagOf(response) };
}

/**
 * Where a page's settings are saved: into the page's draft while an editor-built page has one
 * (visitors see them once the draft is published), else live. The server says it on each answer.
 */
export type SeoSavedInto = 'draft' | 'live';

export interface PageSeoRead extends Versioned<PageSeo> {
  savedInto: SeoSavedInto;
}

const savedIntoOf = (response: Response): SeoSavedInto => (response.headers.get('saved-into') === 'draft' ? 'draft' : 'live');

export async function fetchPageSeo(key: string): Promise<PageSeoRead> {
  const response = await adminFetch(seoUrl(key), { cache: 'no-store' });
  return { data: (await response.json()) as PageSeo, etag: etagOf(response), savedInto: savedIntoOf(response) };
}

export async function savePageSeo(key: string, data: PageSeo, etag: string | null): Promise<PageSeoRead> {
  const response = await adminFetch(seoUrl(key), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...ifMatch(etag) },
    body: JSON.stringify(data),
  });
  return { data: (await response.json()) as PageSeo, etag: etagOf(response), savedInto: savedIntoOf(response) };
}
export const fetchSettings = () => read<SiteSettings>(SETTINGS_URL);
export const saveSettings = (data: SiteSettings, etag: string | null) => write(SETTINGS_URL, data, etag);

/** A page's settings in a language other than the default, its fallbacks applied, and the fields that fell back. */
export type PageSeoIn = PageSeo & { fallback?: string[] };

export async function fetchPageSeoIn(key: string, locale: string): Promise<Versioned<PageSeoIn>> {
  return read<PageSeoIn>(withLocale(seoUrl(key), locale));
}

/** Saves a language's translation of a page's settings (title, description, image), live; answers it as stored. */
export function savePageSeoIn(key: string, locale: string, translation: Partial<PageSeo>, etag: string | null) {
  return write(withLocale(seoUrl(key), locale), translation, etag);
}
