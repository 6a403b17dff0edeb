// On PostgreSQL, the tables' triggers tell a running site of what another process commits (that it
// shows within a second is external-writes.test.ts, on both engines): the site's own writes are not
// counted twice, and every table an answer comes from has its trigger.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTableConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { connectDatabase } from '../db/client.js';
import * as pgSchema from '../db/pg-schema.js';
import { readSection, writeSection } from '../content/sections.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';
import { EXTERNAL_WRITE_POLL_MS } from './external-writes.js';

/** Tables no answer depends on, which change often (sessions, second factors, alerts, the shared limits and locks, the audit log, who has a form open): no trigger, on purpose. */
const UNWATCHED = [
  'tokens',
  'message_notifications',
  'login_attempts',
  'request_counts',
  'start_locks',
  'recovery_codes',
  'passkeys',
  'auth_challenges',
  'audit_log',
  'presence',
  'redirect_hits',
  'not_found_log',
  'link_checks',
  'site_health_runs',
];

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

describe('writes by another process, on PostgreSQL', () => {
  it("are told apart from the site's own, which its write path announces once", async () => {
    const bumps = vi.fn();
    const stop = t.app.db.$onExternalWrite(bumps);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 200));
    try {
      // The site hears the writes committed while it listens, from the moment its listening
      // connection is up (a write before that is no notice): another process writes until one is heard.
      const other = await connectDatabase(t.config);
      try {
        await vi.waitFor(
          async () => {
            await writeSection(other, 'faq', await readSection(other, 'faq'));
            await vi.waitFor(() => expect(bumps).toHaveBeenCalled(), { timeout: 300, interval: 20 });
          },
          { timeout: EXTERNAL_WRITE_POLL_MS * 10, interval: 0 },
        );
      } finally {
        await other.$close();
      }
      // Listening now: the site's own write is no notice (a notice of it would arrive within the pause).
      await pause();
      const heard = bumps.mock.calls.length;
      await writeSection(t.app.db, 'faq', await readSection(t.app.db, 'faq'));
      await pause();
      expect(bumps).toHaveBeenCalledTimes(heard);
    } finally {
      stop();
    }
  });

  it('come from every table but the ones no answer depends on', async () => {
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    const { rows } = await client
      .query<{ table: string }>(
        `select c.relname as "table" from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname like '%_notify_write'`,
      )
      .finally(() => client.end());
    const watched = rows.map((row) => row.table).sort();
    const tables = Object.values(pgSchema).map((table) => getTableConfig(table).name);
    expect(watched).toEqual(tables.filter((name) => !UNWATCHED.includes(name)).sort());
  });
});
