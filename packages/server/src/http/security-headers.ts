// Security headers on every answer (pages, API, media, assets), as helmet decides them, and the two
// Content-Security-Policies: the public site's and the editor's. No inline script runs unless its
// SHA-256 is listed, and the hashes come from the built documents at start (render/inline-hashes.ts).
// Helmet computes each set of headers once, at start; a hook copies them onto every answer. (The
// Fastify plugin builds helmet's middleware anew for every request, a twentieth of a cached page's
// cost.)
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import { DEV_SERVER_CODE, type InlineCode, type InlineHashes } from '../render/inline-hashes.js';

export type Directives = Record<string, string[]>;

const NO_INLINE: InlineHashes = { scripts: [], styles: [] };

/** What both policies share. */
function baseDirectives(scriptHashes: string[]): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    // The editor's screens are the site's own pages and nobody else's frame: no clickjacking.
    'frame-ancestors': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    // React renders style="" attributes (section colours, --brand variables); an attribute cannot run script.
    'style-src-attr': ["'unsafe-inline'"],
    // Image fields accept remote http(s) addresses (contracts/fields.ts imageUrl); the favicon is a data: URI.
    'img-src': ["'self'", 'data:', 'https:', 'http:'],
    // Embeds (map, video) are https:// or a path on this site (contracts/fields.ts embedUrl;
    // docs/decisions.md, "Content sections").
    'frame-src': ["'self'", 'https:'],
    // No upgrade-insecure-requests: the site is also served over plain http (127.0.0.1, a LAN address),
    // where it would send every asset request to an https port that does not answer.
  };
}

/**
 * `pnpm dev` only, for the site and the editor alike: Vite's dev server puts an inline script into
 * each document (React refresh's preamble), inserts every stylesheet as a <style> element, and sends
 * its updates over a websocket on the server's port. `pnpm start` never answers with this policy.
 */
function devServerDirectives(): Directives {
  return {
    ...baseDirectives(["'unsafe-inline'"]),
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'", 'ws:', 'wss:'],
  };
}

/**
 * The public site: its inline scripts and inlined stylesheets by hash, nothing else inline. `page`:
 * the hashes of one page's own stylesheet (render/page-styles.ts), besides the template's.
 */
export function siteDirectives(site: InlineCode = NO_INLINE, page: readonly string[] = []): Directives {
  if (site === DEV_SERVER_CODE) return devServerDirectives();
  return { ...baseDirectives(site.scripts), 'style-src': ["'self'", ...site.styles, ...page] };
}

/**
 * The editor: scripts as strictly as the site. Its libraries insert <style> elements while it runs
 * (sonner's toasts, react-colorful, the dialogs' scroll lock with per-call sizes, TipTap's rich-text
 * field with ProseMirror's base styles), which no start-up hash can name; a style cannot run script,
 * and the editor is only for signed-in admins.
 */
export function adminDirectives(admin: InlineCode = NO_INLINE): Directives {
  if (admin === DEV_SERVER_CODE) return devServerDirectives();
  return { ...baseDirectives(admin.scripts), 'style-src': ["'self'", "'unsafe-inline'"] };
}

function helmetOptions(directives: Directives): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // One year, this host only: other subdomains of the company's domain are not this server's to decide.
    strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false },
  };
}

export type SecurityHeaders = Record<string, string>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's security headers instead of the public site's (the editor's shell). */
    securityHeaders?: SecurityHeaders;
  }
}

/** The headers helmet sets with these options, as name -> value. */
function headersOf(options: HelmetOptions): SecurityHeaders {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => {});
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/**
 * The public site's headers: what every answer carries, and what the answers Fastify makes before
 * any hook runs (a URL it cannot decode, a request that is not HTTP) are given by hand
 * (http/framework-errors.ts).
 */
export function siteSecurityHeaders(site?: InlineCode): SecurityHeaders {
  return headersOf(helmetOptions(siteDirectives(site)));
}

/**
 * The Content-Security-Policy of one rendered page: the site's, naming the page's own inline
 * stylesheet (render/renderer.ts PageResponse.styles). Made once per rendered copy of a page.
 */
export function pagePolicy(site: InlineCode | undefined, styles: readonly string[] = []): string {
  return headersOf(helmetOptions(siteDirectives(site, styles)))['content-security-policy']!;
}

/** The editor's shell: its routes pass these as their `securityHeaders` route config. */
export function adminSecurityHeaders(admin?: InlineCode): SecurityHeaders {
  return headersOf(helmetOptions(adminDirectives(admin)));
}

/** Registered before any route, so every answer (404s and errors included) carries the headers. */
export async function registerSecurityHeaders(app: FastifyInstance, site?: InlineCode) {
  const headers = siteSecurityHeaders(site);
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw answer, as helmet itself sets them: answers written without Fastify's reply (Vite's
    // dev server in `pnpm dev`) get them too, and a route's own value (an SVG's sandbox) still wins.
    const chosen = request.routeOptions.config.securityHeaders ?? headers;
    for (const name in chosen) reply.raw.setHeader(name, chosen[name] as string);
    done();
  });
}
