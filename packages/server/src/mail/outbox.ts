// The worker that delivers the outbox's emails: message alerts (a message and its alert row are
// stored together, content/messages.ts) and the reviewers' emails (stored with the review step,
// content/review.ts), each a queue (mail-queue.ts). This worker, in the server process, sends what is
// due, one email at a time, records how each try went, and sleeps until the next is due or it is
// woken. It starts with whatever was left due by an earlier run, and stops without leaving a claim behind.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { MailQueue } from './mail-queue.js';
import { DEFAULT_RETRY, failureReason, isPermanentRefusal, nextTry, type RetryPolicy } from './retry.js';
import type { MailSender } from './smtp-sender.js';

export interface OutboxTiming {
  /** The clock alerts are queued, tried and given up by. */
  now?: () => Date;
  retry?: RetryPolicy;
  /** The longest sleep: rows written or released by another process are seen within it. */
  pollMs?: number;
  /** How long a claimed row is this worker's; past it another process may try it (this one crashed). */
  leaseMs?: number;
  /** How long stopping waits for a try under way before cutting it off. */
  stopGraceMs?: number;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

const STOPPED_DURING_TRY = 'The server stopped during this try; it is tried again at the next start.';

export class Outbox {
  readonly now: () => Date;
  private readonly retry: RetryPolicy;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly stopGraceMs: number;
  private running: Promise<void> | undefined;
  private stopping = false;
  /** Ends the current sleep; set while sleeping. */
  private wakeUp: (() => void) | undefined;
  /** A wake that came while awake: the next sleep is skipped, so no arrival is missed. */
  private wokenMeanwhile = false;
  private inFlight: AbortController | undefined;

  constructor(
    private readonly db: Db,
    private readonly sender: MailSender,
    /** Tried in this order: each due row of the first before any of the next. */
    private readonly queues: readonly MailQueue[],
    private readonly log: Log,
    timing: OutboxTiming = {},
  ) {
    this.now = timing.now ?? (() => new Date());
    this.retry = timing.retry ?? DEFAULT_RETRY;
    this.pollMs = timing.pollMs ?? 30_000;
    // Longer than a try can take with the sender's timeouts (smtp-sender.ts).
    this.leaseMs = timing.leaseMs ?? 5 * 60_000;
    this.stopGraceMs = timing.stopGraceMs ?? 3_000;
  }

  start(): void {
    this.running ??= this.run();
  }

  /** An email was queued: look for due ones now rather than at the end of the sleep. */
  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.wokenMeanwhile = true;
  }

  /** Stops the loop: a try under way gets a short grace, then is cut off and left due for the next start. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    const cutOff = setTimeout(() => this.inFlight?.abort(), this.stopGraceMs);
    try {
      await this.running;
    } finally {
      clearTimeout(cutOff);
      this.sender.close();
    }
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let tried = false;
      try {
        tried = await this.deliverOne();
      } catch (error) {
        // The database itself failed; nothing was claimed, or the lease frees it later.
        this.log.error({ err: error }, 'the email outbox could not be read');
      }
      if (!tried && !this.stopping) await this.sleep(await this.waitMs());
    }
  }

  /** Tries the email due longest ago of the first queue that has one; false when none is due. */
  private async deliverOne(): Promise<boolean> {
    for (const queue of this.queues) {
      if (await this.deliverFrom(queue)) return true;
    }
    return false;
  }

  private async deliverFrom(queue: MailQueue): Promise<boolean> {
    const claim = await queue.claimDue(this.db, this.now(), this.leaseMs);
    if (!claim) return false;
    const composed = await queue.compose(this.db, claim);
    if ('gone' in composed) return true;
    if ('unsendable' in composed) {
      await queue.recordFailure(this.db, claim, composed.unsendable, null);
      this.log.warn(claim.logFields, `${queue.kind} failed for good: ${composed.unsendable}`);
      return true;
    }
    const controller = (this.inFlight = new AbortController());
    try {
      const { rejected } = await this.sender.send(composed.email, controller.signal);
      await queue.recordSent(this.db, claim, this.now());
      this.log.info(claim.logFields, `${queue.kind} sent`);
      if (rejected.length)
        this.log.warn({ ...claim.logFields, rejected }, `the SMTP server refused some ${queue.kind} addresses`);
    } catch (error) {
      if (controller.signal.aborted) {
        await queue.releaseClaim(this.db, claim, STOPPED_DURING_TRY);
        return true;
      }
      const reason = failureReason(error);
      const next = isPermanentRefusal(error) ? null : nextTry(this.retry, claim.queuedAt, this.now());
      await queue.recordFailure(this.db, claim, reason, next);
      this.log.warn(
        { ...claim.logFields, reason, nextAttemptAt: next?.toISOString() ?? null },
        next ? `${queue.kind} failed, will try again` : `${queue.kind} failed for good`,
      );
    } finally {
      this.inFlight = undefined;
    }
    return true;
  }

  /** Until the next email is due, at most `pollMs`. */
  private async waitMs(): Promise<number> {
    try {
      const dues = await Promise.all(this.queues.map((queue) => queue.nextDueAt(this.db)));
      const due = dues.reduce<Date | undefined>((soonest, at) => (at && (!soonest || at < soonest) ? at : soonest), undefined);
      // A floor of a few milliseconds: a row due but not claimable (a clock step) never spins the loop.
      return due ? Math.max(5, Math.min(this.pollMs, due.getTime() - this.now().getTime())) : this.pollMs;
    } catch {
      return this.pollMs;
    }
  }

  private sleep(ms: number): Promise<void> {
    // Stopped while the wait was being worked out (the queues are read first): no sleep at all.
    if (this.stopping) return Promise.resolve();
    if (this.wokenMeanwhile) {
      this.wokenMeanwhile = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      // Unreferenced: a sleeping worker never keeps the process alive on its own.
      const timer = setTimeout(done, ms);
      timer.unref();
      this.wakeUp = done;
    });
  }
}
