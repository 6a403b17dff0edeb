// Writes imported content: every section and the services list in ONE transaction, through the same
// functions the API uses (so validation and version history apply), all or nothing. The site
// settings keep the site's own favicon (its icons are made from the library's file, which an export
// does not carry); a page's search-engine settings are written when the site, once the file's
// services and pages are in, has that page (the report names the others).
import type { CustomPage, PageSeo, SectionKey, SiteSettings } from '@site/contracts';
import { customPageDocument, findCustomPage, putCustomPage } from '../content/custom-pages.js';
import { documentWritten } from '../content/document-writes.js';
import { sectionDocument, SETTINGS_DOCUMENT, type DocumentId } from '../content/versions.js';
import { sitePages } from '../content/public-pages.js';
import { saveSeo, seoDocument } from '../content/seo.js';
import { readSettings, SETTINGS_CONTENT } from '../content/settings.js';
import type { z } from 'zod';
import { SERVICES_DOCUMENT, type serviceListInputSchema } from '@site/contracts';
import { writeSection } from '../content/sections.js';
import { saveServices } from '../content/services.js';
import { recordAudit, SERVER_ACTOR } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { writeTranslations, type ExportedTranslations } from './translations-transfer.js';
import { replaceRedirects } from '../content/redirects.js';
import type { Rule } from '../content/redirect-rules.js';
import { ApiError } from '../http/errors.js';
import { TransferError } from './transfer-error.js';

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
  /** Each language's translations; a document the file does not translate keeps its own. */
  translations?: ExportedTranslations | undefined;
  /** The editors' redirects, in place of the site's; absent: left as they are. */
  redirects?: Rule[] | undefined;
}

/** `note` names the import in each document's history (e.g. "Imported from site.json"). */
export type WriteContent = (db: Db, content: ContentToWrite, note: string) => Promise<void>;

export const writeContent: WriteContent = async (db, content, note) => {
  // References to images the library does not hold are kept and named in the import's report.
  const meta = { note, keepMissingMedia: true };
  const translated: DocumentId[] = [];
  await db.transaction(async (tx) => {
    // One document after the other: the statements of a transaction run in order.
    for (const [key, doc] of Object.entries(content.sections)) await writeSection(tx, key as SectionKey, doc, meta);
    if (content.services) await saveServices(tx, content.services, meta);
    for (const page of content.pages ?? []) await putCustomPage(tx, page, meta);
    if (content.settings) {
      const { favicon } = await readSettings(tx);
      await SETTINGS_CONTENT.save(tx, { ...content.settings, favicon }, meta);
    }
    const withoutPage = new Set(await seoWithoutPage(tx, content));
    for (const [key, seo] of Object.entries(content.seo ?? {})) if (!withoutPage.has(key)) await saveSeo(tx, key, seo, meta);
    if (content.translations) translated.push(...(await writeTranslations(tx, content.translations, meta)));
    // After the pages: a redirect is checked against the renamed pages' old addresses as they are then.
    if (content.redirects)
      await replaceRedirects(tx, content.redirects, new Date()).catch((error: unknown) => {
        if (error instanceof ApiError)
          throw new TransferError(`The file's redirects cannot be used, nothing was written: ${error.message}`);
        throw error;
      });
    // The import as a whole is one entry of the audit log, kept or lost with it.
    await recordAudit(tx, SERVER_ACTOR, {
      action: 'import',
      target: note,
      detail: {
        sections: Object.keys(content.sections).length,
        services: content.services?.length ?? null,
        pages: content.pages?.length ?? 0,
        redirects: content.redirects?.length ?? null,
      },
    });
  });
  await announceWritten(db, content);
  for (const document of translated) documentWritten(db, document);
};

/**
 * The caches listen to writes through the app's database, not through the transaction: the
 * documents writeContent wrote are announced again once they are committed (announcing one it left
 * alone, such as a page's search-engine settings it skipped, costs a needless recomputation only).
 */
async function announceWritten(db: Db, content: ContentToWrite): Promise<void> {
  const documents: DocumentId[] = Object.keys(content.sections).map((key) => sectionDocument(key as SectionKey));
  if (content.services) documents.push(SERVICES_DOCUMENT);
  for (const page of content.pages ?? []) {
    const found = await findCustomPage(db, page.slug);
    if (found) documents.push(customPageDocument(found.id));
  }
  if (content.settings) documents.push(SETTINGS_DOCUMENT);
  for (const key of Object.keys(content.seo ?? {})) documents.push(seoDocument(key));
  for (const document of documents) documentWritten(db, document);
}

/** The file's search-engine settings for pages the site, as it stands now, does not have (writeContent asks once the file's pages are in). */
export async function seoWithoutPage(db: Db, content: ContentToWrite): Promise<string[]> {
  const keys = new Set((await sitePages(db)).map((p) => p.key));
  return Object.keys(content.seo ?? {}).filter((key) => !keys.has(key));
}
