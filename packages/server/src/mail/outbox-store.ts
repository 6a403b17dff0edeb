// The outbox rows of email alerts (db/schema.ts messageNotifications): claiming a due one, and
// recording how its try went. A claim is one UPDATE, so two server processes on the same database
// never take the same row: SQLite runs one writer at a time, and the second finds it leased.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { sentFields } from '../content/messages.js';
import type { Db } from '../db/client.js';
import { contactMessages, messageNotifications as outbox } from '../db/schema.js';
import type { AlertedMessage } from './alert-email.js';

/** A row this worker holds until `lease`; its writes name the lease, so a worker whose lease ran out writes nothing. */
export interface ClaimedAlert {
  messageId: number;
  queuedAt: Date;
  lease: string;
}

const WAITING = ['pending', 'retrying'] as const;

/** Takes the alert due longest ago (counting the try it starts), or none when nothing is due at `now`. */
export function claimDueAlert(db: Db, now: Date, leaseMs: number): ClaimedAlert | undefined {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const due = db
    .select({ id: outbox.messageId })
    .from(outbox)
    .where(
      and(
        inArray(outbox.state, [...WAITING]),
        lte(outbox.nextAttemptAt, at),
        or(isNull(outbox.leaseUntil), lte(outbox.leaseUntil, at)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.messageId))
    .limit(1);
  const claimed = db
    .update(outbox)
    .set({ leaseUntil: lease, attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.messageId, sql`(${due})`))
    .returning({ messageId: outbox.messageId, createdAt: outbox.createdAt })
    .get();
  return claimed && { messageId: claimed.messageId, queuedAt: new Date(claimed.createdAt), lease };
}

/** The message an alert is about; undefined once it was deleted. */
export function alertedMessage(db: Db, id: number): AlertedMessage | undefined {
  return db.select(sentFields).from(contactMessages).where(eq(contactMessages.id, id)).get();
}

const held = (claim: ClaimedAlert) => and(eq(outbox.messageId, claim.messageId), eq(outbox.leaseUntil, claim.lease));

export function recordSent(db: Db, claim: ClaimedAlert, now: Date): void {
  db.update(outbox)
    .set({ state: 'sent', sentAt: now.toISOString(), error: null, nextAttemptAt: null, leaseUntil: null })
    .where(held(claim))
    .run();
}

/** A failed try: another at `next`, or none (`failed`) when `next` is null. */
export function recordFailure(db: Db, claim: ClaimedAlert, error: string, next: Date | null): void {
  db.update(outbox)
    .set(
      next
        ? { state: 'retrying', error, nextAttemptAt: next.toISOString(), leaseUntil: null }
        : { state: 'failed', error, nextAttemptAt: null, leaseUntil: null },
    )
    .where(held(claim))
    .run();
}

/** A try cut short by the server stopping: due again at once, for the next start (or another process). */
export function releaseClaim(db: Db, claim: ClaimedAlert, error: string): void {
  db.update(outbox).set({ error, leaseUntil: null }).where(held(claim)).run();
}

/** When the next alert becomes due (a leased one when its lease runs out), or undefined when none waits. */
export function nextDueAt(db: Db): Date | undefined {
  const at = db
    .select({ at: sql<string | null>`min(max(${outbox.nextAttemptAt}, coalesce(${outbox.leaseUntil}, '')))` })
    .from(outbox)
    .where(inArray(outbox.state, [...WAITING]))
    .get()?.at;
  return at ? new Date(at) : undefined;
}
