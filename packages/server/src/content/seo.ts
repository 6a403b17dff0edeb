// The search-engine settings of each public page: a versioned document per page key (`seo:about`),
// kept in the revisions table alone (the newest version is the one in force), so it has a history,
// If-Match and restores as the sections do. Never saved: every field empty, the automatic values.
import { fallbackChain, pageSeoSchema, sameCode, SEO_DEFAULTS, type PageSeo } from '@site/contracts';
import { eq } from 'drizzle-orm';
import { revisions } from '../db/schema.js';
import { invalidDocument, toIssues } from '../http/errors.js';
import type { VersionedDocument } from './history.js';
import {
  deleteTranslations,
  moveTranslations,
  splitTranslationDocument,
  translateDocuments,
  type Locale,
} from './translations.js';
import { latestData, readDocumentEtags, saveVersioned, type DbOrTx, type DocumentId, type SaveMeta } from './versions.js';

export const seoDocument = (key: string): DocumentId => `seo:${key}`;

/**
 * Where the settings of an editor-built page wait while the page has a draft: a row of the drafts
 * table beside the page's own draft (`page:<id>`), published and discarded with it (page-seo-drafts.ts).
 * Keyed by the page's id, as its draft is, so a rename keeps it.
 */
export const pageSeoDraftDocument = (pageDocument: string): string => `seo-of:${pageDocument}`;

/** A stored version as it reads today: fields added since it was saved hold their defaults. */
export function completeSeo(stored: unknown): PageSeo {
  const fields = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  return { ...SEO_DEFAULTS, ...fields };
}

export function validateSeo(key: string, data: unknown): PageSeo {
  const parsed = pageSeoSchema.safeParse(data);
  if (!parsed.success) throw invalidDocument(toIssues(parsed.error.issues), `The search-engine settings of "${key}"`);
  return parsed.data;
}

export async function readSeo(db: DbOrTx, key: string): Promise<PageSeo> {
  return completeSeo(await latestData(db, seoDocument(key)));
}

/** Every page's settings that were ever saved, by page key (a page not in it has the defaults). */
export async function readAllSeo(db: DbOrTx): Promise<Record<string, PageSeo>> {
  const etags = await readDocumentEtags(db);
  // A translation (`seo:about@bn`) is no page's settings of the default language.
  const keys = [...etags.keys()]
    .filter((d) => d.startsWith('seo:') && !splitTranslationDocument(d))
    .map((d) => d.slice('seo:'.length));
  // In order, one after the other: the caller may be a transaction, whose statements are not run at once.
  const all: Record<string, PageSeo> = {};
  for (const key of keys) all[key] = await readSeo(db, key);
  return all;
}

/**
 * Every page's settings in a language: the language's own over its fallbacks' and the default
 * language's, field by field (a page whose settings only a language has saved included).
 */
export async function readAllSeoIn(db: DbOrTx, locale: Locale): Promise<Record<string, PageSeo>> {
  const all = await readAllSeo(db);
  if (locale.isDefault) return all;
  const chain = fallbackChain(locale.languages, locale.language.code);
  for (const document of (await readDocumentEtags(db)).keys()) {
    const translation = splitTranslationDocument(document);
    if (translation?.document.startsWith('seo:') && chain.some((code) => sameCode(code, translation.code)))
      all[translation.document.slice('seo:'.length)] ??= completeSeo(undefined);
  }
  const translated = await translateDocuments(
    db,
    locale,
    Object.entries(all).map(([key, seo]) => ({ id: seoDocument(key), schema: pageSeoSchema, data: seo })),
  );
  return Object.fromEntries(Object.keys(all).map((key) => [key, translated.get(seoDocument(key))!.data]));
}

export async function saveSeo(db: DbOrTx, key: string, data: unknown, meta: SaveMeta = {}): Promise<PageSeo> {
  const seo = validateSeo(key, data);
  return saveVersioned(db, seoDocument(key), meta, () => seo);
}

/**
 * A page's settings move with its address: an editor-built page's key is its slug, so a rename
 * carries the settings and their history over to the new slug (inside the rename's transaction).
 * Versions stored under the new key are a page's that is gone (none are left after a delete or
 * rename); they go, so the moved history is the whole history.
 */
export async function moveSeo(db: DbOrTx, from: string, to: string): Promise<void> {
  await db.delete(revisions).where(eq(revisions.document, seoDocument(to)));
  await db
    .update(revisions)
    .set({ document: seoDocument(to) })
    .where(eq(revisions.document, seoDocument(from)));
  // Each language's settings go with them, so every language's address keeps its own.
  await moveTranslations(db, seoDocument(from), seoDocument(to));
}

/** Removes a page's settings and their history, in every language: the page is deleted. */
export async function deleteSeo(db: DbOrTx, key: string): Promise<void> {
  await db.delete(revisions).where(eq(revisions.document, seoDocument(key)));
  await deleteTranslations(db, seoDocument(key));
}

/** A page's settings as a document with a history (content/history.ts). */
export function seoVersionedDocument(key: string): VersionedDocument {
  return {
    id: seoDocument(key),
    path: `seo/${key}`,
    label: `Search-engine settings of "${key}"`,
    schema: pageSeoSchema,
    validate: (data) => validateSeo(key, data),
    read: (db) => readSeo(db, key),
    save: (db, data, meta) => saveSeo(db, key, data, meta),
    complete: completeSeo,
  };
}
