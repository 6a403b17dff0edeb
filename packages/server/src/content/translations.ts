// The translations of the versioned documents. A language other than the site's default keeps, per
// document, its own document of what it translates (contracts' translation.ts), named after the
// document and the language (`section:hero@bn`) and stored as the site settings are: as versions in
// the revisions table, the newest in force. So each language of a document has its own history,
// draft, schedule and If-Match, through the same code as the document itself. A language removed
// from the settings keeps its versions there, and has them again when it is added back.
import { and, eq, inArray, max } from 'drizzle-orm';
import {
  defaultLanguage,
  fallbackChain,
  isDefaultLanguage,
  languageOf,
  translate,
  translationSchema,
  type Language,
  type Translated,
} from '@site/contracts';
import type { ZodType } from 'zod';
import { drafts as draftRows, revisions } from '../db/schema.js';
import { storedTranslations } from './stored-translations.js';
import { ApiError, invalidDocument, toIssues } from '../http/errors.js';
import type { DocumentTranslation, VersionedDocument } from './history.js';
import { readSettings } from './settings.js';
import { latestData, saveVersioned, type DbOrTx, type DocumentId } from './versions.js';

/** The name of a document's translation into `code`. */
export const translationDocument = (document: DocumentId, code: string): DocumentId => `${document}@${code}`;

/** The document and language a translation's name holds, or undefined for a document of the default language. */
export function splitTranslationDocument(id: string): { document: DocumentId; code: string } | undefined {
  const at = id.lastIndexOf('@');
  return at > 0 ? { document: id.slice(0, at) as DocumentId, code: id.slice(at + 1) } : undefined;
}

/** A language the request named: the site's, with every language (for fallbacks) and whether it is the default. */
export interface Locale {
  language: Language;
  languages: readonly Language[];
  isDefault: boolean;
}

/** The site's default language as a Locale. */
export const defaultLocale = (languages: readonly Language[]): Locale => ({
  language: defaultLanguage(languages),
  languages,
  isDefault: true,
});

/**
 * The language `?locale=` names, or the default when none is named. A code the site does not have
 * is the caller's 400, naming the ones it has.
 */
export async function resolveLocale(db: DbOrTx, code: string | undefined): Promise<Locale> {
  const { languages } = await readSettings(db);
  if (code === undefined || code === '') return defaultLocale(languages);
  const language = languageOf(languages, code);
  if (!language) {
    throw new ApiError(400, {
      error: `The site has no language "${code}". Its languages are: ${languages.map((l) => l.code).join(', ')} (add one in the site settings).`,
    });
  }
  return { language, languages, isDefault: isDefaultLanguage(languages, language.code) };
}

/** The newest version of each named translation, in one query; a translation never saved is absent. */
export async function readTranslations(db: DbOrTx, ids: readonly DocumentId[]): Promise<Map<DocumentId, unknown>> {
  if (!ids.length) return new Map();
  const newest = db
    .select({ document: revisions.document, version: max(revisions.version).as('newest_version') })
    .from(revisions)
    .where(inArray(revisions.document, [...ids]))
    .groupBy(revisions.document)
    .as('newest');
  const rows = await db
    .select({ document: revisions.document, data: revisions.data })
    .from(revisions)
    .innerJoin(newest, and(eq(revisions.document, newest.document), eq(revisions.version, newest.version)));
  return new Map(rows.map((row) => [row.document as DocumentId, row.data]));
}

/** A document of the default language to translate: by its schema, or by its own translation (history.ts DocumentTranslation). */
export interface TranslatableDocument<T> {
  id: DocumentId;
  schema: ZodType;
  data: T;
  translation?: DocumentTranslation | undefined;
}

/**
 * Documents in a language: each base document (by its id) with its translations along the
 * language's fallback chain laid over it, and the texts that fell back. `drafts`, when given,
 * replace the published translations they are drafts of (a preview).
 */
export async function translateDocuments<T>(
  db: DbOrTx,
  locale: Locale,
  documents: readonly TranslatableDocument<T>[],
  drafts?: ReadonlyMap<DocumentId, unknown>,
): Promise<Map<DocumentId, Translated<T>>> {
  if (locale.isDefault) return new Map(documents.map((d) => [d.id, { data: d.data, fallback: [], untranslated: [] }]));
  const chain = fallbackChain(locale.languages, locale.language.code).filter(
    (code) => !isDefaultLanguage(locale.languages, code),
  );
  const ids = documents.flatMap((d) => chain.map((code) => translationDocument(d.id, code)));
  const stored = await readTranslations(db, ids);
  return new Map(
    documents.map((d) => {
      const layers = chain.map((code) => {
        const id = translationDocument(d.id, code);
        return drafts?.has(id) ? drafts.get(id) : stored.get(id);
      });
      return [
        d.id,
        d.translation ? (d.translation.translate(d.data, layers) as Translated<T>) : translate(d.schema, d.data, layers),
      ];
    }),
  );
}

/** One document in a language (see translateDocuments). */
export async function translateDocument<T>(
  db: DbOrTx,
  locale: Locale,
  document: TranslatableDocument<T>,
  drafts?: ReadonlyMap<DocumentId, unknown>,
): Promise<Translated<T>> {
  return (await translateDocuments(db, locale, [document], drafts)).get(document.id)!;
}

/**
 * A document's translation into a language as a versioned document of its own: drafts, history,
 * restores, schedules and review take it as they take the document. Its schema is the document's
 * translation schema; a document with nothing to translate has none (undefined).
 */
export function translatedDocument(doc: VersionedDocument, language: Language): VersionedDocument | undefined {
  const schema = doc.translation?.schema ?? translationSchema(doc.schema);
  const empty = doc.translation ? doc.translation.empty : {};
  if (!schema) return undefined;
  const id = translationDocument(doc.id, language.code);
  const label = `${doc.label} (${language.name})`;
  const validate = (data: unknown) => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw invalidDocument(toIssues(parsed.error.issues), `The ${language.name} translation of ${doc.label}`);
    return parsed.data;
  };
  return {
    id,
    path: doc.path,
    label,
    schema,
    validate,
    read: async (db) => (await latestData(db, id)) ?? empty,
    save: (db, data, meta) => saveVersioned(db, id, meta, () => validate(data)),
    complete: (data) => data ?? empty,
  };
}

/**
 * The document a request names in its language: the document itself in the default language, its
 * translation in another. A document with nothing to translate is the caller's 400.
 */
export function documentIn(doc: VersionedDocument, locale: Locale): VersionedDocument {
  if (locale.isDefault) return doc;
  const translated = translatedDocument(doc, locale.language);
  if (!translated) {
    throw new ApiError(400, {
      error: `${doc.label} has nothing to translate: every language shows the default language's.`,
    });
  }
  return translated;
}

/** Removes every translation of a document, their versions and drafts (the document is deleted). */
export async function deleteTranslations(db: DbOrTx, document: DocumentId): Promise<void> {
  const ids = await storedTranslations(db, document);
  if (!ids.length) return;
  await db.delete(revisions).where(inArray(revisions.document, ids));
  await db.delete(draftRows).where(inArray(draftRows.document, ids));
}

/**
 * Moves every translation of `from` (versions and drafts) to `to`, as a document keyed by a page's
 * address moves on a rename; what `to`'s translations held before is a gone page's and goes.
 */
export async function moveTranslations(db: DbOrTx, from: DocumentId, to: DocumentId): Promise<void> {
  await deleteTranslations(db, to);
  for (const id of await storedTranslations(db, from)) {
    const moved = translationDocument(to, id.slice(from.length + 1));
    await db.update(revisions).set({ document: moved }).where(eq(revisions.document, id));
    await db.update(draftRows).set({ document: moved }).where(eq(draftRows.document, id));
  }
}
