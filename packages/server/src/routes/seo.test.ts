// The search-engine settings of each public page over HTTP: every page of the site's registry and
// each service has them, an unknown page is a 404, reads are public and saves an admin's, a bad body
// is a 400 that stores nothing, and saves keep a history with If-Match and restores.
import { beforeEach, describe, expect, it } from 'vitest';
import { FIXED_PAGES, NO_CREDENTIALS, SEO_DEFAULTS, type History, type PageSeo, type Revision } from '@site/contracts';
import { revisions } from '../db/schema.js';
import { auth, withTestApp, type TestApp } from '../test/test-app.js';
import { addLibraryRecords } from '../test/library-records.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});
beforeEach(async () => {
  await addLibraryRecords(t.app.db, '/media/a.jpg');
});

const API = '/backend/api';
const get = (url: string) => t.app.inject({ url: `${API}${url}` });
const send = (method: 'PUT' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = auth(token)) =>
  t.app.inject({ method, url: `${API}${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const seoRows = async () => (await t.app.db.select().from(revisions)).filter((r) => r.document.startsWith('seo:'));
const addService = (title: string) => send('PUT', '/services', [{ title }]);

const SEO: PageSeo = {
  title: 'About Brightwell',
  description: 'Forty years of clean offices.',
  image: '/media/a.jpg',
  noindex: true,
  title_is_complete: false,
};

describe('GET /seo/{page}', () => {
  it.each(FIXED_PAGES.map((p) => p.key))('answers the empty (automatic) settings of %s to anyone', async (key) => {
    const res = await get(`/seo/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SEO_DEFAULTS);
    expect(res.headers.etag).toBe('"0"');
  });

  it("knows each service's page, and no service that does not exist", async () => {
    expect((await get('/seo/services/deep-cleaning')).statusCode).toBe(404);
    await addService('Deep Cleaning');
    expect((await get('/seo/services/deep-cleaning')).statusCode).toBe(200);
  });

  it.each(['nowhere', 'about/nothing', 'admin', 'login', 'home/extra'])('answers 404 with a sentence for %j', async (key) => {
    const res = await get(`/seo/${key}`);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: string }>().error).toMatch(/^The site has no page ".*"\. Use a page's address/);
  });

  it('lists every page with its settings', async () => {
    await addService('Deep Cleaning');
    await send('PUT', '/seo/about/team', SEO);
    const list = (await get('/seo')).json<{ key: string; path: string; seo: PageSeo }[]>();
    expect(list.map((p) => p.key)).toEqual([...FIXED_PAGES.map((p) => p.key), 'services/deep-cleaning']);
    expect(list.find((p) => p.key === 'about/team')).toEqual({ key: 'about/team', path: '/about/team', seo: SEO });
    expect(list.find((p) => p.key === 'services/deep-cleaning')?.path).toBe('/services/deep-cleaning');
  });
});

describe('PUT /seo/{page}', () => {
  it('stores the settings, answers them with their ETag, and GET reads them back', async () => {
    const res = await send('PUT', '/seo/about/company-profile', SEO);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SEO);
    const read = await get('/seo/about/company-profile');
    expect(read.json()).toEqual(SEO);
    expect(read.headers.etag).toBe(res.headers.etag);
    expect(read.headers.etag).not.toBe('"0"');
  });

  it('fills what is left out with the automatic values', async () => {
    expect((await send('PUT', '/seo/home', { title: 'Brightwell' })).json()).toEqual({ ...SEO_DEFAULTS, title: 'Brightwell' });
  });

  it('needs an admin', async () => {
    const res = await send('PUT', '/seo/home', SEO, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: NO_CREDENTIALS });
    expect(await seoRows()).toEqual([]);
  });

  it.each([
    { field: 'noindex', body: { noindex: 'yes' } },
    { field: 'image', body: { image: 'javascript:alert(1)' } },
    { field: 'title', body: { title: 'x'.repeat(301) } },
    { field: 'description', body: { description: 'x'.repeat(1001) } },
    { field: '', body: { keywords: 'clean' } },
  ])('refuses a bad $field (or an unknown field) with a 400 naming it, and stores nothing', async ({ body, field }) => {
    const res = await send('PUT', '/seo/about', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe(field);
    expect(await seoRows()).toEqual([]);
  });

  it('answers 404 for an unknown page and stores nothing', async () => {
    const res = await send('PUT', '/seo/services/none', SEO);
    expect(res.statusCode).toBe(404);
    expect(await seoRows()).toEqual([]);
  });

  it('refuses a save over a newer version with 412 when If-Match names an older one', async () => {
    const first = await send('PUT', '/seo/gallery', SEO);
    await send('PUT', '/seo/gallery', { ...SEO, title: 'Theirs' });
    const stale = await send(
      'PUT',
      '/seo/gallery',
      { ...SEO, title: 'Mine' },
      { ...auth(token), 'if-match': first.headers.etag as string },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json<{ error: string }>().error).toMatch(/^The search-engine settings of the page "gallery" was changed/);
    expect((await get('/seo/gallery')).json<PageSeo>().title).toBe('Theirs');
  });
});

describe('the history of a page’s settings', () => {
  it('lists the saves, reads one, and restores one as a new version', async () => {
    await send('PUT', '/seo/about/team', { ...SEO, title: 'One' });
    await send('PUT', '/seo/about/team', { ...SEO, title: 'Two' });
    const history = (await send('POST', '/history/seo/about/team/1/restore')).json<{ version: number; data: PageSeo }>();
    expect(history).toMatchObject({ version: 3, data: { title: 'One' } });
    expect((await get('/seo/about/team')).json<PageSeo>().title).toBe('One');

    const list = await t.app.inject({ url: `${API}/history/seo/about/team`, headers: auth(token) });
    const h = list.json<History>();
    expect(h).toMatchObject({ document: 'seo/about/team', current: 3 });
    expect(h.items.map((i) => [i.version, i.savedBy, i.note])).toEqual([
      [3, 'test-admin', 'Restored version 1'],
      [2, 'test-admin', null],
      [1, 'test-admin', null],
    ]);
    const two = await t.app.inject({ url: `${API}/history/seo/about/team/2`, headers: auth(token) });
    expect(two.json<Revision>()).toMatchObject({ version: 2, data: { title: 'Two' } });
  });

  it('needs an admin, and answers 404 for an unknown page or version', async () => {
    expect((await t.app.inject({ url: `${API}/history/seo/about` })).statusCode).toBe(401);
    expect((await send('POST', '/history/seo/about/1/restore', undefined, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${API}/history/seo/nowhere`, headers: auth(token) })).statusCode).toBe(404);
    const missing = await t.app.inject({ url: `${API}/history/seo/about/7`, headers: auth(token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: string }>().error).toMatch(/has no version 7 in its history/);
    expect((await send('POST', '/history/seo/about/7/restore')).statusCode).toBe(404);
  });
});
