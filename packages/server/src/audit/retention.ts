// How long the audit log is kept (AUDIT_RETENTION_DAYS, 365 by default): older entries are deleted
// when the server starts and once a day after, by the server itself and never through the product.
// The clock is injectable, so tests move time instead of waiting for it.
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the entries older than `days` days before `now`; answers how many went. */
export async function purgeOldAuditEntries(db: Db, now: Date, days: number): Promise<number> {
  const before = new Date(now.getTime() - days * DAY_MS).toISOString();
  return (await db.delete(auditLog).where(lt(auditLog.at, before)).returning({ id: auditLog.id })).length;
}

export interface RetentionOptions {
  clock: () => Date;
  days: number;
  /** Between purges; a day unless a test says otherwise. */
  intervalMs?: number;
  /** Told how many entries each purge deleted, or why it failed (the server logs it). */
  report: (run: { purged: number } | { crashed: unknown }) => void;
}

/**
 * Purges once now, answering when that is done, then every `intervalMs`; the function it answers
 * stops it (the server calls it on close).
 */
export async function startAuditRetention(db: Db, options: RetentionOptions): Promise<() => void> {
  const purge = async () => {
    try {
      const purged = await purgeOldAuditEntries(db, options.clock(), options.days);
      if (purged > 0) options.report({ purged });
    } catch (error) {
      // A database that cannot be written now may be writable tomorrow.
      options.report({ crashed: error });
    }
  };
  await purge();
  const timer = setInterval(() => void purge(), options.intervalMs ?? DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
