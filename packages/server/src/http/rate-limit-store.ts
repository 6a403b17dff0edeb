// A store for @fastify/rate-limit that keeps its counts in the database (db/schema.ts requestCounts)
// instead of each process's memory, so every server sharing the database counts a client's requests
// together: N servers behind a load balancer allow exactly what one does. A count is a fixed window,
// as the plugin's own store keeps it: the first request of a client opens it, and the answers (429,
// the X-RateLimit headers, Retry-After) stay the plugin's.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { requestCounts } from '../db/schema.js';

export interface Counted {
  /** Requests in the window, this one included. */
  current: number;
  /** Milliseconds until the window closes. */
  ttl: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Counts one request under `key`: one upsert, so two servers counting at once both count (the
 * database makes the second wait for the row the first wrote). A window that has closed starts
 * again from this request. Closed windows of every key are deleted as requests come in.
 */
export async function countRequest(db: Db, key: string, windowMs: number, now = Date.now()): Promise<Counted> {
  const at = iso(now);
  const resetsAt = iso(now + windowMs);
  const closed = sql`${requestCounts.resetsAt} <= ${at}`;
  const [row] = await db
    .insert(requestCounts)
    .values({ key, hits: 1, resetsAt })
    .onConflictDoUpdate({
      target: requestCounts.key,
      set: {
        hits: sql`case when ${closed} then 1 else ${requestCounts.hits} + 1 end`,
        resetsAt: sql`case when ${closed} then ${resetsAt} else ${requestCounts.resetsAt} end`,
      },
    })
    .returning({ hits: requestCounts.hits, resetsAt: requestCounts.resetsAt });
  await db.delete(requestCounts).where(lte(requestCounts.resetsAt, at));
  return { current: row!.hits, ttl: Math.max(0, Date.parse(row!.resetsAt) - now) };
}

/**
 * The store class @fastify/rate-limit takes as `store`, counting under `name` (one limit's counts
 * apart from another's): `contact:203.0.113.7`.
 */
export function databaseRateLimitStore(db: Db, name: string): new (options?: unknown) => FastifyRateLimitStore {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      countRequest(db, `${name}:${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
