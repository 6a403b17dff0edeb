// Where the content uses a stored image: the fields of the sections, services and drafts that hold
// its URL. The library shows these ("used on …"), and an image in use is not deleted (routes answer
// 409 naming these places), so no page silently loses a picture.
import { SECTIONS, SERVICES_DOCUMENT, type ImageUse } from '@site/contracts';
import type { Db } from '../db/client.js';
import { fieldsHolding } from './media-map.js';
import { readSections } from './sections.js';
import { listServices } from './services.js';
import { draftsUsing } from './drafts.js';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every field that holds `url`: published sections in page order, then services, then drafts. */
export function usesOf(db: Db, url: string): ImageUse[] {
  const keys = SECTIONS.map((s) => s.key);
  const sections = readSections(db, keys);
  const uses: ImageUse[] = [];
  for (const section of SECTIONS) {
    const place = `${capitalised(section.page)} › ${section.label}`;
    for (const field of fieldsHolding(sections[section.key], url)) uses.push({ document: section.path, place, field });
  }
  for (const service of listServices(db)) {
    const place = `the service "${service.title}"`;
    for (const field of fieldsHolding(service, url)) uses.push({ document: SERVICES_DOCUMENT, place, field });
  }
  // A draft will be published with its images: deleting one would publish a broken picture.
  uses.push(...draftsUsing(db, url));
  return uses;
}

/** A person's name for each place that uses `url`, once each: e.g. `Home › Hero`, `the service "Office Cleaning"`. */
export function placesUsing(db: Db, url: string): string[] {
  return [...new Set(usesOf(db, url).map((use) => use.place))];
}

/** "A, B and C" */
export function listInWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
