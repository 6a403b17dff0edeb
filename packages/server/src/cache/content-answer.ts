// How every public content GET answers (sections, services, slugs, page answers): from memory per
// content version, with an ETag, a Cache-Control that makes browsers revalidate, and a 304 when the browser has it, and
// the Brotli/gzip forms made once. A read of unchanged content does not touch the database.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CompressedBody, sendCompressed } from './compressed.js';
import { matchesEtag, type AnswerCache, type ContentVersion } from './content-version.js';
import { publicCacheControlFor } from '../http/shared-caching.js';

/** One cache per content version, shared by both API prefixes (the alias answers the same bytes). */
const caches = new WeakMap<ContentVersion, AnswerCache<CompressedBody>>();

function answersOf(version: ContentVersion): AnswerCache<CompressedBody> {
  let cache = caches.get(version);
  if (!cache) {
    cache = version.cache<CompressedBody>();
    caches.set(version, cache);
  }
  return cache;
}

export interface ContentAnswer {
  /** Names the answer in the cache, whatever the prefix or trailing slash: e.g. `section:hero`. */
  key: string;
  /** Reads the answer's document from the database; called once per content version. */
  read: () => unknown;
  /** The answer's ETag; the content version's unless a route knows a finer one. */
  etag?: string;
}

/** Sends the answer (or a 304); resolves once sent, so a route with a response schema can return it. */
export async function sendContentAnswer(request: FastifyRequest, reply: FastifyReply, answer: ContentAnswer): Promise<void> {
  const etag = answer.etag ?? request.server.contentVersion.etag;
  // The browser keeps the answer but asks each time (unchanged content costs a 304); a shared cache
  // may keep it for CACHE_MAX_AGE_S (http/shared-caching.ts).
  reply.header('etag', etag).header('cache-control', publicCacheControlFor(request));
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    await reply.code(304).send();
    return;
  }
  const body = await answersOf(request.server.contentVersion).get(
    answer.key,
    async () => new CompressedBody(JSON.stringify(await answer.read())),
  );
  await sendCompressed(request, reply.type('application/json; charset=utf-8'), body);
}
