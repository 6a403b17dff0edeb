// A custom page at its addresses as the real pages render them (the web package's entry, from
// source): a renamed page's old address redirects with the visitor's query, and in a preview a draft
// that renames the page shows at its new address while the public still finds it at the old one.
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heroDefault, type CreatedPreviewLink, type CustomPageContent } from '@site/contracts';
import { loadRenderer, type Renderer } from '../render/renderer.js';
import { trustedOrigin } from '../render/public-origin.js';
import { sourceBuild } from '../test/source-build.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { createPublishedPage } from '../test/published-page.js';
import { siteRoutes } from './site.js';

const API = '/backend/api';
const careers = (heroTitle: string, slug = 'careers') => ({
  slug,
  title: 'Careers',
  blocks: [{ type: 'home/hero', data: { ...heroDefault, title: heroTitle } }],
});

let dist: string;
let renderer: Renderer;
let t: TestApp;
let token: string;
let site: FastifyInstance;

beforeAll(async () => {
  dist = sourceBuild();
  renderer = (await loadRenderer(dist))!;
}, 60_000);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

beforeEach(async () => {
  t = await makeTestApp();
  token = await adminToken(t.app);
  // The site routes on the test app's database, content version and clock, as buildApp wires them.
  site = Fastify();
  site.decorate('db', t.app.db);
  site.decorate('contentVersion', t.app.contentVersion);
  site.decorate('config', t.config);
  site.decorate('clock', t.app.clock);
  await siteRoutes(site, { renderer, webDist: dist, originOf: trustedOrigin({ host: '127.0.0.1', port: 3000 }) });
  await createPublishedPage(t.app, token, careers('Work with us'));
  return async () => {
    await site.close();
    await t.close();
  };
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
}

/** A preview link opened as a browser does: its cookie. */
async function previewCookie(): Promise<string> {
  const link = (await call('POST', `${API}/preview-links`, {})).json<CreatedPreviewLink>();
  const opened = await site.inject(link.url);
  expect(opened.statusCode).toBe(303);
  return String(opened.headers['set-cookie']).split(';')[0]!;
}

describe('a renamed page', () => {
  it("redirects from its old address for good, keeping the visitor's query", async () => {
    await call('PUT', `${API}/custom-pages/careers`, careers('Work with us', 'jobs'));
    const old = await site.inject('/careers?utm_source=newsletter&utm_medium=email');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/jobs?utm_source=newsletter&utm_medium=email');
    expect((await site.inject('/careers')).headers.location).toBe('/jobs');
    expect((await site.inject('/jobs?utm_source=newsletter')).body).toContain('Work with us');
  });
});

describe('a draft that renames a page, in a preview', () => {
  beforeEach(async () => {
    await call('PUT', `${API}/drafts/custom-pages/careers`, careers('We are hiring', 'jobs'));
  });

  it('shows the draft at its new address, and sends the old address there for now', async () => {
    const cookie = await previewCookie();
    const preview = await site.inject({ url: '/jobs', headers: { cookie } });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('We are hiring');
    expect(preview.body).toContain('Preview — not published');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    // Temporary: nothing is published, so no browser may remember the move.
    const old = await site.inject({ url: '/careers?utm_source=x', headers: { cookie } });
    expect([old.statusCode, old.headers.location]).toEqual([302, '/jobs?utm_source=x']);
    expect(old.headers['cache-control']).toBe('private, no-store');

    const answer = await t.app.inject({ url: `${API}/custom-pages/jobs/content`, headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<CustomPageContent>()).toMatchObject({ slug: 'jobs', blocks: [{ data: { title: 'We are hiring' } }] });
    const oldAnswer = await t.app.inject({ url: `${API}/custom-pages/careers/content`, headers: { cookie } });
    expect([oldAnswer.statusCode, oldAnswer.headers.location]).toEqual([302, `${API}/custom-pages/jobs/content`]);
  });

  it('leaves the public where it was: the page at its old address, a 404 at the new one', async () => {
    await previewCookie();
    const visitor = await site.inject('/careers');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('Work with us');
    expect(visitor.body).not.toContain('We are hiring');
    const newAddress = await site.inject('/jobs');
    expect(newAddress.statusCode).toBe(404);
    expect(newAddress.body).not.toContain('We are hiring');
    expect((await t.app.inject(`${API}/custom-pages/jobs/content`)).statusCode).toBe(404);
  });

  it("follows a page's earlier address to where the draft puts it", async () => {
    await call('PUT', `${API}/custom-pages/careers`, careers('Work with us', 'work'));
    const cookie = await previewCookie();
    // The rename leaves the draft as it was: it still moves the page to /jobs.
    expect((await site.inject({ url: '/careers', headers: { cookie } })).headers.location).toBe('/jobs');
    expect((await site.inject({ url: '/work', headers: { cookie } })).headers.location).toBe('/jobs');
    expect((await site.inject('/careers')).headers.location).toBe('/work');
  });

  it('never takes the address of a published page that keeps it', async () => {
    await createPublishedPage(t.app, token, { ...careers('Open roles', 'jobs'), title: 'Jobs' });
    const cookie = await previewCookie();
    const atJobs = await site.inject({ url: '/jobs', headers: { cookie } });
    expect(atJobs.statusCode).toBe(200);
    expect(atJobs.body).toContain('Open roles');
    expect(atJobs.body).not.toContain('We are hiring');
  });
});
