// What a starting server does that only one may do at a time on one database (the demo seed of an
// empty database, the first settings and admin): `$whileStarting` of the open database (db/client.ts)
// runs it under a lock every server takes. PostgreSQL has an advisory lock for it (db/postgres.ts),
// released by the server itself, or by the database when the server's connection ends. SQLite's
// lock is a row of start_locks (db/schema.ts): taken with one conditional upsert, renewed while
// held, deleted after; a holder that died leaves it, and it is free once its lease has run out.
// The wait is polled, never a blocked thread, so the holder's own work goes on meanwhile.
import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from './client.js';
import { startLocks } from './schema.js';

export interface LeaseLockOptions {
  /** How long a lock is held without renewal: a holder that died holds it no longer. */
  leaseMs?: number;
  /** How often a waiting server looks again. */
  pollMs?: number;
  /** Injectable clock for tests. */
  now?: () => number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Takes the lock `name` if it is free now (or its holder's lease ran out): true when `holder` has it. */
export async function takeLeaseLock(db: Db, name: string, holder: string, leaseMs: number, now: number): Promise<boolean> {
  const until = iso(now + leaseMs);
  const [taken] = await db
    .insert(startLocks)
    .values({ name, holder, until })
    .onConflictDoUpdate({ target: startLocks.name, set: { holder, until }, setWhere: lte(startLocks.until, iso(now)) })
    .returning({ holder: startLocks.holder });
  return taken?.holder === holder;
}

/** Runs `work` holding the lock `name`, after whoever holds it now (or held it and died). */
export async function withLeaseLock<T>(db: Db, name: string, work: () => Promise<T>, options: LeaseLockOptions = {}): Promise<T> {
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 100;
  const now = options.now ?? Date.now;
  const holder = randomUUID();
  while (!(await takeLeaseLock(db, name, holder, leaseMs, now()))) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const held = and(eq(startLocks.name, name), eq(startLocks.holder, holder));
  const renewal = setInterval(() => {
    db.update(startLocks)
      .set({ until: iso(now() + leaseMs) })
      .where(held)
      .catch(() => {});
  }, leaseMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(renewal);
    await db.delete(startLocks).where(held);
  }
}
