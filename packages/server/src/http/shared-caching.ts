// The Cache-Control of public answers (rendered pages, public content reads). Browsers always
// revalidate them (unchanged content costs a 304); with CACHE_MAX_AGE_S a shared cache in front of
// the server (a CDN, nginx) may also keep them for that long and serve a stale copy for ten times
// as long while it fetches a fresh one. An answer for a signed-in request is never shared.
import type { FastifyRequest } from 'fastify';

/** The browser keeps the answer but asks each time: the value without shared caching. */
const REVALIDATE = 'no-cache';

/** The Cache-Control of a public answer when shared caches may keep it `maxAgeS` seconds. */
export function publicCacheControl(maxAgeS: number): string {
  if (maxAgeS <= 0) return REVALIDATE;
  // max-age=0 keeps browsers revalidating; no-cache would forbid the shared cache too.
  return `public, max-age=0, s-maxage=${maxAgeS}, stale-while-revalidate=${maxAgeS * 10}`;
}

/** The Cache-Control for this public answer: shareable only when the request carries no credentials. */
export function publicCacheControlFor(request: FastifyRequest): string {
  if (request.headers.authorization !== undefined) return REVALIDATE;
  const maxAgeS = request.server.hasDecorator('config') ? request.server.config.cacheMaxAgeS : 0;
  return publicCacheControl(maxAgeS);
}
