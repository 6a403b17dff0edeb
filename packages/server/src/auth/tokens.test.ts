// Token lifetime: the idle expiry and the absolute one, at use and in the start-up purge.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db, OpenDb } from '../db/client.js';
import { tokens, users } from '../db/schema.js';
import { openTestDatabase } from '../test/test-database.js';
import { hashToken, issueToken, purgeExpiredTokens, userForToken } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const lifetime = { ttlDays: 14, maxAgeDays: 30 };

let db: OpenDb;
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let userId: number;

beforeEach(async () => {
  opened = await openTestDatabase();
  db = opened.db;
  const [user] = await db
    .insert(users)
    .values({ username: 'alice', email: 'alice@example.com', passwordHash: 'x' })
    .returning({ id: users.id });
  userId = user!.id;
});

afterEach(async () => {
  await opened.close();
});

const tokenCount = async () => (await db.select().from(tokens)).length;
const hashes = async () => (await db.select({ hash: tokens.tokenHash }).from(tokens)).map((row) => row.hash);
const column = async (token: string, name: 'createdAt' | 'lastUsedAt') => {
  const [row] = await db
    .select({ value: tokens[name] })
    .from(tokens)
    .where(eq(tokens.tokenHash, hashToken(token)));
  return row?.value;
};
const created = async (token: string) => Date.parse((await column(token, 'createdAt'))!);

/**
 * `db` as seen by each of `readers` requests answered at once, whose reads all happen before any of
 * their writes, and whose writes come in the order the requests came (each after the request given as
 * `after` is answered). On SQLite they do so by themselves; on PostgreSQL the pool's connections may
 * run them in any order, so each update and delete waits here for its turn.
 */
function readsBeforeWrites(readers: number): (after?: Promise<unknown>) => Db {
  let read = 0;
  let everyoneRead: () => void = () => undefined;
  const allRead = new Promise<void>((resolve) => (everyoneRead = resolve));
  type Around = (run: () => Promise<unknown>) => Promise<unknown>;
  const wrap = <T extends object>(builder: T, around: Around): T =>
    new Proxy(builder, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (prop === 'then') {
          const run = () => Promise.resolve(target as unknown as PromiseLike<unknown>);
          return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) => around(run).then(resolve, reject);
        }
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const out = (value as (...a: unknown[]) => unknown).apply(target, args);
          return out !== null && typeof out === 'object' && 'then' in out ? wrap(out, around) : out;
        };
      },
    });
  const afterReading =
    (after: Promise<unknown> | undefined): Around =>
    async (run) => {
      await allRead;
      await after;
      return run();
    };
  const counted: Around = async (run) => {
    const result = await run();
    if (++read === readers) everyoneRead();
    return result;
  };
  return (after) =>
    new Proxy(db, {
      get(target, prop) {
        if (prop === 'select') return (...args: Parameters<Db['select']>) => wrap(target.select(...args), counted);
        if (prop === 'update') return (table: Parameters<Db['update']>[0]) => wrap(target.update(table), afterReading(after));
        if (prop === 'delete') return (table: Parameters<Db['delete']>[0]) => wrap(target.delete(table), afterReading(after));
        return Reflect.get(target, prop, target) as unknown;
      },
    });
}

describe('session tokens', async () => {
  it('are 256 random bits, stored only as their SHA-256', async () => {
    const token = await issueToken(db, userId);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashes()).toEqual([hashToken(token)]);
  });

  it('expire after the idle TTL without use', async () => {
    const token = await issueToken(db, userId);
    const issued = await created(token);
    expect(await userForToken(db, token, lifetime, issued + 13 * DAY_MS)).toMatchObject({ username: 'alice' });
    expect(await userForToken(db, token, lifetime, issued + 13 * DAY_MS + 15 * DAY_MS)).toBeNull();
    expect(await tokenCount()).toBe(0);
  });

  it('are refused and deleted after the maximum age even when used every day', async () => {
    const token = await issueToken(db, userId);
    const issued = await created(token);
    for (let day = 1; day <= 30; day++) expect(await userForToken(db, token, lifetime, issued + day * DAY_MS)).not.toBeNull();
    expect(await userForToken(db, token, lifetime, issued + 30 * DAY_MS + 60_000)).toBeNull();
    expect(await tokenCount()).toBe(0);
  });

  it('are purged on start when idle too long or older than the maximum age, and kept otherwise', async () => {
    const fresh = await issueToken(db, userId);
    const idle = await issueToken(db, userId);
    const old = await issueToken(db, userId);
    const now = Date.now();
    const set = (token: string, name: 'createdAt' | 'lastUsedAt', daysAgo: number) =>
      db
        .update(tokens)
        .set({ [name]: new Date(now - daysAgo * DAY_MS).toISOString() })
        .where(eq(tokens.tokenHash, hashToken(token)));
    await set(idle, 'lastUsedAt', 15);
    await set(old, 'createdAt', 31);
    expect(await purgeExpiredTokens(db, lifetime, now)).toBe(2);
    expect(await hashes()).toEqual([hashToken(fresh)]);
  });

  it('refresh their last use once when two requests of one token are answered at once, never moving it back', async () => {
    const token = await issueToken(db, userId);
    const issued = await created(token);
    const lastUsed = () => column(token, 'lastUsedAt');
    // Both read the token before either writes: the later clock must win, whichever writes last.
    const later = issued + 2 * DAY_MS;
    const earlier = issued + 2 * DAY_MS - 30_000;
    const racing = readsBeforeWrites(2);
    const first = userForToken(racing(), token, lifetime, later);
    const answers = await Promise.all([first, userForToken(racing(first), token, lifetime, earlier)]);
    expect(answers).toEqual([expect.objectContaining({ username: 'alice' }), expect.objectContaining({ username: 'alice' })]);
    expect(await lastUsed()).toBe(new Date(later).toISOString());
  });

  it('are not deleted as idle by one request after another request of them has just refreshed their last use', async () => {
    const token = await issueToken(db, userId);
    const issued = await created(token);
    // Both read the token before either writes. The first request's clock has it one second short of
    // the idle TTL, so it refreshes last use; the second's has it just past, so it would delete it.
    const inTime = issued + lifetime.ttlDays * DAY_MS - 1000;
    const pastIt = issued + lifetime.ttlDays * DAY_MS + 1000;
    const racing = readsBeforeWrites(2);
    const first = userForToken(racing(), token, lifetime, inTime);
    const answers = await Promise.all([first, userForToken(racing(first), token, lifetime, pastIt)]);
    expect(answers).toEqual([expect.objectContaining({ username: 'alice' }), null]);
    expect(await tokenCount()).toBe(1);
    expect(await userForToken(db, token, lifetime, pastIt)).toMatchObject({ username: 'alice' });
  });
});
