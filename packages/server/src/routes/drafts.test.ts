// Drafts over HTTP: a draft is validated like the published PUT, is invisible to public reads, pages
// and history until published, detects two admins on one draft (If-Match), and a publish over a
// newer published version asks first (412 with both versions, or ?force=1). Several drafts publish
// together in one transaction or not at all.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heroDefault, type Draft, type DraftSummary, type History, type Published } from '@site/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { drafts } from '../db/schema.js';
import { saveImage } from '../media/images.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let alice: string;
let bob: string;
beforeEach(async () => {
  t = await makeTestApp();
  alice = await adminToken(t.app, 'alice');
  bob = await adminToken(t.app, 'bob');
});
afterEach(() => t.close());

const API = '/backend/api';
const HERO = `${API}/home/hero`;
const HERO_DRAFT = `${API}/drafts/home/hero`;
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token = alice, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...auth(token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const hero = (title: string) => ({ ...heroDefault, title });
const publicHeroTitle = async () => (await t.app.inject({ url: HERO })).json<{ title: string }>().title;

describe('a draft', () => {
  it('is stored and read back with its ETag, and public reads, pages and history stay on the published version', async () => {
    expect((await call('PUT', HERO, hero('Live'))).statusCode).toBe(200);
    const saved = await call('PUT', HERO_DRAFT, hero('Coming soon'));
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Draft>()).toMatchObject({
      path: 'home/hero',
      document: { title: 'Coming soon' },
      updated_by: 'alice',
      publish_at: null,
      based_on: 1,
    });
    const read = await call('GET', HERO_DRAFT);
    expect(read.json<Draft>().document).toMatchObject({ title: 'Coming soon' });
    expect(read.headers.etag).toBe(saved.headers.etag);

    expect(await publicHeroTitle()).toBe('Live');
    const page = (await t.app.inject({ url: `${API}/pages/home` })).json<{ sections: { hero: { title: string } } }>();
    expect(page.sections.hero.title).toBe('Live');
    expect((await call('GET', `${API}/history/home/hero`)).json<History>().current).toBe(1);
    expect((await call('GET', `${API}/drafts/`)).json<DraftSummary[]>()).toEqual([
      expect.objectContaining({ path: 'home/hero', label: 'Hero', updated_by: 'alice', publish_at: null, schedule_error: null }),
    ]);
  });

  it('is refused with the published route’s 400 and issues, writing nothing', async () => {
    const bad = { ...hero('x'), bgColor: 'not a colour', extra: 1 };
    const published = await call('PUT', HERO, bad);
    const drafted = await call('PUT', HERO_DRAFT, bad);
    expect(drafted.statusCode).toBe(400);
    expect(drafted.json()).toEqual(published.json());
    expect(drafted.json<{ issues: unknown[] }>().issues.length).toBeGreaterThan(0);
    expect((await call('GET', HERO_DRAFT)).statusCode).toBe(404);
  });

  it('of the services list is checked like its PUT (duplicate slugs) and gets ids and slugs', async () => {
    const service = { title: 'Window Cleaning', description: 'Glass', features: [] };
    const dup = await call('PUT', `${API}/drafts/services`, [service, service]);
    expect(dup.statusCode).toBe(400);
    expect(dup.json<{ error: string }>().error).toMatch(/more than one service/);
    const ok = await call('PUT', `${API}/drafts/services`, [service]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Draft>().document).toEqual([expect.objectContaining({ slug: 'window-cleaning', _id: expect.any(String) })]);
    expect((await t.app.inject({ url: `${API}/services` })).json()).toEqual([]);
  });

  it('saved by two admins from the same version: the second is refused with 412, and may overwrite knowingly', async () => {
    const first = await call('PUT', HERO_DRAFT, hero('One'));
    const etag = first.headers.etag as string;
    expect((await call('PUT', HERO_DRAFT, hero('Alice'), alice, { 'if-match': etag })).statusCode).toBe(200);
    const bobs = await call('PUT', HERO_DRAFT, hero('Bob'), bob, { 'if-match': etag });
    expect(bobs.statusCode).toBe(412);
    expect(bobs.json<{ error: string }>().error).toMatch(/saved by alice/);
    expect((await call('GET', HERO_DRAFT)).json<Draft>().document).toMatchObject({ title: 'Alice' });
    const overwrite = await call('PUT', HERO_DRAFT, hero('Bob'), bob, { 'if-match': bobs.headers.etag as string });
    expect(overwrite.statusCode).toBe(200);
    expect(overwrite.json<Draft>().updated_by).toBe('bob');
  });

  it('that was published meanwhile refuses a save with its old If-Match; DELETE discards', async () => {
    const etag = (await call('PUT', HERO_DRAFT, hero('One'))).headers.etag as string;
    expect((await call('DELETE', HERO_DRAFT)).statusCode).toBe(204);
    expect((await call('PUT', HERO_DRAFT, hero('Two'), bob, { 'if-match': etag })).statusCode).toBe(412);
    expect((await call('DELETE', HERO_DRAFT)).statusCode).toBe(404);
    expect((await call('GET', `${API}/drafts`)).json()).toEqual([]);
  });

  it('keeps the images it uses from being deleted from the library', async () => {
    const image = await saveImage(t.app, {
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
        .png()
        .toBuffer(),
      category: 'hero',
    });
    await call('PUT', HERO_DRAFT, { ...hero('With a picture'), image1: image.image });
    const refused = await call('DELETE', `${API}/images/${image.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ usedBy: string[] }>().usedBy).toEqual(['the draft of Hero']);
    await call('DELETE', HERO_DRAFT);
    expect((await call('DELETE', `${API}/images/${image.id}`)).statusCode).toBe(204);
  });

  it('needs a signed-in admin for every route', async () => {
    for (const [method, url] of [
      ['GET', HERO_DRAFT],
      ['PUT', HERO_DRAFT],
      ['DELETE', HERO_DRAFT],
      ['POST', `${HERO_DRAFT}/publish`],
      ['DELETE', `${HERO_DRAFT}/schedule`],
      ['GET', `${API}/drafts`],
      ['POST', `${API}/drafts/publish`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('publishing a draft', () => {
  it('makes it the published version through the normal save: history noted, caches dropped, draft gone', async () => {
    await call('PUT', HERO, hero('Live'));
    expect(await publicHeroTitle()).toBe('Live');
    await call('PUT', HERO_DRAFT, hero('New'));
    const res = await call('POST', `${HERO_DRAFT}/publish`, undefined, bob);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Published>().published).toEqual([{ path: 'home/hero', version: 2, etag: res.headers.etag }]);
    expect(await publicHeroTitle()).toBe('New');
    const h = (await call('GET', `${API}/history/home/hero`)).json<History>();
    expect(h.items[0]).toMatchObject({ version: 2, savedBy: 'bob', note: 'Published from draft by bob' });
    expect((await call('GET', HERO_DRAFT)).statusCode).toBe(404);
    expect((await call('POST', `${HERO_DRAFT}/publish`)).statusCode).toBe(404);
  });

  it('with If-Match is refused when another admin saved the draft since, publishing nothing', async () => {
    const seen = (await call('PUT', HERO_DRAFT, hero('Seen by alice'))).headers.etag as string;
    await call('PUT', HERO_DRAFT, hero('Changed by bob'), bob);
    const refused = await call('POST', `${HERO_DRAFT}/publish`, undefined, alice, { 'if-match': seen });
    expect(refused.statusCode).toBe(412);
    expect(refused.json<{ error: string }>().error).toMatch(/saved by bob/);
    expect(await publicHeroTitle()).toBe('');
    const current = (await call('GET', HERO_DRAFT)).headers.etag as string;
    expect((await call('POST', `${HERO_DRAFT}/publish`, undefined, alice, { 'if-match': current })).statusCode).toBe(200);
    expect(await publicHeroTitle()).toBe('Changed by bob');
  });

  it('after someone published the document since the draft was started: 412 with both versions, unless ?force=1', async () => {
    await call('PUT', HERO, hero('Live'));
    await call('PUT', HERO_DRAFT, hero('Draft'));
    await call('PUT', HERO, hero('Hotfix'), bob);
    const refused = await call('POST', `${HERO_DRAFT}/publish`);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({
      path: 'home/hero',
      current: { version: 2, savedBy: 'bob' },
      published: { title: 'Hotfix' },
      draft: { title: 'Draft' },
    });
    expect(await publicHeroTitle()).toBe('Hotfix');
    expect((await call('POST', `${HERO_DRAFT}/publish?force=1`)).statusCode).toBe(200);
    expect(await publicHeroTitle()).toBe('Draft');
  });
});

describe('publishing several drafts', () => {
  const FAQ_DRAFT = `${API}/drafts/about/faq`;
  const faq = async (title: string) => ({ ...(await t.app.inject({ url: `${API}/about/faq` })).json<object>(), title });

  it('publishes them in one go', async () => {
    await call('PUT', HERO_DRAFT, hero('Together'));
    await call('PUT', FAQ_DRAFT, await faq('Together FAQ'));
    const res = await call('POST', `${API}/drafts/publish`, { paths: ['home/hero', 'about/faq'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Published>().published.map((p) => p.path)).toEqual(['home/hero', 'about/faq']);
    expect(await publicHeroTitle()).toBe('Together');
    expect((await call('GET', `${API}/drafts`)).json()).toEqual([]);
  });

  it('rolls back as a whole when one of them cannot be published', async () => {
    await call('PUT', HERO_DRAFT, hero('Should not show'));
    await call('PUT', FAQ_DRAFT, await faq('Broken'));
    // A draft that no longer fits its schema (saved under an older form of the section).
    await t.app.db
      .update(drafts)
      .set({ data: { title: 42 } })
      .where(eqDocument('section:faq'));
    const res = await call('POST', `${API}/drafts/publish`, { paths: ['home/hero', 'about/faq'] });
    expect(res.statusCode).toBe(400);
    expect(await publicHeroTitle()).toBe('');
    expect((await call('GET', `${API}/history/home/hero`)).json<History>().current).toBe(0);
    expect((await call('GET', `${API}/drafts`)).json<DraftSummary[]>().map((d) => d.path)).toEqual(['home/hero', 'about/faq']);
  });

  it('refuses unknown documents and missing drafts with a 404 and an empty list with a 400, publishing nothing', async () => {
    await call('PUT', HERO_DRAFT, hero('Not yet'));
    expect((await call('POST', `${API}/drafts/publish`, { paths: ['home/hero', 'nowhere'] })).statusCode).toBe(404);
    expect((await call('POST', `${API}/drafts/publish`, { paths: ['home/hero', 'about/faq'] })).statusCode).toBe(404);
    expect((await call('POST', `${API}/drafts/publish`, { paths: [] })).statusCode).toBe(400);
    expect(await publicHeroTitle()).toBe('');
  });

  it('reports every conflict and publishes none without ?force=1', async () => {
    await call('PUT', HERO_DRAFT, hero('Draft'));
    await call('PUT', FAQ_DRAFT, await faq('Draft FAQ'));
    await call('PUT', HERO, hero('Hotfix'), bob);
    const res = await call('POST', `${API}/drafts/publish`, { paths: ['home/hero', 'about/faq'] });
    expect(res.statusCode).toBe(412);
    expect(res.json<{ conflicts: { path: string }[] }>().conflicts.map((c) => c.path)).toEqual(['home/hero']);
    expect(await publicHeroTitle()).toBe('Hotfix');
    expect((await call('POST', `${API}/drafts/publish?force=1`, { paths: ['home/hero', 'about/faq'] })).statusCode).toBe(200);
    expect(await publicHeroTitle()).toBe('Draft');
  });
});

function eqDocument(document: string) {
  return eq(drafts.document, document);
}
