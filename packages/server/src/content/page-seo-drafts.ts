// The search-engine settings of an editor-built page while the page has a draft: a save from the
// editor goes into the draft (a row of its own beside the page's draft, seo.ts pageSeoDraftDocument)
// rather than live, the page's publish makes them live in the same transaction, a discard drops
// them, and a preview shows them. A page without a draft, and every fixed page, saves live as before.
import type { PageSeo } from '@site/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
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

const draftRow = (db: Db, document: string) => db.select().from(drafts).where(eq(drafts.document, document)).get();

/** The document id of the editor-built page at `key` when it has a draft, else undefined. */
function draftedPage(db: Db, key: string): DocumentId | undefined {
  const found = findCustomPage(db, key);
  if (!found) return undefined;
  const document = customPageDocument(found.id);
  return draftRow(db, document) ? document : undefined;
}

/** Where a save of the settings of the page at `key` goes now. */
export function seoSaveTarget(db: Db, key: string): SeoSavedInto {
  return draftedPage(db, key) ? 'draft' : 'live';
}

/**
 * Saves the settings of the page at `key`: into the page's draft when it has one, else live.
 * If-Match names the live version in both cases (the settings the editor opened).
 */
export function savePageSeo(db: Db, key: string, data: unknown, meta: SaveMeta = {}): SavedSeo {
  const page = draftedPage(db, key);
  if (!page) return { seo: saveSeo(db, key, data, meta), into: 'live' };
  const seo = validateSeo(key, data);
  const document = pageSeoDraftDocument(page);
  db.transaction(() => {
    checkIfMatch(seoDocument(key), currentVersion(db, seoDocument(key)), meta.ifMatch);
    const row = draftRow(db, document);
    refuseMissingMedia(db, seo, `The search-engine settings of "${key}"`, row?.data, readSeo(db, key));
    const updatedAt = new Date().toISOString();
    const by = meta.by ?? null;
    if (row) {
      db.update(drafts)
        .set({ data: seo, revision: row.revision + 1, updatedBy: by, updatedAt })
        .where(eq(drafts.document, document))
        .run();
    } else {
      const basedOn = currentVersion(db, seoDocument(key)).version;
      db.insert(drafts).values({ document, data: seo, basedOn, updatedBy: by, updatedAt }).run();
    }
  });
  return { seo, into: 'draft' };
}

/** The settings of the page at `key` as the editor shows them: its draft's when it has one. */
export function readPageSeoForEditor(db: Db, key: string): PageSeo {
  const page = draftedPage(db, key);
  const row = page && draftRow(db, pageSeoDraftDocument(page));
  return row ? completeSeo(row.data) : readSeo(db, key);
}

/**
 * Makes the drafted settings of the page stored as `document` live, under the page's address as
 * it is now (just published: a draft that renamed the page has moved it). Inside the publish's transaction.
 */
export function publishPageSeoDraft(db: Db, document: string, meta: SaveMeta): void {
  const row = draftRow(db, pageSeoDraftDocument(document));
  if (!row) return;
  const id = /^page:(\d+)$/.exec(document)?.[1];
  const found = id === undefined ? undefined : findCustomPageById(db, Number(id));
  if (found) saveSeo(db, found.page.slug, row.data, { by: meta.by ?? null, note: meta.note ?? null });
  db.delete(drafts).where(eq(drafts.document, row.document)).run();
}

/** Drops the drafted settings of the page stored as `document` (its draft was discarded). */
export function discardPageSeoDraft(db: Db, document: string): void {
  db.delete(drafts)
    .where(eq(drafts.document, pageSeoDraftDocument(document)))
    .run();
}

/** The settings a preview shows for page `id` (from `drafts`, every draft by document), when they are drafted. */
export function draftedSeoOf(drafts: ReadonlyMap<string, unknown>, id: number): PageSeo | undefined {
  const data = drafts.get(pageSeoDraftDocument(customPageDocument(id)));
  return data === undefined ? undefined : completeSeo(data);
}
