// The site's health over the API, on the real pages (the web package's entry from source): each kind
// of finding from what an editor publishes (a colour pair below AA, an image without alt text, a link
// to a deleted page, an outside link that fails on a local server, a skipped heading level, an SEO
// gap), the check of what a publish would add, the runs after writes and on request, and the counts
// on the dashboard. Outside links are only ever a local server's.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  blockFacts,
  siteHealthCheckSchema,
  siteHealthRunSchema,
  siteHealthSchema,
  type SiteHealthFinding,
} from '@site/contracts';
import { siteHealthRuns } from '../db/schema.js';
import { sourceBuild } from '../test/source-build.js';
import { addLibraryRecords } from '../test/library-records.js';
import { createPublishedPage } from '../test/published-page.js';
import { tokenAs } from '../test/role-token.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

const API = '/backend/api';
let dist: string;
let outside: http.Server;
let base = '';

beforeAll(async () => {
  dist = sourceBuild();
  outside = http.createServer((request, response) => {
    if (request.url?.startsWith('/gone')) return response.writeHead(404).end();
    if (request.url?.startsWith('/slow')) return setTimeout(() => response.writeHead(200).end(), 7000);
    response.writeHead(200).end('fine');
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
});
afterAll(async () => {
  outside.closeAllConnections();
  await new Promise((resolve) => outside.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await makeTestApp({ outsideLinkChecks: true }, { webDist: dist });
  token = await adminToken(t.app);
  await addLibraryRecords(t.app.db, '/media/undescribed.jpg');
}, 60_000);
afterEach(async () => {
  await t.close();
});

const imageText = (data: Record<string, unknown>) => ({
  type: 'image-text',
  data: { ...blockFacts('image-text').defaults, ...data },
});
const whyUs = (data: Record<string, unknown>) => ({
  type: 'home/why-us',
  data: { ...blockFacts('home/why-us').blockDefaults, ...data },
});

/** A page with one problem of every kind but SEO, each in a block of its own. */
const troubled = () => ({
  slug: 'health',
  title: 'Health',
  blocks: [
    // No title of its own, first on a page without a hero: its features' h3 titles follow the page's h1.
    whyUs({ title: '', subtitle: '' }),
    imageText({ heading: 'Low contrast', bgColor: '#ffffff', textColor: '#aaaaaa' }),
    imageText({ heading: 'No words', image: '/media/undescribed.jpg', imageAlt: '' }),
    imageText({ heading: 'Old link', buttonLabel: 'Old', buttonLink: '/old-page' }),
    imageText({ heading: 'Partner', buttonLabel: 'Partner', buttonLink: `${base}/gone` }),
    imageText({ heading: 'Write', buttonLabel: 'Write', buttonLink: 'mailto:office@' }),
  ],
});

/** A whole-site check on request: answered when done, or (on a slow machine) polled until it is. */
async function run(): Promise<SiteHealthFinding[]> {
  const ran = await t.app.inject({ method: 'POST', url: `${API}/site-health/run`, headers: auth(token) });
  expect([200, 202], ran.body).toContain(ran.statusCode);
  let state = siteHealthRunSchema.parse(ran.json());
  for (let waited = 0; state.state === 'running' && waited < 120; waited += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    state = siteHealthRunSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${API}/site-health/runs/${state.id}`, headers: auth(token) })).json(),
    );
  }
  expect(state).toMatchObject({ state: 'done', error: null });
  const health = await t.app.inject({ method: 'GET', url: `${API}/site-health/`, headers: auth(token) });
  return siteHealthSchema.parse(health.json()).findings;
}

const on = (findings: SiteHealthFinding[], page: string) => findings.filter((f) => f.page === page);

describe('GET /site-health/', () => {
  it('answers no check before the first, and only to a signed-in account', async () => {
    const health = await t.app.inject({ method: 'GET', url: `${API}/site-health/`, headers: auth(token) });
    expect(health.json()).toEqual({ checked_at: null, findings: [] });
    expect((await t.app.inject({ method: 'GET', url: `${API}/site-health/` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${API}/site-health/run` })).statusCode).toBe(401);
    const author = await tokenAs(t, 'writer', 'author');
    expect((await t.app.inject({ method: 'GET', url: `${API}/site-health/`, headers: auth(author) })).statusCode).toBe(200);
  });

  it('refuses a kind it does not know with a 400 naming the kinds', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/site-health/?kind=typo`, headers: auth(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('kind is one of missing-alt, contrast');
  });
});

describe('a whole-site check', () => {
  let findings: SiteHealthFinding[];
  beforeEach(async () => {
    const old = await createPublishedPage(t.app, token, {
      slug: 'old-page',
      title: 'Old',
      blocks: [imageText({ heading: 'Old' })],
    });
    expect(old.statusCode).toBe(201);
    const removed = await t.app.inject({ method: 'DELETE', url: `${API}/custom-pages/old-page`, headers: auth(token) });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await createPublishedPage(t.app, token, troubled())).statusCode).toBe(201);
    findings = on(await run(), '/health');
  }, 60_000);

  it('finds a text colour below AA contrast, with the ratio and a colour that passes', () => {
    expect(findings.filter((f) => f.kind === 'contrast')).toEqual([
      expect.objectContaining({
        document: 'custom-pages/health',
        field: 'blocks.1.data.textColor',
        locale: 'en',
        contrast: expect.objectContaining({ ratio: 2.32, required: 4.5, foreground: '#aaaaaa', background: '#ffffff' }),
      }),
    ]);
  });

  it('finds an image without alternative text', () => {
    expect(findings.filter((f) => f.kind === 'missing-alt').map((f) => [f.document, f.field])).toEqual([
      ['custom-pages/health', 'blocks.2.data.image'],
    ]);
  });

  it('finds a link to a deleted page, and a malformed mail link', () => {
    expect(findings.filter((f) => f.kind === 'broken-link').map((f) => [f.field, f.link])).toEqual([
      ['blocks.3.data.buttonLink', { url: '/old-page', status: 404 }],
    ]);
    expect(findings.filter((f) => f.kind === 'bad-link').map((f) => f.field)).toEqual(['blocks.5.data.buttonLink']);
  });

  it('finds an outside link that fails, with its status and the date it was checked', () => {
    const [failing, ...rest] = findings.filter((f) => f.kind === 'broken-external-link');
    expect(rest).toEqual([]);
    expect(failing).toMatchObject({ field: 'blocks.4.data.buttonLink', link: { url: `${base}/gone`, status: 404 } });
    expect(Date.parse(failing!.link!.checked_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('finds a skipped heading level at the field of the heading', () => {
    expect(findings.filter((f) => f.kind === 'heading-order')).toEqual([
      expect.objectContaining({ document: 'custom-pages/health', field: 'blocks.0.data.features.0.title' }),
    ]);
  });

  it('answers the findings of one kind, page or language', async () => {
    const read = async (query: string) =>
      siteHealthSchema.parse(
        (await t.app.inject({ method: 'GET', url: `${API}/site-health/?${query}`, headers: auth(token) })).json(),
      );
    expect((await read('kind=contrast&page=/health')).findings.map((f) => f.kind)).toEqual(['contrast']);
    expect((await read('locale=bn')).findings).toEqual([]);
  });

  it('gives the dashboard the counts by kind', async () => {
    const all = siteHealthSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${API}/site-health/`, headers: auth(token) })).json(),
    );
    const dashboard = (await t.app.inject({ method: 'GET', url: `${API}/dashboard`, headers: auth(token) })).json();
    expect(dashboard.site_health).toMatchObject({ checked_at: all.checked_at, total: all.findings.length });
    expect(dashboard.site_health.by_kind.contrast).toBe(all.findings.filter((f) => f.kind === 'contrast').length);
    expect(dashboard.site_health.by_kind['heading-order']).toBeGreaterThanOrEqual(1);
  });
});

describe('SEO gaps', () => {
  it('finds two pages with the same title, and a page hidden from search that the navbar links to', async () => {
    for (const slug of ['team', 'people']) {
      expect(
        (await createPublishedPage(t.app, token, { slug, title: 'Our team', blocks: [], in_navbar: slug === 'team' })).statusCode,
      ).toBe(201);
    }
    const hidden = await t.app.inject({
      method: 'PUT',
      url: `${API}/seo/team`,
      headers: auth(token),
      payload: { title: '', description: 'Who works here.', image: '', noindex: true },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const seo = (await run()).filter((f) => f.kind === 'seo' && (f.page === '/team' || f.page === '/people'));
    expect(seo.map((f) => [f.page, f.document, f.field])).toEqual(
      expect.arrayContaining([
        ['/team', 'seo/team', 'title'],
        ['/people', 'seo/people', 'title'],
        ['/team', 'seo/team', 'noindex'],
      ]),
    );
    expect(seo.find((f) => f.field === 'noindex')?.message).toBe(
      'The page is hidden from search engines, yet the navbar links to it.',
    );
  }, 60_000);
});

describe('POST /site-health/check', () => {
  it('answers only what publishing the change would add, outside links checked now', async () => {
    expect((await createPublishedPage(t.app, token, troubled())).statusCode).toBe(201);
    const changed = troubled();
    changed.blocks.push(
      imageText({ heading: 'Pale', bgColor: '#ffffff', textColor: '#bbbbbb' }),
      imageText({ heading: 'Another partner', buttonLabel: 'Gone too', buttonLink: `${base}/gone?again` }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/site-health/check`,
      headers: auth(token),
      payload: { document: 'custom-pages/health', data: changed },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { findings } = siteHealthCheckSchema.parse(res.json());
    expect(findings.map((f) => [f.kind, f.field])).toEqual([
      ['contrast', 'blocks.6.data.textColor'],
      ['broken-external-link', 'blocks.7.data.buttonLink'],
    ]);
    expect(findings[1]!.link).toMatchObject({ url: `${base}/gone?again`, status: 404 });
  }, 60_000);

  it('answers a heading level the change skips', async () => {
    const hero = { type: 'home/hero', data: { ...blockFacts('home/hero').blockDefaults, title: 'Headings' } };
    const services = (title: string) => ({
      type: 'home/services',
      data: { ...blockFacts('home/services').blockDefaults, title, services: [{ title: 'Design', description: 'Plans.' }] },
    });
    const page = (title: string) => ({ slug: 'headings', title: 'Headings', blocks: [hero, services(title)] });
    expect((await createPublishedPage(t.app, token, page('What we do'))).statusCode).toBe(201);
    // Another page, never published, with a heading out of order of its own: not the change's.
    const unpublished = { ...page(''), slug: 'not-yet' };
    expect(
      (await t.app.inject({ method: 'POST', url: `${API}/custom-pages/`, headers: auth(token), payload: unpublished }))
        .statusCode,
    ).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/site-health/check`,
      headers: auth(token),
      payload: { document: 'custom-pages/headings', data: page('') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { findings } = siteHealthCheckSchema.parse(res.json());
    expect(findings.filter((f) => f.kind === 'heading-order').map((f) => [f.document, f.field])).toEqual([
      ['custom-pages/headings', 'blocks.1.data.services.0.title'],
    ]);
  }, 60_000);

  it('answers nothing when publishing is not to be checked (PUBLISH_CHECKS=false)', async () => {
    await t.close();
    t = await makeTestApp({ publishChecks: false }, { webDist: dist });
    token = await adminToken(t.app);
    const hero = (await t.app.inject({ method: 'GET', url: `${API}/home/hero` })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/site-health/check`,
      headers: auth(token),
      payload: { document: 'home/hero', data: { ...hero, textColor: '#aaaaaa', bgColor: '#bbbbbb' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ findings: [] });
  }, 60_000);

  it('checks the saved draft when no data is sent, and answers nothing new for an unchanged page', async () => {
    expect((await createPublishedPage(t.app, token, troubled())).statusCode).toBe(201);
    const check = (payload: object) =>
      t.app.inject({ method: 'POST', url: `${API}/site-health/check`, headers: auth(token), payload });
    expect((await check({ document: 'custom-pages/health' })).json()).toEqual({ findings: [] });
    const draft = { ...troubled(), blocks: [imageText({ heading: 'Only', image: '/media/undescribed.jpg' })] };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${API}/drafts/custom-pages/health`,
      headers: auth(token),
      payload: draft,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await check({ document: 'custom-pages/health' });
    expect(res.json().findings.map((f: SiteHealthFinding) => [f.kind, f.field])).toEqual([
      ['missing-alt', 'blocks.0.data.image'],
    ]);
  }, 60_000);

  it('refuses a document that is none, and data the document does not take, writing nothing', async () => {
    const check = (payload: object) =>
      t.app.inject({ method: 'POST', url: `${API}/site-health/check`, headers: auth(token), payload });
    const none = await check({ document: 'no/such' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toContain('There is no document "no/such"');
    const wrong = await check({ document: 'home/hero', data: { title: 5 } });
    expect(wrong.statusCode).toBe(400);
    expect(await t.app.db.select().from(siteHealthRuns)).toEqual([]);
  });
});

describe('outside links asked only at the host names configured', () => {
  it('asks the links to 127.0.0.1, not those to another host', async () => {
    await t.close();
    t = await makeTestApp({ outsideLinkChecks: ['127.0.0.1'] }, { webDist: dist });
    token = await adminToken(t.app);
    const port = new URL(base).port;
    const links = [`http://127.0.0.1:${port}/gone`, `http://localhost:${port}/gone`].map((url, n) =>
      imageText({ heading: `Link ${n}`, buttonLabel: 'Go', buttonLink: url }),
    );
    expect((await createPublishedPage(t.app, token, { slug: 'links', title: 'Links', blocks: links })).statusCode).toBe(201);
    const failing = (await run()).filter((f) => f.kind === 'broken-external-link');
    expect(failing.map((f) => f.link?.url)).toEqual([`http://127.0.0.1:${port}/gone`]);
  }, 60_000);
});

describe('runs', () => {
  it('runs once or twice after a burst of publishes, in the background', async () => {
    await t.close();
    t = await makeTestApp({ siteHealthAfterWrites: true }, { webDist: dist });
    token = await adminToken(t.app);
    for (const slug of ['a', 'b', 'c', 'd', 'e']) {
      expect((await createPublishedPage(t.app, token, { slug, title: slug.toUpperCase(), blocks: [] })).statusCode).toBe(201);
    }
    let checkedAt: string | null = null;
    for (let waited = 0; checkedAt === null && waited < 40; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      checkedAt = siteHealthSchema.parse(
        (await t.app.inject({ method: 'GET', url: `${API}/site-health/`, headers: auth(token) })).json(),
      ).checked_at;
    }
    expect(checkedAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const runs = await t.app.db.select().from(siteHealthRuns);
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.length).toBeLessThanOrEqual(2);
    expect(runs.every((r) => r.requestedBy === null)).toBe(true);
  }, 60_000);

  it('answers a long run with 202 and the run to poll until it is done', async () => {
    // More slow links than are asked at a time: the run takes two timeouts, longer than the route waits.
    const slow = [1, 2, 3, 4, 5].map((n) =>
      imageText({ heading: `Slow ${n}`, buttonLabel: 'Slow', buttonLink: `${base}/slow?${n}` }),
    );
    expect((await createPublishedPage(t.app, token, { slug: 'slow', title: 'Slow', blocks: slow })).statusCode).toBe(201);
    const ran = await t.app.inject({ method: 'POST', url: `${API}/site-health/run`, headers: auth(token) });
    expect(ran.statusCode).toBe(202);
    const run = siteHealthRunSchema.parse(ran.json());
    expect(run).toMatchObject({ state: 'running', finished_at: null });
    let state = run.state;
    for (let waited = 0; state === 'running' && waited < 80; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = siteHealthRunSchema.parse(
        (await t.app.inject({ method: 'GET', url: `${API}/site-health/runs/${run.id}`, headers: auth(token) })).json(),
      ).state;
    }
    expect(state).toBe('done');
    const found = siteHealthSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${API}/site-health/?page=/slow`, headers: auth(token) })).json(),
    );
    expect(found.findings.find((f) => f.kind === 'broken-external-link')?.message).toContain(
      'could not be reached (no answer in time)',
    );
    expect((await t.app.inject({ method: 'GET', url: `${API}/site-health/runs/999`, headers: auth(token) })).statusCode).toBe(
      404,
    );
  }, 60_000);
});
