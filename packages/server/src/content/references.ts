// Where the content uses stored images: the fields of the sections, services, editor-built pages,
// drafts, each page's
// search-engine settings and the site settings that hold each URL. The library shows these
// ("used on …"), and an image in use is not deleted (routes answer 409 naming these places), so no
// page silently loses a picture.
import { SECTIONS, SERVICES_DOCUMENT, type ImageUse } from '@site/contracts';
import type { Db } from '../db/client.js';
import { mediaFieldsIn } from './media-map.js';
import { readSections } from './sections.js';
import { listServices } from './services.js';
import { customPagePlace, listStoredPages } from './custom-pages.js';
import { draftUses } from './drafts.js';
import { readAllSeo, seoVersionedDocument } from './seo.js';
import { readSettings } from './settings.js';
import { SETTINGS_DOCUMENT } from './versions.js';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Every field of the content that holds a media URL, by URL, read in one pass: published sections in
 * page order, then services, then editor-built pages, then drafts (a draft will be published with its images), then the site
 * settings and each page's search-engine settings.
 */
export function usesByUrl(db: Db): Map<string, ImageUse[]> {
  const uses = new Map<string, ImageUse[]>();
  const add = (value: unknown, document: string, place: string) => {
    for (const { url, field } of mediaFieldsIn(value)) {
      let list = uses.get(url);
      if (!list) uses.set(url, (list = []));
      list.push({ document, place, field });
    }
  };
  const sections = readSections(
    db,
    SECTIONS.map((s) => s.key),
  );
  for (const section of SECTIONS) add(sections[section.key], section.path, `${capitalised(section.page)} › ${section.label}`);
  for (const service of listServices(db)) add(service, SERVICES_DOCUMENT, `the service "${service.title}"`);
  for (const page of listStoredPages(db)) add(page, `custom-pages/${page.slug}`, customPagePlace(page));
  for (const draft of draftUses(db)) add(draft.data, draft.path, `the draft of ${draft.label}`);
  // The favicon and the default share image, and each page's share image.
  add(readSettings(db), SETTINGS_DOCUMENT, 'the site settings');
  for (const [key, seo] of Object.entries(readAllSeo(db))) {
    add(seo, seoVersionedDocument(key).path, `the search-engine settings of the page "${key}"`);
  }
  return uses;
}

/** Every field that holds `url`, in the order of usesByUrl. */
export function usesOf(db: Db, url: string): ImageUse[] {
  return usesByUrl(db).get(url) ?? [];
}

/** A person's name for each place that uses `url`, once each: e.g. `Home › Hero`, `the service "Office Cleaning"`. */
export function placesUsing(db: Db, url: string): string[] {
  return [...new Set(usesOf(db, url).map((use) => use.place))];
}

/** "A, B and C" */
export function listInWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
