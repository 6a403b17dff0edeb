// Uploaded files under /media/. Names are random and never reused, so browsers
// may cache a file for a year without asking again.
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_BASE } from '@site/contracts';

/**
 * An SVG opened on its own is a document that could run script on this origin; this policy loads
 * nothing, runs nothing and puts it in a sandbox. Inline styles stay so that the drawing looks right.
 */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export async function mediaRoutes(app: FastifyInstance) {
  // @fastify/static only warns about a missing root; create it so the first request is served normally.
  fs.mkdirSync(app.config.uploadsDir, { recursive: true });

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
        decorateReply: false,
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
    },
    { prefix: MEDIA_BASE },
  );
}
