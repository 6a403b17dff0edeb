// Every public path in one place: the routes, the navbar, the footer and the sitemap read it.
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

export const servicePath = (slug: string) => `${PATHS.services}/${encodeURIComponent(slug)}`;

/** The four about sub-pages, in the order the navbar and footer list them. */
export const ABOUT_SUB_PAGES = [
  { label: 'Company Profile', path: PATHS.companyProfile },
  { label: "Chairman's Message", path: PATHS.message },
  { label: 'Mission, Vision and Story', path: PATHS.story },
  { label: 'Team', path: PATHS.team },
] as const;

/** Paths worth indexing: /home duplicates /; /login and /admin are the editor's, not public content. */
export function sitemapPaths(serviceSlugs: readonly string[]): string[] {
  return [
    PATHS.home,
    PATHS.about,
    ...ABOUT_SUB_PAGES.map((p) => p.path),
    PATHS.services,
    ...serviceSlugs.map(servicePath),
    PATHS.projects,
    PATHS.gallery,
    PATHS.contact,
  ];
}
