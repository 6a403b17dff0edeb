// Who is previewing the drafts. A preview link (`/?preview=<token>`) is exchanged for a cookie on
// the first request and the address is cleaned of the token; from then on every page of the site,
// and the page answers the browser fetches while moving around it (/pages/…), show the drafts to
// that browser only, until the link expires or is revoked. The cookie holds the token itself (only
// its hash is stored), is HttpOnly and is checked on every request, so a revoke takes effect at once.
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_EXIT, PREVIEW_PARAM } from '@site/contracts';
import { previewExpiry } from '../content/preview-links.js';
import { openReviewLink } from '../content/review-links.js';

const PREVIEW_COOKIE = 'site_preview';

/**
 * What a request asks of the preview: `start` (a valid link was opened), `active` (its cookie is
 * valid), `invalid` (a wrong, expired or revoked token, in the address or the cookie), `exit`
 * (leave the preview), or `none`.
 */
export type PreviewState = { kind: 'start' | 'active'; token: string; expiresAt: string } | { kind: 'invalid' | 'exit' | 'none' };

function queryToken(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[PREVIEW_PARAM];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

function cookieToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  // An emptied cookie is no preview at all (what clearing it leaves behind, if anything).
  return (header && parseCookie(header)[PREVIEW_COOKIE]) || undefined;
}

/** The preview state of a page request: the address's token first, else the cookie's (looked up, so awaited). */
export async function pagePreview(request: FastifyRequest): Promise<PreviewState> {
  const token = queryToken(request);
  if (token === PREVIEW_EXIT) return { kind: 'exit' };
  if (token !== undefined) return await checked(request, token, 'start');
  return await cookiePreview(request);
}

/** The preview state from the cookie alone: what the page answers of the API look at (awaited). */
export async function cookiePreview(request: FastifyRequest): Promise<PreviewState> {
  const token = cookieToken(request);
  return token === undefined ? { kind: 'none' } : await checked(request, token, 'active');
}

async function checked(request: FastifyRequest, token: string, kind: 'start' | 'active'): Promise<PreviewState> {
  const { db, clock } = request.server;
  // A review link previews the drafts too: its holder looks at what they approve.
  const expiresAt = token
    ? ((await previewExpiry(db, token, clock())) ?? (await openReviewLink(db, token, clock()))?.expiresAt)
    : undefined;
  return expiresAt ? { kind, token, expiresAt } : { kind: 'invalid' };
}

const secure = (request: FastifyRequest) => request.protocol === 'https';

/** Sets the preview cookie until the link expires; the whole site (pages and their API answers) sends it back. */
export function setPreviewCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: string): void {
  const maxAge = Math.max(1, Math.floor((Date.parse(expiresAt) - request.server.clock().getTime()) / 1000));
  reply.header(
    'set-cookie',
    stringifySetCookie(PREVIEW_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(request), maxAge }),
  );
}

export function clearPreviewCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(
    'set-cookie',
    stringifySetCookie(PREVIEW_COOKIE, '', { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(request), maxAge: 0 }),
  );
}

/**
 * A preview answer is for the one browser that holds the link: never stored by any cache, never
 * indexed. (Public answers are never stored with a preview either: only preview answers carry drafts.)
 */
export function privatePreviewAnswer(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
}

/** The request's address without the preview parameter: where a preview link lands once its cookie is set. */
export function withoutPreviewParam(url: string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.delete(PREVIEW_PARAM);
  // A path that begins with two slashes would be read as another host's address.
  return `${parsed.pathname.replace(/^\/{2,}/, '/')}${parsed.search}`;
}
