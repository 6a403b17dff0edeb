// The not-found log's rows: count an address that answered 404 (one upsert; a new address pushes the
// least recently seen out beyond NOT_FOUND_LOG_LIMIT), list them, clear one or all. Every server
// writes the same rows, so several behind a load balancer keep one log with nothing in memory.
import { desc, eq, notInArray, sql } from 'drizzle-orm';
import { NOT_FOUND_LOG_LIMIT, type NotFoundEntry, type NotFoundSort } from '@site/contracts';
import type { Db } from '../db/client.js';
import { notFoundLog } from '../db/schema.js';
import { probeFamilyOf } from './not-found-paths.js';

/** Visits to one address since it was last written. */
export interface NotFoundVisits {
  /** What the log counts them under (not-found-paths.ts: loggedPathOf). */
  path: string;
  hits: number;
  /** ISO times of the first and the last of them. */
  firstAt: string;
  lastAt: string;
  /** The host of the last page that linked there, of those that sent one. */
  referrerHost: string | null;
}

/** Counts visits to one address; an address new to the log then keeps it within `limit` rows. */
export async function recordNotFound(db: Db, visits: NotFoundVisits, limit = NOT_FOUND_LOG_LIMIT): Promise<void> {
  const { path, hits, firstAt, lastAt, referrerHost } = visits;
  const [row] = await db
    .insert(notFoundLog)
    .values({ path, hits, firstSeen: firstAt, lastSeen: lastAt, referrerHost })
    .onConflictDoUpdate({
      target: notFoundLog.path,
      set: {
        hits: sql`${notFoundLog.hits} + ${hits}`,
        lastSeen: lastAt,
        // The last page that linked here; a visit without one keeps the host known before.
        referrerHost: sql`coalesce(excluded.referrer_host, ${notFoundLog.referrerHost})`,
      },
    })
    .returning({ hits: notFoundLog.hits });
  // Only a new row can take the log over its bound; one that was there already has more hits now.
  if (row?.hits === hits) await keepNewest(db, limit);
}

/** Deletes every row but the `limit` seen most recently. */
async function keepNewest(db: Db, limit: number): Promise<void> {
  const newest = db
    .select({ path: notFoundLog.path })
    .from(notFoundLog)
    .orderBy(desc(notFoundLog.lastSeen), desc(notFoundLog.path))
    .limit(limit);
  await db.delete(notFoundLog).where(notInArray(notFoundLog.path, newest));
}

/** Every row, most visited or most recently seen first. */
export async function listNotFound(db: Db, sort: NotFoundSort): Promise<NotFoundEntry[]> {
  const order =
    sort === 'hits'
      ? [desc(notFoundLog.hits), desc(notFoundLog.lastSeen), notFoundLog.path]
      : [desc(notFoundLog.lastSeen), desc(notFoundLog.hits), notFoundLog.path];
  const rows = await db
    .select()
    .from(notFoundLog)
    .orderBy(...order)
    // The log holds no more, but a limit of its own keeps the answer bounded whatever the table holds.
    .limit(NOT_FOUND_LOG_LIMIT * 2);
  return rows.map((row) => ({
    path: row.path,
    hits: row.hits,
    first_seen: row.firstSeen,
    last_seen: row.lastSeen,
    referrer_host: row.referrerHost,
    probe: probeFamilyOf(row.path)?.label ?? null,
  }));
}

/** Clears one address; answers whether the log held it. */
export async function clearNotFound(db: Db, path: string): Promise<boolean> {
  const removed = await db.delete(notFoundLog).where(eq(notFoundLog.path, path)).returning({ path: notFoundLog.path });
  return removed.length > 0;
}

/** Clears the whole log; answers how many addresses it held. */
export async function clearAllNotFound(db: Db): Promise<number> {
  const removed = await db.delete(notFoundLog).returning({ path: notFoundLog.path });
  return removed.length;
}
