// Drafts of the versioned documents (each section, the services list, each custom page): at most one
// per document, validated like the document's PUT, invisible to the public until published.
// Publishing goes through the document's own save (history.ts VERSIONED_DOCUMENTS, and a page's PUT
// in custom-page-history.ts), so history, If-Match and the caches behave exactly as for a PUT. A
// page's draft is stored under the page's id, so it survives a rename; deleting the page deletes it.
// A translation has drafts of its own, stored under its id (draft-documents.ts): each language of a
// document is drafted, scheduled, reviewed and published on its own.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Draft, DraftSummary, Language, Published, PublishConflict, Restored, Scheduled } from '@site/contracts';
import { recordAudit, SERVER_ACTOR, type AuditActor } from '../audit/audit-log.js';
import { documentTarget, type SaveAudit } from '../audit/document-audit.js';
import type { Db } from '../db/client.js';
import { drafts } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { customPageDraftDocumentAt } from './custom-page-history.js';
import { draftDocumentById, languageCodeOf, translationCodeOf } from './draft-documents.js';
import {
  readRevision,
  restoreRefusal,
  VERSIONED_DOCUMENTS,
  versionedDocument,
  type DocumentHistory,
  type VersionedDocument,
} from './history.js';
import { readSettings } from './settings.js';
import { splitTranslationDocument } from './translations.js';
import { draftExcerpt } from './draft-excerpt.js';
import { reviewOf } from './review-state.js';
import { discardPageSeoDraft, publishPageSeoDraft } from './page-seo-drafts.js';
import { mediaUrlsIn, refuseMissingMedia, withMediaUrlReplaced } from './media-map.js';
import { currentVersion, etagOf, type DocumentId } from './versions.js';

type DraftRow = typeof drafts.$inferSelect;

/** The document of a stored draft; a row of a document the registry (or the pages, or the languages) no longer has is skipped. */
const documentOf = async (db: Db, row: DraftRow, languages: readonly Language[]) =>
  draftDocumentById(db, row.document, languages);

const NO_DRAFT_ETAG = '"d0"';

/** A draft no server is publishing: its schedule's claim cleared (publishDueSchedules). */
const UNCLAIMED = { scheduleClaimedBy: null, scheduleLeaseUntil: null };

/** A strong ETag of one save of a draft; its time keeps a draft made anew from matching an old tag. */
function draftEtag(row: Pick<DraftRow, 'revision' | 'updatedAt'> | undefined): string {
  return row ? `"d${row.revision}.${Date.parse(row.updatedAt).toString(36)}"` : NO_DRAFT_ETAG;
}

/** The version of a document's draft (by its id): its ETag, who saved it and when; null when it has none. */
export async function draftVersion(
  db: Db,
  document: DocumentId,
): Promise<{ etag: string; savedBy: string | null; savedAt: string } | null> {
  const [row] = await db
    .select({ revision: drafts.revision, updatedAt: drafts.updatedAt, updatedBy: drafts.updatedBy })
    .from(drafts)
    .where(eq(drafts.document, document));
  return row ? { etag: draftEtag(row), savedBy: row.updatedBy, savedAt: row.updatedAt } : null;
}

async function readRow(db: Db, doc: VersionedDocument): Promise<DraftRow | undefined> {
  return (await db.select().from(drafts).where(eq(drafts.document, doc.id)))[0];
}

async function requireRow(db: Db, doc: VersionedDocument): Promise<DraftRow> {
  const row = await readRow(db, doc);
  if (!row) throw new ApiError(404, { error: `${doc.label} has no draft.` });
  return row;
}

function summary(doc: VersionedDocument, row: DraftRow, languages: readonly Language[]): DraftSummary {
  return {
    path: doc.path,
    label: doc.label,
    locale: languageCodeOf(doc, languages),
    excerpt: draftExcerpt(doc.path, row.data),
    updated_at: row.updatedAt,
    updated_by: row.updatedBy,
    publish_at: row.publishAt,
    schedule_error: row.scheduleError,
    review: reviewOf(row),
  };
}

function toDraft(doc: VersionedDocument, row: DraftRow, languages: readonly Language[]): Draft {
  return { ...summary(doc, row, languages), document: row.data, based_on: row.basedOn };
}

export interface ReadDraft {
  draft: Draft;
  etag: string;
}

export async function readDraft(db: Db, doc: VersionedDocument): Promise<ReadDraft> {
  const row = await requireRow(db, doc);
  const { languages } = await readSettings(db);
  return { draft: toDraft(doc, row, languages), etag: draftEtag(row) };
}

const registryOrder = new Map(VERSIONED_DOCUMENTS.map((d, index) => [d.id as string, index]));

/**
 * Every pending draft, in the registry's order (page by page, then services), then the custom pages'
 * by address; a document's translations follow its own draft, in the order of the site's languages.
 */
export async function listDrafts(db: Db): Promise<DraftSummary[]> {
  const { languages } = await readSettings(db);
  const rows = await db.select().from(drafts);
  const docs = await Promise.all(rows.map((row) => documentOf(db, row, languages)));
  const languageOrder = (doc: VersionedDocument) => {
    const code = translationCodeOf(doc);
    return code === undefined ? -1 : languages.findIndex((l) => l.code === code);
  };
  const listed = rows.flatMap((row, index) => {
    const doc = docs[index];
    if (!doc) return [];
    const base = splitTranslationDocument(doc.id)?.document ?? doc.id;
    return [{ row, doc, fixed: registryOrder.get(base) ?? Infinity, language: languageOrder(doc) }];
  });
  listed.sort((a, b) => {
    if (a.fixed !== b.fixed) return a.fixed - b.fixed;
    // Pages (outside the registry) by address; a document's own draft, then its languages'.
    return (a.fixed === Infinity ? a.doc.path.localeCompare(b.doc.path) : 0) || a.language - b.language;
  });
  return listed.map(({ doc, row }) => summary(doc, row, languages));
}

/** Throws the 412 when If-Match does not name the draft's current save (or names one that is gone). */
function checkDraftIfMatch(doc: VersionedDocument, row: DraftRow | undefined, ifMatch: string | undefined): void {
  if (ifMatch === undefined) return;
  const etag = draftEtag(row);
  const accepted = ifMatch.split(',').some((tag) => {
    const t = tag.trim();
    return (t === '*' && row !== undefined) || t === etag;
  });
  if (accepted) return;
  const error = row
    ? `The draft of ${doc.label} was saved by ${row.updatedBy ?? 'someone else'} at ${row.updatedAt} since you opened it. ` +
      `Reload it to see those changes, or save again with If-Match: ${etag} to overwrite them.`
    : `The draft of ${doc.label} was published or discarded since you opened it. Save without If-Match to start a new draft.`;
  throw new ApiError(
    412,
    {
      error,
      current: { version: row?.revision ?? 0, etag, savedBy: row?.updatedBy ?? null, savedAt: row?.updatedAt ?? null },
    },
    { etag },
  );
}

export interface DraftMeta {
  by?: string | null;
  ifMatch?: string | undefined;
  /** Who acts from where: a restore into the draft is in the audit log (a save of a draft is not). */
  audit?: SaveAudit;
}

/**
 * Stores `body` as the document's draft, validated like its PUT. A new draft remembers the published
 * version it starts from; saving an existing one keeps that, and its schedule (a failed schedule is
 * tried again: the save may be the fix).
 */
const UNAPPROVED = {
  reviewState: null,
  reviewBy: null,
  reviewNote: null,
  reviewAt: null,
  publishAt: null,
  scheduleId: null,
  scheduledBy: null,
  scheduleError: null,
  scheduleClaimedBy: null,
  scheduleLeaseUntil: null,
};

export async function saveDraft(db: Db, doc: VersionedDocument, body: unknown, meta: DraftMeta): Promise<ReadDraft> {
  // A page's validation also reads whether another page has the address the draft gives it.
  const data = await doc.validate(body);
  return db.transaction(async (tx) => {
    const row = await readRow(tx, doc);
    checkDraftIfMatch(doc, row, meta.ifMatch);
    // Refused now rather than at publish: the editor hears of a missing image while still at it.
    await refuseMissingMedia(tx, data, `The draft of ${doc.label}`, row?.data, await doc.read(tx));
    const updatedAt = new Date().toISOString();
    const by = meta.by ?? null;
    if (row) {
      await tx
        .update(drafts)
        .set({ data, revision: row.revision + 1, updatedBy: by, updatedAt })
        .where(eq(drafts.document, doc.id));
      if (row.scheduleId) await tx.update(drafts).set({ scheduleError: null }).where(eq(drafts.scheduleId, row.scheduleId));
      // Changed after its approval, it is no longer what was approved: the approval and the schedule
      // it set are dropped, so the change goes live only once someone who may approves it again.
      if (row.reviewState === 'approved') await tx.update(drafts).set(UNAPPROVED).where(eq(drafts.document, doc.id));
    } else {
      const basedOn = (await currentVersion(tx, doc.id)).version;
      await tx.insert(drafts).values({ document: doc.id, data, basedOn, updatedBy: by, updatedAt });
    }
    return readDraft(tx, doc);
  });
}

/**
 * Puts version `version` of the document into its draft (made, or replacing the one there; If-Match,
 * when sent, must name that draft's current save): nothing is published, and the published version
 * and the whole history stay as they are. `adapt` makes the old document what the draft takes (a
 * page keeps its address now). A version that no longer fits the draft's schema is the 400 of a restore.
 */
export async function restoreIntoDraft(
  db: Db,
  history: DocumentHistory,
  doc: VersionedDocument,
  version: number,
  meta: DraftMeta,
  adapt: (data: unknown) => unknown = (data) => data,
): Promise<Restored> {
  const old = await readRevision(db, history, version);
  let saved: ReadDraft;
  try {
    saved = await db.transaction(async (tx) => {
      const saved = await saveDraft(tx, doc, adapt(old.data), meta);
      if (meta.audit) {
        await recordAudit(tx, meta.audit.by, {
          action: 'restored',
          target: await documentTarget(tx, doc.id),
          detail: { restored_version: version, into: 'draft' },
        });
      }
      return saved;
    });
  } catch (error) {
    throw restoreRefusal(version, error);
  }
  return { into: 'draft', version, etag: saved.etag, data: saved.draft.document };
}

/** Discards the draft (and its schedule); If-Match, when sent, must name its current save. */
export async function discardDraft(db: Db, doc: VersionedDocument, ifMatch?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireRow(tx, doc);
    checkDraftIfMatch(doc, row, ifMatch);
    await tx.delete(drafts).where(eq(drafts.document, doc.id));
    // A page's settings saved into its draft go with it.
    await discardPageSeoDraft(tx, doc.id);
  });
}

/** The documents at these addresses, or a 404 naming the first that is none; each named once. */
export async function documentsAt(db: Db, paths: readonly string[]): Promise<VersionedDocument[]> {
  const docs: VersionedDocument[] = [];
  // In order, so the 404 names the first address that is no document.
  for (const path of new Set(paths)) {
    const doc = versionedDocument(path) ?? (await customPageDraftDocumentAt(db, path));
    if (!doc) {
      throw new ApiError(404, {
        error: `There is no document "${path}": name a section's path, services, or custom-pages/{slug} of a page.`,
      });
    }
    docs.push(doc);
  }
  return docs;
}

async function conflictOf(db: Db, doc: VersionedDocument, row: DraftRow): Promise<PublishConflict | undefined> {
  const current = await currentVersion(db, doc.id);
  if (current.version === row.basedOn) return undefined;
  const by = current.savedBy ? ` by ${current.savedBy}` : '';
  return {
    path: doc.path,
    error:
      `${doc.label} was published again since this draft was started (now version ${current.version}, saved${by}` +
      `${current.savedAt ? ` at ${current.savedAt}` : ''}). Compare both, then publish with ?force=1 to replace it.`,
    current: { ...current, etag: etagOf(current) },
    published: await doc.read(db),
    draft: row.data,
  };
}

export interface PublishOptions {
  by?: string | null;
  /** Publish even over a published version newer than the draft's start. */
  force?: boolean;
  /** The history note; by default "Published from draft by {by}". */
  note?: string;
  /** One draft's publish: its ETag as the caller last saw it, so nobody publishes a draft changed since. */
  ifMatch?: string | undefined;
  /** Who publishes from where, for the audit log; without it the entry names `by` alone. */
  audit?: SaveAudit;
}

/**
 * Publishes the drafts of `docs` in one transaction: each through its document's save, then the draft
 * is gone. Nothing is published when one is missing, invalid (400) or, without `force`, was
 * overtaken by a newer published version (412 with every such conflict).
 */
export async function publishDrafts(db: Db, docs: readonly VersionedDocument[], options: PublishOptions): Promise<Published> {
  return db.transaction(async (tx) => {
    const rows: (readonly [VersionedDocument, DraftRow])[] = [];
    for (const doc of docs) rows.push([doc, await requireRow(tx, doc)]);
    for (const [doc, row] of rows) checkDraftIfMatch(doc, row, options.ifMatch);
    if (!options.force) {
      const conflicts: PublishConflict[] = [];
      for (const [doc, row] of rows) {
        const conflict = await conflictOf(tx, doc, row);
        if (conflict) conflicts.push(conflict);
      }
      if (conflicts.length === 1 && docs.length === 1) throw new ApiError(412, { ...conflicts[0] });
      if (conflicts.length > 0) {
        throw new ApiError(412, {
          error: `${conflicts.length} of the drafts were overtaken by newer published versions; nothing was published. Compare them, then publish with ?force=1.`,
          conflicts,
        });
      }
    }
    const note = options.note ?? `Published from draft by ${options.by ?? 'an unknown admin'}`;
    // Every publish is in the audit log, in this transaction (versions.ts saveVersioned writes it).
    const audit = options.audit ?? { by: byName(options.by) };
    const published: Published['published'] = [];
    for (const [doc] of rows) {
      // Read again: a document published before it in this transaction may have moved its list
      // items, and with them this translation's draft (versions.ts carryTranslations).
      const row = await requireRow(tx, doc);
      await doc.save(tx, row.data, { by: options.by ?? null, note, audit });
      await tx.delete(drafts).where(eq(drafts.document, doc.id));
      // A page's settings saved into its draft go live with it, in this transaction.
      await publishPageSeoDraft(tx, doc.id, { by: options.by ?? null, note, audit });
      const version = await currentVersion(tx, doc.id);
      const locale = translationCodeOf(doc);
      published.push({ path: doc.path, version: version.version, etag: etagOf(version), ...(locale ? { locale } : {}) });
    }
    return { published };
  });
}

/** An account known by its name alone (no address): for the audit log of a caller that gave no more. */
const byName = (by: string | null | undefined): AuditActor => ({ actor: by ?? null, actorId: null, address: null });

/** Schedules the drafts of `docs` to be published together at `at` (in the future, else 400); each is in the audit log. */
export async function scheduleDrafts(
  db: Db,
  docs: readonly VersionedDocument[],
  at: Date,
  now: Date,
  by: string | null,
  audit: AuditActor = byName(by),
): Promise<Scheduled> {
  if (at.getTime() <= now.getTime()) {
    throw new ApiError(400, {
      error: `The publishing time ${at.toISOString()} has passed; choose a time in the future, or publish now.`,
    });
  }
  const publishAt = at.toISOString();
  const scheduleId = randomBytes(9).toString('base64url');
  return db.transaction(async (tx) => {
    for (const doc of docs) await requireRow(tx, doc);
    await tx
      .update(drafts)
      .set({ publishAt, scheduleId, scheduledBy: by, scheduleError: null, ...UNCLAIMED })
      .where(
        inArray(
          drafts.document,
          docs.map((d) => d.id),
        ),
      );
    for (const doc of docs) {
      await recordAudit(tx, audit, { action: 'scheduled', target: await documentTarget(tx, doc.id), detail: { at: publishAt } });
    }
    const scheduled = { scheduled: docs.map((d) => d.path), publish_at: publishAt };
    if (!docs.some((d) => translationCodeOf(d) !== undefined)) return scheduled;
    const { languages } = await readSettings(tx);
    return { ...scheduled, locales: docs.map((d) => languageCodeOf(d, languages)) };
  });
}

/**
 * Cancels the draft's schedule; the draft stays. One transaction, so of two cancels at once the
 * second is told the draft is no longer scheduled.
 */
export async function cancelSchedule(db: Db, doc: VersionedDocument, audit: AuditActor = byName(null)): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireRow(tx, doc);
    if (!row.publishAt) throw new ApiError(404, { error: `The draft of ${doc.label} is not scheduled.` });
    await tx
      .update(drafts)
      .set({ publishAt: null, scheduleId: null, scheduledBy: null, scheduleError: null, ...UNCLAIMED })
      .where(eq(drafts.document, doc.id));
    await recordAudit(tx, audit, {
      action: 'schedule_cancelled',
      target: await documentTarget(tx, doc.id),
      detail: { at: row.publishAt },
    });
  });
}

export interface ScheduleRun {
  published: string[];
  failed: { paths: string[]; error: string }[];
}

/** How long a server holds a schedule it publishes; afterwards another server takes it over (the first died). */
export const SCHEDULE_LEASE_MS = 60_000;

/**
 * Publishes every schedule due at `now`, each in a transaction of its own: a schedule with a draft
 * that cannot be published is rolled back as a whole, and keeps its time with the reason on each of
 * its drafts (GET /drafts/ shows it) until a save of one of them or a new schedule retries it.
 * A schedule is the admins' decision to publish at that time, so it replaces a newer published version.
 *
 * Every server runs this, so each schedule is first claimed: one conditional update takes all its
 * due drafts unless another server holds them (`schedule_claimed_by`, until `schedule_lease_until`),
 * and commits at once, so the others pass it by. The publish then runs in a transaction that takes
 * the drafts again by that claim, so a schedule cancelled, moved or taken over meanwhile publishes
 * nothing here, and a server whose lease ran out publishes nothing twice. A server that died after
 * claiming leaves the claim until its lease has run out; then any server takes the schedule over.
 */
export async function publishDueSchedules(db: Db, now: Date, leaseMs = SCHEDULE_LEASE_MS): Promise<ScheduleRun> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const due = and(isNotNull(drafts.publishAt), lte(drafts.publishAt, at), isNull(drafts.scheduleError));
  const free = or(isNull(drafts.scheduleLeaseUntil), lte(drafts.scheduleLeaseUntil, at));
  const keyOf = (r: Pick<DraftRow, 'scheduleId' | 'document'>) => r.scheduleId ?? r.document;
  const waiting = await db
    .select({ document: drafts.document, scheduleId: drafts.scheduleId })
    .from(drafts)
    .where(and(due, free))
    .orderBy(asc(drafts.publishAt));
  const groups = new Map<string, string[]>();
  for (const row of waiting) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row.document]);
  const run: ScheduleRun = { published: [], failed: [] };
  for (const [key, documents] of groups) {
    const claim = randomUUID();
    const ofSchedule = or(eq(drafts.scheduleId, key), and(isNull(drafts.scheduleId), eq(drafts.document, key)));
    const claimed = await db
      .update(drafts)
      .set({ scheduleClaimedBy: claim, scheduleLeaseUntil: leaseUntil })
      .where(and(inArray(drafts.document, documents), ofSchedule, due, free))
      .returning({ document: drafts.document });
    if (claimed.length === 0) continue;
    await db.transaction(async (tx) => {
      // Taken again by the claim, in this transaction: an update, so on PostgreSQL the rows stay
      // locked against another server's claim until this commits.
      const rows = (
        await tx
          .update(drafts)
          .set({ scheduleLeaseUntil: leaseUntil })
          .where(and(eq(drafts.scheduleClaimedBy, claim), ofSchedule, due))
          .returning()
      ).sort((a, b) => (a.publishAt ?? '').localeCompare(b.publishAt ?? '') || a.document.localeCompare(b.document));
      if (rows.length === 0) return;
      const { languages } = await readSettings(tx);
      const docs: VersionedDocument[] = [];
      for (const row of rows) {
        const doc = await documentOf(tx, row, languages);
        if (doc) docs.push(doc);
      }
      const paths = docs.map((d) => d.path);
      try {
        // A transaction within this one: a failure undoes the publish, not the reason written below.
        const scheduledBy = rows[0]?.scheduledBy ?? null;
        await publishDrafts(tx, docs, {
          by: scheduledBy,
          force: true,
          note: 'Published on schedule',
          // The server publishes; the log names whose schedule it was.
          audit: { by: SERVER_ACTOR, detail: { scheduled_by: scheduledBy } },
        });
        run.published.push(...paths);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const reason = `The schedule could not be published, nothing of it was: ${message}`;
        await tx
          .update(drafts)
          .set({ scheduleError: reason, ...UNCLAIMED })
          .where(
            inArray(
              drafts.document,
              rows.map((r) => r.document),
            ),
          );
        run.failed.push({ paths, error: reason });
      }
    });
  }
  return run;
}

/** Every draft's document with its address and label: where the library looks for images in use. */
export async function draftUses(db: Db): Promise<{ path: string; label: string; data: unknown }[]> {
  const uses: { path: string; label: string; data: unknown }[] = [];
  const { languages } = await readSettings(db);
  // One by one: the caller may be inside a transaction.
  for (const row of await db.select().from(drafts)) {
    const doc = await documentOf(db, row, languages);
    if (doc) uses.push({ path: doc.path, label: doc.label, data: row.data });
  }
  return uses;
}

/**
 * Puts `to` wherever a draft holds `from` (an image replaced in the library), and moves a draft based
 * on a version that the same replace saved anew onto that new version (`resaved`: document id → the
 * versions before and after), so publishing it later is not taken for a conflict. A changed draft's
 * revision moves on, so an editor holding the older draft is told it changed instead of writing it back.
 */
export async function replaceUrlInDrafts(
  db: Db,
  from: string,
  to: string,
  resaved: ReadonlyMap<string, { before: number; after: number }>,
): Promise<void> {
  for (const row of await db.select().from(drafts)) {
    const holds = mediaUrlsIn(row.data).has(from);
    const moved = resaved.get(row.document);
    const rebase = moved !== undefined && moved.before === row.basedOn;
    if (!holds && !rebase) continue;
    await db
      .update(drafts)
      .set({
        data: holds ? withMediaUrlReplaced(row.data, from, to) : row.data,
        basedOn: rebase ? moved.after : row.basedOn,
        revision: holds ? row.revision + 1 : row.revision,
        updatedAt: holds ? new Date().toISOString() : row.updatedAt,
      })
      .where(eq(drafts.document, row.document));
  }
}

/** Every current draft's document by its id: what a preview shows over the published content. */
export async function draftDocuments(db: Db): Promise<Map<DocumentId, unknown>> {
  const rows = await db.select({ document: drafts.document, data: drafts.data }).from(drafts);
  return new Map(rows.map((r) => [r.document as DocumentId, r.data]));
}
