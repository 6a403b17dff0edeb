// Compression for every answer that is not already encoded (cache/compressed.ts is, for pages and
// content reads; @fastify/static is, for the build's .br/.gz copies), and the validators and
// Cache-Control of API answers that are not public content.
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MIN_COMPRESSED_BYTES } from '../cache/compressed.js';

/** Registered before any route: @fastify/compress adds itself to each route as it is declared. */
export async function registerCompression(app: FastifyInstance) {
  // Skips answers that already carry a Content-Encoding (cached content, precompressed assets),
  // 206 ranges, bodiless answers (304, HEAD) and types that do not compress (WebP, JPEG, PNG).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: MIN_COMPRESSED_BYTES });
}

/**
 * For the API's scopes only: the site's pages and files have validators of their own. Not
 * encapsulated, so it applies to the scope it is registered in; the route plugins name it as a
 * dependency.
 */
export const apiCaching = fp(
  async (api: FastifyInstance) => {
    // A hash of the body before compression, so one ETag names every encoding: weak, as the bytes
    // differ. Content reads set their own ETag, which the plugin leaves alone.
    await api.register(etag, { weak: true });
    api.addHook('onSend', privateByDefault);
  },
  { name: 'api-caching' },
);

/**
 * An API answer that did not choose its caching (admin lists, the signed-in user, errors) may be
 * kept by the browser it was sent to, revalidated each time, never by a shared cache; a write's
 * answer (a login's token) is not stored at all.
 */
async function privateByDefault(request: FastifyRequest, reply: FastifyReply) {
  if (reply.hasHeader('cache-control')) return;
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  reply.header('cache-control', isRead ? 'private, no-cache' : 'no-store');
}
