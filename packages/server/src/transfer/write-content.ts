// Writes imported content: every section and the services list in ONE transaction, through the same
// functions the API uses (so validation and version history apply), all or nothing. The site
// settings keep the site's own favicon (its icons are made from the library's file, which an export
// does not carry); a page's search-engine settings are written when the site, once the file's
// services and pages are in, has that page (the report names the others).
import type { CustomPage, PageSeo, SectionKey, SiteSettings } from '@site/contracts';
import { putCustomPage } from '../content/custom-pages.js';
import { sitePages } from '../content/public-pages.js';
import { saveSeo } from '../content/seo.js';
import { readSettings, SETTINGS_CONTENT } from '../content/settings.js';
import type { z } from 'zod';
import type { serviceListInputSchema } from '@site/contracts';
import { writeSection } from '../content/sections.js';
import { saveServices } from '../content/services.js';
import type { Db } from '../db/client.js';

export interface ContentToWrite {
  sections: Partial<Record<SectionKey, unknown>>;
  /** Absent: the services list is left as it is. */
  services?: z.output<typeof serviceListInputSchema>;
  /** Custom pages, each created or replacing the page at its address; others are left as they are. */
  pages?: CustomPage[] | undefined;
  /** Absent: the site settings are left as they are. The favicon is always the site's own. */
  settings?: Omit<SiteSettings, 'favicon'> | undefined;
  /** Search-engine settings by page key; a page not in the file keeps its own. */
  seo?: Record<string, PageSeo> | undefined;
  /** Blocks left out of the pages (a type this version does not know), for the report. */
  skippedBlocks?: string[];
}

/** `note` names the import in each document's history (e.g. "Imported from site.json"). */
export type WriteContent = (db: Db, content: ContentToWrite, note: string) => void;

export const writeContent: WriteContent = (db, content, note) => {
  // References to images the library does not hold are kept and named in the import's report.
  const meta = { note, keepMissingMedia: true };
  db.transaction(() => {
    for (const [key, doc] of Object.entries(content.sections)) writeSection(db, key as SectionKey, doc, meta);
    if (content.services) saveServices(db, content.services, meta);
    for (const page of content.pages ?? []) putCustomPage(db, page, meta);
    if (content.settings) SETTINGS_CONTENT.save(db, { ...content.settings, favicon: readSettings(db).favicon }, meta);
    const withoutPage = new Set(seoWithoutPage(db, content));
    for (const [key, seo] of Object.entries(content.seo ?? {})) if (!withoutPage.has(key)) saveSeo(db, key, seo, meta);
  });
};

/** The file's search-engine settings for pages the site, as it stands now, does not have (writeContent asks once the file's pages are in). */
export function seoWithoutPage(db: Db, content: ContentToWrite): string[] {
  const keys = new Set(sitePages(db).map((p) => p.key));
  return Object.keys(content.seo ?? {}).filter((key) => !keys.has(key));
}
