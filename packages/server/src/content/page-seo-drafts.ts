// The search-engine settings of an editor-built page while the page has a draft: a save from the
// editor goes into the draft (a row of its own beside the page's draft, seo.ts pageSeoDraftDocument)
// rather than live, the page's publish makes them live in the same transaction, a discard drops
// them, and a preview shows them. A page without a draft, and every fixed page, saves live as before.
import type { PageSeo } from '@site/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { ApiError } from '../http/errors.js';
import { drafts } from '../db/schema.js';
import { customPageDocument, findCustomPage, findCustomPageById } from './custom-pages.js';
import { refuseMissingMedia } from './media-map.js';
import { completeSeo, pageSeoDraftDocument, readSeo, saveSeo, seoDocument, validateSeo } from './seo.js';
import { checkIfMatch, currentVersion, type DocumentId, type SaveMeta } from './versions.js';

/** Where a save of a page's settings went: into the page's draft, or live. */
export type SeoSavedInto = 'draft' | 'live';

export interface SavedSeo {
  seo: PageSeo;
  into: SeoSavedInto;
}

const draftRow = async (db: Db, document: string) => (await db.select().from(drafts).where(eq(drafts.document, document)))[0];

/** The document id of the editor-built page at `key` when it has a draft, else undefined. */
async function draftedPage(db: Db, key: string): Promise<DocumentId | undefined> {
  const found = await findCustomPage(db, key);
  if (!found) return undefined;
  const document = customPageDocument(found.id);
  return (await draftRow(db, document)) ? document : undefined;
}

/** Where a save of the settings of the page at `key` goes now. */
export async function seoSaveTarget(db: Db, key: string): Promise<SeoSavedInto> {
  return (await draftedPage(db, key)) ? 'draft' : 'live';
}

/**
 * Saves the settings of the page at `key`: into the page's draft when it has one, else live.
 * If-Match names the live version in both cases (the settings the editor opened). Whether the page
 * has a draft is read in the transaction that saves, so a publish or discard of the draft meanwhile
 * does not leave the settings in a draft that is gone.
 */
export async function savePageSeo(
  db: Db,
  key: string,
  data: unknown,
  meta: SaveMeta = {},
  /** Thrown instead of saving live (a role that may only write drafts). */
  refuseLive?: ApiError,
): Promise<SavedSeo> {
  return db.transaction(async (tx): Promise<SavedSeo> => {
    const page = await draftedPage(tx, key);
    if (!page && refuseLive) throw refuseLive;
    if (!page) return { seo: await saveSeo(tx, key, data, meta), into: 'live' };
    const seo = validateSeo(key, data);
    const document = pageSeoDraftDocument(page);
    checkIfMatch(seoDocument(key), await currentVersion(tx, seoDocument(key)), meta.ifMatch);
    const row = await draftRow(tx, document);
    await refuseMissingMedia(tx, seo, `The search-engine settings of "${key}"`, row?.data, await readSeo(tx, key));
    const updatedAt = new Date().toISOString();
    const by = meta.by ?? null;
    if (row) {
      await tx
        .update(drafts)
        .set({ data: seo, revision: row.revision + 1, updatedBy: by, updatedAt })
        .where(eq(drafts.document, document));
    } else {
      const basedOn = (await currentVersion(tx, seoDocument(key))).version;
      await tx.insert(drafts).values({ document, data: seo, basedOn, updatedBy: by, updatedAt });
    }
    return { seo, into: 'draft' };
  });
}

/** Where the drafted settings of the page at `key` are kept: an editor-built page's; a fixed page has none. */
export async function seoDraftDocument(db: Db, key: string): Promise<string | undefined> {
  const found = await findCustomPage(db, key);
  return found && pageSeoDraftDocument(customPageDocument(found.id));
}

/** The settings of the page at `key` as the editor shows them: its draft's when it has one. */
export async function readPageSeoForEditor(db: Db, key: string): Promise<PageSeo> {
  const page = await draftedPage(db, key);
  const row = page && (await draftRow(db, pageSeoDraftDocument(page)));
  return row ? completeSeo(row.data) : readSeo(db, key);
}

/**
 * Makes the drafted settings of the page stored as `document` live, under the page's address as
 * it is now (just published: a draft that renamed the page has moved it). Inside the publish's transaction.
 */
export async function publishPageSeoDraft(db: Db, document: string, meta: SaveMeta): Promise<void> {
  const row = await draftRow(db, pageSeoDraftDocument(document));
  if (!row) return;
  const id = /^page:(\d+)$/.exec(document)?.[1];
  const found = id === undefined ? undefined : await findCustomPageById(db, Number(id));
  if (found) await saveSeo(db, found.page.slug, row.data, { by: meta.by ?? null, note: meta.note ?? null });
  await db.delete(drafts).where(eq(drafts.document, row.document));
}

/** Drops the drafted settings of the page stored as `document` (its draft was discarded). */
export async function discardPageSeoDraft(db: Db, document: string): Promise<void> {
  await db.delete(drafts).where(eq(drafts.document, pageSeoDraftDocument(document)));
}

/** The settings a preview shows for page `id` (from `drafts`, every draft by document), when they are drafted. */
export function draftedSeoOf(drafts: ReadonlyMap<string, unknown>, id: number): PageSeo | undefined {
  const data = drafts.get(pageSeoDraftDocument(customPageDocument(id)));
  return data === undefined ? undefined : completeSeo(data);
}
