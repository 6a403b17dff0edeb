// The worker that delivers email alerts from the outbox. A message and its alert row are stored
// together (content/messages.ts); this worker, in the server process, sends what is due, one alert
// at a time, records how each try went, and sleeps until the next is due or a message arrives.
// It starts with whatever was left due by an earlier run, and stops without leaving a claim behind.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { alertEmail, type AlertSettings } from './alert-email.js';
import { alertedMessage, claimDueAlert, nextDueAt, recordFailure, recordSent, releaseClaim } from './outbox-store.js';
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
const NO_RECIPIENT = 'No address was set to get email alerts (Site settings → Notifications).';

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
    /** Read at every try: the recipients can change in the editor while the server runs. */
    private readonly settings: () => AlertSettings | Promise<AlertSettings>,
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

  /** A message arrived: look for due alerts now rather than at the end of the sleep. */
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
        this.log.error({ err: error }, 'the email alert outbox could not be read');
      }
      if (!tried && !this.stopping) await this.sleep(await this.waitMs());
    }
  }

  /** Tries the alert due longest ago; false when none is due. */
  private async deliverOne(): Promise<boolean> {
    const claim = await claimDueAlert(this.db, this.now(), this.leaseMs);
    if (!claim) return false;
    const message = await alertedMessage(this.db, claim.messageId);
    // Deleting a message deletes its alert too; this one went between the claim and now.
    if (!message) return true;
    const settings = await this.settings();
    // Every address was removed after the message arrived: nobody to tell, and trying again changes nothing.
    if (settings.to.length === 0) {
      await recordFailure(this.db, claim, NO_RECIPIENT, null);
      this.log.warn({ messageId: message.id }, 'email alert failed for good: no address to send it to');
      return true;
    }
    const controller = (this.inFlight = new AbortController());
    try {
      const { rejected } = await this.sender.send(alertEmail(message, settings), controller.signal);
      await recordSent(this.db, claim, this.now());
      this.log.info({ messageId: message.id }, 'email alert sent');
      if (rejected.length) this.log.warn({ messageId: message.id, rejected }, 'the SMTP server refused some alert addresses');
    } catch (error) {
      if (controller.signal.aborted) {
        await releaseClaim(this.db, claim, STOPPED_DURING_TRY);
        return true;
      }
      const reason = failureReason(error);
      const next = isPermanentRefusal(error) ? null : nextTry(this.retry, claim.queuedAt, this.now());
      await recordFailure(this.db, claim, reason, next);
      this.log.warn(
        { messageId: message.id, reason, nextAttemptAt: next?.toISOString() ?? null },
        next ? 'email alert failed, will try again' : 'email alert failed for good',
      );
    } finally {
      this.inFlight = undefined;
    }
    return true;
  }

  /** Until the next alert is due, at most `pollMs`. */
  private async waitMs(): Promise<number> {
    try {
      const due = await nextDueAt(this.db);
      // A floor of a few milliseconds: a row due but not claimable (a clock step) never spins the loop.
      return due ? Math.max(5, Math.min(this.pollMs, due.getTime() - this.now().getTime())) : this.pollMs;
    } catch {
      return this.pollMs;
    }
  }

  private sleep(ms: number): Promise<void> {
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
