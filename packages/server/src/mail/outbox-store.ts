// The outbox rows of email alerts (db/schema.ts messageNotifications): claiming a due one, and
// recording how its try went. A claim is one UPDATE, so two server processes on the same database
// never take the same row. On SQLite one writer runs at a time, and the second finds it leased. On
// PostgreSQL two claims run side by side and may pick the same row; the second then waits for the
// first's row lock and checks its own conditions again on the row as the first left it, so the
// conditions are on the UPDATE itself, not only on the pick: there it finds the row leased and
// takes nothing (outbox-store.pg.test.ts).
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { sentFields } from '../content/messages.js';
import type { Db } from '../db/client.js';
import { contactMessages, messageNotifications as outbox } from '../db/schema.js';
import { laterOf } from '../db/dialect.js';
import type { AlertedMessage } from './alert-email.js';

/** A row this worker holds until `lease`; its writes name the lease, so a worker whose lease ran out writes nothing. */
export interface ClaimedAlert {
  messageId: number;
  queuedAt: Date;
  lease: string;
}

const WAITING = ['pending', 'retrying'] as const;

/** Takes the alert due longest ago (counting the try it starts), or none when nothing is due at `now`. */
export async function claimDueAlert(db: Db, now: Date, leaseMs: number): Promise<ClaimedAlert | undefined> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const claimable = and(
    inArray(outbox.state, [...WAITING]),
    lte(outbox.nextAttemptAt, at),
    or(isNull(outbox.leaseUntil), lte(outbox.leaseUntil, at)),
  );
  const due = db
    .select({ id: outbox.messageId })
    .from(outbox)
    .where(claimable)
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.messageId))
    .limit(1);
  const [claimed] = await db
    .update(outbox)
    .set({ leaseUntil: lease, attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.messageId, sql`(${due})`), claimable))
    .returning({ messageId: outbox.messageId, createdAt: outbox.createdAt });
  return claimed && { messageId: claimed.messageId, queuedAt: new Date(claimed.createdAt), lease };
}

/** The message an alert is about; undefined once it was deleted. */
export async function alertedMessage(db: Db, id: number): Promise<AlertedMessage | undefined> {
  const [message] = await db.select(sentFields).from(contactMessages).where(eq(contactMessages.id, id));
  return message;
}

const held = (claim: ClaimedAlert) => and(eq(outbox.messageId, claim.messageId), eq(outbox.leaseUntil, claim.lease));

export async function recordSent(db: Db, claim: ClaimedAlert, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ state: 'sent', sentAt: now.toISOString(), error: null, nextAttemptAt: null, leaseUntil: null })
    .where(held(claim));
}

/** A failed try: another at `next`, or none (`failed`) when `next` is null. */
export async function recordFailure(db: Db, claim: ClaimedAlert, error: string, next: Date | null): Promise<void> {
  await db
    .update(outbox)
    .set(
      next
        ? { state: 'retrying', error, nextAttemptAt: next.toISOString(), leaseUntil: null }
        : { state: 'failed', error, nextAttemptAt: null, leaseUntil: null },
    )
    .where(held(claim));
}

/** A try cut short by the server stopping: due again at once, for the next start (or another process). */
export async function releaseClaim(db: Db, claim: ClaimedAlert, error: string): Promise<void> {
  await db.update(outbox).set({ error, leaseUntil: null }).where(held(claim));
}

/** When the next alert becomes due (a leased one when its lease runs out), or undefined when none waits. */
export async function nextDueAt(db: Db): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${laterOf(outbox.nextAttemptAt, sql`coalesce(${outbox.leaseUntil}, '')`)})` })
    .from(outbox)
    .where(inArray(outbox.state, [...WAITING]));
  const at = row?.at;
  return at ? new Date(at) : undefined;
}
