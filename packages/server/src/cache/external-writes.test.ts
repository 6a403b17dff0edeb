// Content written by another process (here: a second connection, as `pnpm admin import` opens one)
// shows on the running site within a poll, without a restart; a quiet database bumps nothing.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { writeSection } from '../content/sections.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';
import { EXTERNAL_WRITE_POLL_MS } from './external-writes.js';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FAQ = '/backend/api/about/faq';

it('a write by another connection reaches the cached answers within a poll', async () => {
  const before = await t.app.inject({ url: FAQ });
  const page = (await t.app.inject({ url: '/backend/api/pages/about' })).headers.etag;

  const other = openDatabase(t.config.databasePath);
  writeSection(other, 'faq', { ...(before.json() as object), title: 'Written by the CLI' }, { note: 'Imported' });
  other.$client.close();

  await sleep(EXTERNAL_WRITE_POLL_MS * 1.5);
  const after = await t.app.inject({ url: FAQ });
  expect(after.json()).toMatchObject({ title: 'Written by the CLI' });
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect((await t.app.inject({ url: '/backend/api/pages/about' })).headers.etag).not.toBe(page);
});

it('without writes elsewhere the content version stays as it is', async () => {
  const version = t.app.contentVersion.value;
  await sleep(EXTERNAL_WRITE_POLL_MS * 1.5);
  expect(t.app.contentVersion.value).toBe(version);
});
