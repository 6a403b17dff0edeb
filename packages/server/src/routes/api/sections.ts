// GET (public), PATCH and PUT (admin) for every section of the registry, registered in one loop.
// Each answer carries the ETag of the section's version; a write with If-Match over a newer version
// is refused with 412 (content/versions.ts), a write without it saves as before.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SECTIONS, conflictSchema, validationErrorSchema, detailErrorSchema } from '@site/contracts';
import { patchSection, readSection, writeSection } from '../../content/sections.js';
import { patchBodySchema } from '../../content/section-patch.js';
import { sectionDocument } from '../../content/versions.js';
import { saveMetaOf, withVersionEtag } from '../../http/versioned.js';
import { sendContentAnswer } from '../../cache/content-answer.js';
import { requirePermission } from '../../http/guard.js';

const sectionRoutes: FastifyPluginAsyncZod<{ hide?: boolean }> = async (app, opts) => {
  const db = app.db;
  for (const section of SECTIONS) {
    const url = `/${section.path}`;
    const tags = ['sections'];
    const hide = opts.hide ?? false;
    const document = sectionDocument(section.key);
    const writeResponses = { 200: section.schema, 400: validationErrorSchema, 401: detailErrorSchema, 412: conflictSchema };

    app.get(
      url,
      { schema: { tags, hide, summary: `Read ${section.label} (${section.page})`, response: { 200: section.schema } } },
      async (request, reply) =>
        sendContentAnswer(request, reply, {
          key: `section:${section.key}`,
          document,
          read: () => readSection(db, section.key),
        }),
    );

    app.patch(
      url,
      {
        onRequest: requirePermission('publish'),
        schema: {
          tags,
          hide,
          summary: `Update part of ${section.label}`,
          body: patchBodySchema(section.schema),
          response: writeResponses,
        },
      },
      async (request, reply) => {
        const meta = saveMetaOf(request);
        return withVersionEtag(reply, document, await patchSection(db, section.key, request.body, meta), meta);
      },
    );

    app.put(
      url,
      {
        onRequest: requirePermission('publish'),
        schema: { tags, hide, summary: `Replace ${section.label}`, body: section.schema, response: writeResponses },
      },
      async (request, reply) => {
        const meta = saveMetaOf(request);
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
