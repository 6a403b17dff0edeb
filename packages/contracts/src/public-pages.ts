// Every fixed address of the public site and the page answer (GET /pages/{page}) it is drawn from:
// the routes, the navbar, the footer, the sitemap and the search-engine settings per page read it.
// A page's key is its path without the leading slash (`about/team`), `home` for `/`; each service
// page is `services/{slug}`. zod-free: the public pages import it.
import type { Page } from './page-sections.js';

export const PATHS = {
  home: '/',
  about: '/about',
  companyProfile: '/about/company-profile',
  message: '/about/message',
  story: '/about/story',
  team: '/about/team',
  contact: '/contact',
  gallery: '/gallery',
  projects: '/projects',
  services: '/services',
} as const;

export type PublicPath = (typeof PATHS)[keyof typeof PATHS];

/** Which page answer each fixed path shows (the about sub-pages show parts of the about page). */
const ANSWER_OF: Record<PublicPath, Page> = {
  '/': 'home',
  '/about': 'about',
  '/about/company-profile': 'about',
  '/about/message': 'about',
  '/about/story': 'about',
  '/about/team': 'about',
  '/contact': 'contact',
  '/gallery': 'gallery',
  '/projects': 'projects',
  '/services': 'services',
};

export const SERVICE_PAGE_PREFIX = 'services/';

export const servicePath = (slug: string) => `${PATHS.services}/${encodeURIComponent(slug)}`;
export const servicePageKey = (slug: string) => `${SERVICE_PAGE_PREFIX}${slug}`;

/** A path's page key: `/` is `home`, `/about/team` is `about/team`. */
export const pageKeyOf = (path: string) => (path === PATHS.home ? 'home' : path.replace(/^\/+/, ''));

/** One public page: its key (the SEO settings' address), path and the answer it is drawn from. */
export interface PublicPage {
  key: string;
  path: string;
  answer: Page;
}

/** The fixed pages in the order the sitemap and the editor list them. */
export const FIXED_PAGES: readonly PublicPage[] = (Object.values(PATHS) as PublicPath[]).map((path) => ({
  key: pageKeyOf(path),
  path,
  answer: ANSWER_OF[path],
}));

/** Every public page of a site with these services: the fixed pages, then a page per service. */
export function publicPages(serviceSlugs: readonly string[]): PublicPage[] {
  return [
    ...FIXED_PAGES,
    ...serviceSlugs.map((slug) => ({ key: servicePageKey(slug), path: servicePath(slug), answer: 'services' as const })),
  ];
}

/** The public page a key names, or undefined when the site has no such page. */
export function publicPageOf(key: string, serviceSlugs: readonly string[]): PublicPage | undefined {
  return publicPages(serviceSlugs).find((p) => p.key === key);
}
