// Which sections each page shows, in which order, and when, where the API serves each, and which
// are blocks of the custom pages: the part of the section registry the public pages walk. Each page's list is in its own file beside that page's defaults
// (sections/<page>.page.ts); registry.ts joins the lists to each section's schema and other facts.
// No zod here: this module is in the public site's scripts.
import type { SectionData } from './registry.js';
import { ABOUT_PAGE } from './sections/about.page.js';
import { CONTACT_PAGE } from './sections/contact.page.js';
import { HOME_PAGE } from './sections/home.page.js';
import { LAYOUT_PAGE } from './sections/layout.page.js';
import { GALLERY_PAGE, PROJECTS_PAGE } from './sections/showcase.page.js';

export const PAGES = ['home', 'about', 'contact', 'gallery', 'projects', 'services'] as const;
export type Page = (typeof PAGES)[number];
export type SectionPage = Page | 'layout';

/**
 * A section's place: its key, where the API serves it, what it is called, when its page shows it,
 * whether it is a block. The editor's page screens draw their section buttons from these alone.
 */
export interface SectionPlace {
  /** Stable key: the document's name in the database and in page answers. */
  key: string;
  /**
   * Where the API serves it under `/backend/api/`, without slashes at the ends; also its block type
   * on a custom page (stored in the pages' blocks, so it never changes).
   */
  path: string;
  /** What the editor and the server's messages call it ("The Hero section", "Home › Hero"). */
  label: string;
  /** The words of the button that opens its editor, when not its label ("Edit Navbar"). */
  button?: string;
  /** When the page shows it only under a condition (a featured video only with a video). */
  shows?: (doc: never) => boolean;
  /** Not in the custom pages' block library (the navbar and footer); every other section is a block. */
  block?: false;
}

/** Every page's sections in the order it shows them; the layout's are shown on every page. */
export const PAGE_SECTIONS = {
  layout: LAYOUT_PAGE,
  home: HOME_PAGE,
  about: ABOUT_PAGE,
  contact: CONTACT_PAGE,
  gallery: GALLERY_PAGE,
  projects: PROJECTS_PAGE,
  // The service pages show the services list, which is not a section.
  services: [],
} as const satisfies Record<SectionPage, readonly SectionPlace[]>;

/** The sections of one page (or of the layout). */
export type PageSectionKey<P extends SectionPage> = (typeof PAGE_SECTIONS)[P][number]['key'];
/** Stable key of a section: the document's name in the database and in page answers. */
export type SectionKey = PageSectionKey<SectionPage>;

/** A section's place in its page's list. */
export type PlaceOf<K extends SectionKey> = Extract<(typeof PAGE_SECTIONS)[SectionPage][number], { key: K }>;

/** The pages with sections of their own (the layout included): the editor has a screen for each. */
export type PageWithSections = { [P in SectionPage]: [PageSectionKey<P>] extends [never] ? never : P }[SectionPage];
export const SECTION_PAGES = (Object.keys(PAGE_SECTIONS) as SectionPage[]).filter(
  (page) => PAGE_SECTIONS[page].length > 0,
) as PageWithSections[];

/** Every section's place with its page, in the pages' order: the registry's list without the schemas. */
export const SECTION_PLACES = (Object.keys(PAGE_SECTIONS) as SectionPage[]).flatMap((page) =>
  PAGE_SECTIONS[page].map((place) => ({ ...place, page })),
);

const places = new Map<string, SectionPlace>(SECTION_PLACES.map((place) => [place.key, place]));

/** Where the API serves a section (its place's `path`), without the registry's schemas. */
export function sectionPath<K extends SectionKey>(key: K): PlaceOf<K>['path'] {
  return places.get(key)?.path as PlaceOf<K>['path'];
}

/** The words of the button that opens a section's editor: its own, else its label. */
export function sectionButton(key: SectionKey): string {
  const place = places.get(key);
  return place?.button ?? place?.label ?? key;
}

/** A page's section keys in the order it shows them. */
export function pageSectionKeys<P extends SectionPage>(page: P): PageSectionKey<P>[] {
  return PAGE_SECTIONS[page].map((place) => place.key);
}

type Condition = (doc: never) => boolean;
const conditions = new Map<string, Condition>(
  Object.values(PAGE_SECTIONS)
    .flat()
    .flatMap((place) => ('shows' in place ? [[place.key, place.shows as Condition] as const] : [])),
);

/** Whether the site shows a section holding this document: false only when its page's list gives a condition it does not meet. */
export function isShown<K extends SectionKey>(key: K, doc: SectionData<K>): boolean {
  return conditions.get(key)?.(doc as never) ?? true;
}
