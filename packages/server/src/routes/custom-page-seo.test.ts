// The search-engine settings of a page built in the editor: its slug is its key for GET/PUT
// /seo/{slug}, with ETags, If-Match and history as every page's; they follow the page when its slug
// is renamed and go when it is deleted.
import { describe, expect, it } from 'vitest';
import { getSection, SEO_DEFAULTS, type History, type PageSeo } from '@site/contracts';
import { revisions } from '../db/schema.js';
import { auth, withTestApp, type TestApp } from '../test/test-app.js';
import { createPublishedPage } from '../test/published-page.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});

const API = '/backend/api';
const get = (url: string) => t.app.inject({ url: `${API}${url}`, headers: auth(token) });
const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = auth(token)) =>
  t.app.inject({ method, url: `${API}${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const seoDocuments = async () =>
  (await t.app.db.select().from(revisions)).filter((r) => r.document.startsWith('seo:')).map((r) => `${r.document}@${r.version}`);

const careers = {
  slug: 'careers',
  title: 'Careers',
  blocks: [{ type: 'home/hero', data: { ...getSection('hero').defaults, title: 'Work with us' } }],
};
const SEO: PageSeo = {
  title: 'Jobs at Brightwell',
  description: 'Join the team.',
  image: '',
  noindex: false,
  title_is_complete: false,
};

async function createCareers() {
  const res = await createPublishedPage(t.app, token, careers);
  expect(res.statusCode, res.body).toBe(201);
}

describe("an editor-built page's search-engine settings", () => {
  it('are read by its slug (empty at first), saved with If-Match, and listed with the other pages', async () => {
    await createCareers();
    const first = await get('/seo/careers');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(SEO_DEFAULTS);
    expect(first.headers.etag).toBe('"0"');

    const saved = await send('PUT', '/seo/careers', SEO, { ...auth(token), 'if-match': '"0"' });
    expect(saved.statusCode).toBe(200);
    expect((await get('/seo/careers')).json()).toEqual(SEO);
    const stale = await send('PUT', '/seo/careers', { ...SEO, title: 'Mine' }, { ...auth(token), 'if-match': '"0"' });
    expect(stale.statusCode).toBe(412);
    expect((await get('/seo/careers')).json<PageSeo>().title).toBe(SEO.title);

    const list = (await get('/seo')).json<{ key: string; path: string; seo: PageSeo }[]>();
    expect(list.at(-1)).toEqual({ key: 'careers', path: '/careers', seo: SEO });
  });

  it('need an admin to save; a slug no page has is a 404 that stores nothing', async () => {
    await createCareers();
    expect((await send('PUT', '/seo/careers', SEO, {})).statusCode).toBe(401);
    const unknown = await send('PUT', '/seo/jobs', SEO);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: string }>().error).toMatch(/^The site has no page "jobs"\./);
    expect((await get('/seo/jobs')).statusCode).toBe(404);
    expect(await seoDocuments()).toEqual([]);
  });

  it('keep a history that restores', async () => {
    await createCareers();
    await send('PUT', '/seo/careers', { ...SEO, title: 'One' });
    await send('PUT', '/seo/careers', { ...SEO, title: 'Two' });
    expect((await send('POST', '/history/seo/careers/1/restore')).statusCode).toBe(200);
    expect((await get('/seo/careers')).json<PageSeo>().title).toBe('One');
    expect((await get('/history/seo/careers')).json<History>()).toMatchObject({ document: 'seo/careers', current: 3 });
  });

  it('follow the page to its new slug with their history; the old slug has none', async () => {
    await createCareers();
    await send('PUT', '/seo/careers', { ...SEO, title: 'One' });
    await send('PUT', '/seo/careers', SEO);
    const renamed = await send('PUT', '/custom-pages/careers', { ...careers, slug: 'jobs' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    expect((await get('/seo/jobs')).json()).toEqual(SEO);
    expect((await get('/history/seo/jobs')).json<History>().items.map((i) => i.version)).toEqual([2, 1]);
    expect((await get('/seo/careers')).statusCode).toBe(404);
    expect(await seoDocuments()).toEqual(['seo:jobs@1', 'seo:jobs@2']);

    // A new page at the old address starts with the automatic values.
    await createCareers();
    expect((await get('/seo/careers')).json()).toEqual(SEO_DEFAULTS);
  });

  it('go with the page when it is deleted', async () => {
    await createCareers();
    await send('PUT', '/seo/careers', SEO);
    expect((await send('DELETE', '/custom-pages/careers')).statusCode).toBe(204);
    expect(await seoDocuments()).toEqual([]);
    expect((await get('/seo/careers')).statusCode).toBe(404);
    await createCareers();
    expect((await get('/seo/careers')).json()).toEqual(SEO_DEFAULTS);
  });
});
