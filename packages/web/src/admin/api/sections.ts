// One section document with its version: read it (never from a cache: the editor wants the latest)
// and save it with PUT {api}/{section path}/ (the whole object; PUT says "replace", which is what a
// list removal needs). The save names the version it replaces (If-Match), so a save made since by
// someone else is refused with a ConflictError instead of being overwritten.
import { API_BASE, getSection, type SectionData, type SectionKey } from '@site/contracts';
import { adminFetch } from './admin-fetch';
import { withLocale } from './locale';
import { etagOf, ifMatch, type Versioned } from './versioned';

const sectionUrl = (key: SectionKey) => `${API_BASE}/${getSection(key).path}/`;

export async function fetchSection<K extends SectionKey>(key: K): Promise<Versioned<SectionData<K>>> {
  const response = await adminFetch(sectionUrl(key), { cache: 'no-store' });
  return { data: (await response.json()) as SectionData<K>, etag: etagOf(response) };
}

export async function saveSection<K extends SectionKey>(
  key: K,
  data: SectionData<K>,
  etag: string | null,
): Promise<Versioned<SectionData<K>>> {
  const response = await adminFetch(sectionUrl(key), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...ifMatch(etag) },
    body: JSON.stringify(data),
  });
  return { data: (await response.json()) as SectionData<K>, etag: etagOf(response) };
}

/** A section read in a language: its texts there (fallbacks applied) and the fields that fell back. */
export interface LocalisedSection {
  data: Record<string, unknown> & { fallback?: string[] };
  etag: string | null;
}

export async function fetchSectionIn(key: SectionKey, locale: string): Promise<LocalisedSection> {
  const response = await adminFetch(withLocale(sectionUrl(key), locale), { cache: 'no-store' });
  return { data: (await response.json()) as LocalisedSection['data'], etag: etagOf(response) };
}

/** Saves a section's translation into `locale` (only the fields it translates); answers it as stored. */
export async function saveSectionTranslation(
  key: SectionKey,
  locale: string,
  translation: Record<string, unknown>,
  etag: string | null,
): Promise<Versioned<Record<string, unknown>>> {
  const response = await adminFetch(withLocale(sectionUrl(key), locale), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...ifMatch(etag) },
    body: JSON.stringify(translation),
  });
  return { data: (await response.json()) as Record<string, unknown>, etag: etagOf(response) };
}
