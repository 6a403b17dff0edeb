// Uploaded files under /media/. Names are random and never reused, so browsers
// may cache a file for a year without asking again. The same URLs and headers whichever storage
// holds the files:
//
// In the uploads folder, a plain GET or HEAD of a small upload (every responsive copy) is answered
// from memory (media/memory-files.ts) with the headers @fastify/static would send; a byte range, a
// conditional request other than If-None-Match, and anything large or unusual go to
// @fastify/static, which streams the file from disk.
//
// In a bucket, every request reads the object's size and validators first, decides the answer by
// @fastify/send's rules (media/http-conditions.ts) and streams the bytes or the range it needs.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_BASE } from '@site/contracts';
import { mediaAnswer } from '../media/http-conditions.js';
import { STORED_TYPES } from '../media/image-header.js';
import { memoryFiles } from '../media/memory-files.js';
import { isStoredName, type MediaStorage } from '../media/storage.js';

/**
 * An SVG opened on its own is a document that could run script on this origin; this policy loads
 * nothing, runs nothing and puts it in a sandbox. Inline styles stay so that the drawing looks right.
 */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const CACHE_CONTROL = `public, max-age=${YEAR_SECONDS}, immutable`;

/** Headers that ask for part of a file or for a check @fastify/static makes: such requests go to it. */
const STREAMED_HEADERS = ['range', 'if-range', 'if-match', 'if-unmodified-since', 'if-modified-since'] as const;
const fromMemory = (request: FastifyRequest) => STREAMED_HEADERS.every((name) => request.headers[name] === undefined);

/** If-None-Match as @fastify/send compares it: `*`, or any listed tag equal to the ETag, weakly. */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => weak(tag) === weak(etag));
}

/** A file in a bucket, answered as @fastify/static answers one in the folder. */
async function sendStored(storage: MediaStorage, name: string, request: FastifyRequest, reply: FastifyReply) {
  const type = STORED_TYPES.get(path.extname(name).slice(1).toLowerCase());
  const info = type ? await storage.stat(name) : undefined;
  if (!type || !info) return reply.callNotFound();
  const answer = mediaAnswer(request.headers, info);
  const range = answer.status === 206 ? answer.range : undefined;
  const body = (answer.status === 200 || range) && request.method !== 'HEAD' ? await storage.stream(name, range) : null;
  // Deleted since it was looked at: the same 404 as a file never stored.
  if (body === undefined) return reply.callNotFound();
  // Refusals carry no validators or caching, as @fastify/static's do; the 416 names the file's size.
  if (answer.status === 412) return reply.status(412).send({ error: 'Precondition Failed.' });
  if (answer.status === 416)
    return reply.status(416).header('content-range', `bytes */${info.size}`).send({ error: 'Range Not Satisfiable.' });
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', CACHE_CONTROL)
    .header('last-modified', info.lastModified.toUTCString())
    .header('etag', info.etag);
  if (type === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
  if (answer.status === 304) return reply.status(304).send();
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  reply.type(type).header('content-length', range ? range.end - range.start + 1 : info.size);
  return reply.send(body ?? undefined);
}

export async function mediaRoutes(app: FastifyInstance) {
  const { storage } = app;
  const folder = storage.folder;

  await app.register(
    async (media) => {
      // Browsers must not second-guess the type: an uploaded file is only ever what its name says.
      media.addHook('onSend', async (_request, reply) => {
        reply.header('x-content-type-options', 'nosniff');
      });
      // A missing image answers a short 404 here rather than rendering the site's Not Found page.
      media.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'There is no media file at this address.' }));

      if (folder === undefined) {
        // GET and HEAD declared together: Fastify's own HEAD route would set Content-Length to 0.
        media.route<{ Params: { name: string } }>({
          method: ['GET', 'HEAD'],
          url: '/:name',
          schema: { hide: true },
          handler: async (request, reply) => {
            const { name } = request.params;
            if (!isStoredName(name)) return reply.callNotFound();
            return sendStored(storage, name, request, reply);
          },
        });
        return;
      }

      // @fastify/static only warns about a missing root; create it so the first request is served normally.
      fs.mkdirSync(folder, { recursive: true });
      const files = memoryFiles(folder);
      await media.register(fastifyStatic, {
        root: folder,
        prefix: '/',
        // reply.sendFile, for the requests the route below does not answer from memory.
        decorateReply: true,
        index: false,
        list: false,
        dotfiles: 'ignore',
        // The store is one flat folder of server-made names; anything with a further slash is not ours.
        allowedPath: (pathName) => !pathName.slice(1).includes('/'),
        maxAge: '365d',
        immutable: true,
        setHeaders(reply, filePath) {
          if (filePath.toLowerCase().endsWith('.svg')) reply.header('content-security-policy', SVG_CSP);
        },
      });

      // One path segment: this route, not @fastify/static's wildcard, answers every stored file.
      media.get<{ Params: { name: string } }>('/:name', { schema: { hide: true } }, async (request, reply) => {
        const { name } = request.params;
        if (!isStoredName(name)) return reply.callNotFound();
        const file = fromMemory(request) ? await files.get(name) : undefined;
        if (!file) return reply.sendFile(name);
        reply
          .header('accept-ranges', 'bytes')
          .header('cache-control', CACHE_CONTROL)
          .header('last-modified', file.lastModified)
          .header('etag', file.etag)
          .type(file.type);
        if (file.type === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
        const ifNoneMatch = request.headers['if-none-match'];
        if (ifNoneMatch && matches(ifNoneMatch, file.etag)) return reply.status(304).send();
        return reply.send(file.body);
      });
    },
    { prefix: MEDIA_BASE },
  );
}
