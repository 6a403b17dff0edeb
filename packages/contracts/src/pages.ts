// The page-level read: one answer with everything a public page needs. Every section of the page
// and of the layout is in it (one never saved holds its default), and its type says so per page.
import type { Block, PageLink } from './custom-page-rules.js';
import type { MediaMap } from './media.js';
import type { Page, PageSectionKey, SectionKey } from './page-sections.js';
import type { SectionData } from './registry.js';
import type { PageSeo } from './seo-rules.js';
import type { Service, ServiceSlug } from './services.js';
import type { SiteSettings } from './site-settings.js';

/** The documents a page's answer carries: the page's own sections, the navbar and the footer. */
export type PageDocuments<P extends Page> = { [K in PageSectionKey<P> | PageSectionKey<'layout'>]: SectionData<K> };

interface PageAnswer<P extends Page> {
  page: P;
  /** The page's own sections plus navbar and footer, by registry key. */
  sections: PageDocuments<P>;
  serviceSlugs: ServiceSlug[];
  /** The custom pages the navbar or the footer link to. */
  pageLinks: PageLink[];
  /** Only on the services page: the full service list. */
  services?: Service[];
  /** Size and responsive variants of every stored image the answer refers to (by URL). */
  media: MediaMap;
  /** The ETag of each section's version this answer was built from: the editor saves with it as If-Match. */
  versions: Partial<Record<SectionKey, string>>;
  /** The site settings, and the search-engine settings of every page that has saved ones (by page key). */
  site: { settings: SiteSettings; seo: Record<string, PageSeo> };
  /** The language the answer is in: a code of `site.settings.languages` (the first is the default). */
  locale: string;
  /**
   * In a language other than the default: per section key, the fields (dot paths) shown from a
   * fallback language because this one has no text for them.
   */
  fallback?: Partial<Record<SectionKey, string[]>>;
}

/** The answer of GET /pages/{page}; without a page named, any page's (tell them apart by `page`). */
export type PageContent<P extends Page = Page> = P extends Page ? PageAnswer<P> : never;

/**
 * The answer a custom page is rendered from (GET /custom-pages/{slug}/content): its blocks (only those
 * of a type this version knows: `skipped` names the others), with the navbar, footer, service and
 * page links every page carries.
 */
export interface CustomPageContent {
  page: 'custom';
  slug: string;
  title: string;
  /** The page's <title> (before the company's name) and description. */
  head: { title: string; description: string };
  blocks: Block[];
  /** Stored blocks of a type this version does not know, by position (1-based) and type: left out. */
  skipped: { position: number; type: string }[];
  sections: PageDocuments<never>;
  serviceSlugs: ServiceSlug[];
  pageLinks: PageLink[];
  media: MediaMap;
  /** The site settings, and the search-engine settings of every page that has saved ones (by page key). */
  site: PageAnswer<Page>['site'];
  /** The language the answer is in (as a fixed page's). */
  locale: string;
  /** In a language other than the default: the page's fields shown from a fallback language (`title`, `blocks.0.heading`). */
  fallback?: string[];
}

/** Any page's answer: a fixed page's or a custom page's. */
export type SiteContent = PageContent | CustomPageContent;
