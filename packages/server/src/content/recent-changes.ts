// The newest saved versions of any document (sections, the services list, editor-built pages, each
// page's search-engine settings, the site settings, and their translations), with who saved each:
// what the dashboard lists as recent changes. A version of a document that is gone (a deleted page,
// a language removed from the settings) is left out.
import { desc } from 'drizzle-orm';
import { defaultLanguage, languageOf, type DashboardChange, type DashboardKind, type Language } from '@site/contracts';
import type { Db } from '../db/client.js';
import { revisions } from '../db/schema.js';
import { draftDocumentById } from './draft-documents.js';
import { splitTranslationDocument } from './translations.js';
import { SETTINGS_DOCUMENT } from './versions.js';

type Named = Pick<DashboardChange, 'path' | 'label' | 'kind' | 'locale' | 'translation'>;

const SEO_PREFIX = 'seo:';
const CUSTOM_PAGE_PATH = 'custom-pages/';

/** What the document at an API path is. */
export function kindOfPath(path: string): DashboardKind {
  if (path === 'services') return 'services';
  if (path === SETTINGS_DOCUMENT) return 'settings';
  if (path.startsWith(CUSTOM_PAGE_PATH)) return 'page';
  if (path.startsWith('seo/')) return 'seo';
  return 'section';
}

/** The path, label and language of the document stored under `id`, or undefined when it is gone. */
async function documentNamed(db: Db, id: string, languages: readonly Language[]): Promise<Named | undefined> {
  const translation = splitTranslationDocument(id);
  const base = translation?.document ?? id;
  const language = translation ? languageOf(languages, translation.code) : defaultLanguage(languages);
  if (!language) return undefined;
  const inLanguage = (path: string, label: string): Named => ({
    path,
    label: translation ? `${label} (${language.name})` : label,
    kind: kindOfPath(path),
    locale: language.code,
    translation: translation !== undefined,
  });
  if (base === SETTINGS_DOCUMENT) return inLanguage(SETTINGS_DOCUMENT, 'Site settings');
  if (base.startsWith(SEO_PREFIX)) {
    const key = base.slice(SEO_PREFIX.length);
    return inLanguage(`seo/${key}`, `Search-engine settings of "${key}"`);
  }
  const doc = await draftDocumentById(db, id, languages);
  return doc && { ...inLanguage(doc.path, doc.label), label: doc.label };
}

/** The newest `limit` versions saved, newest first (by the order they were stored). */
export async function recentChanges(db: Db, languages: readonly Language[], limit: number): Promise<DashboardChange[]> {
  // A few more than asked, so that versions of documents gone since still leave `limit` to show.
  const rows = await db
    .select({ document: revisions.document, version: revisions.version, savedBy: revisions.savedBy, savedAt: revisions.savedAt })
    .from(revisions)
    .orderBy(desc(revisions.id))
    .limit(limit * 3);
  const named = await Promise.all(rows.map((row) => documentNamed(db, row.document, languages)));
  return rows
    .flatMap((row, index) => {
      const doc = named[index];
      return doc ? [{ ...doc, version: row.version, saved_by: row.savedBy, saved_at: row.savedAt }] : [];
    })
    .slice(0, limit);
}
