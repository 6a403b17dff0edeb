// Which document a stored draft is the draft of, and the documents a request names in its languages.
// A translation's draft is stored under the translation's id (`section:hero@bn`) beside its
// document's (`section:hero`), so each language has its own draft, schedule and review. A draft of
// a language the site no longer has stays stored but is none of these: it comes back with the language.
import { defaultLanguage, isDefaultLanguage, languageOf, type Language } from '@site/contracts';
import type { Db } from '../db/client.js';
import { customPageDraftDocumentById } from './custom-page-history.js';
import { VERSIONED_DOCUMENTS, type VersionedDocument } from './history.js';
import { documentIn, splitTranslationDocument, translatedDocument, type Locale } from './translations.js';
import type { DocumentId } from './versions.js';

const byId = new Map(VERSIONED_DOCUMENTS.map((d) => [d.id, d]));

/** A document of the default language by its id: the registry's, or a page's (undefined when deleted). */
const documentById = async (db: Db, id: string): Promise<VersionedDocument | undefined> =>
  byId.get(id as DocumentId) ?? (await customPageDraftDocumentById(db, id));

/**
 * The document of a stored draft, or undefined for a row of a document that is gone, of a language
 * the site does not have (now), or with nothing to translate.
 */
export async function draftDocumentById(
  db: Db,
  id: string,
  languages: readonly Language[],
): Promise<VersionedDocument | undefined> {
  const translation = splitTranslationDocument(id);
  if (!translation) return documentById(db, id);
  const language = languageOf(languages, translation.code);
  if (!language || isDefaultLanguage(languages, language.code)) return undefined;
  const doc = await documentById(db, translation.document);
  return doc && translatedDocument(doc, language);
}

/** The language of a document as drafts name it: a translation's code, else the default language's. */
export const languageCodeOf = (doc: Pick<VersionedDocument, 'id'>, languages: readonly Language[]): string =>
  splitTranslationDocument(doc.id)?.code ?? defaultLanguage(languages).code;

/** A translation's language code, or undefined for a document of the default language. */
export const translationCodeOf = (doc: Pick<VersionedDocument, 'id'>): string | undefined =>
  splitTranslationDocument(doc.id)?.code;

/** Each document in each language, document by document (`home/hero` in en then bn, then the next). */
export const documentsInLocales = (docs: readonly VersionedDocument[], locales: readonly Locale[]): VersionedDocument[] =>
  docs.flatMap((doc) => locales.map((locale) => documentIn(doc, locale)));
