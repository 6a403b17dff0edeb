// History over HTTP: every save of a section or of the services list is kept with who saved it and
// when (the last HISTORY_LIMIT), a restore saves an old version again as a new one, a deleted service
// comes back from the list's history, and an image still in use is not deleted.
import fs from 'node:fs';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, type History, type Restored, type Revision, type Service } from '@site/contracts';
import { revisions } from '../db/schema.js';
import { saveImage } from '../media/images.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await makeTestApp();
  token = await adminToken(t.app, 'alice');
});
afterEach(() => t.close());

const API = '/backend/api';
const FAQ = `${API}/about/faq`;
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...auth(token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const saveFaqTitle = async (title: string) => {
  const doc = (await t.app.inject({ url: FAQ })).json<Record<string, unknown>>();
  expect((await call('PUT', FAQ, { ...doc, title })).statusCode).toBe(200);
};
const LIVE = { into: 'live' };
const history = async (doc: string) => (await call('GET', `${API}/history/${doc}`)).json<History>();

describe('a section', () => {
  it('keeps every save with who and when, newest first, and each version reads back', async () => {
    await saveFaqTitle('First');
    await saveFaqTitle('Second');
    const h = await history('about/faq');
    expect(h).toMatchObject({ document: 'about/faq', label: 'FAQ', current: 2 });
    expect(h.items.map((i) => [i.version, i.savedBy, i.note])).toEqual([
      [2, 'alice', null],
      [1, 'alice', null],
    ]);
    expect(Date.parse(h.items[0]!.savedAt)).toBeGreaterThan(Date.now() - 60_000);
    const first = (await call('GET', `${API}/history/about/faq/1`)).json<Revision>();
    expect(first.data).toMatchObject({ title: 'First' });
  });

  it(`keeps the last ${HISTORY_LIMIT} versions (at least 50) and prunes older ones`, async () => {
    const doc = (await t.app.inject({ url: FAQ })).json<Record<string, unknown>>();
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++)
      expect((await call('PUT', FAQ, { ...doc, title: `Title ${i}` })).statusCode).toBe(200);
    const h = await history('about/faq');
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(50);
    expect(h.items).toHaveLength(HISTORY_LIMIT);
    expect(h.items[0]!.version).toBe(HISTORY_LIMIT + 5);
    expect(h.items.at(-1)!.version).toBe(6);
    expect((await call('GET', `${API}/history/about/faq/5`)).statusCode).toBe(404);
  });

  it('a restore and publish is a new version with a note; restoring the version before it round-trips', async () => {
    await saveFaqTitle('First');
    await saveFaqTitle('Second');
    const restored = await call('POST', `${API}/history/about/faq/1/restore`, LIVE);
    expect(restored.statusCode).toBe(200);
    const body = restored.json<Restored>();
    expect(body).toMatchObject({ into: 'live', version: 3, data: { title: 'First' } });
    expect(restored.headers.etag).toBe(body.etag);
    expect((await t.app.inject({ url: FAQ })).headers.etag).toBe(body.etag);
    expect((await t.app.inject({ url: FAQ })).json()).toMatchObject({ title: 'First' });
    expect((await history('about/faq')).items[0]).toMatchObject({ version: 3, savedBy: 'alice', note: 'Restored version 1' });

    expect((await call('POST', `${API}/history/about/faq/2/restore`, LIVE)).statusCode).toBe(200);
    expect((await t.app.inject({ url: FAQ })).json()).toMatchObject({ title: 'Second' });
    // The public page answer follows at once.
    expect((await t.app.inject({ url: `${API}/pages/about` })).json()).toMatchObject({ sections: { faq: { title: 'Second' } } });
  });

  it('a restore puts the old version into the draft: the live section and its history stay, publish makes it live', async () => {
    await saveFaqTitle('First');
    await saveFaqTitle('Second');
    const restored = await call('POST', `${API}/history/about/faq/1/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Restored>()).toMatchObject({ into: 'draft', version: 1, data: { title: 'First' } });
    const draft = await call('GET', `${API}/drafts/about/faq`);
    expect(draft.json()).toMatchObject({ based_on: 2, document: { title: 'First' } });
    expect(restored.headers.etag).toBe(draft.headers.etag);
    // Nothing live changed.
    expect((await t.app.inject({ url: FAQ })).json()).toMatchObject({ title: 'Second' });
    expect((await t.app.inject({ url: `${API}/pages/about` })).json()).toMatchObject({ sections: { faq: { title: 'Second' } } });
    expect((await history('about/faq')).current).toBe(2);

    const published = await call('POST', `${API}/drafts/about/faq/publish`);
    expect(published.statusCode).toBe(200);
    expect((await t.app.inject({ url: FAQ })).json()).toMatchObject({ title: 'First' });
    expect((await history('about/faq')).items.map((i) => i.version)).toEqual([3, 2, 1]);
  });

  it('a restore into a draft someone changed since (If-Match of the draft) is 412 and keeps their draft', async () => {
    await saveFaqTitle('First');
    await saveFaqTitle('Second');
    const doc = (await t.app.inject({ url: FAQ })).json<Record<string, unknown>>();
    const opened = await call('PUT', `${API}/drafts/about/faq`, { ...doc, title: 'Draft one' });
    expect((await call('PUT', `${API}/drafts/about/faq`, { ...doc, title: 'Draft two' })).statusCode).toBe(200);
    const res = await call('POST', `${API}/history/about/faq/1/restore`, undefined, {
      'if-match': opened.headers.etag as string,
    });
    expect(res.statusCode).toBe(412);
    const current = await call('GET', `${API}/drafts/about/faq`);
    expect(current.json()).toMatchObject({ document: { title: 'Draft two' } });
    // Naming the draft as it is now, the restore replaces it.
    const replaced = await call('POST', `${API}/history/about/faq/1/restore`, undefined, {
      'if-match': current.headers.etag as string,
    });
    expect(replaced.statusCode).toBe(200);
    expect((await call('GET', `${API}/drafts/about/faq`)).json()).toMatchObject({ document: { title: 'First' } });
  });

  it('a restore into neither the draft nor live is a 400 sentence, writing nothing', async () => {
    await saveFaqTitle('First');
    await saveFaqTitle('Second');
    const res = await call('POST', `${API}/history/about/faq/1/restore`, { into: 'somewhere' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('Restore into "draft" or "live".');
    expect((await call('GET', `${API}/drafts/about/faq`)).statusCode).toBe(404);
    expect((await history('about/faq')).current).toBe(2);
  });

  it('a restore with a stale If-Match is 412 and writes nothing', async () => {
    await saveFaqTitle('First');
    const etag = (await t.app.inject({ url: FAQ })).headers.etag as string;
    await saveFaqTitle('Second');
    const res = await call('POST', `${API}/history/about/faq/1/restore`, LIVE, { 'if-match': etag });
    expect(res.statusCode).toBe(412);
    expect((await history('about/faq')).current).toBe(2);
  });

  it('an unknown version is 404, a bad version 400, and a version that no longer fits the schema 400 with nothing written', async () => {
    await saveFaqTitle('First');
    expect((await call('POST', `${API}/history/about/faq/9/restore`)).json()).toEqual({
      error: 'The FAQ section has no version 9 in its history (the last 100 versions are kept).',
    });
    expect((await call('GET', `${API}/history/about/faq/abc`)).statusCode).toBe(400);
    expect((await call('GET', `${API}/history/about/faq/0`)).statusCode).toBe(400);
    await t.app.db.insert(revisions).values({ document: 'section:faq', version: 2, data: { title: 42 }, savedBy: 'old' });
    const res = await call('POST', `${API}/history/about/faq/2/restore`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/^Version 2 cannot be restored: The FAQ section is not valid at "title"/);
    expect((await history('about/faq')).current).toBe(2);
  });

  it('anonymous callers and bad tokens get 401', async () => {
    for (const headers of [{}, { authorization: 'Token nope' }]) {
      expect((await t.app.inject({ url: `${API}/history/about/faq`, headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: `${API}/history/about/faq/1/restore`, headers })).statusCode).toBe(401);
    }
  });
});

describe('the services list', () => {
  it('a deleted service is in the history and comes back, with its id and slug, by a restore', async () => {
    const saved = (await call('PUT', `${API}/services`, [{ title: 'Cleaning' }, { title: 'Security' }])).json<Service[]>();
    expect((await call('DELETE', `${API}/services/${saved[0]!._id}`)).statusCode).toBe(204);
    const h = await history('services');
    expect(h.items.map((i) => [i.version, i.note])).toEqual([
      [2, 'Deleted the service "Cleaning"'],
      [1, null],
    ]);

    expect((await call('POST', `${API}/history/services/1/restore`, LIVE)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${API}/services` })).json()).toEqual(saved);
    expect((await t.app.inject({ url: `${API}/get-service-slugs` })).json()).toContainEqual({
      title: 'Cleaning',
      slug: 'cleaning',
    });
  });
});

describe('an image still used by content', () => {
  it('is not deleted: 409 naming every place, file and record kept; once unused it deletes', async () => {
    const image = await saveImage(t.app, {
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
        .png()
        .toBuffer(),
      category: 'hero',
    });
    const hero = (await t.app.inject({ url: `${API}/home/hero` })).json<Record<string, unknown>>();
    await call('PUT', `${API}/home/hero`, { ...hero, image1: image.image });
    await call('PUT', `${API}/services`, [{ title: 'Office Cleaning', heroImage: image.image }]);

    const refused = await call('DELETE', `${API}/images/${image.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'This image is still used by Home › Hero and the service "Office Cleaning". Remove it there first, then delete it.',
      usedBy: ['Home › Hero', 'the service "Office Cleaning"'],
    });
    expect(fs.readdirSync(t.config.uploadsDir)).toContain(image.image.split('/').at(-1));
    expect((await call('GET', `${API}/images`)).json()).toHaveLength(1);

    await call('PUT', `${API}/home/hero`, hero);
    await call('PUT', `${API}/services`, []);
    expect((await call('DELETE', `${API}/images/${image.id}`)).statusCode).toBe(204);
  });
});
