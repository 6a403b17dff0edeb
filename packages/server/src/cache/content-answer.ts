// How every public content GET answers (sections, services, slugs, page answers): from memory per
// content version, with an ETag, a Cache-Control that makes browsers revalidate, and a 304 when the
// browser has it, and the Brotli/gzip forms made once. A read of unchanged content does not touch the
// database. The ETag is the answer's document version when it shows one versioned document (the
// version an editor's If-Match names), else a hash of the answer's body: either is the same on every
// server holding the same content.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { joinedEtag, type DocumentId } from '../content/versions.js';
import { CompressedBody, sendCompressed } from './compressed.js';
import { matchesEtag, type AnswerCache, type ContentVersion } from './content-version.js';
import { documentEtag } from './document-etags.js';
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
  /** The versioned document the answer shows, whose version is its ETag; else the body's hash is. */
  document?: DocumentId;
  /** Other documents the answer shows beneath `document` (a translation's fallbacks): the ETag joins theirs (versions.ts joinedEtag). */
  beneath?: readonly DocumentId[];
}

/**
 * Whether the request is answered from the database rather than from memory: a signed-in request
 * (the editor's reads). Another server's save reaches this one's memory within a second (the engine's
 * write notice, cache/external-writes.ts); the editor must see it at once, and take the version in
 * force into its next If-Match, whichever server it asks.
 */
function readsFresh(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined;
}

/** Sends the answer (or a 304); resolves once sent, so a route with a response schema can return it. */
export async function sendContentAnswer(request: FastifyRequest, reply: FastifyReply, answer: ContentAnswer): Promise<void> {
  const fresh = readsFresh(request);
  // The browser keeps the answer but asks each time (unchanged content costs a 304); a shared cache
  // may keep it for CACHE_MAX_AGE_S (http/shared-caching.ts).
  reply.header('cache-control', publicCacheControlFor(request));
  const notModified = async (etag: string) => {
    reply.header('etag', etag);
    if (!matchesEtag(request.headers['if-none-match'], etag)) return false;
    await reply.code(304).send();
    return true;
  };
  // A document's version is known without its body: a 304 reads nothing more.
  if (answer.document) {
    const etagOf = (document: DocumentId) => documentEtag(request.server, document, fresh);
    const etag = joinedEtag(await etagOf(answer.document), await Promise.all((answer.beneath ?? []).map(etagOf)));
    if (await notModified(etag)) return;
  }
  const compute = async () => new CompressedBody(JSON.stringify(await answer.read()));
  const body = fresh ? await compute() : await answersOf(request.server.contentVersion).get(answer.key, compute);
  if (!answer.document && (await notModified(body.etag))) return;
  await sendCompressed(request, reply.type('application/json; charset=utf-8'), body);
}
