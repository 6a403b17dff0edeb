// Redirects over HTTP and as visitors meet them (the real pages, from source): the list with the
// renamed pages' old addresses, adding, changing and deleting with the audit log; what is refused
// (loops, the editor's and the API's addresses, a taken address) with nothing written; chains
// collapsed; the visitor's query kept; prefixes; hits counted; and a change followed at once.
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heroDefault, type Redirect } from '@site/contracts';
import { auditLog, notFoundLog, redirects } from '../db/schema.js';
import { loadRenderer, type Renderer } from '../render/renderer.js';
import { trustedOrigin } from '../render/public-origin.js';
import { sourceBuild } from '../test/source-build.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { createPublishedPage } from '../test/published-page.js';
import { tokenAs } from '../test/role-token.js';
import { siteRoutes } from './site.js';

const API = '/backend/api';
const NOW = new Date('2030-03-04T05:06:07.000Z');

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
  t = await makeTestApp({}, { clock: () => NOW });
  token = await adminToken(t.app);
  site = Fastify();
  site.decorate('db', t.app.db);
  site.decorate('contentVersion', t.app.contentVersion);
  site.decorate('config', t.config);
  site.decorate('clock', t.app.clock);
  await siteRoutes(site, { renderer, webDist: dist, originOf: trustedOrigin({ host: '127.0.0.1', port: 3000 }) });
  return async () => {
    await site.close();
    await t.close();
  };
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, as = token) =>
  t.app.inject({ method, url: `${API}${url}`, headers: auth(as), ...(payload ? { payload } : {}) });

async function add(from: string, to: string, status: 301 | 302 = 301): Promise<Redirect> {
  const res = await call('POST', '/redirects/', { from, to, status });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Redirect>();
}
const list = async () => (await call('GET', '/redirects/')).json<Redirect[]>();
const visit = (url: string) => site.inject(url);

/** Hits are counted just after the answer: wait for the count to show. */
async function hitsOf(from: string, expected: number): Promise<Redirect> {
  for (let i = 0; i < 50; i++) {
    const found = (await list()).find((r) => r.from === from)!;
    if (found.hits === expected) return found;
    await new Promise((done) => setTimeout(done, 20));
  }
  throw new Error(`${from} never had ${expected} hits`);
}

describe('the redirects API', () => {
  it('adds, lists, changes and deletes a redirect, each in the audit log', async () => {
    const made = await add('old-offers/', '/services');
    expect(made).toEqual({
      id: expect.stringMatching(/^\d+$/),
      from: '/old-offers',
      to: '/services',
      status: 301,
      kind: 'redirect',
      hits: 0,
      last_hit_at: null,
      created_by: 'test-admin',
      updated_at: NOW.toISOString(),
    });
    expect(await list()).toEqual([made]);

    const changed = await call('PUT', `/redirects/${made.id}`, { from: '/old-offers', to: '/contact', status: 302 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: made.id, to: '/contact', status: 302 });

    const deleted = await t.app.inject({ method: 'DELETE', url: `${API}/redirects/${made.id}`, headers: auth(token) });
    expect(deleted.statusCode).toBe(204);
    expect(await list()).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `${API}/redirects/${made.id}`, headers: auth(token) })).statusCode).toBe(
      404,
    );

    const entries = await t.app.db.select().from(auditLog);
    expect(entries.filter((e) => e.action.startsWith('redirect_')).map((e) => [e.action, e.actor, e.target])).toEqual([
      ['redirect_created', 'test-admin', 'redirect /old-offers'],
      ['redirect_changed', 'test-admin', 'redirect /old-offers'],
      ['redirect_removed', 'test-admin', 'redirect /old-offers'],
    ]);
  });

  it('is for admins and editors, not authors', async () => {
    const editor = await tokenAs(t, 'eve', 'editor');
    const author = await tokenAs(t, 'ann', 'author');
    expect((await call('POST', '/redirects', { from: '/a', to: '/b' }, editor)).statusCode).toBe(201);
    expect((await call('GET', '/redirects', undefined, author)).statusCode).toBe(403);
    expect((await call('POST', '/redirects', { from: '/c', to: '/b' }, author)).json()).toEqual({
      detail: 'An author may not manage redirects.',
    });
  });

  it.each([
    [{ from: '/admin', to: '/' }, 'from', "would take over the editor's address /admin"],
    [{ from: '/backend/api/pages', to: '/' }, 'from', "would take over the API's address /backend"],
    [{ from: '/media/*', to: '/' }, 'from', "would take over the uploaded media's address /media"],
    [{ from: '/sitemap.xml', to: '/' }, 'from', 'sitemap'],
    [{ from: '/old?x=1', to: '/' }, 'from', 'without a query'],
    [{ from: '/*', to: '/' }, 'from', 'every address'],
    [{ from: '/old', to: 'new' }, 'to', 'starting with /'],
    [{ from: '/old', to: 'javascript:alert(1)' }, 'to', 'starting with /'],
    [{ from: '/old', to: '/new/*' }, 'to', 'Only a redirect from a prefix'],
    [{ from: '/old', to: '/old/' }, 'to', 'circle'],
    [{ from: '/old/*', to: '/old/new/*' }, 'to', 'circle'],
  ])('refuses %j with a 400 naming the field, writing nothing', async (body, field, words) => {
    const res = await call('POST', '/redirects', body);
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json<{ error: string; issues: { path: string; message: string }[] }>();
    expect(answer.error).toContain(words);
    expect(answer.issues).toEqual([{ path: field, message: answer.error }]);
    expect(await t.app.db.select().from(redirects)).toEqual([]);
  });

  it('refuses a status other than 301 or 302', async () => {
    const res = await call('POST', '/redirects', { from: '/a', to: '/b', status: 307 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('301');
  });

  it('refuses a second redirect from the same address with a 409', async () => {
    await add('/old', '/about');
    const res = await call('POST', '/redirects', { from: '/old/', to: '/contact' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'There is already a redirect from /old: a redirect to /about. Change or delete that one.',
      issues: [{ path: 'from' }],
    });
    expect(await list()).toHaveLength(1);
  });

  it('refuses a loop through another redirect, in either order, and leaves both as they were', async () => {
    const a = await add('/a', '/b');
    const res = await call('POST', '/redirects', { from: '/b', to: '/a' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/circle/);
    const c = await add('/c', '/d');
    const edited = await call('PUT', `/redirects/${c.id}`, { from: '/b', to: '/a' });
    expect(edited.statusCode).toBe(400);
    expect((await list()).map((r) => [r.from, r.to])).toEqual([
      ['/a', '/b'],
      ['/c', '/d'],
    ]);
    expect(a.to).toBe('/b');
  });

  it('collapses a chain when it is saved, in either order, so that a visitor is sent once', async () => {
    await add('/a', '/b');
    await add('/b', '/c');
    expect((await list()).map((r) => [r.from, r.to])).toEqual([
      ['/a', '/c'],
      ['/b', '/c'],
    ]);
    await add('/x', '/a');
    expect((await list()).find((r) => r.from === '/x')?.to).toBe('/c');
    const visited = await visit('/x');
    expect([visited.statusCode, visited.headers.location]).toEqual([301, '/c']);
  });

  it('takes an address off the not-found log when a redirect answers it', async () => {
    const seen = { hits: 3, firstSeen: NOW.toISOString(), lastSeen: NOW.toISOString(), referrerHost: null };
    await t.app.db.insert(notFoundLog).values([
      { path: '/old-team', ...seen },
      { path: '/blog/2019/a', ...seen },
      { path: '/elsewhere', ...seen },
    ]);
    await add('/old-team', '/about');
    await add('/blog/*', '/');
    expect((await t.app.db.select().from(notFoundLog)).map((row) => row.path)).toEqual(['/elsewhere']);
  });
});

describe('a visitor', () => {
  it("is sent on with a 301 or a 302, the query kept and merged with the target's", async () => {
    await add('/old-offers', '/services');
    const sent = await visit('/old-offers?utm_source=newsletter&utm_medium=email');
    expect(sent.statusCode).toBe(301);
    expect(sent.headers.location).toBe('/services?utm_source=newsletter&utm_medium=email');
    expect(sent.headers['cache-control']).toBe('no-cache');
    expect((await visit('/old-offers/')).headers.location).toBe('/services');

    await add('/promo', '/contact?topic=offer', 302);
    const promo = await visit('/promo?topic=mine&utm_source=x');
    expect([promo.statusCode, promo.headers.location]).toEqual([302, '/contact?topic=offer&utm_source=x']);

    await add('/partner', 'https://partner.example/offer');
    expect((await visit('/partner?ref=1')).headers.location).toBe('https://partner.example/offer?ref=1');
  });

  it('is sent on under a prefix with the rest of the address', async () => {
    await add('/blog/*', '/news');
    expect((await visit('/blog/2019/spring-clean?x=1')).headers.location).toBe('/news/2019/spring-clean?x=1');
    expect((await visit('/blog')).headers.location).toBe('/news');
    expect((await visit('/blogs')).statusCode).toBe(404);
  });

  it('is sent on from the address of a live page: the redirect wins', async () => {
    expect((await visit('/about')).statusCode).toBe(200);
    await add('/about', '/contact');
    expect((await visit('/about')).headers.location).toBe('/contact');
  });

  it('is counted, by the address the redirect answers', async () => {
    await add('/blog/*', '/news');
    await visit('/blog/a');
    await visit('/blog/b?x=1');
    expect(await hitsOf('/blog/*', 2)).toMatchObject({ hits: 2, last_hit_at: NOW.toISOString() });
  });

  it('meets a change at once: the page cached before, the redirect added, changed and deleted', async () => {
    expect((await visit('/about')).statusCode).toBe(200);
    expect((await visit('/about')).statusCode).toBe(200);
    const made = await add('/about', '/contact');
    expect((await visit('/about')).headers.location).toBe('/contact');
    await call('PUT', `/redirects/${made.id}`, { from: '/about', to: '/services', status: 302 });
    const changed = await visit('/about');
    expect([changed.statusCode, changed.headers.location]).toEqual([302, '/services']);
    await t.app.inject({ method: 'DELETE', url: `${API}/redirects/${made.id}`, headers: auth(token) });
    expect((await visit('/about')).statusCode).toBe(200);
  });
});

describe("a renamed page's old address", () => {
  const careers = (slug: string) => ({
    slug,
    title: 'Careers',
    blocks: [{ type: 'home/hero', data: { ...heroDefault, title: 'Work with us' } }],
  });

  beforeEach(async () => {
    await createPublishedPage(t.app, token, careers('careers'));
    expect((await call('PUT', '/custom-pages/careers', careers('jobs'))).statusCode).toBe(200);
  });

  it('is listed as a rename to the page as it is now, counted, and deletable but not editable', async () => {
    const [rename] = await list();
    expect(rename).toEqual({
      id: 'rename:careers',
      from: '/careers',
      to: '/jobs',
      status: 301,
      kind: 'rename',
      hits: 0,
      last_hit_at: null,
      created_by: null,
      updated_at: null,
    });
    const sent = await visit('/careers?utm_source=x');
    expect([sent.statusCode, sent.headers.location]).toEqual([301, '/jobs?utm_source=x']);
    await hitsOf('/careers', 1);

    const edited = await call('PUT', '/redirects/rename:careers', { from: '/careers', to: '/about', status: 301 });
    expect(edited.statusCode).toBe(409);
    expect(edited.json<{ error: string }>().error).toContain('follows the page');

    // Taken: a redirect of one's own from there needs the rename deleted first.
    expect((await call('POST', '/redirects', { from: '/careers', to: '/about' })).statusCode).toBe(409);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `${API}/redirects/rename:careers`, headers: auth(token) })).statusCode,
    ).toBe(204);
    expect(await list()).toEqual([]);
    expect((await visit('/careers')).statusCode).toBe(404);
  });

  it('refuses a redirect that would lead back to the old address, and follows a redirect past the page', async () => {
    const loop = await call('POST', '/redirects', { from: '/jobs', to: '/careers' });
    expect(loop.statusCode).toBe(400);
    await add('/jobs', '/contact');
    // The rename leads to /jobs, which leads on: the visitor is sent once.
    expect((await visit('/careers')).headers.location).toBe('/contact');
  });
});
