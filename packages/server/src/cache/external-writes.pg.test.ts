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
import { slowListenerProxy } from '../test/slow-listener.js';
import { EXTERNAL_WRITE_POLL_MS } from './external-writes.js';

/** Longer than a notice takes to arrive, so a write made before the site listens goes unheard. */
const LISTENER_HOLD_MS = 1500;

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
  it("are heard from the moment the site listens, and told apart from the site's own, which its write path announces once", async () => {
    // The site's listening connection takes a while to come up; PostgreSQL tells only the sessions
    // listening as a write commits, so the watch answers once it listens.
    const proxy = await slowListenerProxy(t.config.databaseUrl!, LISTENER_HOLD_MS);
    const site = await connectDatabase({ ...t.config, databaseUrl: proxy.url });
    const bumps = vi.fn();
    try {
      const stop = await site.$onExternalWrite(bumps);
      try {
        // The test app is another process to this site: its very next write is heard.
        await writeSection(t.app.db, 'faq', await readSection(t.app.db, 'faq'));
        await vi.waitFor(() => expect(bumps).toHaveBeenCalledTimes(1), { timeout: EXTERNAL_WRITE_POLL_MS * 2, interval: 20 });
        // The site's own write is no notice (a notice of it would arrive within the pause).
        await writeSection(site, 'faq', await readSection(site, 'faq'));
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(bumps).toHaveBeenCalledTimes(1);
      } finally {
        stop();
      }
    } finally {
      await site.$close();
      await proxy.close();
    }
  });

  it('are heard by an app as soon as it has started', async () => {
    const proxy = await slowListenerProxy(t.config.databaseUrl!, LISTENER_HOLD_MS);
    const other = await makeTestApp({ databaseUrl: proxy.url });
    try {
      const before = other.app.contentVersion.value;
      await writeSection(t.app.db, 'faq', await readSection(t.app.db, 'faq'));
      await vi.waitFor(() => expect(other.app.contentVersion.value).toBeGreaterThan(before), {
        timeout: EXTERNAL_WRITE_POLL_MS * 2,
        interval: 20,
      });
    } finally {
      await other.close();
      await proxy.close();
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
