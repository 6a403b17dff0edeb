// Security headers: the exact policies, and that every kind of answer carries them (API, errors,
// media, assets, pages, the editor's shell), with the hashes of the build actually served.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentVersion } from '../cache/content-version.js';
import { PAGE_STYLES_FILE, type PageStyleSheet } from '@site/contracts';
import { DEV_SERVER_CODE, sha256Source } from '../render/inline-hashes.js';
import { loadRenderer } from '../render/renderer.js';
import { SVG_CSP } from '../routes/media.js';
import { siteRoutes } from '../routes/site.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';
import { adminDirectives, registerSecurityHeaders, siteDirectives } from './security-headers.js';

const hashes = { scripts: ["'sha256-AAA='"], styles: ["'sha256-BBB='"] };
const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');

describe('the policies', () => {
  it('public site: scripts and the one stylesheet by hash only, style attributes allowed', () => {
    expect(policy(siteDirectives(hashes))).toBe(
      [
        "default-src 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        "form-action 'self'",
        "frame-ancestors 'self'",
        "script-src 'self' 'sha256-AAA='",
        "script-src-attr 'none'",
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data: https: http:",
        "frame-src 'self' https:",
        "style-src 'self' 'sha256-BBB='",
      ].join(';'),
    );
  });

  it('editor: scripts by hash as strictly, inserted <style> elements allowed', () => {
    const admin = adminDirectives(hashes);
    expect(admin['script-src']).toEqual(["'self'", "'sha256-AAA='"]);
    expect(admin['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('never allow inline or evaluated script, and never upgrade requests (the site is served over http too)', () => {
    for (const directives of [siteDirectives(hashes), adminDirectives(hashes), siteDirectives()]) {
      const text = policy(directives);
      expect(directives['script-src']?.join(' ')).not.toMatch(/unsafe/);
      expect(text).not.toContain('upgrade-insecure-requests');
      expect(text).not.toContain('*');
    }
  });
});

describe('the dev server policy (pnpm dev only)', () => {
  it('allows inline script and style and the update websocket, and keeps every other rule', () => {
    const dev = siteDirectives(DEV_SERVER_CODE);
    expect(adminDirectives(DEV_SERVER_CODE)).toEqual(dev);
    expect(dev['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(dev['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(dev['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    const relaxed = ['script-src', 'style-src', 'connect-src'];
    const others = (directives: Record<string, string[]>) =>
      Object.entries(directives).filter(([name]) => !relaxed.includes(name));
    expect(others(dev)).toEqual(others(siteDirectives(hashes)));
  });
});

describe('headers on every answer of the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
    await t.app.storage.put('0123abcd.png', Buffer.from('not really a png, served as stored'));
    await t.app.storage.put('4567cdef.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  });
  afterAll(() => t.close());

  const expectHeaders = (headers: Record<string, unknown>, url: string) => {
    expect(headers['content-security-policy'], url).toBeTruthy();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security'], url).toBe('max-age=31536000');
    expect(headers['referrer-policy'], url).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
    expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
    expect(headers['x-powered-by'], url).toBeUndefined();
  };

  it.each([
    ['an API read', 'GET', '/backend/api/home/hero', 200],
    ['the alias API', 'GET', '/api/home/hero', 200],
    ['an auth answer', 'GET', '/backend/auth/users/me', 401],
    ['an unknown API route', 'GET', '/backend/api/nothing', 404],
    ['a refused write', 'PATCH', '/backend/api/home/hero', 401],
    ['a media file', 'GET', '/media/0123abcd.png', 200],
    ['a missing media file', 'GET', '/media/missing.png', 404],
    ['a missing asset', 'GET', '/assets/missing.js', 404],
    ['the health check', 'GET', '/healthz', 200],
  ] as const)('%s (%s %s)', async (_name, method, url, status) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expectHeaders(res.headers, url);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('keeps the sandboxing policy of an SVG under /media', async () => {
    const res = await t.app.inject('/media/4567cdef.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(SVG_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('pages and the editor shell carry the hashes of the build they serve', () => {
  const SITE_SCRIPT = "document.documentElement.classList.add('js')";
  const CSS = 'body{margin:0}';
  const MAP_CSS = '._map_ccccc_2{height:20rem}';
  const ADMIN_SCRIPT = "\n      try { localStorage.getItem('theme') } catch (e) {}\n    ";
  let dist: string;
  let app: FastifyInstance;
  let t: TestApp;

  beforeAll(async () => {
    t = await makeTestApp();
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-csp-dist-'));
    for (const dir of ['client/assets', 'admin', 'server']) fs.mkdirSync(path.join(dist, dir), { recursive: true });
    fs.writeFileSync(path.join(dist, 'client/assets/index-1.css'), CSS + MAP_CSS);
    const sheet: PageStyleSheet = {
      stylesheet: 'assets/index-1.css',
      modules: ['src/Map.module.css'],
      classes: { _map_ccccc_2: 0 },
      parts: [
        { css: CSS, modules: [] },
        { css: MAP_CSS, modules: [0] },
      ],
    };
    fs.mkdirSync(path.dirname(path.join(dist, 'client', PAGE_STYLES_FILE)), { recursive: true });
    fs.writeFileSync(path.join(dist, 'client', PAGE_STYLES_FILE), JSON.stringify(sheet));
    fs.writeFileSync(
      path.join(dist, 'client/index.html'),
      `<!doctype html><html><head><script>${SITE_SCRIPT}</script><link rel="stylesheet" crossorigin href="/assets/index-1.css"><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`,
    );
    fs.writeFileSync(
      path.join(dist, 'admin/admin.html'),
      `<!doctype html><html><head><script>${ADMIN_SCRIPT}</script></head><body></body></html>`,
    );
    fs.writeFileSync(
      path.join(dist, 'server/entry-server.js'),
      `export async function render(request) {
         const html = new URL(request.url).pathname === '/map' ? '<div class="_map_ccccc_2"></div>' : '<p style="color:red">Hi</p>';
         return { status: 200, head: '', html, data: '{"loaderData":{"x":"</script><script>alert(1)</script>"}}' };
       }
       export function sitemapPaths() { return ['/']; }`,
    );
    const renderer = await loadRenderer(dist);
    app = Fastify();
    app.decorate('db', t.app.db);
    app.decorate('contentVersion', new ContentVersion());
    await registerSecurityHeaders(app, renderer?.inline.site);
    await siteRoutes(app, { renderer });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('a page: its inline script and its own inlined stylesheet by hash', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${sha256Source(SITE_SCRIPT)};`);
    expect(csp).toMatch(new RegExp(`style-src 'self' ${sha256Source(CSS).replace(/[+/]/g, '\\$&')}$`));
    expect(res.body).toContain(`<style>${CSS}</style>`);
  });

  it("a page with a module's classes: that module's rules too, and the policy names that stylesheet", async () => {
    for (let visit = 0; visit < 2; visit++) {
      const res = await app.inject('/map');
      expect(res.body).toContain(`<style>${CSS}${MAP_CSS}</style>`);
      expect(res.headers['content-security-policy']).toContain(`style-src 'self' ${sha256Source(CSS + MAP_CSS)}`);
      expect(res.headers['content-security-policy']).not.toContain(sha256Source(CSS));
    }
  });

  it('a page: the hydration data is a data block that cannot close its element', async () => {
    const res = await app.inject('/');
    expect(res.body).toContain(
      '<script type="application/json" id="router-hydration-data">{"loaderData":{"x":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}}</script>',
    );
    expect(res.body.match(/<script/g)).toHaveLength(2);
  });

  it.each(['/login', '/admin', '/admin/home'])('the editor shell %s: its own policy with its script hash', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${sha256Source(ADMIN_SCRIPT)};`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain(sha256Source(SITE_SCRIPT));
  });
});
