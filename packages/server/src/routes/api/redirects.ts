// Redirects over HTTP, for admins and editors (manage_redirects): the list (the editors' and the
// renamed pages' old addresses, with hits), and adding, changing and deleting one. The rules are in
// content/redirect-rules.ts, reading and writing in content/redirects.ts; a visitor is sent on by
// the page route (routes/site.ts).
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailErrorSchema,
  errorSchema,
  redirectInputSchema,
  redirectListSchema,
  redirectSchema,
  validationErrorSchema,
} from '@site/contracts';
import { actorOf } from '../../audit/audit-log.js';
import { createRedirect, deleteRedirect, listRedirects, updateRedirect } from '../../content/redirects.js';
import { requirePermission } from '../../http/guard.js';

const idParams = z.object({ id: z.string().min(1).max(200) });

const redirectRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['redirects'];
  const guard = requirePermission('manage_redirects');
  const refusals = { 401: detailErrorSchema, 403: detailErrorSchema };

  app.get(
    '/redirects',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          "Every redirect, the editors' and the renamed pages' old addresses, by address, with how often each was followed",
        response: { 200: redirectListSchema, ...refusals },
      },
    },
    async () => listRedirects(db),
  );

  app.post(
    '/redirects',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Add a redirect `{from, to, status}`: from a path (or a prefix ending in /*) to a path of this site or an http(s) address, 301 or 302. A loop is refused; a chain is collapsed',
        body: redirectInputSchema,
        response: { 201: redirectSchema, 400: validationErrorSchema, ...refusals, 409: validationErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createRedirect(db, request.body, actorOf(request), app.clock())),
  );

  app.put(
    '/redirects/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          "Change a redirect's `{from, to, status}`; a renamed page's old address (`rename:<slug>`) follows its page and is not changed here",
        params: idParams,
        body: redirectInputSchema,
        response: {
          200: redirectSchema,
          400: validationErrorSchema,
          ...refusals,
          404: errorSchema,
          409: validationErrorSchema.or(errorSchema),
        },
      },
    },
    async (request) => updateRedirect(db, request.params.id, request.body, actorOf(request), app.clock()),
  );

  app.delete(
    '/redirects/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "Delete a redirect, or a renamed page's old address (`rename:<slug>`), which then answers nothing",
        params: idParams,
        response: { 204: z.null(), ...refusals, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteRedirect(db, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};

export default fp(redirectRoutes, {
  name: 'redirect-routes',
  decorators: { fastify: ['db', 'clock'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
