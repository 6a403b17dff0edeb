// On PostgreSQL, content another process commits (a second server, `pnpm admin import`) shows on the
// running site within a second, told by the tables' triggers; the site's own writes are not counted
// twice; and every table an answer comes from has its trigger.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTableConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { connectDatabase } from '../db/client.js';
import * as pgSchema from '../db/pg-schema.js';
import { readSection, writeSection } from '../content/sections.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';
import { EXTERNAL_WRITE_POLL_MS } from './external-writes.js';

const FAQ = '/backend/api/about/faq';
/** Tables no answer depends on, which change often: no trigger, on purpose. */
const UNWATCHED = ['tokens', 'message_notifications'];

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

describe('writes by another process, on PostgreSQL', () => {
  it('reach the cached answers within a second', async () => {
    const before = await t.app.inject({ url: FAQ });
    const page = (await t.app.inject({ url: '/backend/api/pages/about' })).headers.etag;

    const other = await connectDatabase(t.config);
    await writeSection(other, 'faq', { ...before.json<object>(), title: 'Written by the CLI' }, { note: 'Imported' });
    await other.$close();

    const after = await vi.waitFor(
      async () => {
        const res = await t.app.inject({ url: FAQ });
        expect(res.json()).toMatchObject({ title: 'Written by the CLI' });
        return res;
      },
      { timeout: EXTERNAL_WRITE_POLL_MS * 3, interval: 50 },
    );
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await t.app.inject({ url: '/backend/api/pages/about' })).headers.etag).not.toBe(page);
  });

  it("are told apart from the site's own, which its write path announces once", async () => {
    const bumps = vi.fn();
    const stop = t.app.db.$onExternalWrite(bumps);
    try {
      await writeSection(t.app.db, 'faq', await readSection(t.app.db, 'faq'));
      const other = await connectDatabase(t.config);
      await writeSection(other, 'faq', await readSection(other, 'faq'));
      await other.$close();
      await vi.waitFor(() => expect(bumps).toHaveBeenCalled(), { timeout: EXTERNAL_WRITE_POLL_MS * 3, interval: 20 });
      // Give a notice of the site's own write time to arrive, had it been counted.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(bumps).toHaveBeenCalledTimes(1);
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
