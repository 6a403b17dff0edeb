// The not-found log over HTTP (admins and editors): the addresses that answered 404 to visitors,
// most visited or newest first, and clearing one address or the whole log. Visits are counted by the
// page route (routes/site.ts), never through here.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailErrorSchema,
  errorSchema,
  NOT_FOUND_LOG_LIMIT,
  notFoundClearedSchema,
  notFoundClearQuerySchema,
  notFoundEntrySchema,
  notFoundNotLogged,
  notFoundQuerySchema,
  validationErrorSchema,
} from '@site/contracts';
import { clearAllNotFound, clearNotFound, listNotFound } from '../../content/not-found-log.js';
import { ApiError } from '../../http/errors.js';
import { requirePermission } from '../../http/guard.js';

const notFoundRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['not-found log'];
  const guard = requirePermission('read_not_found_log');

  app.get(
    '/not-found',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          `The addresses that answered 404 to visitors (at most ${NOT_FOUND_LOG_LIMIT}, the least recently seen dropped first): ` +
          'sort=hits (most visited first, the default) or sort=recent (last seen first)',
        querystring: notFoundQuerySchema,
        response: {
          200: z.array(notFoundEntrySchema),
          400: validationErrorSchema,
          401: detailErrorSchema,
          403: detailErrorSchema,
        },
      },
    },
    async (request) => await listNotFound(app.db, request.query.sort),
  );

  app.delete(
    '/not-found',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Clear one address from the log (path=/old-page, as listed), or the whole log (all=true)',
        querystring: notFoundClearQuerySchema,
        response: {
          200: notFoundClearedSchema,
          400: validationErrorSchema,
          401: detailErrorSchema,
          403: detailErrorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { path } = request.query;
      if (path === undefined) return { cleared: await clearAllNotFound(app.db) };
      if (!(await clearNotFound(app.db, path))) throw new ApiError(404, { error: notFoundNotLogged(path) });
      return { cleared: 1 };
    },
  );
};

export default fp(notFoundRoutes, {
  name: 'not-found-routes',
  decorators: { fastify: ['db'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
