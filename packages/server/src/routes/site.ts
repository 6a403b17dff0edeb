// Everything that is not the API: the server-rendered pages, the admin SPA's shell (/login, /admin),
// the built assets, /sitemap.xml and /robots.txt. Unknown API routes keep their JSON 404.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ALIAS_BASE, API_BASE, AUTH_BASE, MEDIA_BASE } from '@site/contracts';
import { readPage } from '../content/pages.js';
import { listServiceSlugs } from '../content/services.js';
import { robotsTxt, sitemapXml } from '../render/crawlers.js';
import { NOT_BUILT_HTML, RENDER_FAILED_HTML } from '../render/not-built.js';
import { loadRenderer, WEB_DIST, type PageResponse, type Renderer } from '../render/renderer.js';
import { adminHelmet } from '../http/security-headers.js';
import { CompressedBody, sendCompressed } from '../cache/compressed.js';
import { matchesEtag } from '../cache/content-version.js';

const API_PREFIXES = [API_BASE, API_ALIAS_BASE, AUTH_BASE];
const ASSETS_BASE = '/assets';
/** File trees: a miss there is a plain 404, not the site's Not Found page. */
const FILE_PREFIXES = [ASSETS_BASE, MEDIA_BASE];

const underAny = (url: string, prefixes: string[]) => {
  const pathname = url.split('?')[0] ?? '';
  return prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
};

export const isApiPath = (url: string) => underAny(url, API_PREFIXES);

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0];
  return reply.status(404).send({ error: `There is no API route ${request.method} ${pathname}.` });
}

/** The origin the visitor used, for absolute URLs (og:url, the sitemap); a garbled Host falls back. */
function originOf(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return 'http://localhost';
  }
}

function toFetchRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(new URL(request.url, originOf(request)), { method: 'GET', headers });
}

export interface SiteOptions {
  /** The web package's dist folder; tests point it elsewhere. */
  webDist?: string;
  /** The build, when the caller has loaded it already (buildApp: its hashes are in the policy); undefined: not built. */
  renderer?: Renderer | undefined;
}

export async function siteRoutes(app: FastifyInstance, options: SiteOptions = {}) {
  const webDist = options.webDist ?? WEB_DIST;
  const renderer = 'renderer' in options ? options.renderer : await loadRenderer(webDist);
  if (!renderer) app.log.warn(`No web build in ${webDist}: pages answer 503 until "pnpm build" has run.`);

  // The public site's and the editor's builds (web/vite.config.ts) each have their assets; both are
  // served under /assets/ (hashed names, so they never clash).
  const assetDirs = ['client', 'admin'].map((build) => path.join(webDist, build, 'assets')).filter((dir) => fs.existsSync(dir));
  if (assetDirs.length > 0) {
    // File names carry a content hash, so a browser may keep them for a year without asking again.
    await app.register(fastifyStatic, {
      root: assetDirs,
      prefix: `${ASSETS_BASE}/`,
      decorateReply: false,
      index: false,
      list: false,
      maxAge: '365d',
      immutable: true,
      // The build writes .br and .gz beside each text asset (web/build/precompress.ts).
      preCompressed: true,
    });
  }

  const favicon = path.join(webDist, 'client', 'favicon.svg');
  app.get('/favicon.svg', { schema: { hide: true } }, async (_request, reply) => {
    if (!fs.existsSync(favicon)) return reply.status(404).send({ error: 'There is no favicon: run pnpm build.' });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(fs.createReadStream(favicon));
  });

  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) => {
    if (!renderer) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT_HTML);
    const paths = renderer.sitemapPaths(listServiceSlugs(app.db).map((s) => s.slug));
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(originOf(request), paths));
  });

  // The editor renders in the browser (no SSR): every admin address gets the same shell, and its
  // router picks the screen. no-cache, so a new build's hashed script names are seen at once.
  const adminShell = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!renderer) return reply.status(503).send(NOT_BUILT_HTML);
    return reply.send(renderer.adminHtml);
  };
  // The editor's own Content-Security-Policy (http/security-headers.ts), with its shell's script hash.
  const helmet = adminHelmet(renderer?.inline.admin);
  for (const url of ['/login', '/admin', '/admin/*']) app.get(url, { schema: { hide: true }, helmet }, adminShell);

  // Every other GET is a page of the app (decisions §1), rendered with its content: once per content
  // version and address (the origin is part of it: the page's absolute URLs use it), then from memory.
  const rendered = app.contentVersion.cache<{ page: PageResponse; body: CompressedBody }>();
  app.setNotFoundHandler(async (request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(request.url) || !isRead) return apiNotFound(request, reply);
    if (underAny(request.url, FILE_PREFIXES)) return reply.status(404).send({ error: 'There is no file at this address.' });

    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!renderer) return reply.status(503).send(NOT_BUILT_HTML);
    try {
      const { etag } = app.contentVersion;
      const { page, body } = await rendered.get(`${originOf(request)}${request.url}`, async () => {
        const answer = await renderer.renderPage(toFetchRequest(request), { loadPage: (p) => readPage(app.db, p) });
        return { page: answer, body: new CompressedBody(answer.html) };
      });
      if (page.redirect) return reply.redirect(page.redirect, page.status);
      if (page.status !== 200) return reply.status(page.status).send(page.html);
      // no-cache (set above): the browser revalidates each visit, and unchanged content costs a 304.
      reply.header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return sendCompressed(request, reply, body);
    } catch (error) {
      request.log.error({ err: error }, 'Rendering the page failed');
      return reply.status(500).send(RENDER_FAILED_HTML);
    }
  });
}
