// The audit log's retention: entries older than AUDIT_RETENTION_DAYS go when the server starts and
// once a day after, by an injected clock; younger ones stay.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.js';
import { ENGINE } from '../db/engine.js';
import type { Db } from '../db/client.js';
import { freshPostgresDatabase } from '../test/pg-database.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';
import { purgeOldAuditEntries, startAuditRetention } from './retention.js';

const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of opened.splice(0).reverse()) await close();
});

async function app(overrides = {}, build = {}): Promise<TestApp> {
  const t = await makeTestApp(overrides, build);
  opened.push(() => t.close());
  return t;
}

const targets = async (db: Db) =>
  (await db.select({ target: auditLog.target }).from(auditLog).orderBy(asc(auditLog.at))).map((r) => r.target);

const store = (db: Db, days: Record<string, string>) =>
  db.insert(auditLog).values(Object.entries(days).map(([target, at]) => ({ action: 'published' as const, target, at })));

describe('purgeOldAuditEntries', () => {
  it('deletes the entries older than the kept days and keeps the rest', async () => {
    const { app: a } = await app();
    await store(a.db, { old: '2030-01-01T00:00:00.000Z', edge: '2030-01-02T12:00:00.000Z', young: '2030-01-10T00:00:00.000Z' });
    expect(await purgeOldAuditEntries(a.db, new Date('2030-01-12T12:00:00.000Z'), 10)).toBe(1);
    expect(await targets(a.db)).toEqual(['edge', 'young']);
  });
});

describe('startAuditRetention', () => {
  it('purges at once, then again each interval as the clock moves on, until stopped', async () => {
    const { app: a } = await app();
    await store(a.db, { first: '2030-01-01T00:00:00.000Z', second: '2030-01-05T00:00:00.000Z' });
    let now = new Date('2030-01-03T00:00:00.000Z');
    const runs: unknown[] = [];
    const stop = await startAuditRetention(a.db, { clock: () => now, days: 1, intervalMs: 20, report: (run) => runs.push(run) });
    expect(await targets(a.db)).toEqual(['second']);
    now = new Date('2030-01-07T00:00:00.000Z');
    // Its report comes once the purge has committed: wait for that, not for the rows to go.
    await expect.poll(() => runs.length, { timeout: 2000, interval: 20 }).toBe(2);
    stop();
    expect(await targets(a.db)).toEqual([]);
    expect(runs).toEqual([{ purged: 1 }, { purged: 1 }]);
  });
});

describe('the server', () => {
  it('purges entries older than AUDIT_RETENTION_DAYS when it starts', async () => {
    // Two servers one after the other on one database: the first writes, the second starts later.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-retention-'));
    const postgres = ENGINE === 'postgres' ? await freshPostgresDatabase() : undefined;
    opened.push(async () => {
      await postgres?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const shared = { databasePath: path.join(dir, 'site.db'), databaseUrl: postgres?.url };
    const first = await makeTestApp(shared);
    await store(first.app.db, { old: '2030-01-01T00:00:00.000Z', young: '2030-03-01T00:00:00.000Z' });
    await first.close();
    const later = await app({ ...shared, auditRetentionDays: 30 }, { clock: () => new Date('2030-03-10T00:00:00.000Z') });
    expect(await targets(later.app.db)).toEqual(['young']);
  });
});
