// Where the content uses stored images: the fields of the sections, services, editor-built pages,
// drafts, each page's
// search-engine settings, the site settings and each language's translations that hold each URL. The library shows these
// ("used on …"), and an image in use is not deleted (routes answer 409 naming these places), so no
// page silently loses a picture.
import {
  customPageUseWords,
  fieldWords,
  SECTIONS,
  sectionAt,
  sectionUseWords,
  serviceUseWords,
  SERVICES_DOCUMENT,
  type ImageUse,
} from '@site/contracts';
import { mediaFieldsIn } from './media-map.js';
import { readSections } from './sections.js';
import { listServices } from './services.js';
import { customPagePlace, listStoredPages } from './custom-pages.js';
import { draftUses } from './drafts.js';
import { readAllSeo, seoVersionedDocument } from './seo.js';
import { readSettings } from './settings.js';
import { SETTINGS_DOCUMENT, type DbOrTx } from './versions.js';
import { translationUses } from './translation-uses.js';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Every field of the content that holds a media URL, by URL, read in one pass: published sections in
 * page order, then services, then editor-built pages, then drafts (a draft will be published with its images), then the site
 * settings and each page's search-engine settings.
 */
export async function usesByUrl(db: DbOrTx): Promise<Map<string, ImageUse[]>> {
  const uses = new Map<string, ImageUse[]>();
  /** `describe` words a field of the document, e.g. `items.9.image` as "Gallery page, 10th image". */
  const add = (value: unknown, document: string, place: string, describe: (field: string) => string) => {
    for (const { url, field } of mediaFieldsIn(value)) {
      let list = uses.get(url);
      if (!list) uses.set(url, (list = []));
      list.push({ document, place, field, words: describe(field) });
    }
  };
  const sections = await readSections(
    db,
    SECTIONS.map((s) => s.key),
  );
  for (const section of SECTIONS) {
    add(sections[section.key], section.path, `${capitalised(section.page)} › ${section.label}`, (field) =>
      sectionUseWords(section, field),
    );
  }
  for (const service of await listServices(db)) {
    add(service, SERVICES_DOCUMENT, `the service "${service.title}"`, (field) => serviceUseWords(service.title, field));
  }
  // Called inside a transaction too (an image's delete checks its uses): the pages and drafts are
  // read through it; those readers never use the connection itself (`$client`).
  for (const page of await listStoredPages(db)) {
    add(page, `custom-pages/${page.slug}`, customPagePlace(page), (field) => customPageUseWords(page, field));
  }
  for (const draft of await draftUses(db)) {
    add(draft.data, draft.path, `the draft of ${draft.label}`, (field) => `Draft: ${draftFieldWords(draft, field)}`);
  }
  // The favicon and the default share image, and each page's share image.
  add(await readSettings(db), SETTINGS_DOCUMENT, 'the site settings', (field) =>
    ['Site settings', ...fieldWords(field)].join(', '),
  );
  for (const [key, seo] of Object.entries(await readAllSeo(db))) {
    add(seo, seoVersionedDocument(key).path, `the search-engine settings of the page "${key}"`, (field) =>
      [`Search-engine settings of the page "${key}"`, ...fieldWords(field)].join(', '),
    );
  }
  // Each language's own images (a translated service's hero, a page's share image).
  for (const use of await translationUses(db)) add(use.data, use.document, use.place, use.describe);
  return uses;
}

/** A draft's field in words: as its section's, service list's or editor-built page's field. */
function draftFieldWords(draft: { path: string; label: string; data: unknown }, field: string): string {
  const document = draft.data;
  const section = sectionAt(draft.path);
  if (section) return sectionUseWords(section, field);
  if (draft.path === SERVICES_DOCUMENT) {
    const [index, ...rest] = field.split('.');
    const title = (document as { title?: unknown }[] | undefined)?.[Number(index)]?.title;
    return serviceUseWords(typeof title === 'string' ? title : `number ${Number(index) + 1}`, rest.join('.'));
  }
  const page = document as { title?: unknown; blocks?: { type: string }[] } | undefined;
  if (draft.path.startsWith('custom-pages/') && typeof page?.title === 'string') {
    return customPageUseWords({ title: page.title, blocks: page.blocks }, field);
  }
  return [draft.label, ...fieldWords(field)].join(', ');
}

/** Every field that holds `url`, in the order of usesByUrl. */
export async function usesOf(db: DbOrTx, url: string): Promise<ImageUse[]> {
  return (await usesByUrl(db)).get(url) ?? [];
}

/** A person's name for each place that uses `url`, once each: e.g. `Home › Hero`, `the service "Office Cleaning"`. */
export async function placesUsing(db: DbOrTx, url: string): Promise<string[]> {
  return [...new Set((await usesOf(db, url)).map((use) => use.place))];
}

/** "A, B and C" */
export function listInWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
