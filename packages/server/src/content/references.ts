// Where the content still uses a stored image: the sections, services, site and SEO settings and
// drafts that contain its URL.
// An image in use is not deleted (routes answer 409 naming these places), so no page silently
// loses a picture.
import { SECTIONS } from '@site/contracts';
import type { Db } from '../db/client.js';
import { mediaUrlsIn } from './media-map.js';
import { readSections } from './sections.js';
import { listServices } from './services.js';
import { draftsUsing } from './drafts.js';
import { readAllSeo } from './seo.js';
import { latestData, SETTINGS_DOCUMENT } from './versions.js';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A person's name for each place that uses `url`: e.g. `Home › Hero`, `the service "Office Cleaning"`. */
export function placesUsing(db: Db, url: string): string[] {
  const keys = SECTIONS.map((s) => s.key);
  const sections = readSections(db, keys);
  const places: string[] = [];
  for (const section of SECTIONS) {
    if (mediaUrlsIn(sections[section.key]).has(url)) places.push(`${capitalised(section.page)} › ${section.label}`);
  }
  for (const service of listServices(db)) {
    if (mediaUrlsIn(service).has(url)) places.push(`the service "${service.title}"`);
  }
  // Saved site settings (the favicon, the default share image) and each page's share image.
  if (mediaUrlsIn(latestData(db, SETTINGS_DOCUMENT)).has(url)) places.push('the site settings');
  for (const [key, seo] of Object.entries(readAllSeo(db))) {
    if (seo.image === url) places.push(`the search-engine settings of the page "${key}"`);
  }
  // A draft will be published with its images: deleting one would publish a broken picture.
  places.push(...draftsUsing(db, url));
  return places;
}

/** "A, B and C" */
export function listInWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
