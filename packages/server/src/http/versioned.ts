// What a versioned write (sections, services list, restores) takes from the request and puts on
// the answer: the saving admin and If-Match in, the ETag of the version just saved out.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../audit/audit-log.js';
import { currentVersion, etagOf, type DocumentId, type SaveMeta } from '../content/versions.js';

/** Who saves (and from where, for the audit log), and the version they saved over: what a versioned write needs from the request. */
export function saveMetaOf(request: FastifyRequest): SaveMeta {
  const ifMatch = request.headers['if-match'];
  return {
    by: request.user?.username ?? null,
    ifMatch: Array.isArray(ifMatch) ? ifMatch.join(',') : ifMatch,
    audit: { by: actorOf(request) },
  };
}

/**
 * Puts the ETag of the version just saved on the answer, for the caller's next If-Match: the one the
 * save with `meta` stored, or else the document's current one (read, so awaited).
 */
export async function withVersionEtag<T>(reply: FastifyReply, document: DocumentId, data: T, meta?: SaveMeta): Promise<T> {
  const saved = meta?.saved?.get(document) ?? (await currentVersion(reply.server.db, document));
  reply.header('etag', etagOf(saved));
  return data;
}
