// What the sitemap lists: every public path the renderer names, less the pages whose search-engine
// settings say noindex, each with the time its content was last saved (lastmod): the newest save of
// the documents the page is drawn from (its page's sections, the layout's, the services list for the
// service pages, its own SEO settings and the site settings).
import { pageKeyOf, pageSectionKeys, publicPageOf, SERVICES_DOCUMENT, type PublicPage } from '@site/contracts';
import type { Db } from '../db/client.js';
import { readAllSeo, seoDocument } from './seo.js';
import { listServiceSlugs } from './services.js';
import { SETTINGS_DOCUMENT, sectionDocument, type DocumentId } from './versions.js';

export interface SitemapEntry {
  path: string;
  /** The newest save among the page's documents (ISO 8601); absent when none was ever saved. */
  lastmod?: string;
}

/** When each document was last saved, by document. */
function lastSaves(db: Db): Map<string, string> {
  const rows = db.$client.prepare('SELECT document, max(saved_at) AS savedAt FROM revisions GROUP BY document').all() as {
    document: string;
    savedAt: string;
  }[];
  return new Map(rows.map((r) => [r.document, r.savedAt]));
}

/** The documents a page is drawn from. */
function documentsOf(page: PublicPage): DocumentId[] {
  const sections = [...pageSectionKeys('layout'), ...pageSectionKeys(page.answer)].map(sectionDocument);
  const services: DocumentId[] = page.answer === 'services' ? [SERVICES_DOCUMENT] : [];
  return [...sections, ...services, seoDocument(page.key), SETTINGS_DOCUMENT];
}

const keyOfPath = (path: string) => {
  try {
    return pageKeyOf(decodeURIComponent(path));
  } catch {
    return pageKeyOf(path);
  }
};

export function sitemapEntries(db: Db, paths: readonly string[]): SitemapEntry[] {
  const slugs = listServiceSlugs(db).map((s) => s.slug);
  const seo = readAllSeo(db);
  const saves = lastSaves(db);
  return paths.flatMap((path) => {
    const page = publicPageOf(keyOfPath(path), slugs);
    if (!page) return [{ path }];
    if (seo[page.key]?.noindex) return [];
    const times = documentsOf(page).flatMap((d) => saves.get(d) ?? []);
    // ISO 8601 times in UTC order as text.
    const lastmod = times.sort().at(-1);
    return [lastmod ? { path, lastmod } : { path }];
  });
}
