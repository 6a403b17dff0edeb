// Content written by another process (here: a second connection, as `pnpm admin import` opens one)
// shows on the running site within a poll, without a restart; a quiet database, or a write through
// the watched connection itself (announced by its write path instead), bumps nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '../db/client.js';
import { readSection, writeSection } from '../content/sections.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';
import { openSharedTestDatabase, type SharedTestDatabase } from '../test/shared-test-database.js';
import { ContentVersion } from './content-version.js';
import { EXTERNAL_WRITE_POLL_MS, watchExternalWrites } from './external-writes.js';

const FAQ = '/backend/api/about/faq';

describe('a running app', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await makeTestApp();
  });
  afterEach(() => t.close());

  it('a write by another connection reaches the cached answers within a poll', async () => {
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
      { timeout: EXTERNAL_WRITE_POLL_MS * 5, interval: 50 },
    );
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await t.app.inject({ url: '/backend/api/pages/about' })).headers.etag).not.toBe(page);
  });
});

describe('watchExternalWrites', () => {
  let opened: SharedTestDatabase;
  beforeEach(async () => {
    opened = await openSharedTestDatabase('site-external-');
  });
  afterEach(() => opened.close());

  const polls = (n: number) => new Promise((resolve) => setTimeout(resolve, EXTERNAL_WRITE_POLL_MS * n));

  // In real time, since how a write is noticed is the engine's: SQLite polls its data_version on a
  // timer, PostgreSQL's notifications arrive over a connection of their own.
  it('without writes elsewhere the content version stays as it is; within a poll of such a write it is bumped, once', async () => {
    const { db } = opened;
    const version = new ContentVersion();
    const stop = await watchExternalWrites(db, version);
    try {
      await polls(2);
      await writeSection(db, 'faq', await readSection(db, 'faq'));
      await polls(2);
      expect(version.value).toBe(0);

      const other = await connectDatabase(opened.target);
      try {
        await writeSection(other, 'faq', { ...((await readSection(other, 'faq')) as object), title: 'Written elsewhere' });
      } finally {
        await other.$close();
      }
      await vi.waitFor(() => expect(version.value).toBe(1), { timeout: EXTERNAL_WRITE_POLL_MS * 2, interval: 20 });
      await polls(2);
      expect(version.value).toBe(1);
    } finally {
      stop();
    }
  });
});
