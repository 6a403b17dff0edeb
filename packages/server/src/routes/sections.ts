// GET (public), PATCH and PUT (admin) for every section of the registry, registered in one loop.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SECTIONS, validationErrorSchema, detailErrorSchema } from '@site/contracts';
import { patchSection, readSection, writeSection } from '../content/sections.js';
import { requireAdmin } from '../http/guard.js';

export const sectionRoutes: FastifyPluginAsyncZod<{ hide?: boolean }> = async (app, opts) => {
  const db = app.db;
  for (const section of SECTIONS) {
    const url = `/${section.path}`;
    const tags = ['sections'];
    const hide = opts.hide ?? false;
    const writeResponses = { 200: section.schema, 400: validationErrorSchema, 401: detailErrorSchema };

    app.get(url, { schema: { tags, hide, summary: `Read ${section.label} (${section.page})`, response: { 200: section.schema } } }, () =>
      readSection(db, section.key),
    );

    app.patch(
      url,
      {
        onRequest: requireAdmin,
        schema: { tags, hide, summary: `Update part of ${section.label}`, body: section.schema.partial(), response: writeResponses },
      },
      (request) => patchSection(db, section.key, request.body as Record<string, unknown>),
    );

    app.put(
      url,
      {
        onRequest: requireAdmin,
        schema: { tags, hide, summary: `Replace ${section.label}`, body: section.schema, response: writeResponses },
      },
      (request) => writeSection(db, section.key, request.body),
    );
  }
};
