// Token lifetime: the idle expiry and the absolute one, at use and in the start-up purge.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { hashToken, issueToken, purgeExpiredTokens, userForToken } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const lifetime = { ttlDays: 14, maxAgeDays: 30 };

let dir: string;
let db: Db;
let userId: number;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-tokens-'));
  db = openDatabase(path.join(dir, 'site.db'));
  userId = db
    .insert(users)
    .values({ username: 'alice', email: 'alice@example.com', passwordHash: 'x' })
    .returning({ id: users.id })
    .get().id;
});

afterEach(() => {
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const tokenCount = () => db.$client.prepare('SELECT count(*) FROM tokens').pluck().get();
const created = (token: string) =>
  Date.parse(db.$client.prepare('SELECT created_at FROM tokens WHERE token_hash = ?').pluck().get(hashToken(token)) as string);

describe('session tokens', () => {
  it('are 256 random bits, stored only as their SHA-256', () => {
    const token = issueToken(db, userId);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(db.$client.prepare('SELECT token_hash FROM tokens').pluck().all()).toEqual([hashToken(token)]);
  });

  it('expire after the idle TTL without use', () => {
    const token = issueToken(db, userId);
    const issued = created(token);
    expect(userForToken(db, token, lifetime, issued + 13 * DAY_MS)).toMatchObject({ username: 'alice' });
    expect(userForToken(db, token, lifetime, issued + 13 * DAY_MS + 15 * DAY_MS)).toBeNull();
    expect(tokenCount()).toBe(0);
  });

  it('are refused and deleted after the maximum age even when used every day', () => {
    const token = issueToken(db, userId);
    const issued = created(token);
    for (let day = 1; day <= 30; day++) expect(userForToken(db, token, lifetime, issued + day * DAY_MS)).not.toBeNull();
    expect(userForToken(db, token, lifetime, issued + 30 * DAY_MS + 60_000)).toBeNull();
    expect(tokenCount()).toBe(0);
  });

  it('are purged on start when idle too long or older than the maximum age, and kept otherwise', () => {
    const fresh = issueToken(db, userId);
    const idle = issueToken(db, userId);
    const old = issueToken(db, userId);
    const now = Date.now();
    const set = (token: string, column: string, daysAgo: number) =>
      db.$client
        .prepare(`UPDATE tokens SET ${column} = ? WHERE token_hash = ?`)
        .run(new Date(now - daysAgo * DAY_MS).toISOString(), hashToken(token));
    set(idle, 'last_used_at', 15);
    set(old, 'created_at', 31);
    expect(purgeExpiredTokens(db, lifetime, now)).toBe(2);
    expect(db.$client.prepare('SELECT token_hash FROM tokens').pluck().all()).toEqual([hashToken(fresh)]);
  });
});
