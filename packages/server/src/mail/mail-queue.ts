// What the outbox worker (outbox.ts) delivers from: a queue of stored emails it claims one at a time,
// composes at the try, and records each try's outcome on. Message alerts are one queue
// (alert-queue.ts), the reviewers' emails another (review-queue.ts); both outlive a restart and a
// stretch of SMTP being down, and a claim holds a lease so that two servers never send one twice.
import type { Db } from '../db/client.js';
import type { OutgoingEmail } from './smtp-sender.js';

/** A row this worker holds: when it was queued (tries stop a day after) and what the log names it by. */
export interface QueuedClaim {
  queuedAt: Date;
  /** For the log: `{ messageId: 4 }`, `{ reviewStep: 9 }`. */
  logFields: Record<string, unknown>;
}

/** What a claimed row is now: an email to send, nothing to send any more, or a reason it can never be sent. */
type Composed = { email: OutgoingEmail } | { gone: true } | { unsendable: string };

export interface MailQueue<C extends QueuedClaim = QueuedClaim> {
  /** For the log: "email alert", "review email". */
  readonly kind: string;
  /** Takes the row due longest ago, or none when nothing is due at `now`. */
  claimDue(db: Db, now: Date, leaseMs: number): Promise<C | undefined>;
  compose(db: Db, claim: C): Promise<Composed>;
  recordSent(db: Db, claim: C, now: Date): Promise<void>;
  /** A failed try: another at `next`, or none when `next` is null. */
  recordFailure(db: Db, claim: C, error: string, next: Date | null): Promise<void>;
  /** A try cut short by the server stopping: due again at once. */
  releaseClaim(db: Db, claim: C, error: string): Promise<void>;
  /** When the next row becomes due (a leased one when its lease runs out), or undefined when none waits. */
  nextDueAt(db: Db): Promise<Date | undefined>;
}
