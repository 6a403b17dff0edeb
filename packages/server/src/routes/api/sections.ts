// GET (public), PATCH and PUT (admin) for every section of the registry, registered in one loop.
// Each answer carries the ETag of the section's version; a write with If-Match over a newer version
// is refused with 412 (content/versions.ts), a write without it saves as before.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECTIONS, translationSchema, conflictSchema, validationErrorSchema, detailErrorSchema } from '@site/contracts';
import { patchSection, readSection, writeSection } from '../../content/sections.js';
import { versionedDocument } from '../../content/history.js';
import { documentIn, translateDocument } from '../../content/translations.js';
import { localeQuerySchema, localisedWrite, requestedLocale, TranslationBody } from '../../http/localised.js';
import { localisedAnswer } from '../../cache/localised-answer.js';
import { patchBodySchema } from '../../content/section-patch.js';
import { sectionDocument } from '../../content/versions.js';
import { saveMetaOf, withVersionEtag } from '../../http/versioned.js';
import { sendContentAnswer } from '../../cache/content-answer.js';
import { requirePermission } from '../../http/guard.js';

const sectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  for (const section of SECTIONS) {
    const url = `/${section.path}`;
    const tags = ['sections'];
    const document = sectionDocument(section.key);
    const versioned = versionedDocument(section.path)!;
    // In another language a write answers the language's translation as stored.
    const translation = translationSchema(section.schema);
    const written = translation ? section.schema.or(translation) : section.schema;
    const writeResponses = { 200: written, 400: validationErrorSchema, 401: detailErrorSchema, 412: conflictSchema };
    const readAnswer = section.schema.extend({
      fallback: z
        .array(z.string())
        .optional()
        .describe('In a language other than the default: the fields (dot paths) shown from a fallback language.'),
    });

    app.get(
      url,
      {
        schema: {
          tags,
          summary: `Read ${section.label} (${section.page})`,
          querystring: localeQuerySchema,
          response: { 200: readAnswer, 400: detailErrorSchema },
        },
      },
      async (request, reply) => {
        const locale = await requestedLocale(request);
        if (locale) {
          return sendContentAnswer(request, reply, {
            ...localisedAnswer(locale, `section:${section.key}`, document),
            read: async () => {
              const data = await readSection(db, section.key);
              const { data: translated, fallback } = await translateDocument(db, locale, {
                id: document,
                schema: section.schema,
                data,
              });
              return { ...translated, fallback };
            },
          });
        }
        return sendContentAnswer(request, reply, {
          key: `section:${section.key}`,
          document,
          read: () => readSection(db, section.key),
        });
      },
    );

    app.patch(
      url,
      {
        onRequest: requirePermission('publish'),
        ...localisedWrite,
        schema: {
          tags,
          summary: `Update part of ${section.label}`,
          querystring: localeQuerySchema,
          body: patchBodySchema(section.schema),
          response: writeResponses,
        },
      },
      async (request, reply) => {
        const meta = saveMetaOf(request);
        const body: unknown = request.body;
        if (body instanceof TranslationBody) {
          const translated = documentIn(versioned, body.locale);
          const saved = await db.transaction(async (tx) =>
            translated.save(tx, { ...((await translated.read(tx)) as object), ...(body.value as object) }, meta),
          );
          return withVersionEtag(reply, translated.id, saved, meta);
        }
        return withVersionEtag(reply, document, await patchSection(db, section.key, request.body, meta), meta);
      },
    );

    app.put(
      url,
      {
        onRequest: requirePermission('publish'),
        ...localisedWrite,
        schema: {
          tags,
          summary: `Replace ${section.label}`,
          querystring: localeQuerySchema,
          body: section.schema,
          response: writeResponses,
        },
      },
      async (request, reply) => {
        const meta = saveMetaOf(request);
        const body: unknown = request.body;
        if (body instanceof TranslationBody) {
          const translated = documentIn(versioned, body.locale);
          return withVersionEtag(reply, translated.id, await translated.save(db, body.value, meta), meta);
        }
        return withVersionEtag(reply, document, await writeSection(db, section.key, request.body, meta), meta);
      },
    );
  }
};

export default fp(sectionRoutes, {
  name: 'section-routes',
  decorators: { fastify: ['db', 'config', 'contentVersion'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
