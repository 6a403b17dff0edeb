// `pnpm admin export`: the whole content as one JSON document (every section by key, the services
// list, the custom pages, the site settings, each page's search-engine settings, each language's
// translations, the editors' redirects, the image library's records without their bytes), for copying content between sites.
import { SECTIONS, type PageSeo, type SectionKey, type Service, type SiteSettings } from '@site/contracts';
import { listStoredPages, type StoredPage } from '../content/custom-pages.js';
import { readSections } from '../content/sections.js';
import { readAllSeo } from '../content/seo.js';
import { listServices } from '../content/services.js';
import { readSettings } from '../content/settings.js';
import type { Db } from '../db/client.js';
import { listImages } from '../media/images.js';
import { listStoredRedirects, type RedirectInput } from '../content/redirects.js';
import { exportTranslations, type ExportedTranslations } from './translations-transfer.js';

export const EXPORT_FORMAT = 'facility-site-content';
export const EXPORT_VERSION = 1;

interface ExportedImage {
  url: string;
  category: string;
  width: number | null;
  height: number | null;
}

export interface ContentExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  sections: Record<SectionKey, unknown>;
  services: Service[];
  /** The custom pages as stored; absent in exports made before there were any. */
  pages: StoredPage[];
  /** The site settings; absent in exports made before they were carried. */
  settings: SiteSettings;
  /** The search-engine settings of each page that has any, by page key; absent in older exports. */
  seo: Record<string, PageSeo>;
  /** Each language's translations, by language code; absent when the site has none (translations-transfer.ts). */
  translations?: ExportedTranslations;
  /** The editors' redirects `{from, to, status}`; absent in older exports. A renamed page's old addresses are the page's. */
  redirects: RedirectInput[];
  images: ExportedImage[];
}

export async function exportContent(db: Db, now = new Date()): Promise<ContentExport> {
  const keys = SECTIONS.map((s) => s.key);
  // One transaction: every part is read at one moment, never half before a save and half after.
  return db.transaction(async (tx) => {
    const exported: ContentExport = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: now.toISOString(),
      sections: await readSections(tx, keys),
      services: await listServices(tx),
      pages: await listStoredPages(tx),
      settings: await readSettings(tx),
      seo: await readAllSeo(tx),
      redirects: await listStoredRedirects(tx),
      images: [],
    };
    const translations = await exportTranslations(tx);
    if (translations) exported.translations = translations;
    // Oldest first, so that a reader sees the library in the order it grew.
    exported.images = (await listImages(tx))
      .reverse()
      .map(({ image, category, width, height }) => ({ url: image, category, width, height }));
    return exported;
  });
}
