// Uploaded files under /media/. Names are random and never reused, so browsers
// may cache a file for a year without asking again.
//
// A plain GET or HEAD of a small upload (every responsive copy) is answered from memory
// (media/memory-files.ts) with the headers @fastify/static would send; a byte range, a conditional
// request other than If-None-Match, and anything large or unusual go to @fastify/static, which
// streams the file from disk.
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEDIA_BASE } from '@site/contracts';
import { memoryFiles } from '../media/memory-files.js';
import { isStoredName } from '../media/storage.js';

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

export async function mediaRoutes(app: FastifyInstance) {
  // @fastify/static only warns about a missing root; create it so the first request is served normally.
  fs.mkdirSync(app.config.uploadsDir, { recursive: true });
  const files = memoryFiles(app.config.uploadsDir);

  await app.register(
    async (media) => {
      // Browsers must not second-guess the type: an uploaded file is only ever what its name says.
      media.addHook('onSend', async (_request, reply) => {
        reply.header('x-content-type-options', 'nosniff');
      });
      // A missing image answers a short 404 here rather than rendering the site's Not Found page.
      media.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'There is no media file at this address.' }));

      await media.register(fastifyStatic, {
        root: app.config.uploadsDir,
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
