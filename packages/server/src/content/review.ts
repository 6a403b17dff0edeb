// Review before publishing: a draft is submitted (marked in review, with a note), then approved
// (published, or scheduled, through the drafts' own publish and schedule) or sent back with a
// comment the author sees on the draft until they submit it again. Each step is a row of
// draft_review_steps, the draft's review history, written in the step's transaction with its
// audit entry and, for a submit, the email to the reviewers. A translation's draft is reviewed on
// its own, as a document of its own (draft-documents.ts).
import { asc, eq } from 'drizzle-orm';
import type { DraftReview, Published, ReviewHistory, ReviewState, Scheduled } from '@site/contracts';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { draftReviewSteps, drafts } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { VersionedDocument } from './history.js';
import { publishDrafts, scheduleDrafts } from './drafts.js';
import { reviewOf } from './review-state.js';
import { translationCodeOf } from './draft-documents.js';
import { queueReviewEmail } from '../mail/review-outbox-store.js';

/** Who takes a step: the name the history shows, and the audit log's actor. */
export interface Reviewer {
  by: string;
  audit: AuditActor;
}

type DraftRow = typeof drafts.$inferSelect;

/** The audit log's name of the draft's document: its path, and a translation's language (`home/hero [bn]`). */
function reviewTarget(doc: VersionedDocument): string {
  const code = translationCodeOf(doc);
  return code === undefined ? doc.path : `${doc.path} [${code}]`;
}

async function requireDraft(db: Db, doc: VersionedDocument): Promise<DraftRow> {
  const [row] = await db.select().from(drafts).where(eq(drafts.document, doc.id));
  if (!row) throw new ApiError(404, { error: `${doc.label} has no draft.` });
  return row;
}

/** Refuses a review step on a draft that is not waiting for one. */
function requireInReview(doc: VersionedDocument, row: DraftRow): void {
  if (row.reviewState === 'in_review') return;
  const now =
    row.reviewState === 'approved' ? 'was already approved' : row.reviewState ? 'was sent back for changes' : 'was not submitted';
  throw new ApiError(409, { error: `The draft of ${doc.label} is not in review: it ${now}.` });
}

/** Moves the draft to `state` and adds the step to its history. */
async function takeStep(db: Db, doc: VersionedDocument, state: ReviewState, by: string, note: string | null, now: Date) {
  const at = now.toISOString();
  await db
    .update(drafts)
    .set({ reviewState: state, reviewBy: by, reviewNote: note, reviewAt: at })
    .where(eq(drafts.document, doc.id));
  const [step] = await db
    .insert(draftReviewSteps)
    .values({ document: doc.id, state, by, note, at })
    .returning({ id: draftReviewSteps.id });
  return { id: step!.id, review: { state, by, note, at } satisfies DraftReview };
}

/**
 * Marks the draft in review with `note`, and queues the email to the reviewers. A draft already in
 * review or approved is refused (409); one sent back for changes is submitted again.
 */
export async function submitForReview(
  db: Db,
  doc: VersionedDocument,
  note: string | undefined,
  who: Reviewer,
  now: Date,
): Promise<DraftReview> {
  return db.transaction(async (tx) => {
    const row = await requireDraft(tx, doc);
    if (row.reviewState === 'in_review' || row.reviewState === 'approved') {
      const what =
        row.reviewState === 'in_review'
          ? `is already in review (submitted by ${row.reviewBy ?? 'someone'})`
          : 'was already approved';
      throw new ApiError(409, { error: `The draft of ${doc.label} ${what}.` });
    }
    const step = await takeStep(tx, doc, 'in_review', who.by, note || null, now);
    await recordAudit(tx, who.audit, { action: 'review_submitted', target: reviewTarget(doc), detail: note ? { note } : null });
    await queueReviewEmail(tx, { step: step.id, path: doc.path, label: doc.label, by: who.by, note: note || null }, now);
    return step.review;
  });
}

/** Sends the draft back to its author with `comment`; it stays a draft, and the comment shows on it. */
export async function requestChanges(
  db: Db,
  doc: VersionedDocument,
  comment: string,
  who: Reviewer,
  now: Date,
): Promise<DraftReview> {
  return db.transaction(async (tx) => {
    requireInReview(doc, await requireDraft(tx, doc));
    const step = await takeStep(tx, doc, 'changes_requested', who.by, comment, now);
    await recordAudit(tx, who.audit, { action: 'review_changes_requested', target: reviewTarget(doc), detail: { comment } });
    return step.review;
  });
}

/**
 * Approves a draft in review: published now through the drafts' publish (a 412 when a newer version
 * was published since it was started: nothing is approved then), or scheduled for `at`, the draft
 * then staying approved until its time.
 */
export async function approveDraft(
  db: Db,
  doc: VersionedDocument,
  at: Date | undefined,
  who: Reviewer,
  now: Date,
): Promise<Published | Scheduled> {
  return db.transaction(async (tx) => {
    requireInReview(doc, await requireDraft(tx, doc));
    const step = await takeStep(tx, doc, 'approved', who.by, at ? `Scheduled for ${at.toISOString()}` : null, now);
    if (at) {
      await recordAudit(tx, who.audit, {
        action: 'review_approved',
        target: reviewTarget(doc),
        detail: { step: step.id, publish_at: at.toISOString() },
      });
      // The schedule and the publish write their own entries (`scheduled`, `published`).
      return await scheduleDrafts(tx, [doc], at, now, who.by, who.audit);
    }
    await recordAudit(tx, who.audit, { action: 'review_approved', target: reviewTarget(doc), detail: { step: step.id } });
    return await publishDrafts(tx, [doc], {
      by: who.by,
      note: `Approved and published by ${who.by}`,
      audit: { by: who.audit },
    });
  });
}

/** Where the document's draft stands in review, and every review step of the document so far (of earlier drafts too). */
export async function reviewHistory(db: Db, doc: VersionedDocument): Promise<ReviewHistory> {
  const [row] = await db.select().from(drafts).where(eq(drafts.document, doc.id));
  const steps = await db
    .select()
    .from(draftReviewSteps)
    .where(eq(draftReviewSteps.document, doc.id))
    .orderBy(asc(draftReviewSteps.at), asc(draftReviewSteps.id));
  return {
    review: row ? reviewOf(row) : null,
    steps: steps.map((s) => ({ id: s.id, state: s.state, by: s.by, note: s.note, at: s.at })),
  };
}
