// Which public pages the site has: the fixed ones of the contract's page registry and one per stored
// service. Anything that takes a page key (the SEO settings) asks here, so pages made another way
// later are added in this one place.
import { publicPageOf, publicPages, type PublicPage } from '@site/contracts';
import type { Db } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import { listServiceSlugs } from './services.js';

export function sitePages(db: Db): PublicPage[] {
  return publicPages(listServiceSlugs(db).map((s) => s.slug));
}

/** The page a key names; a key the site has no page for is the caller's 404. */
export function publicPage(db: Db, key: string): PublicPage {
  const page = publicPageOf(
    key,
    listServiceSlugs(db).map((s) => s.slug),
  );
  if (!page) {
    throw new ApiError(404, {
      error: `The site has no page "${key}". Use a page's address without the leading slash: home, about, about/team, services/{service}, contact.`,
    });
  }
  return page;
}
