// Which public pages the site has: the fixed ones of the contract's page registry, one per stored
// service, and one per page built in the editor (its key is its slug, which never names a fixed
// page: those addresses are reserved). Anything that takes a page key (the SEO settings, the
// sitemap) asks here, so pages made another way later are added in this one place.
import { customPagePath, localisedPath, publicPages, type PublicPage } from '@site/contracts';
import type { Db } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import { customPageRedirectPaths, customPageSlugs } from './custom-pages.js';
import { listServiceSlugs } from './services.js';
import { readSettings } from './settings.js';

/** A public page: a fixed or service page (`answer`), or an editor-built one (`customPageId`). */
export type SitePage = Pick<PublicPage, 'key' | 'path'> &
  ({ answer: PublicPage['answer']; customPageId?: undefined } | { answer?: undefined; customPageId: number });

export async function sitePages(db: Db): Promise<SitePage[]> {
  const serviceSlugs = await listServiceSlugs(db);
  const customPages = await customPageSlugs(db);
  return [
    ...publicPages(serviceSlugs.map((s) => s.slug)),
    ...customPages.map(({ id, slug }) => ({ key: slug, path: customPagePath(slug), customPageId: id })),
  ];
}

/**
 * Every address the site answers with a page or a page's redirect: its pages and a renamed page's old
 * addresses, in every language of the site (the default's as they are, `/bn/about` for Bengali's).
 */
export async function siteAddresses(db: Db): Promise<string[]> {
  const pages = await sitePages(db);
  const paths = [...pages.map((page) => page.path), ...(await customPageRedirectPaths(db))];
  const { languages } = await readSettings(db);
  return languages.flatMap((language) => paths.map((path) => localisedPath(path, language.code, languages)));
}

/** The page a key names; a key the site has no page for is the caller's 404. */
export async function publicPage(db: Db, key: string): Promise<SitePage> {
  const page = (await sitePages(db)).find((p) => p.key === key);
  if (!page) {
    throw new ApiError(404, {
      error: `The site has no page "${key}". Use a page's address without the leading slash: home, about, about/team, services/{service}, contact, or the slug of a page built in the editor.`,
    });
  }
  return page;
}
