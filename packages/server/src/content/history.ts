// The history of every versioned document: the list of its saved versions, one version's data, and
// a restore, which saves an old version again as the newest one (so a restore can be undone too).
import { and, desc, eq } from 'drizzle-orm';
import {
  HISTORY_LIMIT,
  SECTIONS,
  SERVICES_DOCUMENT,
  serviceListInputSchema,
  type History,
  type Translated,
  type Restored,
  type Revision,
} from '@site/contracts';
import { revisions } from '../db/schema.js';
import { ApiError, invalidDocument, toIssues } from '../http/errors.js';
import type { ZodType } from 'zod';
import { completeSection, readSection, validateSection, writeSection } from './sections.js';
import { listServices, normaliseServices, saveServices, SERVICES_TRANSLATION } from './services.js';
import {
  currentVersion,
  documentLabel,
  etagOf,
  sectionDocument,
  type DbOrTx,
  type DocumentId,
  type SaveMeta,
} from './versions.js';

/** A document with a history: its id in the revisions table, its address under /history, and how to save it. */
export interface VersionedDocument {
  id: DocumentId;
  /** The section's API path, or `services`. */
  path: string;
  label: string;
  /** The body schema of its PUT. */
  schema: ZodType;
  /** The document as its PUT would store it, or the PUT's 400: what a draft holds. */
  validate(data: unknown): unknown;
  /** The published document. */
  read(db: DbOrTx): Promise<unknown>;
  /** Saves `data` as the newest version (inside a transaction, `db` is that transaction). */
  save(db: DbOrTx, data: unknown, meta: SaveMeta): Promise<unknown>;
  /** A stored version as it reads today (a section's gains the fields added since it was saved). */
  complete(data: unknown): unknown;
  /**
   * How a language translates it, when not field by field from `schema` (translations.ts): the
   * services list's entries by service, a page's blocks by their types.
   */
  translation?: DocumentTranslation;
}

/** A translation unlike the generic one: what a language's document holds, and how it is laid over the document. */
export interface DocumentTranslation {
  schema: ZodType;
  /** A translation never saved. */
  empty: unknown;
  /** The document (`base`) with the translations of a fallback chain laid over it, nearest first. */
  translate(base: unknown, layers: readonly unknown[]): Translated<unknown>;
}

function parseServiceList(data: unknown) {
  const parsed = serviceListInputSchema.safeParse(data);
  if (!parsed.success) throw invalidDocument(toIssues(parsed.error.issues), 'The services list');
  return parsed.data;
}

const saveServiceList = (db: DbOrTx, data: unknown, meta: SaveMeta) => saveServices(db, parseServiceList(data), meta);

export const VERSIONED_DOCUMENTS: readonly VersionedDocument[] = [
  ...SECTIONS.map((s) => ({
    id: sectionDocument(s.key),
    path: s.path,
    label: s.label,
    schema: s.schema,
    validate: (data: unknown) => validateSection(s.key, data),
    read: (db: DbOrTx) => readSection(db, s.key),
    save: (db: DbOrTx, data: unknown, meta: SaveMeta) => writeSection(db, s.key, data, meta),
    complete: (data: unknown) => completeSection(s.key, data),
  })),
  {
    id: SERVICES_DOCUMENT,
    path: SERVICES_DOCUMENT,
    label: 'Services',
    schema: serviceListInputSchema,
    validate: (data: unknown) => normaliseServices(parseServiceList(data)),
    read: listServices,
    save: saveServiceList,
    complete: (data: unknown) => data,
    translation: SERVICES_TRANSLATION,
  },
];

/** The document at an address (a section's API path or `services`), or undefined. */
export function versionedDocument(path: string): VersionedDocument | undefined {
  return VERSIONED_DOCUMENTS.find((d) => d.path === path);
}

/** What reading a document's history needs of it. */
export type DocumentHistory = Pick<VersionedDocument, 'id' | 'path' | 'label' | 'complete'>;

export async function listHistory(db: DbOrTx, doc: DocumentHistory): Promise<History> {
  const items = await db
    .select({ version: revisions.version, savedBy: revisions.savedBy, savedAt: revisions.savedAt, note: revisions.note })
    .from(revisions)
    .where(eq(revisions.document, doc.id))
    .orderBy(desc(revisions.version))
    .limit(HISTORY_LIMIT);
  return { document: doc.path, label: doc.label, current: items[0]?.version ?? 0, items };
}

export async function readRevision(db: DbOrTx, doc: DocumentHistory, version: number): Promise<Revision> {
  const [row] = await db
    .select({
      version: revisions.version,
      savedBy: revisions.savedBy,
      savedAt: revisions.savedAt,
      note: revisions.note,
      data: revisions.data,
    })
    .from(revisions)
    .where(and(eq(revisions.document, doc.id), eq(revisions.version, version)));
  if (!row) {
    throw new ApiError(404, {
      error: `${documentLabel(doc.id)} has no version ${version} in its history (the last ${HISTORY_LIMIT} versions are kept).`,
    });
  }
  return { ...row, data: doc.complete(row.data) };
}

/** A restore is noted as one in the history, and in the audit log. */
export const restoreMeta = (meta: SaveMeta, version: number): SaveMeta => ({
  ...meta,
  note: `Restored version ${version}`,
  audit: meta.audit && { ...meta.audit, action: 'restored', detail: { ...meta.audit.detail, restored_version: version } },
});

/** A version saved under an older form of the document may not fit today's schema: its 400 says which version. */
export function restoreRefusal(version: number, error: unknown): unknown {
  if (error instanceof ApiError && error.status === 400) {
    return new ApiError(400, { ...error.body, error: `Version ${version} cannot be restored: ${String(error.body.error)}` });
  }
  return error;
}

/** Saves version `version` again as the newest; answers the new version, its ETag and what was stored. */
export async function restoreRevision(db: DbOrTx, doc: VersionedDocument, version: number, meta: SaveMeta): Promise<Restored> {
  const old = await readRevision(db, doc, version);
  return db.transaction(async (tx) => {
    let data: unknown;
    try {
      data = await doc.save(tx, old.data, restoreMeta(meta, version));
    } catch (error) {
      throw restoreRefusal(version, error);
    }
    const saved = await currentVersion(tx, doc.id);
    return { into: 'live' as const, version: saved.version, etag: etagOf(saved), data };
  });
}
