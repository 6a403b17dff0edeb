// Custom pages: pages the editors build from the section library, each at `/{slug}`. A page is one
// versioned document (`page:<id>`, the id stable across renames), so its saves have ETags, If-Match
// and history like a section's. A rename keeps the old address as a permanent redirect. The page's
// search-engine settings are keyed by its slug (`seo:<slug>`, as every page's are by its address):
// a rename moves them to the new slug and a delete removes them, each in the same transaction.
// A page made in the editor starts unpublished, its content in its draft: visitors, the sitemap and
// the menus do not see it until its first publish (any save of the page itself publishes it).
import { refuseSlugOfLanguage } from './language-addresses.js';
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  API_BASE,
  blockFacts,
  customPagePath,
  customPageSchema,
  isBlockType,
  pageTranslationSchema,
  text,
  translatePage,
  type Block,
  type CustomPage,
  type CustomPageSummary,
  type PageLink,
  type StoredBlock,
} from '@site/contracts';
import { recordAudit, SERVER_ACTOR, type AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { customPageRedirects, customPages, drafts, revisions } from '../db/schema.js';
import { ApiError, invalidDocument, toIssues } from '../http/errors.js';
import { documentWritten } from './document-writes.js';
import { deleteSeo, moveSeo, pageSeoDraftDocument, seoDocument } from './seo.js';
import { refuseMissingMedia } from './media-map.js';
import { currentVersion, documentLabel, etagOf, saveVersioned, type DocumentId, type SaveMeta } from './versions.js';
import type { DocumentTranslation } from './history.js';
import { deleteTranslations, translateDocuments, type Locale } from './translations.js';
import { z } from 'zod';

/** A page as stored: its blocks may include a type this version no longer has. */
export type StoredPage = Omit<CustomPage, 'blocks'> & { blocks: StoredBlock[] };

type Row = typeof customPages.$inferSelect;

export const customPageDocument = (id: number): DocumentId => `page:${id}`;

const pageOf = (row: Row): StoredPage => ({ ...(row.data as Omit<StoredPage, 'slug'>), slug: row.slug });

/**
 * A page's translation (`page:<id>@<code>`): its title, and its blocks by position as the page has
 * them now, each its type's translation (contracts' document-translations.ts). Keyed by the page's
 * id, so a rename keeps every language's and each language's address follows the shared slug.
 */
export function customPageTranslation(page: Pick<StoredPage, 'blocks'>): DocumentTranslation {
  return {
    schema: pageTranslationSchema(page.blocks),
    empty: {},
    translate: (base, layers) => translatePage(base as StoredPage, layers),
  };
}

/** Validates a whole page; throws the contract's 400 naming the first problem (and the block it is in). */
export function validateCustomPage(body: unknown): CustomPage {
  const parsed = customPageSchema.safeParse(body);
  if (!parsed.success) throw invalidDocument(toIssues(parsed.error.issues), 'The page');
  return parsed.data;
}

export async function listCustomPages(db: Db): Promise<CustomPageSummary[]> {
  return (await db.select().from(customPages).orderBy(asc(customPages.slug))).map((row) => {
    const page = pageOf(row);
    return {
      slug: page.slug,
      title: page.title,
      updated_at: row.updatedAt,
      in_navbar: page.in_navbar,
      in_footer: page.in_footer,
      published: row.published,
    };
  });
}

async function rowBySlug(db: Db, slug: string): Promise<Row | undefined> {
  return (await db.select().from(customPages).where(eq(customPages.slug, slug)))[0];
}

async function rowById(db: Db, id: number): Promise<Row | undefined> {
  return (await db.select().from(customPages).where(eq(customPages.id, id)))[0];
}

/** A stored page with its id, which a rename keeps. */
export interface PageWithId {
  id: number;
  page: StoredPage;
}

/** Every page as stored, by address: what an export carries. */
export async function listStoredPages(db: Db): Promise<StoredPage[]> {
  return (await listCustomPagesWithIds(db)).map((found) => found.page);
}

/**
 * Creates the page or replaces the one at its address (an import). One transaction, so two imports
 * of a new page at once make it once and save the other as its next version.
 */
export async function putCustomPage(db: Db, page: CustomPage, meta: SaveMeta): Promise<void> {
  await db.transaction(async (tx) => {
    if (await findCustomPage(tx, page.slug)) await saveCustomPage(tx, page.slug, page, meta);
    else await createCustomPage(tx, page, meta, { published: true });
  });
}

/** The page's slug now, when `slug` is an address it had before a rename. */
export async function redirectOf(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: customPages.slug })
    .from(customPageRedirects)
    .innerJoin(customPages, eq(customPages.id, customPageRedirects.pageId))
    .where(eq(customPageRedirects.fromSlug, slug))
    .limit(1);
  return row?.slug;
}

export interface FoundPage {
  id: number;
  page: StoredPage;
  etag: string;
  /** False until the page's first publish. */
  published: boolean;
}

/** The page at `slug`, or undefined. */
export async function findCustomPage(db: Db, slug: string): Promise<FoundPage | undefined> {
  const row = await rowBySlug(db, slug);
  if (!row) return undefined;
  return {
    id: row.id,
    page: pageOf(row),
    etag: etagOf(await currentVersion(db, customPageDocument(row.id))),
    published: row.published,
  };
}

/**
 * The page at `slug`; a 301 to its new address when it was renamed (under `base`, the API's address
 * of what is asked of the page: the page itself, or its draft), else a 404.
 */
export async function requireCustomPage(db: Db, slug: string, base = 'custom-pages'): Promise<FoundPage> {
  const found = await findCustomPage(db, slug);
  if (found) return found;
  const moved = await redirectOf(db, slug);
  if (moved) {
    throw new ApiError(301, { error: `The page moved to /${moved}.`, slug: moved }, { location: `${API_BASE}/${base}/${moved}` });
  }
  throw new ApiError(404, { error: `There is no page "${slug}".` });
}

/** 400 when another page has this address. */
export async function checkSlugFree(db: Db, slug: string, ownId: number | undefined): Promise<void> {
  // A language's pages are at /{code}/: a page may not take a language's code as its address.
  await refuseSlugOfLanguage(db, slug);
  const [other] = await db
    .select()
    .from(customPages)
    .where(ownId === undefined ? eq(customPages.slug, slug) : and(eq(customPages.slug, slug), ne(customPages.id, ownId)))
    .limit(1);
  if (!other) return;
  throw invalidDocument(
    [{ path: 'slug', message: `"${slug}" is already the address of the page "${pageOf(other).title}".` }],
    'The page',
  );
}

const stored = ({ slug: _slug, ...rest }: CustomPage) => rest;

/**
 * Creates a page; its address may be one another page was renamed from (the new page takes it over).
 * Unless `published` (an import, the seed), the page starts unpublished with its content only in
 * its draft: the editor's Publish is what first shows it to visitors, and is its first version.
 */
export async function createCustomPage(
  db: Db,
  body: unknown,
  meta: SaveMeta = {},
  { published = false }: { published?: boolean } = {},
): Promise<FoundPage> {
  const page = validateCustomPage(body);
  return db.transaction(async (tx) => {
    await checkSlugFree(tx, page.slug, undefined);
    await tx.delete(customPageRedirects).where(eq(customPageRedirects.fromSlug, page.slug));
    const [inserted] = await tx
      .insert(customPages)
      .values({ slug: page.slug, data: stored(page), published })
      .returning({ id: customPages.id });
    const id = inserted!.id;
    const document = customPageDocument(id);
    if (published) await saveVersioned(tx, document, { ...meta, ifMatch: undefined }, async () => page);
    else {
      // As a save would: a page never refers to an image the library does not have.
      if (!meta.keepMissingMedia) await refuseMissingMedia(tx, page, documentLabel(document));
      const basedOn = (await currentVersion(tx, document)).version;
      await tx
        .insert(drafts)
        .values({ document, data: page, basedOn, updatedBy: meta.by ?? null, updatedAt: new Date().toISOString() });
    }
    return { id, page, etag: etagOf(await currentVersion(tx, document)), published };
  });
}

/** Stores a whole page as the next version of page `id` (a new slug is a rename; the old one redirects). */
async function writePage(db: Db, id: number, oldSlug: string, page: CustomPage, meta: SaveMeta): Promise<CustomPage> {
  // `write` runs inside the save's transaction: it goes through that transaction when handed it.
  return saveVersioned(db, customPageDocument(id), meta, async (inner?: Db) => {
    const tx = inner ?? db;
    if (page.slug !== oldSlug) {
      await checkSlugFree(tx, page.slug, id);
      await tx.delete(customPageRedirects).where(eq(customPageRedirects.fromSlug, page.slug));
      await tx
        .insert(customPageRedirects)
        .values({ fromSlug: oldSlug, pageId: id })
        .onConflictDoUpdate({ target: customPageRedirects.fromSlug, set: { pageId: id } });
      await draftFollowsRename(tx, id, oldSlug, page.slug);
      await moveSeo(tx, oldSlug, page.slug);
    }
    await tx
      .update(customPages)
      .set({ slug: page.slug, data: stored(page), published: true, updatedAt: new Date().toISOString() })
      .where(eq(customPages.id, id));
    return page;
  });
}

/**
 * A draft that keeps the page's old address moves to the new one with it, so publishing it later
 * does not undo the rename; a draft that itself gives the page another address keeps that. Its
 * revision moves on, so an editor holding the older draft is told it changed instead of writing it back.
 */
async function draftFollowsRename(db: Db, id: number, oldSlug: string, newSlug: string): Promise<void> {
  const document = customPageDocument(id);
  const [draft] = await db.select().from(drafts).where(eq(drafts.document, document));
  if (!draft || (draft.data as { slug?: unknown }).slug !== oldSlug) return;
  await db
    .update(drafts)
    .set({
      data: { ...(draft.data as object), slug: newSlug },
      revision: draft.revision + 1,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(drafts.document, document));
}

/** PUT: replaces the page at `slug` (If-Match as for a section). */
export async function saveCustomPage(db: Db, slug: string, body: unknown, meta: SaveMeta = {}): Promise<FoundPage> {
  const page = validateCustomPage(body);
  return db.transaction(async (tx) => {
    const found = await requireCustomPage(tx, slug);
    await writePage(tx, found.id, found.page.slug, page, meta);
    return {
      id: found.id,
      page,
      etag: etagOf(await currentVersion(tx, customPageDocument(found.id))),
      published: true,
    };
  });
}

async function requireRowById(db: Db, id: number): Promise<Row> {
  const row = await rowById(db, id);
  if (!row) throw new ApiError(404, { error: 'The page was deleted.' });
  return row;
}

/** Saves `body` as the next version of page `id`, as its PUT does (a new slug renames it). */
export async function saveCustomPageById(db: Db, id: number, body: unknown, meta: SaveMeta): Promise<CustomPage> {
  const page = validateCustomPage(body);
  // The page's slug read and the save in one transaction: a rename meanwhile is not undone.
  return db.transaction(async (tx) => {
    const row = await requireRowById(tx, id);
    return writePage(tx, id, row.slug, page, meta);
  });
}

/**
 * Saves an old version of page `id` again. It keeps the page's address as it is now: a restore
 * brings back content, not an address that may since have been given to another page.
 */
export async function restoreCustomPage(db: Db, id: number, data: unknown, meta: SaveMeta): Promise<CustomPage> {
  // The page's address read and the save in one transaction: a rename meanwhile keeps its address.
  return db.transaction(async (tx) => {
    const row = await requireRowById(tx, id);
    const page = validateCustomPage({ ...(data as object), slug: row.slug });
    return writePage(tx, id, row.slug, page, meta);
  });
}

/** Page `id` with its address now, or undefined when it was deleted. */
export async function findCustomPageById(db: Db, id: number): Promise<PageWithId | undefined> {
  const row = await rowById(db, id);
  return row ? { id: row.id, page: pageOf(row) } : undefined;
}

/** Every page with its id, by address. */
export async function listCustomPagesWithIds(db: Db): Promise<PageWithId[]> {
  return (await db.select().from(customPages).orderBy(asc(customPages.slug))).map((row) => ({
    id: row.id,
    page: pageOf(row),
  }));
}

/**
 * Deletes the page, its old addresses, its history and its draft; the audit log keeps that it was
 * (by `audit`). `refusePublished` is thrown instead when the page is published (a role that may only
 * delete drafts).
 */
export async function deleteCustomPage(
  db: Db,
  slug: string,
  ifMatch?: string,
  audit: AuditActor = SERVER_ACTOR,
  refusePublished?: ApiError,
): Promise<void> {
  // The page read, its If-Match checked and the delete in one transaction: a save meanwhile is not deleted unseen.
  const found = await db.transaction(async (tx) => {
    const found = await requireCustomPage(tx, slug);
    if (found.published && refusePublished) throw refusePublished;
    const document = customPageDocument(found.id);
    if (ifMatch !== undefined && !ifMatch.split(',').some((t) => t.trim() === '*' || t.trim() === found.etag)) {
      throw new ApiError(412, {
        error: `The page "${found.page.title}" was changed since you opened it. Reload it before deleting it.`,
        current: { ...(await currentVersion(tx, document)), etag: found.etag },
      });
    }
    await tx.delete(customPages).where(eq(customPages.id, found.id));
    await tx.delete(revisions).where(eq(revisions.document, document));
    await tx.delete(drafts).where(eq(drafts.document, document));
    await tx.delete(drafts).where(eq(drafts.document, pageSeoDraftDocument(document)));
    await deleteTranslations(tx, document);
    await deleteSeo(tx, found.page.slug);
    await recordAudit(tx, audit, { action: 'deleted', target: `page ${found.page.slug}`, detail: { title: found.page.title } });
    return found;
  });
  documentWritten(db, customPageDocument(found.id));
  documentWritten(db, seoDocument(found.page.slug));
}

const titleSchema = z.object({ title: text() });

/**
 * What the navbar and footer link to: the published pages marked for either, each titled in
 * `locale` when given (its translation's title, or its fallbacks').
 */
export async function readPageLinks(db: Db, locale?: Locale): Promise<PageLink[]> {
  const rows = (await db.select().from(customPages).where(eq(customPages.published, true)).orderBy(asc(customPages.id)))
    .map((row) => ({ id: row.id, page: pageOf(row) }))
    .filter(({ page }) => page.in_navbar || page.in_footer);
  const titles =
    locale &&
    (await translateDocuments(
      db,
      locale,
      rows.map(({ id, page }) => ({ id: customPageDocument(id), schema: titleSchema, data: { title: page.title } })),
    ));
  return rows.map(({ id, page: { slug, title, in_navbar, navbar_group, in_footer } }) => ({
    slug,
    title: titles?.get(customPageDocument(id))?.data.title ?? title,
    in_navbar,
    navbar_group,
    in_footer,
  }));
}

/** Every page's id and slug, by slug. */
export async function customPageSlugs(db: Db): Promise<{ id: number; slug: string; published: boolean }[]> {
  return db
    .select({ id: customPages.id, slug: customPages.slug, published: customPages.published })
    .from(customPages)
    .orderBy(asc(customPages.slug));
}

/** Every published page's public address, for the sitemap. */
export async function customPagePaths(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: customPages.slug })
    .from(customPages)
    .where(eq(customPages.published, true))
    .orderBy(asc(customPages.slug));
  return rows.map((r) => customPagePath(r.slug));
}

/** Where a page is: its content and id, or the address it moved to (`temporary`: moved by a draft). */
export type PageAt = PageWithId | { redirect: string; temporary?: boolean } | null;

/**
 * The page at `slug`. With `drafts` (a preview), each page is where its draft puts it: a draft that
 * changes the slug shows at its new address, and the old one answers a temporary redirect there, as
 * visitors will get a permanent one once the draft is published. The old address redirects rather
 * than shows the draft, so whoever checks the preview sees the page at the address it will have
 * (the navbar's links still name the published address and lead there too); temporary, because
 * nothing is published yet and no browser may remember it. A published page keeps its address
 * against another page's draft that wants it (publishing that draft would be refused). A page
 * never published is there only in a preview.
 */
export async function customPageAt(db: Db, slug: string, drafts?: ReadonlyMap<DocumentId, unknown>): Promise<PageAt> {
  const draftOf = (id: number) => drafts?.get(customPageDocument(id)) as StoredPage | undefined;
  const atSlug = await findCustomPage(db, slug);
  const found = atSlug && (atSlug.published || drafts) ? atSlug : undefined;
  const draft = found && draftOf(found.id);
  if (found && (!draft || draft.slug === slug)) return { id: found.id, page: draft ?? found.page };
  const arriving = drafts ? (await pagesMovedByDrafts(db, drafts)).find((moved) => moved.page.slug === slug) : undefined;
  if (arriving) return arriving;
  if (draft) return { redirect: `/${draft.slug}`, temporary: true };
  const moved = await redirectOf(db, slug);
  if (!moved) return null;
  // The page it moved to may be on its way to another address in a preview.
  const target = await findCustomPage(db, moved);
  const targetDraft = target && draftOf(target.id);
  if (targetDraft && targetDraft.slug !== moved) return { redirect: `/${targetDraft.slug}`, temporary: true };
  return { redirect: `/${moved}` };
}

/** The pages whose drafts give them a new slug, as their drafts have them. */
async function pagesMovedByDrafts(db: Db, drafts: ReadonlyMap<DocumentId, unknown>): Promise<PageWithId[]> {
  const moved: PageWithId[] = [];
  for (const [document, data] of drafts) {
    const id = /^page:(\d+)$/.exec(document)?.[1];
    const row = id === undefined ? undefined : await rowById(db, Number(id));
    const page = data as StoredPage;
    if (row && page.slug !== row.slug) moved.push({ id: row.id, page });
  }
  return moved;
}

/** Every address a page had before a rename, which now answers a redirect to it. */
export async function customPageRedirectPaths(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: customPageRedirects.fromSlug })
    .from(customPageRedirects)
    .innerJoin(customPages, eq(customPages.id, customPageRedirects.pageId))
    .orderBy(asc(customPageRedirects.fromSlug));
  return rows.map((r) => customPagePath(r.slug));
}

export interface RenderableBlocks {
  blocks: Block[];
  skipped: { position: number; type: string }[];
}

/**
 * The blocks the site can draw: each of a known type, with the fields its type gained since it was
 * stored filled from the type's default; a block of a type this version does not know is skipped
 * and reported, never drawn.
 */
export function renderableBlocks(blocks: readonly StoredBlock[]): RenderableBlocks {
  const result: RenderableBlocks = { blocks: [], skipped: [] };
  blocks.forEach((block, index) => {
    if (!isBlockType(block.type)) {
      result.skipped.push({ position: index + 1, type: String(block.type) });
      return;
    }
    const defaults = structuredClone(blockFacts(block.type).defaults);
    const data = typeof block.data === 'object' && block.data !== null ? { ...defaults, ...block.data } : defaults;
    result.blocks.push({ type: block.type, data } as Block);
  });
  return result;
}

/** The page's name where an image's uses are listed. */
export const customPagePlace = (page: { title: string }) => `the page "${page.title}"`;
