// A cached answer's body with its ETag and its Brotli and gzip forms, each made once (on first
// demand; the compressed forms off the event loop) and then reused by every visitor whose browser
// accepts it, so a cached page costs neither rendering, hashing nor compressing.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Below this a compressed answer saves less than its headers cost. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Brotli's quality for an answer compressed per request or read by few: quick, and close to the best. */
const BROTLI_QUALITY = 9;
/**
 * Brotli's quality for an answer compressed once and then sent to every visitor: a page kept until
 * the content changes. Quality 10 makes the home page's HTML 6 % smaller than 9 does for a third more
 * time (36 ms against 26, once, on a worker thread), which keeps `/about` within the first round trip
 * of a new connection (about 14 kB). 11 saves 2 % more but takes 90 ms, which the first visitor after
 * each publish would wait for.
 */
export const KEPT_BROTLI_QUALITY = 10;

/**
 * A strong ETag of these bytes: a hash of the body, so it depends on nothing but the answer itself.
 * Every server answering the same page or content with the same build answers the same ETag, and
 * one that answers other bytes (another build's scripts, another database's content) another.
 * One ETag names every encoding of the body, as the uncompressed bytes are the same.
 */
export function bodyEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export class CompressedBody {
  readonly #forms = new Map<Encoding, Promise<Buffer>>();
  #etag: string | undefined;
  readonly body: Buffer;
  readonly #brotliQuality: number;

  constructor(body: string, brotliQuality = BROTLI_QUALITY) {
    this.body = Buffer.from(body);
    this.#brotliQuality = brotliQuality;
  }

  /** The body's ETag (`bodyEtag`), hashed on first use and kept with it. */
  get etag(): string {
    this.#etag ??= bodyEtag(this.body);
    return this.#etag;
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    let form = this.#forms.get(encoding);
    if (!form) {
      form =
        encoding === 'br'
          ? brotli(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: this.#brotliQuality,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gz(this.body, { level: 9 });
      this.#forms.set(encoding, form);
    }
    return form;
  }
}

/** The best encoding the request accepts: Brotli, then gzip (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Sends a cached body, compressed when the browser accepts it and it is worth it. */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CompressedBody,
): Promise<FastifyReply> {
  // Appended: CORS (http/cors.ts) may already vary the answer by Origin.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = cached.body.length >= MIN_COMPRESSED_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(cached.body);
  return reply.header('content-encoding', encoding).send(await cached.encoded(encoding));
}
