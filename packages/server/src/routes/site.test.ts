// The site routes against a stand-in web build: pages rendered into the template with the
// renderer's status, the admin shell for /login and /admin/*, long-cached assets, sitemap and robots, the JSON 404 of the API, and the 503
// when the web package has not been built.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublishedPage } from '../test/published-page.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { siteRoutes } from './site.js';
import { registerCompression } from '../http/caching.js';
import { ContentVersion } from '../cache/content-version.js';
import { KEPT_BROTLI_QUALITY } from '../cache/compressed.js';
import { trustedOrigin, type OriginOf } from '../render/public-origin.js';

const ADMIN_SHELL = '<!doctype html><html><body><div id="admin-root"></div></body></html>';
const LOGIN_SHELL = '<!doctype html><html><body><div id="admin-root"></div><!-- login --></body></html>';
const TEMPLATE =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

/** A built entry that renders which page it was asked for and the title it read through loadPage. */
const ENTRY = `
globalThis.siteTestRenders = 0;
export async function render(request, context) {
  globalThis.siteTestRenders += 1;
  const url = new URL(request.url);
  if (url.pathname === '/explode') throw new Error('boom');
  if (url.pathname === '/old') return { status: 301, head: '', html: '', redirect: '/new' };
  const content = await context.loadPage('contact');
  const status = url.pathname.startsWith('/missing') ? 404 : 200;
  // Everything a page could take a host from: the context's origin, the request's URL and its Host.
  const head = '<title>T</title><link rel="canonical" href="' + (context.origin ?? '') + url.pathname + '">';
  const hosts = '<!-- ' + url.host + ' ' + request.headers.get('host') + ' -->';
  // A page long enough to be worth compressing: /about/team, a page of the site, and /about/team/, another spelling.
  const long = url.pathname.startsWith('/about/team');
  const words = 'clean safe building office hotel team care floor window repair night guard garden lift water light desk front house campus ward'.split(' ');
  const filler = long ? Array.from({ length: 900 }, (_, i) => '<p>' + words[(i * 7919) % 21] + ' ' + words[(i * 104729) % 21] + ' ' + ((i * 7919) % 1000) + '</p>').join('') : '';
  return { status, head, html: '<main>' + url.pathname + ' ' + content.sections.contact1.header + ' $&' + filler + '</main>' + hosts };
}
export function sitemapPaths(slugs) { return ['/', ...slugs.map((s) => '/services/' + s)]; }
`;

function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-web-dist-'));
  fs.mkdirSync(path.join(dist, 'client', 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'admin', 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'client', 'index.html'), TEMPLATE);
  // The editor is a build of its own, beside the public site's (web/vite.config.ts).
  fs.writeFileSync(path.join(dist, 'admin', 'admin.html'), ADMIN_SHELL);
  fs.writeFileSync(path.join(dist, 'admin', 'login.html'), LOGIN_SHELL);
  fs.writeFileSync(path.join(dist, 'admin', 'assets', 'admin-5678.js'), 'console.log(2)');
  fs.writeFileSync(path.join(dist, 'admin', 'assets', 'admin-5678.js.br'), brotliCompressSync('console.log(2)'));
  fs.writeFileSync(path.join(dist, 'client', 'assets', 'app-1234.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'client', 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(dist, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'server', 'entry-server.js'), ENTRY);
  return dist;
}

/** This server's own address, as a developer's browser sends it (HOST 127.0.0.1, PORT 3000). */
const OWN_HOST = '127.0.0.1:3000';
const PUBLIC_URL = 'https://www.example.com';

async function siteApp(
  t: TestApp,
  webDist: string,
  originOf: OriginOf = trustedOrigin({ host: '127.0.0.1', port: 3000 }),
): Promise<FastifyInstance> {
  const app = Fastify();
  // As buildApp does, so that the files and pages are tested with compression in place.
  await registerCompression(app);
  app.decorate('db', t.app.db);
  app.decorate('contentVersion', new ContentVersion());
  await siteRoutes(app, { webDist, originOf });
  return app;
}

let t: TestApp;
let dist: string;
let site: FastifyInstance;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.inject({
    method: 'PUT',
    url: '/backend/api/services',
    headers: auth(await adminToken(t.app)),
    payload: [{ title: 'Deep Cleaning' }],
  });
  dist = fakeBuild();
  site = await siteApp(t, dist);
});
afterAll(async () => {
  await site.close();
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('pages', () => {
  it('render into the template with content read from the database', async () => {
    const res = await site.inject({ url: '/about', headers: { host: OWN_HOST } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    // `$&` stays literal: the template is filled with replacer functions.
    expect(res.body).toBe(
      '<!doctype html><html><head><title>T</title><link rel="canonical" href="http://127.0.0.1:3000/about"></head>' +
        '<body><div id="root"><main>/about Get In Touch $&</main><!-- 127.0.0.1:3000 null --></div></body></html>',
    );
  });

  it("keep the visitor's query on a redirect: a campaign link to an old address still carries its parameters", async () => {
    const res = await site.inject('/old?utm_source=mail&utm_campaign=spring%20sale');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/new?utm_source=mail&utm_campaign=spring%20sale');
    const head = await site.inject({ method: 'HEAD', url: '/old?utm_source=mail' });
    expect([head.statusCode, head.headers.location]).toEqual([301, '/new?utm_source=mail']);
  });

  it('answer with the status the renderer gives (404 for an unknown route)', async () => {
    expect((await site.inject('/missing')).statusCode).toBe(404);
  });

  it('follow a redirect the router asks for', async () => {
    const res = await site.inject('/old');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/new');
  });

  it('are answered by a route of their own, the catch-all registered after every other, not by the not-found handler', async () => {
    const app = await siteApp(t, dist);
    const seen: { url: string; route: string | undefined; is404: boolean }[] = [];
    app.addHook('onResponse', async (request) => {
      seen.push({ url: request.url, route: request.routeOptions.url, is404: request.is404 });
    });
    try {
      for (const url of ['/', '/about', '/missing', '/backend/api/nothing', '/assets/gone.js']) await app.inject(url);
      expect(seen).toEqual([
        { url: '/', route: '/*', is404: false },
        { url: '/about', route: '/*', is404: false },
        { url: '/missing', route: '/*', is404: false },
        { url: '/backend/api/nothing', route: undefined, is404: true },
        { url: '/assets/gone.js', route: undefined, is404: true },
      ]);
    } finally {
      await app.close();
    }
  });

  it("answer HEAD with the GET answer's status and headers, without a body", async () => {
    const get = await site.inject('/about');
    const head = await site.inject({ method: 'HEAD', url: '/about' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'cache-control', 'etag', 'content-length'])
      expect(head.headers[name]).toBe(get.headers[name]);
    expect((await site.inject({ method: 'HEAD', url: '/missing' })).statusCode).toBe(404);
    const old = await site.inject({ method: 'HEAD', url: '/old' });
    expect([old.statusCode, old.headers.location]).toEqual([301, '/new']);
    expect((await site.inject({ method: 'HEAD', url: '/assets/gone.js' })).statusCode).toBe(404);
    expect((await site.inject({ method: 'HEAD', url: '/backend/api/nothing' })).statusCode).toBe(404);
  });

  it('answer 500 with the error screen when rendering throws', async () => {
    const res = await site.inject('/explode');
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('Unexpected Application Error!');
  });
});

describe('rendered pages per content version', () => {
  const renders = () => (globalThis as { siteTestRenders?: number }).siteTestRenders ?? 0;

  it('render a page once per version; the next read comes from memory, a revalidation is a 304', async () => {
    const first = await site.inject('/gallery');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const count = renders();
    const again = await site.inject('/gallery');
    expect(again.body).toBe(first.body);
    expect(renders()).toBe(count);
    const revalidated = await site.inject({ url: '/gallery', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(renders()).toBe(count);
  });

  it('is sent Brotli-compressed to a browser that accepts it', async () => {
    const plain = await site.inject('/services');
    const br = await site.inject({ url: '/services', headers: { 'accept-encoding': 'br' } });
    // The stand-in page is under the size worth compressing; a real one is not (e2e).
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body).toBe(plain.body);
  });

  it('is compressed at the higher quality once when the page is kept, and at the everyday quality when it is not', async () => {
    const brotliAt = (body: string, quality: number) =>
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
      });
    const fetch = (url: string) => site.inject({ url, headers: { 'accept-encoding': 'br' } });
    for (const [url, quality] of [
      ['/about/team', KEPT_BROTLI_QUALITY],
      ['/about/team/', 9],
    ] as const) {
      const res = await fetch(url);
      expect(res.headers['content-encoding'], url).toBe('br');
      const page = brotliDecompressSync(res.rawPayload).toString();
      expect(res.rawPayload.equals(brotliAt(page, quality)), `${url} at quality ${quality}`).toBe(true);
      expect(brotliAt(page, KEPT_BROTLI_QUALITY).length, url).toBeLessThan(brotliAt(page, 9).length);
    }
  });

  it("a content change renders again with a new ETag; a change the page does not show keeps the page's", async () => {
    const before = await site.inject('/projects');
    const ifNoneMatch = { 'if-none-match': before.headers.etag as string };
    site.contentVersion.bump();
    // Rendered again, the same bytes: the same ETag (a hash of the page), so still a 304.
    expect((await site.inject({ url: '/projects', headers: ifNoneMatch })).statusCode).toBe(304);
    const url = '/backend/api/contact/contact1';
    const headers = auth(await adminToken(t.app));
    const { header } = (await t.app.inject(url)).json<{ header: string }>();
    await t.app.inject({ method: 'PATCH', url, headers, payload: { header: 'Written since' } });
    site.contentVersion.bump();
    try {
      const after = await site.inject({ url: '/projects', headers: ifNoneMatch });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('Written since');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await t.app.inject({ method: 'PATCH', url, headers, payload: { header } });
      site.contentVersion.bump();
    }
  });

  it('keeps pages for different trusted origins apart (their absolute URLs differ), and gives no ETag to a 404', async () => {
    const count = renders();
    await site.inject({ url: '/contact', headers: { host: OWN_HOST } });
    await site.inject({ url: '/contact', headers: { host: 'localhost:3000' } });
    expect(renders()).toBe(count + 2);
    expect((await site.inject('/missing')).headers.etag).toBeUndefined();
  });
});

describe('query strings', () => {
  const renders = () => (globalThis as { siteTestRenders?: number }).siteTestRenders ?? 0;

  it('a tracking parameter gets the cached page: it is neither rendered again nor stored', async () => {
    site.contentVersion.bump();
    const home = await site.inject('/');
    const count = renders();
    const tracked = await site.inject('/?utm_source=x');
    expect(tracked.statusCode).toBe(200);
    expect(tracked.body).toBe(home.body);
    expect(tracked.headers.etag).toBe(home.headers.etag);
    expect(renders()).toBe(count);
  });

  it('made-up parameters cannot grow the page cache or push the home page out of it', async () => {
    site.contentVersion.bump();
    await site.inject('/');
    const count = renders();
    // More than the cache holds (500 answers), each a different query.
    for (let i = 0; i < 600; i += 1) expect((await site.inject(`/?utm_x=${i}`)).statusCode).toBe(200);
    for (let i = 0; i < 50; i += 1) await site.inject(`/about?fbclid=${i}&utm_x=${i}`);
    expect(renders()).toBe(count + 1);
    await site.inject('/');
    expect(renders()).toBe(count + 1);
  });
});

describe('addresses the site does not have', () => {
  const renders = () => (globalThis as { siteTestRenders?: number }).siteTestRenders ?? 0;

  it('get the Not Found page without entering the page cache, so they cannot push the home page out', async () => {
    site.contentVersion.bump();
    await site.inject('/');
    const count = renders();
    for (let i = 0; i < 600; i += 1) expect((await site.inject(`/missing-${i}`)).statusCode).toBe(404);
    expect(renders()).toBe(count + 600);
    await site.inject('/');
    expect(renders()).toBe(count + 600);
  });

  it("another spelling of a page's address is answered but not kept, so spellings cannot push the home page out", async () => {
    site.contentVersion.bump();
    await site.inject('/');
    await site.inject('/about/company-profile');
    const count = renders();
    // The real router matches a path whatever its case (the stand-in answers any path).
    // The i-th spelling: each bit of i upper-cases one letter.
    const spelling = (i: number) => {
      let bit = 0;
      return [...'/about/company-profile'].map((c) => (/[a-z]/.test(c) && (i >> bit++) & 1 ? c.toUpperCase() : c)).join('');
    };
    for (let i = 1; i <= 600; i += 1) expect((await site.inject(spelling(i))).statusCode).toBe(200);
    await site.inject('/about/company-profile/');
    expect(renders()).toBe(count + 601);
    await site.inject('/');
    await site.inject('/about/company-profile');
    expect(renders()).toBe(count + 601);
  });
});

describe('the Host header', () => {
  it('a made-up Host gets relative URLs, and never reaches the page of a visitor after it', async () => {
    site.contentVersion.bump();
    const evil = await site.inject({ url: '/team', headers: { host: 'evil.example' } });
    expect(evil.statusCode).toBe(200);
    expect(evil.body).not.toContain('evil.example');
    expect(evil.body).toContain('<link rel="canonical" href="/team">');

    const normal = await site.inject({ url: '/team', headers: { host: OWN_HOST } });
    expect(normal.body).not.toContain('evil.example');
    expect(normal.body).toContain('<link rel="canonical" href="http://127.0.0.1:3000/team">');
  });

  it('made-up Hosts share one rendered copy of a page: they cannot grow the cache', async () => {
    const renders = () => (globalThis as { siteTestRenders?: number }).siteTestRenders ?? 0;
    site.contentVersion.bump();
    const count = renders();
    for (let i = 0; i < 20; i += 1) await site.inject({ url: '/projects', headers: { host: `host-${i}.evil.example` } });
    expect(renders()).toBe(count + 1);
  });

  it('with PUBLIC_URL, every page uses it, even the one a made-up Host asked for', async () => {
    const pub = await siteApp(t, dist, trustedOrigin({ host: '0.0.0.0', port: 3000, publicUrl: PUBLIC_URL }));
    try {
      const evil = await pub.inject({ url: '/gallery', headers: { host: 'evil.example' } });
      expect(evil.body).not.toContain('evil.example');
      expect(evil.body).toContain('<link rel="canonical" href="https://www.example.com/gallery">');
      const normal = await pub.inject({ url: '/gallery', headers: { host: OWN_HOST } });
      expect(normal.body).toBe(evil.body);
    } finally {
      await pub.close();
    }
  });
});

describe('shared caches (CACHE_MAX_AGE_S)', () => {
  let shared: FastifyInstance;
  beforeAll(async () => {
    shared = Fastify();
    await registerCompression(shared);
    shared.decorate('db', t.app.db);
    shared.decorate('config', { ...t.config, cacheMaxAgeS: 60 });
    shared.decorate('contentVersion', new ContentVersion());
    await siteRoutes(shared, { webDist: dist, originOf: trustedOrigin({ host: '127.0.0.1', port: 3000 }) });
  });
  afterAll(() => shared.close());
  const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

  it('may keep a published page, and its 304, for the configured time', async () => {
    const page = await shared.inject({ url: '/about', headers: { host: OWN_HOST } });
    expect(page.headers['cache-control']).toBe(SHARED);
    const again = await shared.inject({ url: '/about', headers: { host: OWN_HOST, 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(SHARED);
  });

  it('never keeps the editor, a Not Found page, or a page asked for with credentials', async () => {
    expect((await shared.inject('/admin/home')).headers['cache-control']).toBe('no-cache');
    expect((await shared.inject({ url: '/missing', headers: { host: OWN_HOST } })).headers['cache-control']).toBe('no-cache');
    const signedIn = await shared.inject({ url: '/about', headers: { host: OWN_HOST, authorization: 'Token x' } });
    expect(signedIn.headers['cache-control']).toBe('no-cache');
  });
});

describe('the admin shell', () => {
  it.each(['/admin', '/admin/', '/admin/home', '/admin/services/deep-cleaning', '/admin/login'])(
    '%s answers the client-rendered admin.html, never cached stale',
    async (url) => {
      const res = await site.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(ADMIN_SHELL);
    },
  );

  it.each(['/login', '/login?next=1'])('%s answers the lighter login.html, never cached stale', async (url) => {
    const res = await site.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(LOGIN_SHELL);
  });

  it('does not swallow public paths that merely start with "admin"', async () => {
    const res = await site.inject('/administration');
    expect(res.body).toContain('<main>/administration');
  });
});

describe('files', () => {
  it('serves built assets for a year', async () => {
    const res = await site.inject('/assets/app-1234.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("serves the build's Brotli copy to a browser that accepts it, and the plain file otherwise", async () => {
    const br = await site.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const plain = await site.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it("serves the editor build's assets under the same path, Brotli copies included", async () => {
    const res = await site.inject('/assets/admin-5678.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log(2)');
    const br = await site.inject({ url: '/assets/admin-5678.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(2)');
  });

  it('answers a missing asset with a plain 404, not a page', async () => {
    const res = await site.inject('/assets/gone.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'There is no file at this address.' });
  });

  it('serves the favicon', async () => {
    const res = await site.inject('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
  });
});

describe('the API', () => {
  it('keeps the JSON 404 for unknown API routes and for non-GET requests', async () => {
    const api = await site.inject('/backend/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'There is no API route GET /backend/api/nothing.' });
    const post = await site.inject({ method: 'POST', url: '/about' });
    expect(post.json()).toEqual({ error: 'There is no API route POST /about.' });
  });
});

describe('crawlers', () => {
  let pub: FastifyInstance;
  beforeAll(async () => {
    pub = await siteApp(t, dist, trustedOrigin({ host: '0.0.0.0', port: 3000, publicUrl: PUBLIC_URL }));
  });
  afterAll(() => pub.close());

  it('the sitemap lists absolute URLs of PUBLIC_URL, whatever the Host, with each service', async () => {
    const res = await pub.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<loc>https://www.example.com/</loc>');
    expect(res.body).toContain('<loc>https://www.example.com/services/deep-cleaning</loc>');
    expect(res.body).not.toContain('evil.example');
  });

  it('the sitemap lists each custom page at its address, and no longer after it is deleted', async () => {
    const headers = auth(await adminToken(t.app));
    const payload = { slug: 'careers', title: 'Careers', blocks: [] };
    expect((await createPublishedPage(t.app, await adminToken(t.app), payload)).statusCode).toBe(201);
    expect((await pub.inject('/sitemap.xml')).body).toContain('<loc>https://www.example.com/careers</loc>');
    await t.app.inject({ method: 'DELETE', url: '/backend/api/custom-pages/careers', headers });
    expect((await pub.inject('/sitemap.xml')).body).not.toContain('/careers');
  });

  it("without PUBLIC_URL the sitemap is this server's own address's, and a made-up Host gets a 404 sentence", async () => {
    const own = await site.inject({ url: '/sitemap.xml', headers: { host: OWN_HOST } });
    expect(own.body).toContain('<loc>http://127.0.0.1:3000/services/deep-cleaning</loc>');
    const evil = await site.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(evil.statusCode).toBe(404);
    expect(evil.json()).toEqual({ error: "The sitemap is served only at the site's public address (PUBLIC_URL)." });
  });

  it('robots.txt keeps crawlers out of the editor and points at the sitemap', async () => {
    const res = await pub.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(res.body).toBe('User-agent: *\nDisallow: /admin\nDisallow: /login\n\nSitemap: https://www.example.com/sitemap.xml\n');
    const own = await site.inject({ url: '/robots.txt', headers: { host: OWN_HOST } });
    expect(own.body).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml\n');
  });

  it('robots.txt names no sitemap to a made-up Host', async () => {
    const res = await site.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(res.body).toBe('User-agent: *\nDisallow: /admin\nDisallow: /login\n');
  });
});

describe('without a web build', () => {
  it('answers every page with a clear 503', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'site-no-dist-'));
    const bare = await siteApp(t, empty);
    const res = await bare.inject('/');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('The site is not built yet: run pnpm build.');
    for (const url of ['/login', '/admin/home']) {
      const admin = await bare.inject(url);
      expect(admin.statusCode).toBe(503);
      expect(admin.body).toContain('The site is not built yet: run pnpm build.');
    }
    expect((await bare.inject('/backend/api/nothing')).statusCode).toBe(404);
    await bare.close();
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
