// Services: public list and slugs; admin PUT of the whole list and DELETE of one. The list is one
// versioned document: its ETag, If-Match and history work as a section's do. With `?locale=` the list
// reads in that language (each service with the fields it took from a fallback language), and a PUT
// saves the language's translation (`services@<code>`: entries by service `_id`).
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SERVICES_DOCUMENT,
  conflictSchema,
  detailErrorSchema,
  errorSchema,
  serviceListInputSchema,
  serviceFallback,
  serviceSchema,
  serviceSlugSchema,
  servicesTranslationSchema,
  validationErrorSchema,
} from '@site/contracts';
import { deleteService, listServiceSlugs, listServices, listServicesIn, saveServices } from '../../content/services.js';
import { versionedDocument } from '../../content/history.js';
import { documentIn } from '../../content/translations.js';
import { localisedAnswer } from '../../cache/localised-answer.js';
import { localeQuerySchema, localisedWrite, requestedLocale, TranslationBody } from '../../http/localised.js';
import { sendContentAnswer } from '../../cache/content-answer.js';
import { requirePermission } from '../../http/guard.js';
import { saveMetaOf, withVersionEtag } from '../../http/versioned.js';
import { addressText } from '../../http/address-text.js';

const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['services'];

  const servicesDocument = versionedDocument(SERVICES_DOCUMENT)!;
  const localisedService = serviceSchema.extend({
    fallback: z
      .array(z.string())
      .optional()
      .describe('In a language other than the default: the fields (dot paths) shown from a fallback language.'),
  });

  app.get(
    '/services',
    {
      schema: {
        tags,
        summary: 'List services in saved order (in a language with `?locale=`)',
        querystring: localeQuerySchema,
        response: { 200: z.array(localisedService), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const locale = await requestedLocale(request);
      if (locale) {
        return sendContentAnswer(request, reply, {
          ...localisedAnswer(locale, 'services', SERVICES_DOCUMENT),
          read: async () => {
            const { data, fallback } = await listServicesIn(db, locale);
            return data.map((service, index) => ({ ...service, fallback: serviceFallback(fallback, index) }));
          },
        });
      }
      return sendContentAnswer(request, reply, {
        key: 'services',
        document: SERVICES_DOCUMENT,
        read: () => listServices(db),
      });
    },
  );

  app.put(
    '/services',
    {
      onRequest: requirePermission('publish'),
      ...localisedWrite,
      schema: {
        tags,
        summary:
          "Save the whole list: update items with _id, create those without, delete the missing (with `?locale=`: that language's translation, an entry per service by _id)",
        querystring: localeQuerySchema,
        body: serviceListInputSchema,
        response: {
          // In another language a write answers the language's translation as stored.
          200: z.array(serviceSchema).or(servicesTranslationSchema),
          400: validationErrorSchema,
          401: detailErrorSchema,
          412: conflictSchema,
        },
      },
    },
    async (request, reply) => {
      const meta = saveMetaOf(request);
      const body: unknown = request.body;
      if (body instanceof TranslationBody) {
        const translated = documentIn(servicesDocument, body.locale);
        return withVersionEtag(
          reply,
          translated.id,
          (await translated.save(db, body.value, meta)) as Record<string, unknown>[],
          meta,
        );
      }
      return withVersionEtag(reply, SERVICES_DOCUMENT, await saveServices(db, request.body, meta), meta);
    },
  );

  app.delete(
    '/services/:id',
    {
      onRequest: requirePermission('delete_published'),
      schema: {
        tags,
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
    {
      schema: {
        tags,
        summary: 'Titles and slugs of every service (the titles in a language with `?locale=`)',
        querystring: localeQuerySchema,
        response: { 200: z.array(serviceSlugSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const locale = await requestedLocale(request);
      return sendContentAnswer(request, reply, {
        key: locale ? `service-slugs@${locale.language.code}` : 'service-slugs',
        read: () => listServiceSlugs(db, locale),
      });
    },
  );
};

export default fp(serviceRoutes, {
  name: 'service-routes',
  decorators: { fastify: ['db', 'config', 'contentVersion'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
