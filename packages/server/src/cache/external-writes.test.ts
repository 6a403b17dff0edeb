// Content written by another process (here: a second connection, as `pnpm admin import` opens one)
// shows on the running site within a poll, without a restart; a quiet database, or a write through
// the watched connection itself (announced by its write path instead), bumps nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client.js';
import { readSection, writeSection } from '../content/sections.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';
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

    const other = openDatabase(t.config.databasePath);
    await writeSection(other, 'faq', { ...before.json<object>(), title: 'Written by the CLI' }, { note: 'Imported' });
    other.$client.close();

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
  let dir: string;
  beforeEach(() => {
    vi.useFakeTimers();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-external-'));
  });
  afterEach(() => {
    vi.useRealTimers();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('without writes elsewhere the content version stays as it is; one poll after such a write it is bumped', async () => {
    const file = path.join(dir, 'site.db');
    const db = openDatabase(file);
    const version = new ContentVersion();
    const stop = watchExternalWrites(db, version);
    try {
      vi.advanceTimersByTime(EXTERNAL_WRITE_POLL_MS * 3);
      await writeSection(db, 'faq', await readSection(db, 'faq'));
      vi.advanceTimersByTime(EXTERNAL_WRITE_POLL_MS * 3);
      expect(version.value).toBe(0);

      const other = openDatabase(file);
      await writeSection(other, 'faq', { ...((await readSection(other, 'faq')) as object), title: 'Written elsewhere' });
      other.$client.close();
      vi.advanceTimersByTime(EXTERNAL_WRITE_POLL_MS);
      expect(version.value).toBe(1);
    } finally {
      stop();
      db.$client.close();
    }
  });
});
