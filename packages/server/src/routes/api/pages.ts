// GET /pages/{page}: what the public site reads to render a page, in one request.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGES } from '@site/contracts';
import { readPage } from '../../content/pages.js';
import { sendContentAnswer } from '../../cache/content-answer.js';
import { draftDocuments } from '../../content/drafts.js';
import { cookiePreview, privatePreviewAnswer } from '../../http/preview.js';
import { localeQuerySchema, requestedLocale } from '../../http/localised.js';

const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages/:page',
    {
      schema: {
        tags: ['pages'],
        summary: 'Every section a public page needs, with navbar, footer and service slugs (services: the full list)',
        params: z.object({ page: z.enum(PAGES, { error: `The page must be one of: ${PAGES.join(', ')}.` }) }),
        querystring: localeQuerySchema,
      },
    },
    // Serialised (and compressed) once per content version: an unchanged page costs no database read.
    // A browser previewing the drafts (http/preview.ts) gets them, read afresh and stored by no cache.
    // In another language (`?locale=`) the sections are translated, with their fallbacks applied.
    async (request, reply) => {
      const locale = await requestedLocale(request);
      if ((await cookiePreview(request)).kind === 'active') {
        const drafts = await draftDocuments(app.db);
        return privatePreviewAnswer(reply).send(await readPage(app.db, request.params.page, drafts, locale));
      }
      return sendContentAnswer(request, reply, {
        key: `page:${request.params.page}${locale ? `@${locale.language.code}` : ''}`,
        read: () => readPage(app.db, request.params.page, undefined, locale),
      });
    },
  );
};

export default fp(pageRoutes, {
  name: 'page-routes',
  decorators: { fastify: ['db', 'clock', 'contentVersion'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
