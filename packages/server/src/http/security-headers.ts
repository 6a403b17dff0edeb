// Security headers on every answer (pages, API, media, assets) with @fastify/helmet, and the two
// Content-Security-Policies: the public site's and the editor's. No inline script runs unless its
// SHA-256 is listed, and the hashes come from the built documents at start (render/inline-hashes.ts).
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import helmetHeaders from 'helmet';
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
export function devServerDirectives(): Directives {
  return {
    ...baseDirectives(["'unsafe-inline'"]),
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'", 'ws:', 'wss:'],
  };
}

/** The public site: its inline scripts and its one inlined stylesheet by hash, nothing else inline. */
export function siteDirectives(site: InlineCode = NO_INLINE): Directives {
  if (site === DEV_SERVER_CODE) return devServerDirectives();
  return { ...baseDirectives(site.scripts), 'style-src': ["'self'", ...site.styles] };
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

function helmetOptions(directives: Directives) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // One year, this host only: other subdomains of the company's domain are not this server's to decide.
    strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false },
  };
}

/** The editor's routes pass this as their `helmet` route option: the editor's policy instead of the site's. */
export function adminHelmet(admin?: InlineCode): Omit<FastifyHelmetOptions, 'global'> {
  return helmetOptions(adminDirectives(admin));
}

/**
 * The public site's headers as name -> value, computed once by the same helmet that sets them on
 * every other answer: for the answers Fastify makes before any hook runs (a URL it cannot decode, a
 * request that is not HTTP), where the plugin never gets its turn (http/framework-errors.ts).
 */
export function siteSecurityHeaders(site?: InlineCode): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmetHeaders(helmetOptions(siteDirectives(site)))(response.req, response, () => {});
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/** Registered before any route, so every answer (404s and errors included) carries the headers. */
export async function registerSecurityHeaders(app: FastifyInstance, site?: InlineCode) {
  await app.register(helmet, { global: true, ...helmetOptions(siteDirectives(site)) });
}
