// The one section registry (design.md): the server's routes, the seed, the page reads, the
// OpenAPI document, the editor's list and the tests are all derived from this list.
import type { z } from 'zod';
import * as about from './sections/about.js';
import * as aboutDefaults from './sections/about.defaults.js';
import * as contact from './sections/contact.js';
import * as contactDefaults from './sections/contact.defaults.js';
import * as home from './sections/home.js';
import * as homeDefaults from './sections/home.defaults.js';
import * as layout from './sections/layout.js';
import * as layoutDefaults from './sections/layout.defaults.js';
import * as showcase from './sections/showcase.js';
import * as showcaseDefaults from './sections/showcase.defaults.js';

export const PAGES = ['home', 'about', 'contact', 'gallery', 'projects', 'services'] as const;
export type Page = (typeof PAGES)[number];
export type SectionPage = Page | 'layout';

interface SectionDef<K extends string, S extends z.ZodObject> {
  /** Stable key: the document's name in the database and in page answers. */
  key: K;
  /** Path under the API base, without slashes at either end. */
  path: string;
  page: SectionPage;
  /** What the editor calls it. */
  label: string;
  schema: S;
  defaults: z.output<S>;
}

const section = <K extends string, S extends z.ZodObject>(def: SectionDef<K, S>) => def;

// Order within a page is the order the public page shows the sections in.
export const SECTIONS = [
  section({ key: 'navbar', path: 'layout/navbar', page: 'layout', label: 'Navbar', schema: layout.navbarSchema, defaults: layoutDefaults.navbarDefault }),
  section({ key: 'footer', path: 'layout/footer', page: 'layout', label: 'Footer', schema: layout.footerSchema, defaults: layoutDefaults.footerDefault }),
  section({ key: 'carousel', path: 'home/carousel', page: 'home', label: 'Carousel', schema: home.carouselSchema, defaults: homeDefaults.carouselDefault }),
  section({ key: 'hero', path: 'home/hero', page: 'home', label: 'Hero', schema: home.heroSchema, defaults: homeDefaults.heroDefault }),
  section({ key: 'cards', path: 'home/cards', page: 'home', label: 'Cards', schema: home.cardsSchema, defaults: homeDefaults.cardsDefault }),
  section({ key: 'homeServices', path: 'home/services', page: 'home', label: 'Services', schema: home.homeServicesSchema, defaults: homeDefaults.homeServicesDefault }),
  section({ key: 'statistics', path: 'home/statistics', page: 'home', label: 'Statistics', schema: home.statisticsSchema, defaults: homeDefaults.statisticsDefault }),
  section({ key: 'gridCards', path: 'home/grid-cards', page: 'home', label: 'Grid Cards', schema: home.gridCardsSchema, defaults: homeDefaults.gridCardsDefault }),
  section({ key: 'featuredVideo', path: 'home/featured-video', page: 'home', label: 'Featured Video', schema: home.featuredVideoSchema, defaults: homeDefaults.featuredVideoDefault }),
  section({ key: 'whyUs', path: 'home/why-us', page: 'home', label: 'Why Us', schema: home.whyUsSchema, defaults: homeDefaults.whyUsDefault }),
  section({ key: 'ourClients', path: 'home/our-clients', page: 'home', label: 'Our Clients', schema: home.ourClientsSchema, defaults: homeDefaults.ourClientsDefault }),
  section({ key: 'news', path: 'home/news', page: 'home', label: 'News', schema: home.newsSchema, defaults: homeDefaults.newsDefault }),
  section({ key: 'associates', path: 'home/associates', page: 'home', label: 'Associates', schema: home.associatesSchema, defaults: homeDefaults.associatesDefault }),
  section({ key: 'homeContact', path: 'home/contact', page: 'home', label: 'Contact', schema: home.homeContactSchema, defaults: homeDefaults.homeContactDefault }),
  section({ key: 'location', path: 'home/location', page: 'home', label: 'Location', schema: home.locationSchema, defaults: homeDefaults.locationDefault }),
  section({ key: 'about1', path: 'about/about1', page: 'about', label: 'Company Profile', schema: about.about1Schema, defaults: aboutDefaults.about1Default }),
  section({ key: 'message', path: 'about/message', page: 'about', label: 'Message', schema: about.messageSchema, defaults: aboutDefaults.messageDefault }),
  section({ key: 'about2', path: 'about/about2', page: 'about', label: 'Mission Vision and Story', schema: about.about2Schema, defaults: aboutDefaults.about2Default }),
  section({ key: 'team', path: 'about/team', page: 'about', label: 'Team', schema: about.teamSchema, defaults: aboutDefaults.teamDefault }),
  section({ key: 'faq', path: 'about/faq', page: 'about', label: 'FAQ', schema: about.faqSchema, defaults: aboutDefaults.faqDefault }),
  section({ key: 'contact1', path: 'contact/contact1', page: 'contact', label: 'Contact 1', schema: contact.contact1Schema, defaults: contactDefaults.contact1Default }),
  section({ key: 'contact2', path: 'contact/contact2', page: 'contact', label: 'Contact 2', schema: contact.contact2Schema, defaults: contactDefaults.contact2Default }),
  section({ key: 'gallery', path: 'gallery', page: 'gallery', label: 'Gallery', schema: showcase.gallerySchema, defaults: showcaseDefaults.galleryDefault }),
  section({ key: 'projects', path: 'projects', page: 'projects', label: 'Projects', schema: showcase.projectsSchema, defaults: showcaseDefaults.projectsDefault }),
] as const;

export type SectionEntry = (typeof SECTIONS)[number];
export type SectionKey = SectionEntry['key'];
type EntryOf<K extends SectionKey> = Extract<SectionEntry, { key: K }>;
/** The stored (validated) document of a section. */
export type SectionData<K extends SectionKey> = z.output<EntryOf<K>['schema']>;
/** What a client may send to PUT a section. */
export type SectionInput<K extends SectionKey> = z.input<EntryOf<K>['schema']>;
/** Every section's document by key, as a page answer carries them. */
export type SectionDocuments = { [K in SectionKey]: SectionData<K> };

const byKey = new Map<string, SectionEntry>(SECTIONS.map((s) => [s.key, s]));

export function getSection<K extends SectionKey>(key: K): EntryOf<K> {
  return byKey.get(key) as EntryOf<K>;
}


/** The sections a page shows (layout sections are added to every page answer separately). */
export function sectionsOfPage(page: Page): SectionEntry[] {
  return SECTIONS.filter((s) => s.page === page);
}
