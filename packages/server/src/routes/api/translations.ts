// GET /translations/: how far each language has translated each document (the editor's Languages
// overview). Signed-in accounts only: it is the editor's view of work in progress.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailErrorSchema, translationStatusSchema } from '@site/contracts';
import { readTranslationStatus } from '../../content/translation-status.js';
import { requireAdmin } from '../../http/guard.js';

const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/translations',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['translations'],
        summary: 'Per document with texts to translate, how many of them each language other than the default gives',
        response: { 200: translationStatusSchema, 401: detailErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readTranslationStatus(app.db);
    },
  );
};

export default fp(translationRoutes, {
  name: 'translation-routes',
  decorators: { fastify: ['db'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
