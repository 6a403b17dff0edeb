// Preview links: an admin makes one, and whoever opens it sees every page with the drafts applied
// (pages rendered on the server and the page answers the browser fetches afterwards), marked as a
// preview, stored by no cache, until the link expires or is revoked. Nobody else ever sees a draft.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  heroDefault,
  PAGE_STYLES_FILE,
  type CreatedPreviewLink,
  type CustomPageContent,
  type PageStyleSheet,
  type PreviewLink,
} from '@site/contracts';
import { previewLinks } from '../db/schema.js';
import { registerCompression } from '../http/caching.js';
import { sha256Source } from '../render/inline-hashes.js';
import { trustedOrigin } from '../render/public-origin.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { createPublishedPage } from '../test/published-page.js';
import { siteRoutes } from './site.js';

const TEMPLATE =
  '<!doctype html><html><head><link rel="stylesheet" href="/assets/style-1.css"><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';
const CSS = 'h1{color:navy}';
const SHEET: PageStyleSheet = { stylesheet: 'assets/style-1.css', modules: [], classes: {}, parts: [{ css: CSS, modules: [] }] };
/**
 * A built entry that shows the home page's hero title, or a custom page's title and first block's
 * title at its address, read through the context as the real one does.
 */
const ENTRY = `
export async function render(request, context) {
  const slug = new URL(request.url).pathname.slice(1);
  if (slug) {
    const read = await context.loadCustomPage(slug);
    if (!read || !read.content) return { status: 404, head: '', html: 'Not found' };
    const { title, blocks } = read.content;
    return { status: 200, head: '<title>' + title + '</title>', html: '<h1>' + title + '</h1><h2>' + blocks[0].data.title + '</h2>' };
  }
  const content = await context.loadPage('home');
  return { status: 200, head: '<title>T</title>', html: '<h1>' + content.sections.hero.title + '</h1>' };
}
export function sitemapPaths() { return ['/']; }
`;

const API = '/backend/api';
const T0 = new Date('2030-03-04T08:00:00.000Z');
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let site: FastifyInstance;
let dist: string;
let token: string;
let now: Date;

beforeEach(async () => {
  now = T0;
  // Shared caching is on: a preview must still never be stored by any cache.
  t = await makeTestApp({ cacheMaxAgeS: 60 }, { clock: () => now });
  token = await adminToken(t.app, 'alice');
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-preview-dist-'));
  for (const dir of ['client', 'admin', 'server']) fs.mkdirSync(path.join(dist, dir), { recursive: true });
  fs.writeFileSync(path.join(dist, 'client', 'index.html'), TEMPLATE);
  fs.mkdirSync(path.dirname(path.join(dist, 'client', PAGE_STYLES_FILE)), { recursive: true });
  fs.writeFileSync(path.join(dist, 'client', PAGE_STYLES_FILE), JSON.stringify(SHEET));
  fs.writeFileSync(path.join(dist, 'admin', 'admin.html'), '<!doctype html><html><body></body></html>');
  fs.writeFileSync(path.join(dist, 'server', 'entry-server.js'), ENTRY);
  // The site routes on the test app's database, content version and clock, as buildApp wires them.
  site = Fastify();
  await registerCompression(site);
  site.decorate('db', t.app.db);
  site.decorate('contentVersion', t.app.contentVersion);
  site.decorate('config', t.config);
  site.decorate('clock', () => now);
  await siteRoutes(site, { webDist: dist, originOf: trustedOrigin({ host: '127.0.0.1', port: 3000 }) });

  await call('PUT', `${API}/home/hero`, { ...heroDefault, title: 'Published title' });
  await call('PUT', `${API}/drafts/home/hero`, { ...heroDefault, title: 'Draft title' });
});
afterEach(async () => {
  await site.close();
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });

async function newLink(payload: unknown = {}): Promise<CreatedPreviewLink> {
  const res = await call('POST', `${API}/preview-links`, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CreatedPreviewLink>();
}

/** Opens a link as a browser does: the answer sets the cookie and sends it to the clean address. */
async function open(link: CreatedPreviewLink): Promise<string> {
  const res = await site.inject({
    url: new URL(link.url, 'http://127.0.0.1:3000').pathname + new URL(link.url, 'http://x').search,
  });
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('/');
  expect(res.headers['cache-control']).toBe('no-store');
  const cookie = String(res.headers['set-cookie']);
  expect(cookie).toMatch(/^site_preview=[^;]+;/);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(cookie).toMatch(/Path=\//);
  return cookie.split(';')[0]!;
}

describe('preview links', () => {
  it('are made for 24 hours by default (1 to 168), listed without their token, and revoked', async () => {
    const link = await newLink();
    expect(link.url).toMatch(/^\/\?preview=[\w-]{40,}$/);
    expect(link.expires_at).toBe(new Date(T0.getTime() + 24 * HOUR).toISOString());
    expect((await newLink({ expires_in_hours: 168 })).expires_at).toBe(new Date(T0.getTime() + 168 * HOUR).toISOString());
    for (const bad of [0, 169, 1.5, '2']) {
      const res = await call('POST', `${API}/preview-links`, { expires_in_hours: bad });
      expect(res.statusCode, String(bad)).toBe(400);
    }
    // Only the token's hash is stored.
    const stored = await t.app.db.select().from(previewLinks);
    const tokenValue = link.url.split('=')[1]!;
    expect(JSON.stringify(stored)).not.toContain(tokenValue);

    const list = (await call('GET', `${API}/preview-links`)).json<PreviewLink[]>();
    expect(list.map((l) => l.id)).toEqual([link.id, link.id + 1]);
    expect(list[0]).toMatchObject({ created_by: 'alice', expires_at: link.expires_at });
    expect(JSON.stringify(list)).not.toContain(tokenValue);
    expect((await call('DELETE', `${API}/preview-links/${link.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `${API}/preview-links/${link.id}`)).statusCode).toBe(404);
    expect((await call('GET', `${API}/preview-links`)).json<PreviewLink[]>()).toHaveLength(1);
    for (const [method, url] of [
      ['POST', `${API}/preview-links`],
      ['GET', `${API}/preview-links`],
      ['DELETE', `${API}/preview-links/1`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('show every page with the drafts, marked as a preview, stored by no cache, and the public never sees them', async () => {
    const cookie = await open(await newLink());
    const preview = await site.inject({ url: '/', headers: { cookie } });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('<h1>Draft title</h1>');
    expect(preview.body).toContain('Preview — not published');
    expect(preview.body).toContain('2030-03-05 08:00 UTC');
    expect(preview.body).toContain('<meta name="robots" content="noindex">');
    expect(preview.body).not.toMatch(/<script(?![^>]*application\/json)/);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect(preview.headers.etag).toBeUndefined();
    // Its policy names its inlined stylesheet, as a published page's does.
    expect(preview.body).toContain(`<style>${CSS}</style>`);
    expect(preview.headers['content-security-policy']).toContain(`style-src 'self' ${sha256Source(CSS)}`);

    // Rendered after the preview, at the same address: the preview never entered the page cache.
    for (const headers of [{}, { cookie: 'site_preview=' }, { cookie: 'other=1' }]) {
      const visitor = await site.inject({ url: '/', headers });
      expect(visitor.body).toContain('<h1>Published title</h1>');
      expect(visitor.body).not.toContain('Preview');
      expect(visitor.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    }

    // The page answer the browser fetches after a navigation: drafts for the preview only.
    const publicAnswer = await t.app.inject({ url: `${API}/pages/home` });
    expect(publicAnswer.json<{ sections: { hero: { title: string } } }>().sections.hero.title).toBe('Published title');
    expect(publicAnswer.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const editorRead = await t.app.inject({ url: `${API}/pages/home`, headers: auth(token) });
    expect(editorRead.headers['cache-control']).toBe('no-cache');
    const previewAnswer = await t.app.inject({
      url: `${API}/pages/home`,
      headers: { cookie, 'if-none-match': String(publicAnswer.headers.etag) },
    });
    expect(previewAnswer.statusCode).toBe(200);
    expect(previewAnswer.json<{ sections: { hero: { title: string } } }>().sections.hero.title).toBe('Draft title');
    expect(previewAnswer.headers['cache-control']).toBe('private, no-store');
    const again = await t.app.inject({ url: `${API}/pages/home` });
    expect(again.json<{ sections: { hero: { title: string } } }>().sections.hero.title).toBe('Published title');
  });

  it('once expired or revoked show the published site with a notice and drop the cookie', async () => {
    const link = await newLink({ expires_in_hours: 1 });
    const cookie = await open(link);
    now = new Date(T0.getTime() + HOUR);
    const expired = await site.inject({ url: '/', headers: { cookie } });
    expect(expired.statusCode).toBe(200);
    expect(expired.body).toContain('<h1>Published title</h1>');
    expect(expired.body).toContain('This preview link no longer works');
    expect(expired.headers['cache-control']).toBe('private, no-store');
    expect(String(expired.headers['set-cookie'])).toMatch(/^site_preview=;.*Max-Age=0/);
    const answer = await t.app.inject({ url: `${API}/pages/home`, headers: { cookie } });
    expect(answer.json<{ sections: { hero: { title: string } } }>().sections.hero.title).toBe('Published title');

    now = T0;
    const other = await newLink();
    const otherCookie = await open(other);
    expect((await site.inject({ url: '/', headers: { cookie: otherCookie } })).body).toContain('Draft title');
    await call('DELETE', `${API}/preview-links/${other.id}`);
    const revoked = await site.inject({ url: '/', headers: { cookie: otherCookie } });
    expect(revoked.body).toContain('<h1>Published title</h1>');
    expect(revoked.body).toContain('no longer works');
  });

  it('with a wrong token shows the published page with the notice, and ?preview=exit leaves a preview', async () => {
    const wrong = await site.inject({ url: '/?preview=not-a-token' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('<h1>Published title</h1>');
    expect(wrong.body).toContain('no longer works');
    expect(wrong.headers['cache-control']).toBe('private, no-store');

    const cookie = await open(await newLink());
    const exit = await site.inject({ url: '/?preview=exit', headers: { cookie } });
    expect(exit.statusCode).toBe(303);
    expect(exit.headers.location).toBe('/');
    expect(String(exit.headers['set-cookie'])).toMatch(/^site_preview=;.*Max-Age=0/);
  });

  it('shows a draft published meanwhile as published, and a newer draft as soon as it is saved', async () => {
    const cookie = await open(await newLink());
    await call('PUT', `${API}/drafts/home/hero`, { ...heroDefault, title: 'Second draft' });
    expect((await site.inject({ url: '/', headers: { cookie } })).body).toContain('<h1>Second draft</h1>');
    await call('POST', `${API}/drafts/home/hero/publish`);
    expect((await site.inject({ url: '/' })).body).toContain('<h1>Second draft</h1>');
    const preview = await site.inject({ url: '/', headers: { cookie } });
    expect(preview.body).toContain('<h1>Second draft</h1>');
    expect(preview.body).toContain('Preview — not published');
  });

  it('show a custom page with its draft at its address, and its page answer too, while the public sees it as published', async () => {
    const careers = (title: string, heroTitle: string) => ({
      slug: 'careers',
      title,
      blocks: [{ type: 'home/hero', data: { ...heroDefault, title: heroTitle } }],
    });
    expect((await createPublishedPage(t.app, token, careers('Careers', 'Work with us'))).statusCode).toBe(201);
    expect((await call('PUT', `${API}/drafts/custom-pages/careers`, careers('Jobs', 'We are hiring'))).statusCode).toBe(200);

    const link = await newLink();
    const opened = await site.inject({ url: `/careers${new URL(link.url, 'http://x').search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/careers');
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;

    const preview = await site.inject({ url: '/careers', headers: { cookie } });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('<h1>Jobs</h1><h2>We are hiring</h2>');
    expect(preview.body).toContain('Preview — not published');
    expect(preview.headers['cache-control']).toBe('private, no-store');

    const visitor = await site.inject({ url: '/careers' });
    expect(visitor.body).toContain('<h1>Careers</h1><h2>Work with us</h2>');
    expect(visitor.body).not.toContain('We are hiring');

    const answer = await t.app.inject({ url: `${API}/custom-pages/careers/content`, headers: { cookie } });
    expect(answer.json<CustomPageContent>()).toMatchObject({ title: 'Jobs', blocks: [{ data: { title: 'We are hiring' } }] });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const publicAnswer = await t.app.inject({ url: `${API}/custom-pages/careers/content` });
    expect(publicAnswer.json<CustomPageContent>().title).toBe('Careers');
  });
});
