// Links to other sites, checked in the background and kept in link_checks with the date: at most
// once a day per address, with a short timeout and a few requests at a time, HEAD first and GET when
// a server refuses HEAD. Several servers on one database check an address once: a server claims it
// by moving its row's date to now before asking (a row checked within the day is left alone).
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { linkChecks } from '../../db/schema.js';
import type { LinkCheck } from './links.js';

/** An address is checked again a day after its last check. */
const LINK_CHECK_AGE_MS = 24 * 60 * 60 * 1000;
const LINK_TIMEOUT_MS = 5000;
const LINK_CONCURRENCY = 4;

/** The stored checks of these addresses. */
export async function readLinkChecks(db: Db, urls: readonly string[]): Promise<Map<string, LinkCheck>> {
  const found = new Map<string, LinkCheck>();
  const unique = [...new Set(urls)];
  // In slices: an IN list of thousands is more than some engines take.
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .select()
      .from(linkChecks)
      .where(inArray(linkChecks.url, unique.slice(i, i + 500)));
    for (const row of rows)
      found.set(row.url, { url: row.url, ok: row.ok, status: row.status, error: row.error, checkedAt: row.checkedAt });
  }
  return found;
}

/**
 * Takes the address for this server to check now: true when it had no check or only one older than
 * a day (its date is now set to `now`, so no other server takes it too), false when it is fresh.
 */
async function claim(db: Db, url: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const inserted = await db
    .insert(linkChecks)
    .values({ url, checkedAt: at, ok: true, status: null, error: null })
    .onConflictDoNothing()
    .returning({ url: linkChecks.url });
  if (inserted.length) return true;
  const staleBefore = new Date(now.getTime() - LINK_CHECK_AGE_MS).toISOString();
  const updated = await db
    .update(linkChecks)
    .set({ checkedAt: at })
    .where(and(eq(linkChecks.url, url), lt(linkChecks.checkedAt, staleBefore)))
    .returning({ url: linkChecks.url });
  return updated.length > 0;
}

/** What one request to an outside address came to. */
export type LinkAnswer = Pick<LinkCheck, 'ok' | 'status' | 'error'>;

/** Why a request got no answer, in words. */
function failureWords(error: unknown): string {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  if ((error as Error | null)?.name === 'TimeoutError' || (error as Error | null)?.name === 'AbortError')
    return 'no answer in time';
  if (cause?.code === 'ENOTFOUND' || cause?.code === 'EAI_AGAIN') return 'the name has no address (DNS)';
  if (cause?.code === 'ECONNREFUSED') return 'the connection was refused';
  if (cause?.code) return `the connection failed (${cause.code})`;
  return 'the connection failed';
}

/** Asks `url` once: HEAD, then GET when the server does not take HEAD; redirects are followed. */
export async function askLink(url: string, timeoutMs = LINK_TIMEOUT_MS): Promise<LinkAnswer> {
  const ask = async (method: 'HEAD' | 'GET') => {
    const response = await fetch(url, {
      method,
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': 'site-health link check', accept: '*/*' },
    });
    // Nothing of the body is needed: a GET's is let go at once.
    await response.body?.cancel().catch(() => {});
    return response.status;
  };
  try {
    let status = await ask('HEAD');
    if (status === 405 || status === 501 || status === 403) status = await ask('GET');
    return { ok: status < 400, status, error: null };
  } catch (error) {
    return { ok: false, status: null, error: failureWords(error) };
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface CheckOptions {
  now: () => Date;
  timeoutMs?: number;
  concurrency?: number;
  /** Asks an address (askLink; tests count the requests). */
  ask?: (url: string, timeoutMs: number) => Promise<LinkAnswer>;
}

/** Checks the addresses not checked within the day (claimed first), storing each answer with its date. */
export async function checkOutsideLinks(db: Db, urls: readonly string[], options: CheckOptions): Promise<void> {
  const { now, timeoutMs = LINK_TIMEOUT_MS, concurrency = LINK_CONCURRENCY, ask = askLink } = options;
  await eachLimited([...new Set(urls)], concurrency, async (url) => {
    if (!(await claim(db, url, now()))) return;
    const answer = await ask(url, timeoutMs);
    await db
      .update(linkChecks)
      .set({ ok: answer.ok, status: answer.status, error: answer.error, checkedAt: now().toISOString() })
      .where(eq(linkChecks.url, url));
  });
}
