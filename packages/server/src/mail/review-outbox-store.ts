// The stored emails to the reviewers, one per submit, written in the submit's transaction. They are
// rows of admin_settings under `review-email:<step>` (the database has no table of general email;
// its schema is shared by every part of the product), the value the email's facts and its delivery
// state as JSON. Every write of a row names the value it read, so of two servers claiming the same
// row one changes it and the other changes nothing and moves on: the claim is one conditional UPDATE,
// as the alerts' is (outbox-store.ts). A row is removed once its email was sent or given up on.
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { adminSettings } from '../db/schema.js';
import type { QueuedClaim } from './mail-queue.js';

const KEY_PREFIX = 'review-email:';

/** What the email says: which draft, who submitted it, with what note. */
export interface ReviewEmailFacts {
  step: number;
  path: string;
  label: string;
  by: string;
  note: string | null;
}

interface Delivery {
  queuedAt: string;
  attempts: number;
  nextAttemptAt: string;
  leaseUntil: string | null;
  error: string | null;
}

type Stored = ReviewEmailFacts & Delivery;

export interface ClaimedReviewEmail extends QueuedClaim {
  key: string;
  facts: ReviewEmailFacts;
  /** The row's value as this claim wrote it: later writes change the row only while it still holds this. */
  held: string;
}

/** Sorted by step: the key pads the step's number. */
const keyOf = (step: number) => `${KEY_PREFIX}${String(step).padStart(12, '0')}`;

export async function queueReviewEmail(db: Db, facts: ReviewEmailFacts, now: Date): Promise<void> {
  const at = now.toISOString();
  const stored: Stored = { ...facts, queuedAt: at, attempts: 0, nextAttemptAt: at, leaseUntil: null, error: null };
  await db.insert(adminSettings).values({ key: keyOf(facts.step), value: JSON.stringify(stored), updatedAt: at });
}

async function waiting(db: Db): Promise<{ key: string; value: string; stored: Stored }[]> {
  const rows = await db
    .select({ key: adminSettings.key, value: adminSettings.value })
    .from(adminSettings)
    .where(like(adminSettings.key, `${KEY_PREFIX}%`));
  return rows.map((row) => ({ ...row, stored: JSON.parse(row.value) as Stored })).sort((a, b) => a.key.localeCompare(b.key));
}

/** When a row may be tried: when due and not held by a live lease. */
const dueAt = (stored: Stored) =>
  stored.leaseUntil && stored.leaseUntil > stored.nextAttemptAt ? stored.leaseUntil : stored.nextAttemptAt;

/** Changes the row from `from` to `to`; false when another server changed it first. */
async function swap(db: Db, key: string, from: string, to: Stored | null, now: Date): Promise<boolean> {
  const where = and(eq(adminSettings.key, key), eq(adminSettings.value, from));
  const changed = to
    ? await db
        .update(adminSettings)
        .set({ value: JSON.stringify(to), updatedAt: now.toISOString() })
        .where(where)
        .returning({ key: adminSettings.key })
    : await db.delete(adminSettings).where(where).returning({ key: adminSettings.key });
  return changed.length > 0;
}

/** Takes the review email due longest ago, or none when nothing is due at `now`. */
export async function claimDueReviewEmail(db: Db, now: Date, leaseMs: number): Promise<ClaimedReviewEmail | undefined> {
  const at = now.toISOString();
  const due = (await waiting(db))
    .filter((row) => dueAt(row.stored) <= at)
    .sort((a, b) => dueAt(a.stored).localeCompare(dueAt(b.stored)));
  for (const row of due) {
    const claimed: Stored = {
      ...row.stored,
      attempts: row.stored.attempts + 1,
      leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
    };
    if (!(await swap(db, row.key, row.value, claimed, now))) continue;
    const { step, path, label, by, note } = claimed;
    return {
      key: row.key,
      facts: { step, path, label, by, note },
      held: JSON.stringify(claimed),
      queuedAt: new Date(claimed.queuedAt),
      logFields: { reviewStep: step },
    };
  }
  return undefined;
}

export async function recordReviewEmailSent(db: Db, claim: ClaimedReviewEmail, now: Date): Promise<void> {
  await swap(db, claim.key, claim.held, null, now);
}

/** A failed try: another at `next`; none (the row removed, the log keeps the reason) when `next` is null. */
export async function recordReviewEmailFailure(
  db: Db,
  claim: ClaimedReviewEmail,
  error: string,
  next: Date | null,
  now = new Date(),
): Promise<void> {
  const stored = JSON.parse(claim.held) as Stored;
  await swap(
    db,
    claim.key,
    claim.held,
    next ? { ...stored, error, nextAttemptAt: next.toISOString(), leaseUntil: null } : null,
    now,
  );
}

export async function releaseReviewEmail(db: Db, claim: ClaimedReviewEmail, error: string, now = new Date()): Promise<void> {
  const stored = JSON.parse(claim.held) as Stored;
  await swap(db, claim.key, claim.held, { ...stored, error, leaseUntil: null }, now);
}

export async function nextReviewEmailDueAt(db: Db): Promise<Date | undefined> {
  const times = (await waiting(db)).map((row) => dueAt(row.stored)).sort();
  return times[0] ? new Date(times[0]) : undefined;
}

/** The review emails still waiting, oldest first: for the tests and the operator. */
export async function waitingReviewEmails(db: Db): Promise<(ReviewEmailFacts & { attempts: number; error: string | null })[]> {
  return (await waiting(db)).map(({ stored }) => ({
    step: stored.step,
    path: stored.path,
    label: stored.label,
    by: stored.by,
    note: stored.note,
    attempts: stored.attempts,
    error: stored.error,
  }));
}
