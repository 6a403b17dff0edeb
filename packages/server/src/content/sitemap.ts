// What the sitemap lists: every public path the renderer names and every editor-built page, less the
// pages whose search-engine settings say noindex, each with the time its content was last saved
// (lastmod): the newest save of the documents the page is drawn from (its page's sections or, for an
// editor-built page, its last published save; the layout's sections, the services list for the
// service pages, its own SEO settings and the site settings; in a language other than the default,
// their translations too). A site with several languages lists each page in every language, each
// entry naming the page's address in every language (and `x-default`, the default's) as alternates.
import { defaultLanguage, localisedPath, pageKeyOf, pageSectionKeys, SERVICES_DOCUMENT } from '@site/contracts';
import { max } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { revisions } from '../db/schema.js';
import { customPageDocument } from './custom-pages.js';
import { sitePages, type SitePage } from './public-pages.js';
import { readAllSeo, seoDocument } from './seo.js';
import { readSettings } from './settings.js';
import { translationDocument } from './translations.js';
import { SETTINGS_DOCUMENT, sectionDocument, type DbOrTx, type DocumentId } from './versions.js';

export interface SitemapEntry {
  path: string;
  /** The newest save among the page's documents (ISO 8601); absent when none was ever saved. */
  lastmod?: string;
  /** On a site with several languages: the page's address in each (`hreflang` a code or `x-default`). */
  alternates?: { hreflang: string; path: string }[];
}

/** When each document was last saved, by document. */
async function lastSaves(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db
    .select({ document: revisions.document, savedAt: max(revisions.savedAt) })
    .from(revisions)
    .groupBy(revisions.document);
  return new Map(rows.flatMap((r) => (r.savedAt === null ? [] : [[r.document, r.savedAt] as const])));
}

/** The documents a page is drawn from. */
function documentsOf(page: SitePage): DocumentId[] {
  const own =
    page.answer === undefined ? [customPageDocument(page.customPageId)] : pageSectionKeys(page.answer).map(sectionDocument);
  const services: DocumentId[] = page.answer === 'services' ? [SERVICES_DOCUMENT] : [];
  return [...pageSectionKeys('layout').map(sectionDocument), ...own, ...services, seoDocument(page.key), SETTINGS_DOCUMENT];
}

const keyOfPath = (path: string) => {
  try {
    return pageKeyOf(decodeURIComponent(path));
  } catch {
    return pageKeyOf(path);
  }
};

export async function sitemapEntries(db: Db, paths: readonly string[]): Promise<SitemapEntry[]> {
  const pages = new Map((await sitePages(db)).map((p) => [p.key, p]));
  const seo = await readAllSeo(db);
  const saves = await lastSaves(db);
  const { languages } = await readSettings(db);
  const defaultCode = defaultLanguage(languages).code;
  return paths.flatMap((path) => {
    const page = pages.get(keyOfPath(path));
    if (page && seo[page.key]?.noindex) return [];
    const alternates =
      languages.length > 1
        ? [
            ...languages.map((l) => ({ hreflang: l.code, path: localisedPath(path, l.code, languages) })),
            { hreflang: 'x-default', path },
          ]
        : undefined;
    return languages.map(({ code }) => {
      const documents = page ? documentsOf(page) : [];
      const own = code === defaultCode ? documents : [...documents, ...documents.map((d) => translationDocument(d, code))];
      // ISO 8601 times in UTC order as text.
      const lastmod = own
        .flatMap((d) => saves.get(d) ?? [])
        .sort()
        .at(-1);
      return {
        path: localisedPath(path, code, languages),
        ...(lastmod ? { lastmod } : {}),
        ...(alternates ? { alternates } : {}),
      };
    });
  });
}
