// Versions of the content documents (each section, the services list): every save records a new
// revision, and a save that names the version it was based on (If-Match) is refused with a 412
// when someone saved in between. Saves without If-Match keep the old last-write-wins behaviour.
import { and, desc, eq, lte, max } from 'drizzle-orm';
import { HISTORY_LIMIT, SERVICES_DOCUMENT, getSection, type SectionKey } from '@site/contracts';
import type { Db } from '../db/client.js';
import { drafts, revisions } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { recordDocumentSave, type SaveAudit } from '../audit/document-audit.js';
import { documentWritten } from './document-writes.js';
import { refuseMissingMedia } from './media-map.js';
import { followerOf, type TranslationFollower } from './list-moves.js';
import { storedTranslations } from './stored-translations.js';

/** What a repository function queries through: the database, or the transaction it is called inside (db/client.ts `Db`). */
export type DbOrTx = Db;

/**
 * A document's name in the revisions table: a section, the services list, a public page's
 * search-engine settings (`seo:about/team`), the site settings or an editor-built page (`page:3`).
 */
export type DocumentId = BaseDocumentId | `${BaseDocumentId}@${string}`;

/** A document of the default language; `<document>@<language>` is its translation (translations.ts). */
type BaseDocumentId =
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
  /**
   * Filled in by each save made with this meta: the version it stored, by document, so that the
   * answer names exactly that version (another save may land right after it).
   */
  saved?: Map<DocumentId, DocumentVersion>;
  /** Who saves from where, for the audit log's entry of the save (written in its transaction); none, none is written. */
  audit?: SaveAudit;
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

export async function currentVersion(db: DbOrTx, document: DocumentId): Promise<DocumentVersion> {
  const [row] = await db
    .select({ version: revisions.version, savedBy: revisions.savedBy, savedAt: revisions.savedAt })
    .from(revisions)
    .where(eq(revisions.document, document))
    .orderBy(desc(revisions.version))
    .limit(1);
  return row ?? NEVER_SAVED;
}

/** The ETag of every document's version in force, by document (one query; used per content version). */
export async function readDocumentEtags(db: DbOrTx): Promise<Map<DocumentId, string>> {
  const newest = db
    .select({ document: revisions.document, version: max(revisions.version).as('newest_version') })
    .from(revisions)
    .groupBy(revisions.document)
    .as('newest');
  const rows = await db
    .select({ document: revisions.document, version: revisions.version, savedAt: revisions.savedAt })
    .from(revisions)
    .innerJoin(newest, and(eq(revisions.document, newest.document), eq(revisions.version, newest.version)));
  return new Map(rows.map((r) => [r.document as DocumentId, etagOf({ version: r.version, savedAt: r.savedAt, savedBy: null })]));
}

export function documentLabel(document: DocumentId): string {
  const at = document.lastIndexOf('@');
  if (at > 0) return `${documentLabel(document.slice(0, at) as DocumentId)} in "${document.slice(at + 1)}"`;
  if (document === SERVICES_DOCUMENT) return 'The services list';
  if (document === SETTINGS_DOCUMENT) return 'The site settings';
  if (document.startsWith('page:')) return 'The page';
  if (document.startsWith('seo:')) return `The search-engine settings of the page "${document.slice('seo:'.length)}"`;
  return `The ${getSection(document.slice('section:'.length) as SectionKey).label} section`;
}

/** The data of a document's newest version, or undefined when it was never saved. */
export async function latestData(db: DbOrTx, document: DocumentId): Promise<unknown> {
  const [row] = await db
    .select({ data: revisions.data })
    .from(revisions)
    .where(eq(revisions.document, document))
    .orderBy(desc(revisions.version))
    .limit(1);
  return row?.data;
}

/**
 * The ETag of an answer that shows one document's version over others' (a translation over the
 * default language's document): the first names the version an If-Match refers to, the rest make
 * the tag change when any of them does.
 */
export function joinedEtag(first: string, others: readonly string[]): string {
  const bare = (tag: string) => tag.replace(/^"|"$/g, '');
  return others.length ? `"${[first, ...others].map(bare).join('~')}"` : first;
}

/** Whether an If-Match header names this ETag, alone or first in a joined one (`*` matches any saved or default document). */
function ifMatchAccepts(ifMatch: string, etag: string): boolean {
  return ifMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t.startsWith(`${etag.slice(0, -1)}~`);
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
 * Every stored translation of `document` (any language, a removed one's too) follows the moves of
 * its lists (list-moves.ts): its version in force is saved again rewritten, so its history keeps the
 * one before, and its draft is rewritten in place (and moved onto that new version when it was based
 * on the one before, so publishing it is not taken for a conflict). A translation the moves leave as
 * it was is not written.
 */
async function carryTranslations(
  tx: DbOrTx,
  document: DocumentId,
  follow: TranslationFollower | undefined,
  meta: SaveMeta,
): Promise<void> {
  if (!follow) return;
  const carried: SaveMeta = {
    by: meta.by ?? null,
    note: "Texts moved with the default language's items",
    keepMissingMedia: true,
  };
  for (const id of await storedTranslations(tx, document)) {
    const before = await currentVersion(tx, id);
    const stored = await latestData(tx, id);
    const moved = follow(stored);
    const resaved = stored !== undefined && moved !== stored;
    if (resaved) await saveVersioned(tx, id, carried, () => moved);
    const [draft] = await tx.select().from(drafts).where(eq(drafts.document, id));
    if (!draft) continue;
    const data = follow(draft.data);
    const rebase = resaved && draft.basedOn === before.version;
    if (data === draft.data && !rebase) continue;
    await tx
      .update(drafts)
      .set({
        data,
        basedOn: rebase ? before.version + 1 : draft.basedOn,
        revision: data === draft.data ? draft.revision : draft.revision + 1,
        updatedAt: data === draft.data ? draft.updatedAt : new Date().toISOString(),
      })
      .where(eq(drafts.document, id));
  }
}

/**
 * Runs one save of a document in a transaction: checks If-Match against the version in force, lets
 * `write` store the document through the transaction it is handed (and answer what it stored),
 * records that as the next revision and prunes the history beyond HISTORY_LIMIT; the document's
 * translations follow what moved in its lists (carryTranslations). A document naming
 * an image the library does not hold is refused (media-map.ts refuseMissingMedia). Nothing is
 * written when any step throws. A stored save is announced by the document's key
 * (document-writes.ts), so the caches built on it are dropped. Called inside a transaction (`db` is
 * then that transaction), the save is a savepoint of it.
 */
export async function saveVersioned<T>(
  db: DbOrTx,
  document: DocumentId,
  meta: SaveMeta,
  write: (tx: DbOrTx) => T | Promise<T>,
): Promise<T> {
  const saved = await db.transaction(async (tx) => {
    const current = await currentVersion(tx, document);
    checkIfMatch(document, current, meta.ifMatch);
    const before = await latestData(tx, document);
    const data = await write(tx);
    if (!meta.keepMissingMedia) await refuseMissingMedia(tx, data, documentLabel(document), before);
    const version = current.version + 1;
    const [stored] = await tx
      .insert(revisions)
      .values({ document, version, data, savedBy: meta.by ?? null, note: meta.note ?? null })
      .returning({ savedAt: revisions.savedAt });
    (meta.saved ??= new Map()).set(document, { version, savedBy: meta.by ?? null, savedAt: stored!.savedAt });
    if (meta.audit) await recordDocumentSave(tx, document, version, meta.audit);
    await tx.delete(revisions).where(and(eq(revisions.document, document), lte(revisions.version, version - HISTORY_LIMIT)));
    await carryTranslations(tx, document, followerOf(document, before, data), meta);
    return data;
  });
  documentWritten(db, document);
  return saved;
}
