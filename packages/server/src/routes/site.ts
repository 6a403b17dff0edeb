// Everything that is not the API: the server-rendered pages, the admin SPA's shell (/login, /admin),
// the built assets, /sitemap.xml, /robots.txt and /manifest.webmanifest. Pages are one catch-all
// route, registered after every other; unknown API routes keep their JSON 404 and missing files a
// plain one.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ALIAS_BASE, API_BASE, AUTH_BASE, MEDIA_BASE, type Page } from '@site/contracts';
import { readCustomPageContent, readPage } from '../content/pages.js';
import { customPagePaths } from '../content/custom-pages.js';
import { siteAddresses } from '../content/public-pages.js';
import { listServiceSlugs } from '../content/services.js';
import { robotsTxt, sitemapXml } from '../render/crawlers.js';
import { sitemapEntries } from '../content/sitemap.js';
import { readSettings } from '../content/settings.js';
import { webManifest } from '../render/manifest.js';
import { DATABASE_UNAVAILABLE_HTML, NOT_BUILT_HTML, RENDER_FAILED_HTML } from '../render/plain-pages.js';
import { isDatabaseUnavailable } from '../db/dialect.js';
import { loadRenderer, WEB_DIST, type PageResponse, type Renderer } from '../render/renderer.js';
import { trustedOrigin, type OriginOf } from '../render/public-origin.js';
import { adminSecurityHeaders, pagePolicy } from '../http/security-headers.js';
import { KEPT_BROTLI_QUALITY, CompressedBody, sendCompressed } from '../cache/compressed.js';
import { matchesEtag } from '../cache/content-version.js';
import { publicCacheControlFor } from '../http/shared-caching.js';
import { draftDocuments } from '../content/drafts.js';
import { clearPreviewCookie, pagePreview, privatePreviewAnswer, setPreviewCookie, withoutPreviewParam } from '../http/preview.js';
import { INVALID_PREVIEW_NOTICE, previewBanner, withPreviewMarkup } from '../render/preview-markup.js';
import { renderedAddress, withQueryOf } from '../render/page-url.js';
import { pageLanguage } from '../render/page-language.js';
import type { DocumentId } from '../content/versions.js';
import { notFoundRecorder, type NotFoundRecorder } from '../http/not-found-recorder.js';
import { listRules, recordRedirectHit, type StoredRule } from '../content/redirects.js';
import { normalisePath, resolve, withVisitorQuery } from '../content/redirect-rules.js';

const API_PREFIXES = [API_BASE, API_ALIAS_BASE, AUTH_BASE];
const ASSETS_BASE = '/assets';
/** File trees: a miss there is a plain 404, not the site's Not Found page. */
const FILE_PREFIXES = [ASSETS_BASE, MEDIA_BASE];

const pathOf = (url: string) => url.split('?')[0] ?? '';

/**
 * The content reads of one render, noting whether the database could not be reached. The page's
 * loaders catch what they read fails with (the app's error screen, a 500); a database that is away
 * for a moment should instead get the visitor the 503 page that says to try again.
 */
function watchedReads() {
  let unreachable: Error | undefined;
  return {
    watch<T>(read: Promise<T>): Promise<T> {
      return read.catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) unreachable ??= error as Error;
        throw error;
      });
    },
    /** Throws the database's error when a read could not reach it. */
    rethrow(): void {
      if (unreachable !== undefined) throw unreachable;
    },
  };
}

const underAny = (url: string, prefixes: string[]) => {
  const pathname = url.split('?')[0] ?? '';
  return prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
};

const isApiPath = (url: string) => underAny(url, API_PREFIXES);

/** Addresses the page route answers: neither the API's nor a file tree's. */
const isPageAddress = (url: string) => !isApiPath(url) && !underAny(url, FILE_PREFIXES);

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  // The address as asked, under the API's alias too.
  const pathname = request.originalUrl.split('?')[0];
  return reply.status(404).send({ error: `There is no API route ${request.method} ${pathname}.` });
}

/**
 * The base of the renderer's request URL when the Host is not trusted: the router needs an absolute
 * URL, and the page reads its origin from the render context, never from this.
 */
const UNTRUSTED_BASE = 'http://localhost';
/** Headers naming a host the client chose; the renderer gets the trusted origin instead. */
const HOST_HEADERS = new Set(['host', 'x-forwarded-host', 'forwarded']);

function toFetchRequest(request: FastifyRequest, origin: string | undefined, url = request.url): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (HOST_HEADERS.has(name)) continue;
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  // Joined as text: resolving `//other.example/x` against a base would switch to that host.
  return new Request(`${origin ?? UNTRUSTED_BASE}${url}`, { method: 'GET', headers });
}

export interface SiteOptions {
  /** The web package's dist folder; tests point it elsewhere. */
  webDist?: string;
  /** The build, when the caller has loaded it already (buildApp: its hashes are in the policy); undefined: not built. */
  renderer?: Renderer | undefined;
  /** Which origin absolute URLs use; by default from the app's configuration, or none (relative URLs). */
  originOf?: OriginOf;
  /** Where visitors' 404s are counted; by default the not-found log of the app's database. */
  notFoundLog?: NotFoundRecorder;
}

export async function siteRoutes(app: FastifyInstance, options: SiteOptions = {}) {
  const webDist = options.webDist ?? WEB_DIST;
  const renderer = 'renderer' in options ? options.renderer : await loadRenderer(webDist);
  if (!renderer) app.log.warn(`No web build in ${webDist}: pages answer 503 until "pnpm build" has run.`);
  const originOf = options.originOf ?? (app.hasDecorator('config') ? trustedOrigin(app.config) : () => undefined);
  const clock = app.hasDecorator('clock') ? app.clock : () => new Date();
  const notFoundLog = options.notFoundLog ?? notFoundRecorder(app.db, clock, app.log);
  // The counts begun before closing are written before the database closes.
  app.addHook('preClose', () => notFoundLog.settled());
  const origin = (request: FastifyRequest) =>
    originOf({ protocol: request.protocol, host: request.host, localPort: request.raw.socket?.localPort });

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

  // Read afresh each time: it is small, and a new name or icon shows at once (no-cache).
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(webManifest(await readSettings(app.db))),
  );

  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(origin(request))),
  );

  // A sitemap lists absolute URLs only; at an address that is not the site's own there are none to list.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const siteOrigin = origin(request);
    if (!siteOrigin)
      return reply.status(404).send({ error: "The sitemap is served only at the site's public address (PUBLIC_URL)." });
    if (!renderer) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT_HTML);
    const serviceSlugs = await listServiceSlugs(app.db);
    const paths = [...renderer.sitemapPaths(serviceSlugs.map((s) => s.slug)), ...(await customPagePaths(app.db))];
    const entries = await sitemapEntries(app.db, paths);
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(siteOrigin, entries));
  });

  // The editor renders in the browser (no SSR): every admin address gets the same shell, and its
  // router picks the screen. no-cache, so a new build's hashed script names are seen at once.
  const adminShell = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!renderer) return reply.status(503).send(NOT_BUILT_HTML);
    return reply.send(await renderer.adminHtml(request.url));
  };
  // The editor's own Content-Security-Policy (http/security-headers.ts), with its shell's script hash.
  const securityHeaders = adminSecurityHeaders(renderer?.inline.admin);
  // /review/<token>: a review link's page, the editor's shell outside its sign-in.
  for (const url of ['/login', '/admin', '/admin/*', '/review/*'])
    app.get(url, { schema: { hide: true }, config: { securityHeaders } }, adminShell);

  // Every other address is a page of the app, rendered with its content: once per content version
  // and address, then from memory. The key holds the trusted origin (the page's absolute URLs use
  // it), never the Host as sent: a made-up Host shares the one relative-URL copy of each page, so it
  // can neither put its name into anyone's page nor add entries of its own. Likewise the address is
  // the path and the parameters pages read (render/page-url.ts): `/?utm_source=x` is `/`'s copy.
  // The router decides what exists: an address it does not know gets the site's own Not Found page
  // with a 404.
  const rendered = app.contentVersion.cache<{ page: PageResponse; body: CompressedBody; policy?: string; kept: boolean }>();
  /** A rendered page's own Content-Security-Policy, naming its inline stylesheet (none under `pnpm dev`). */
  const policyOf = (page: PageResponse) => page.styles && pagePolicy(renderer?.inline.site, page.styles);
  const withPolicy = (reply: FastifyReply, policy: string | undefined) =>
    policy ? reply.header('content-security-policy', policy) : reply;
  // The redirects, read once per content version: a change on this server or another drops them.
  const redirectRules = app.contentVersion.cache<StoredRule[]>(1);
  /**
   * The redirect that answers `url`, before any page: an editor's redirect wins over a page at the
   * same address. In a preview only the editors' (a renamed page's old address follows its draft, which
   * the page route knows).
   */
  const redirectFor = async (url: string, previewing: boolean) => {
    const rules = await redirectRules.get('rules', () => listRules(app.db));
    const followed = previewing ? rules.filter((rule) => rule.kind === 'redirect') : rules;
    return followed.length === 0 ? undefined : resolve(followed, normalisePath(pathOf(url)));
  };
  /**
   * The page at `address` in the language its path names (render/page-language.ts), read with the
   * drafts when previewing. A language's bare code (`/bn`) answers its home page's address instead.
   */
  const renderAt = async (
    pages: Renderer,
    request: FastifyRequest,
    siteOrigin: string | undefined,
    address: string,
    drafts?: ReadonlyMap<DocumentId, unknown>,
  ): Promise<PageResponse> => {
    const language = pageLanguage(pathOf(address), (await readSettings(app.db)).languages);
    if ('redirect' in language) return { status: 301, html: '', redirect: language.redirect };
    const reads = watchedReads();
    const context = {
      loadPage: (p: Page) => reads.watch(readPage(app.db, p, drafts, language.content)),
      loadCustomPage: (slug: string) => reads.watch(readCustomPageContent(app.db, slug, drafts, language.content)),
      origin: siteOrigin,
      locale: language.locale,
    };
    const answer = await pages.renderPage(toFetchRequest(request, siteOrigin, address), context);
    reads.rethrow();
    return answer;
  };
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (!isPageAddress(request.url)) return reply.callNotFound();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!renderer) return reply.status(503).send(NOT_BUILT_HTML);
    try {
      // A preview link sets its cookie and lands on the same address without the token (http/preview.ts).
      const preview = await pagePreview(request);
      if (preview.kind === 'start' || preview.kind === 'exit') {
        if (preview.kind === 'start') setPreviewCookie(request, reply, preview.token, preview.expiresAt);
        else clearPreviewCookie(request, reply);
        return reply.header('cache-control', 'no-store').redirect(withoutPreviewParam(request.url), 303);
      }
      const siteOrigin = origin(request);
      const address = renderedAddress(request.url);
      // A redirect keeps the visitor's query as sent (a campaign's parameters), never a preview
      // token (only a link that no longer works still has one here).
      const query = preview.kind === 'invalid' ? withoutPreviewParam(request.url) : request.url;
      const redirect = (location: string, status: number) => reply.redirect(withQueryOf(location, query), status);
      const ruled = await redirectFor(request.url, preview.kind === 'active');
      if (ruled) {
        // Counted after the answer has gone, in one statement; a count that fails is only logged.
        if (preview.kind !== 'active')
          setImmediate(() => {
            recordRedirectHit(app.db, ruled.rule.from, app.clock()).catch((error: unknown) =>
              request.log.warn({ err: error }, 'Counting a redirect failed'),
            );
          });
        // Browsers ask again each time (an editor may change where it leads); a cache in front may keep it.
        const visitorQuery = query.includes('?') ? query.slice(query.indexOf('?') + 1) : '';
        if (preview.kind === 'active') privatePreviewAnswer(reply);
        else reply.header('cache-control', publicCacheControlFor(request));
        return reply.redirect(withVisitorQuery(ruled.location, visitorQuery), ruled.status);
      }
      // Drafts are rendered for the previewing browser alone, every time: never into the page cache.
      if (preview.kind === 'active') {
        const answer = await renderAt(renderer, request, siteOrigin, address, await draftDocuments(app.db));
        privatePreviewAnswer(reply);
        if (answer.redirect) return redirect(answer.redirect, answer.status);
        return withPolicy(reply, policyOf(answer))
          .status(answer.status)
          .send(withPreviewMarkup(answer.html, previewBanner(preview.expiresAt), true));
      }
      const { page, body, policy } = await rendered.get(
        `${siteOrigin ?? ''}${address}`,
        async () => {
          const answer = await renderAt(renderer, request, siteOrigin, address);
          // Kept: the pages and redirects at the site's own addresses, compressed once at a higher quality.
          // Not kept, rendered each time: a Not Found page, and another spelling of an address (`/ABOUT`,
          // `/about/`), which the router may answer too. Both are endless and would push the site's
          // pages out of the cache, and compressing them at the higher quality would cost every such request.
          const kept = answer.status < 400 && (await siteAddresses(app.db)).includes(pathOf(address));
          const body = new CompressedBody(answer.html, kept ? KEPT_BROTLI_QUALITY : undefined);
          return { page: answer, body, policy: policyOf(answer), kept };
        },
        (answer) => answer.kept,
      );
      if (page.redirect) return redirect(page.redirect, page.status);
      withPolicy(reply, policy);
      // A link that no longer works: the published page, with a notice for this browser only.
      if (preview.kind === 'invalid') {
        clearPreviewCookie(request, reply);
        reply.header('cache-control', 'private, no-store');
        return reply.status(page.status).send(withPreviewMarkup(page.html, INVALID_PREVIEW_NOTICE, false));
      }
      if (page.status !== 200) {
        // Counted after the answer has gone (http/not-found-recorder.ts); previews above are editors'.
        if (page.status === 404) notFoundLog.record(request);
        return reply.status(page.status).send(page.html);
      }
      // The browser revalidates each visit (unchanged content costs a 304); a shared cache may keep
      // the published page for CACHE_MAX_AGE_S. Drafts and notices above never get here. The ETag is
      // the page's hash (hashed once per cached copy), so any server with the same page answers it.
      const { etag } = body;
      reply.header('etag', etag).header('cache-control', publicCacheControlFor(request));
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return sendCompressed(request, reply, body);
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'the database could not be reached');
        return reply.status(503).header('retry-after', '5').header('cache-control', 'no-store').send(DATABASE_UNAVAILABLE_HTML);
      }
      request.log.error({ err: error }, 'Rendering the page failed');
      return reply.status(500).send(RENDER_FAILED_HTML);
    }
  });

  // What no route answers: a missing file is a plain 404, anything else (an API address, a method
  // pages do not answer) the API's JSON 404 naming the request.
  app.setNotFoundHandler(async (request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && !isApiPath(request.url) && underAny(request.url, FILE_PREFIXES)) {
      return reply.status(404).send({ error: 'There is no file at this address.' });
    }
    return apiNotFound(request, reply);
  });
}
