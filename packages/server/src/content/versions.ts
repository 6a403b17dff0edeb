// Versions of the content documents (each section, the services list): every save records a new
// revision, and a save that names the version it was based on (If-Match) is refused with a 412
// when someone saved in between. Saves without If-Match keep the old last-write-wins behaviour.
import { and, desc, eq, lte } from 'drizzle-orm';
import { HISTORY_LIMIT, SERVICES_DOCUMENT, getSection, type SectionKey } from '@site/contracts';
import type { Db } from '../db/client.js';
import { revisions } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { documentWritten } from './document-writes.js';
import { refuseMissingMedia } from './media-map.js';

/**
 * A document's name in the revisions table: a section, the services list, a public page's
 * search-engine settings (`seo:about/team`), the site settings or an editor-built page (`page:3`).
 */
export type DocumentId =
  `section:${SectionKey}` | typeof SERVICES_DOCUMENT | `seo:${string}` | typeof SETTINGS_DOCUMENT | `page:${number}`;

/** The site settings' name in the revisions table and in history addresses (`/history/settings`). */
export const SETTINGS_DOCUMENT = 'settings';

export const sectionDocument = (key: SectionKey): DocumentId => `section:${key}`;

/** Who saves and why: recorded with the revision; `ifMatch` is the request's If-Match header. */
export interface SaveMeta {
  by?: string | null;
  note?: string | null;
  ifMatch?: string;
  /**
   * Store media URLs the image library does not hold instead of refusing them: only the import,
   * which keeps such references (the files may come later) and names them in its report.
   */
  keepMissingMedia?: boolean;
}

export interface DocumentVersion {
  version: number;
  savedBy: string | null;
  savedAt: string | null;
}

const NEVER_SAVED: DocumentVersion = { version: 0, savedBy: null, savedAt: null };

/**
 * A strong ETag naming one version. The save time is part of it so that a database made anew (whose
 * versions start again at 1) never answers a 304 or accepts an If-Match meant for the old one.
 */
export function etagOf({ version, savedAt }: DocumentVersion): string {
  return version === 0 || !savedAt ? '"0"' : `"${version}.${Date.parse(savedAt).toString(36)}"`;
}

export function currentVersion(db: Db, document: DocumentId): DocumentVersion {
  const row = db
    .select({ version: revisions.version, savedBy: revisions.savedBy, savedAt: revisions.savedAt })
    .from(revisions)
    .where(eq(revisions.document, document))
    .orderBy(desc(revisions.version))
    .limit(1)
    .get();
  return row ?? NEVER_SAVED;
}

/** The ETag of every document's version in force, by document (one query; used per content version). */
export function readDocumentEtags(db: Db): Map<DocumentId, string> {
  const rows = db.$client
    .prepare(
      `SELECT document, version, saved_at AS savedAt FROM revisions r
       WHERE version = (SELECT max(version) FROM revisions WHERE document = r.document)`,
    )
    .all() as { document: DocumentId; version: number; savedAt: string }[];
  return new Map(rows.map((r) => [r.document, etagOf({ version: r.version, savedAt: r.savedAt, savedBy: null })]));
}

export function documentLabel(document: DocumentId): string {
  if (document === SERVICES_DOCUMENT) return 'The services list';
  if (document === SETTINGS_DOCUMENT) return 'The site settings';
  if (document.startsWith('page:')) return 'The page';
  if (document.startsWith('seo:')) return `The search-engine settings of the page "${document.slice('seo:'.length)}"`;
  return `The ${getSection(document.slice('section:'.length) as SectionKey).label} section`;
}

/** The data of a document's newest version, or undefined when it was never saved. */
export function latestData(db: Db, document: DocumentId): unknown {
  return db
    .select({ data: revisions.data })
    .from(revisions)
    .where(eq(revisions.document, document))
    .orderBy(desc(revisions.version))
    .limit(1)
    .get()?.data;
}

/** Whether an If-Match header names this ETag (`*` matches any saved or default document). */
function ifMatchAccepts(ifMatch: string, etag: string): boolean {
  return ifMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag;
  });
}

/** Throws the 412 when the caller's If-Match does not name the version in force. */
export function checkIfMatch(document: DocumentId, current: DocumentVersion, ifMatch: string | undefined): void {
  if (ifMatch === undefined) return;
  const etag = etagOf(current);
  if (ifMatchAccepts(ifMatch, etag)) return;
  const by = current.savedBy ? ` by ${current.savedBy}` : '';
  const when = current.savedAt ? ` at ${current.savedAt}` : '';
  throw new ApiError(
    412,
    {
      error:
        `${documentLabel(document)} was changed since you opened it (now version ${current.version}, saved${by}${when}). ` +
        `Reload it to see those changes, or save again with If-Match: ${etag} to overwrite them.`,
      current: { ...current, etag },
    },
    { etag },
  );
}

/**
 * Runs one save of a document in a transaction: checks If-Match against the version in force, lets
 * `write` store the document (and answer what it stored), records that as the next revision and
 * prunes the history beyond HISTORY_LIMIT. A document naming an image the library does not hold is
 * refused (media-map.ts refuseMissingMedia). Nothing is written when any step throws. A stored save is
 * announced by the document's key (document-writes.ts), so the caches built on it are dropped.
 */
export function saveVersioned<T>(db: Db, document: DocumentId, meta: SaveMeta, write: () => T): T {
  const saved = db.transaction(() => {
    const current = currentVersion(db, document);
    checkIfMatch(document, current, meta.ifMatch);
    const data = write();
    if (!meta.keepMissingMedia) refuseMissingMedia(db, data, documentLabel(document), latestData(db, document));
    const version = current.version + 1;
    db.insert(revisions)
      .values({ document, version, data, savedBy: meta.by ?? null, note: meta.note ?? null })
      .run();
    db.delete(revisions)
      .where(and(eq(revisions.document, document), lte(revisions.version, version - HISTORY_LIMIT)))
      .run();
    return data;
  });
  documentWritten(db, document);
  return saved;
}
