// GET /pages/{page}: what the public site reads to render a page, in one request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGES } from '@site/contracts';
import { readPage } from '../content/pages.js';
import { CompressedBody, sendCompressed } from '../cache/compressed.js';
import { matchesEtag } from '../cache/content-version.js';

export const pageRoutes: FastifyPluginAsyncZod<{ hide?: boolean }> = async (app, opts) => {
  // Serialised (and compressed) once per content version: an unchanged page is answered without
  // reading the database.
  const answers = app.contentVersion.cache<CompressedBody>();
  app.get(
    '/pages/:page',
    {
      schema: {
        tags: ['pages'],
        hide: opts.hide ?? false,
        summary: "Every section a public page needs, with navbar, footer and service slugs (services: the full list)",
        params: z.object({ page: z.enum(PAGES, { error: `The page must be one of: ${PAGES.join(', ')}.` }) }),
      },
    },
    async (request, reply) => {
      const { etag } = app.contentVersion;
      // no-cache: the browser keeps the answer but asks each time; unchanged content costs a 304.
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const body = await answers.get(request.params.page, () => new CompressedBody(JSON.stringify(readPage(app.db, request.params.page))));
      return sendCompressed(request, reply.type('application/json; charset=utf-8'), body);
    },
  );
};
