// The section registry: every fact of every section in one list, in the order the pages show them.
// A section's place (its page, its order there, its API path, when it shows, whether it is a custom
// page's block) comes from its page's list (sections/<page>.page.ts, read by the public pages through
// page-sections.ts), with its name; its schema, default and editor from its page's contract file
// (sections/<page>.ts). The server's routes,
// the page reads, the seed, the importer's categories, the OpenAPI document, the editor's screens
// and forms, and the tests are all derived from this list.
import type { z } from 'zod';
import {
  SECTION_PLACES,
  type Page,
  type PageSectionKey,
  type PlaceOf,
  type SectionKey,
  type SectionPage,
  type SectionPlace,
} from './page-sections.js';
import type { SectionFacts } from './section-facts.js';
import { ABOUT_SECTIONS } from './sections/about.js';
import { CONTACT_SECTIONS } from './sections/contact.js';
import { HOME_SECTIONS } from './sections/home.js';
import { LAYOUT_SECTIONS } from './sections/layout.js';
import { SHOWCASE_SECTIONS } from './sections/showcase.js';

/** Every section's facts by key. Each page's file is checked against that page's list; this, that no page's file is left out. */
const FACTS = {
  ...LAYOUT_SECTIONS,
  ...HOME_SECTIONS,
  ...ABOUT_SECTIONS,
  ...CONTACT_SECTIONS,
  ...SHOWCASE_SECTIONS,
} satisfies Record<SectionKey, SectionFacts>;

/**
 * A section's facts. A key without any (a section just added to its page's list) gets the general
 * shape, so the compiler's one complaint is the missing entry, not every use of the registry.
 */
type Facts<K extends SectionKey> = K extends keyof typeof FACTS ? (typeof FACTS)[K] : SectionFacts;
type PageOf<K extends SectionKey> = { [P in SectionPage]: K extends PageSectionKey<P> ? P : never }[SectionPage];

/** One section: its key and place, and its facts (section-facts.ts). */
export type SectionEntryOf<K extends SectionKey> = Facts<K> &
  Pick<SectionPlace, 'label' | 'button'> & {
    /** Stable key: the document's name in the database and in page answers. */
    key: K;
    page: PageOf<K>;
    /** Where the API serves it under the API base, without slashes at either end; its block type too. */
    path: PlaceOf<K>['path'];
    /** When the page shows it only under a condition (a featured video only with a video). */
    shows?: (doc: SectionData<K>) => boolean;
  };
export type SectionEntry = { [K in SectionKey]: SectionEntryOf<K> }[SectionKey];

/** The stored (validated) document of a section. */
export type SectionData<K extends SectionKey> = z.output<Facts<K>['schema']>;
/** What a client may send to PUT a section. */
export type SectionInput<K extends SectionKey> = z.input<Facts<K>['schema']>;
/** Every section's document by key. */
export type SectionDocuments = { [K in SectionKey]: SectionData<K> };

export const SECTIONS: readonly SectionEntry[] = SECTION_PLACES.map(
  (place) => ({ ...place, ...(FACTS as Partial<Record<SectionKey, SectionFacts>>)[place.key] }) as SectionEntry,
);

const byKey = new Map<string, SectionEntry>(SECTIONS.map((s) => [s.key, s]));

export function getSection<K extends SectionKey>(key: K): SectionEntryOf<K> {
  return byKey.get(key) as SectionEntryOf<K>;
}

/** The sections a page shows, in order (the layout's are added to every page answer separately). */
export function sectionsOfPage(page: Page): SectionEntry[] {
  return SECTIONS.filter((s) => s.page === page);
}
