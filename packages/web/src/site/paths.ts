// Every public path in one place (the contract's PATHS): the routes, the navbar, the footer and the
// sitemap read it.
import { PATHS, servicePath } from '@site/contracts/site';

export { PATHS, servicePath };

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
