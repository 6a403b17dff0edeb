// Services: public list and slugs; admin PUT of the whole list and DELETE of one. The list is one
// versioned document: its ETag, If-Match and history work as a section's do.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SERVICES_DOCUMENT,
  conflictSchema,
  detailErrorSchema,
  errorSchema,
  serviceListInputSchema,
  serviceSchema,
  serviceSlugSchema,
  validationErrorSchema,
} from '@site/contracts';
import { deleteService, listServiceSlugs, listServices, saveServices } from '../../content/services.js';
import { sendContentAnswer } from '../../cache/content-answer.js';
import { requirePermission } from '../../http/guard.js';
import { saveMetaOf, withVersionEtag } from '../../http/versioned.js';
import { addressText } from '../../http/address-text.js';

const serviceRoutes: FastifyPluginAsyncZod<{ hide?: boolean }> = async (app, opts) => {
  const db = app.db;
  const hide = opts.hide ?? false;
  const tags = ['services'];

  app.get(
    '/services',
    { schema: { tags, hide, summary: 'List services in saved order', response: { 200: z.array(serviceSchema) } } },
    async (request, reply) =>
      sendContentAnswer(request, reply, {
        key: 'services',
        document: SERVICES_DOCUMENT,
        read: () => listServices(db),
      }),
  );

  app.put(
    '/services',
    {
      onRequest: requirePermission('publish'),
      schema: {
        tags,
        hide,
        summary: 'Save the whole list: update items with _id, create those without, delete the missing',
        body: serviceListInputSchema,
        response: { 200: z.array(serviceSchema), 400: validationErrorSchema, 401: detailErrorSchema, 412: conflictSchema },
      },
    },
    async (request, reply) => {
      const meta = saveMetaOf(request);
      return withVersionEtag(reply, SERVICES_DOCUMENT, await saveServices(db, request.body, meta), meta);
    },
  );

  app.delete(
    '/services/:id',
    {
      onRequest: requirePermission('delete_published'),
      schema: {
        tags,
        hide,
        summary: 'Delete one service (a new version of the list: restorable from its history)',
        params: z.object({ id: addressText().min(1).max(64) }),
        response: { 204: z.null(), 401: detailErrorSchema, 404: errorSchema, 412: conflictSchema },
      },
    },
    async (request, reply) => {
      const meta = saveMetaOf(request);
      await deleteService(db, request.params.id, meta);
      // The ETag first, then the answer (a reply is itself awaitable, so it is not passed through).
      await withVersionEtag(reply, SERVICES_DOCUMENT, null, meta);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/get-service-slugs',
    { schema: { tags, hide, summary: 'Titles and slugs of every service', response: { 200: z.array(serviceSlugSchema) } } },
    (request, reply) => sendContentAnswer(request, reply, { key: 'service-slugs', read: () => listServiceSlugs(db) }),
  );
};

export default fp(serviceRoutes, {
  name: 'service-routes',
  decorators: { fastify: ['db', 'config', 'contentVersion'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
