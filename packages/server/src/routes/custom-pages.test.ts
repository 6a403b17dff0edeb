// Custom pages: every rule of the API (slugs, blocks, rename, If-Match, history, delete) and what a
// page adds to the rest of the site (navbar and footer links, unknown stored blocks skipped).
import { beforeEach, describe, expect, it } from 'vitest';
import { getSection } from '@site/contracts';
import { customPages } from '../db/schema.js';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';
import { addLibraryRecords } from '../test/library-records.js';
import { createPublishedPage } from '../test/published-page.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});
beforeEach(async () => {
  await addLibraryRecords(t.app.db, '/media/a.png');
});

const API = '/backend/api/custom-pages';
const hero = { ...getSection('hero').defaults, title: 'Work with us' };
const careers = { slug: 'careers', title: 'Careers', blocks: [{ type: 'home/hero', data: hero }] };

const create = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: `${API}/`, payload: payload as object, headers: auth(token) });
/** Created and published, as visitors see it. */
const live = (payload: unknown) => createPublishedPage(t.app, token, payload);
const put = (slug: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: `${API}/${slug}`, payload: payload as object, headers: { ...auth(token), ...headers } });

describe('custom pages', () => {
  it('creates a page, lists it and answers it with its ETag; writes need an admin', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: `${API}/`, payload: careers });
    expect(anonymous.statusCode).toBe(401);
    const res = await live(careers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ...careers, in_navbar: false, navbar_group: null, in_footer: false });
    const read = await t.app.inject(`${API}/careers`);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toMatch(/^"1\./);
    expect(read.json().blocks[0].data.title).toBe('Work with us');
    const list = (await t.app.inject(`${API}/`)).json();
    expect(list).toEqual([
      {
        slug: 'careers',
        title: 'Careers',
        updated_at: expect.any(String),
        in_navbar: false,
        in_footer: false,
        published: true,
      },
    ]);
  });

  it('starts a new page unpublished: a 404 for visitors, listed for admins only, until its first publish', async () => {
    const res = await create({ ...careers, in_navbar: true, in_footer: true });
    expect(res.statusCode).toBe(201);
    const visitor = async () => ({
      page: (await t.app.inject(`${API}/careers`)).statusCode,
      content: (await t.app.inject(`${API}/careers/content`)).statusCode,
      list: (await t.app.inject(`${API}/`)).json<{ slug: string }[]>().map((p) => p.slug),
      links: (await t.app.inject('/backend/api/pages/home')).json<{ pageLinks: { slug: string }[] }>().pageLinks,
    });
    expect(await visitor()).toEqual({ page: 404, content: 404, list: [], links: [] });
    // The editor sees it, marked as never published, with its content in its draft and no history yet.
    const admin = (await t.app.inject({ url: `${API}/`, headers: auth(token) })).json();
    expect(admin).toMatchObject([{ slug: 'careers', published: false }]);
    expect((await t.app.inject({ url: `${API}/careers`, headers: auth(token) })).statusCode).toBe(200);
    // The editor reads its answer (for the SEO panel) as its draft shows it, never kept by a cache.
    const content = await t.app.inject({ url: `${API}/careers/content`, headers: auth(token) });
    expect(content.statusCode).toBe(200);
    expect(content.json()).toMatchObject({ page: 'custom', slug: 'careers' });
    expect(content.headers['cache-control']).toContain('no-store');
    const draft = await t.app.inject({ url: '/backend/api/drafts/custom-pages/careers', headers: auth(token) });
    expect(draft.json()).toMatchObject({ based_on: 0, document: { blocks: [{ data: { title: 'Work with us' } }] } });
    const history = await t.app.inject({ url: '/backend/api/history/custom-pages/careers', headers: auth(token) });
    expect(history.json().items).toEqual([]);

    const published = await t.app.inject({
      method: 'POST',
      url: '/backend/api/drafts/custom-pages/careers/publish',
      headers: auth(token),
    });
    expect(published.statusCode).toBe(200);
    const after = await visitor();
    expect([after.page, after.content, after.list]).toEqual([200, 200, ['careers']]);
    expect(after.links.map((l) => l.slug)).toEqual(['careers']);
    expect((await t.app.inject(`${API}/`)).json()).toMatchObject([{ slug: 'careers', published: true }]);
  });

  it.each([
    ['admin', '"admin" is one of the site\'s own addresses; choose another slug.'],
    ['contact', '"contact" is one of the site\'s own addresses; choose another slug.'],
    ['healthz', '"healthz" is one of the site\'s own addresses; choose another slug.'],
    ['Careers', 'Use lower-case letters a-z, digits and - only in a slug.'],
    ['jobs/paris', 'Use lower-case letters a-z, digits and - only in a slug.'],
    ['', 'A page needs a slug: its address on the site.'],
    ['a'.repeat(61), 'Keep the slug to 60 characters or fewer.'],
  ])('refuses the slug %j with a 400 naming the rule', async (slug, message) => {
    const res = await create({ ...careers, slug });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'slug', message });
    expect((await t.app.inject(`${API}/`)).json()).toEqual([]);
  });

  it('accepts a slug of 60 characters and refuses one another page has, naming that page', async () => {
    expect((await create({ ...careers, slug: 'a'.repeat(60) })).statusCode).toBe(201);
    expect((await create(careers)).statusCode).toBe(201);
    const again = await create({ ...careers, title: 'Jobs' });
    expect(again.statusCode).toBe(400);
    expect(again.json().issues).toEqual([{ path: 'slug', message: '"careers" is already the address of the page "Careers".' }]);
    const rename = await put('a'.repeat(60), { ...careers, title: 'Other' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().error).toContain('"careers" is already the address of the page "Careers".');
  });

  it('validates each block by its type and names the block in the error', async () => {
    const res = await create({
      ...careers,
      blocks: [
        { type: 'home/hero', data: hero },
        { type: 'about/faq', data: { ...getSection('faq').defaults, title: 'x'.repeat(301) } },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'blocks.1.data.title', message: 'Block 2 (FAQ): Keep this under 300 characters.' },
    ]);

    const missing = await create({ ...careers, blocks: [{ type: 'image-text', data: { heading: 'Hi' } }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].message).toMatch(/^Block 1 \(Image and text\): /);

    const unknown = await create({ ...careers, blocks: [{ type: 'home/weather', data: {} }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0]).toMatchObject({
      path: 'blocks.0.type',
      message: expect.stringMatching(/^Block 1: there is no block type "home\/weather"/),
    });
    expect((await t.app.inject(`${API}/`)).json()).toEqual([]);
  });

  it('allows the same type several times, and the block-only Image and text', async () => {
    const imageText = { ...getSection('richText').defaults, heading: 'x' };
    const res = await create({
      ...careers,
      blocks: [
        { type: 'home/hero', data: hero },
        { type: 'home/hero', data: { ...hero, title: 'Second' } },
        {
          type: 'image-text',
          data: {
            heading: 'Our office',
            body: imageText.body,
            image: '/media/a.png',
            imageAlt: '',
            imageSide: 'right',
            buttonLabel: '',
            buttonLink: '',
            bgColor: '',
            textColor: '',
          },
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().blocks.map((b: { type: string }) => b.type)).toEqual(['home/hero', 'home/hero', 'image-text']);
    const saved = res.json<{ blocks: { data: object }[] }>();
    const side = await put('careers', {
      ...careers,
      blocks: [{ type: 'image-text', data: { ...saved.blocks[2]!.data, imageSide: 'top' } }],
    });
    expect(side.json().issues).toEqual([
      { path: 'blocks.0.data.imageSide', message: 'Block 1 (Image and text): Choose one of: left, right.' },
    ]);
  });

  it('renames with a permanent redirect from the old address, on the API and on the site answer', async () => {
    await live(careers);
    const renamed = await put('careers', { ...careers, slug: 'jobs' });
    expect(renamed.statusCode).toBe(200);
    const old = await t.app.inject(`${API}/careers`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`${API}/jobs`);
    const content = await t.app.inject(`${API}/careers/content`);
    expect(content.statusCode).toBe(301);
    expect(content.headers.location).toBe(`${API}/jobs/content`);
    const asked = await t.app.inject(`${API}/careers/content?utm_source=mail`);
    expect([asked.statusCode, asked.headers.location]).toEqual([301, `${API}/jobs/content?utm_source=mail`]);
    // Renamed again: the first address leads to the page where it is now.
    await put('jobs', { ...careers, slug: 'work' });
    expect((await t.app.inject(`${API}/careers`)).headers.location).toBe(`${API}/work`);
    // A new page may take an old address over.
    expect((await live({ ...careers, title: 'Careers again' })).statusCode).toBe(201);
    expect((await t.app.inject(`${API}/careers`)).json().title).toBe('Careers again');
    expect((await t.app.inject(`${API}/jobs`)).headers.location).toBe(`${API}/work`);
  });

  it('refuses a save over a newer version (If-Match) with a 412, and keeps history with restore', async () => {
    await live(careers);
    const first = await t.app.inject(`${API}/careers`);
    const second = await put('careers', { ...careers, title: 'Join us' }, { 'if-match': first.headers.etag as string });
    expect(second.statusCode).toBe(200);
    const stale = await put('careers', { ...careers, title: 'Stale' }, { 'if-match': first.headers.etag as string });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error).toContain('The page was changed since you opened it');

    const history = await t.app.inject({ url: '/backend/api/history/custom-pages/careers', headers: auth(token) });
    expect(history.json().items.map((i: { version: number }) => i.version)).toEqual([2, 1]);
    // A restore brings the content back and keeps the address the page has now.
    await put('careers', { ...careers, slug: 'jobs', title: 'Jobs' }, { 'if-match': second.headers.etag as string });
    const restored = await t.app.inject({
      method: 'POST',
      url: '/backend/api/history/custom-pages/jobs/1/restore',
      headers: auth(token),
      payload: { into: 'live' },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ into: 'live', version: 4, data: { slug: 'jobs', title: 'Careers' } });
    expect((await t.app.inject(`${API}/jobs`)).json().title).toBe('Careers');
  });

  it('restores an old version into the draft: the live page stays until Publish, and both versions stay in the history', async () => {
    await live(careers);
    await put('careers', { ...careers, slug: 'jobs', title: 'Jobs' });
    const restored = await t.app.inject({
      method: 'POST',
      url: '/backend/api/history/custom-pages/jobs/1/restore',
      headers: auth(token),
    });
    expect(restored.statusCode).toBe(200);
    // The old content, at the address the page has now.
    expect(restored.json()).toMatchObject({ into: 'draft', version: 1, data: { slug: 'jobs', title: 'Careers' } });
    expect((await t.app.inject(`${API}/jobs`)).json().title).toBe('Jobs');
    const draft = await t.app.inject({ url: '/backend/api/drafts/custom-pages/jobs', headers: auth(token) });
    expect(draft.json()).toMatchObject({ document: { slug: 'jobs', title: 'Careers' } });

    const published = await t.app.inject({
      method: 'POST',
      url: '/backend/api/drafts/custom-pages/jobs/publish',
      headers: auth(token),
    });
    expect(published.statusCode).toBe(200);
    expect((await t.app.inject(`${API}/jobs`)).json().title).toBe('Careers');
    const history = await t.app.inject({ url: '/backend/api/history/custom-pages/jobs', headers: auth(token) });
    expect(history.json().items.map((i: { version: number }) => i.version)).toEqual([3, 2, 1]);
  });

  it('adds marked pages to every page answer for the navbar and footer', async () => {
    await live({ ...careers, in_navbar: true, navbar_group: 'about' });
    await live({ ...careers, slug: 'hidden', title: 'Hidden' });
    await live({ ...careers, slug: 'legal', title: 'Legal', in_footer: true });
    const home = (await t.app.inject('/backend/api/pages/home')).json();
    expect(home.pageLinks).toEqual([
      { slug: 'careers', title: 'Careers', in_navbar: true, navbar_group: 'about', in_footer: false },
      { slug: 'legal', title: 'Legal', in_navbar: false, navbar_group: null, in_footer: true },
    ]);
    const bad = await create({ ...careers, slug: 'x', navbar_group: 'projects' });
    expect(bad.json().issues).toEqual([{ path: 'navbar_group', message: 'Use one of: about, services, or null.' }]);
  });

  it('deletes a page with its old addresses and history; an unknown page is a 404', async () => {
    await live(careers);
    await put('careers', { ...careers, slug: 'jobs' });
    const anonymous = await t.app.inject({ method: 'DELETE', url: `${API}/jobs` });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.app.inject({ method: 'DELETE', url: `${API}/jobs`, headers: auth(token) });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject(`${API}/jobs`)).statusCode).toBe(404);
    expect((await t.app.inject(`${API}/careers`)).json()).toEqual({ error: 'There is no page "careers".' });
    expect((await t.app.inject({ url: '/backend/api/history/custom-pages/jobs', headers: auth(token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${API}/jobs`, headers: auth(token) })).statusCode).toBe(404);
  });

  it('skips and reports stored blocks of a type this version does not know', async () => {
    await live({
      ...careers,
      blocks: [
        { type: 'home/hero', data: hero },
        { type: 'about/faq', data: getSection('faq').defaults },
      ],
    });
    // As an older export or a removed block type leaves it in the database.
    const [row] = await t.app.db.select().from(customPages).limit(1);
    const data = row!.data as { blocks: unknown[] };
    await t.app.db.update(customPages).set({ data: { ...data, blocks: [{ type: 'home/weather', data: {} }, ...data.blocks] } });
    const content = await t.app.inject(`${API}/careers/content`);
    expect(content.statusCode).toBe(200);
    expect(content.json().skipped).toEqual([{ position: 1, type: 'home/weather' }]);
    expect(content.json().blocks.map((b: { type: string }) => b.type)).toEqual(['home/hero', 'about/faq']);
    expect(content.json().sections.navbar).toBeDefined();
  });
});
