// Token lifetime: the idle expiry and the absolute one, at use and in the start-up purge.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDb } from '../db/client.js';
import { users } from '../db/schema.js';
import { hashToken, issueToken, purgeExpiredTokens, userForToken } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const lifetime = { ttlDays: 14, maxAgeDays: 30 };

let dir: string;
let db: OpenDb;
let userId: number;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-tokens-'));
  db = openDatabase(path.join(dir, 'site.db'));
  const [user] = await db
    .insert(users)
    .values({ username: 'alice', email: 'alice@example.com', passwordHash: 'x' })
    .returning({ id: users.id });
  userId = user!.id;
});

afterEach(() => {
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const tokenCount = () => db.$client.prepare('SELECT count(*) FROM tokens').pluck().get();
const created = (token: string) =>
  Date.parse(db.$client.prepare('SELECT created_at FROM tokens WHERE token_hash = ?').pluck().get(hashToken(token)) as string);

describe('session tokens', async () => {
  it('are 256 random bits, stored only as their SHA-256', async () => {
    const token = await issueToken(db, userId);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(db.$client.prepare('SELECT token_hash FROM tokens').pluck().all()).toEqual([hashToken(token)]);
  });

  it('expire after the idle TTL without use', async () => {
    const token = await issueToken(db, userId);
    const issued = created(token);
    expect(await userForToken(db, token, lifetime, issued + 13 * DAY_MS)).toMatchObject({ username: 'alice' });
    expect(await userForToken(db, token, lifetime, issued + 13 * DAY_MS + 15 * DAY_MS)).toBeNull();
    expect(tokenCount()).toBe(0);
  });

  it('are refused and deleted after the maximum age even when used every day', async () => {
    const token = await issueToken(db, userId);
    const issued = created(token);
    for (let day = 1; day <= 30; day++) expect(await userForToken(db, token, lifetime, issued + day * DAY_MS)).not.toBeNull();
    expect(await userForToken(db, token, lifetime, issued + 30 * DAY_MS + 60_000)).toBeNull();
    expect(tokenCount()).toBe(0);
  });

  it('are purged on start when idle too long or older than the maximum age, and kept otherwise', async () => {
    const fresh = await issueToken(db, userId);
    const idle = await issueToken(db, userId);
    const old = await issueToken(db, userId);
    const now = Date.now();
    const set = (token: string, column: string, daysAgo: number) =>
      db.$client
        .prepare(`UPDATE tokens SET ${column} = ? WHERE token_hash = ?`)
        .run(new Date(now - daysAgo * DAY_MS).toISOString(), hashToken(token));
    set(idle, 'last_used_at', 15);
    set(old, 'created_at', 31);
    expect(await purgeExpiredTokens(db, lifetime, now)).toBe(2);
    expect(db.$client.prepare('SELECT token_hash FROM tokens').pluck().all()).toEqual([hashToken(fresh)]);
  });

  it('refresh their last use once when two requests of one token are answered at once, never moving it back', async () => {
    const token = await issueToken(db, userId);
    const issued = created(token);
    const lastUsed = () =>
      db.$client.prepare('SELECT last_used_at FROM tokens WHERE token_hash = ?').pluck().get(hashToken(token));
    // Both read the token before either writes: the later clock must win, whichever writes last.
    const later = issued + 2 * DAY_MS;
    const earlier = issued + 2 * DAY_MS - 30_000;
    const answers = await Promise.all([userForToken(db, token, lifetime, later), userForToken(db, token, lifetime, earlier)]);
    expect(answers).toEqual([expect.objectContaining({ username: 'alice' }), expect.objectContaining({ username: 'alice' })]);
    expect(lastUsed()).toBe(new Date(later).toISOString());
  });

  it('are not deleted as idle by one request after another request of them has just refreshed their last use', async () => {
    const token = await issueToken(db, userId);
    const issued = created(token);
    // Both read the token before either writes. The first request's clock has it one second short of
    // the idle TTL, so it refreshes last use; the second's has it just past, so it would delete it.
    const inTime = issued + lifetime.ttlDays * DAY_MS - 1000;
    const pastIt = issued + lifetime.ttlDays * DAY_MS + 1000;
    const answers = await Promise.all([userForToken(db, token, lifetime, inTime), userForToken(db, token, lifetime, pastIt)]);
    expect(answers).toEqual([expect.objectContaining({ username: 'alice' }), null]);
    expect(tokenCount()).toBe(1);
    expect(await userForToken(db, token, lifetime, pastIt)).toMatchObject({ username: 'alice' });
  });
});
