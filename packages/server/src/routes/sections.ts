// GET (public), PATCH and PUT (admin) for every section of the registry, registered in one loop.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SECTIONS, validationErrorSchema, detailErrorSchema, type SectionKey } from '@site/contracts';
import { patchSection, readSection, writeSection } from '../content/sections.js';
import { sendContentAnswer } from '../cache/content-answer.js';
import { requireAdmin } from '../http/guard.js';

/**
 * The ETag of a section's document: for now the content version (any write changes every section's).
 * The one place to change when sections get versions of their own (If-Match, 412).
 */
export function sectionEtag(app: FastifyInstance, _key: SectionKey): string {
  return app.contentVersion.etag;
}

export const sectionRoutes: FastifyPluginAsyncZod<{ hide?: boolean }> = async (app, opts) => {
  const db = app.db;
  for (const section of SECTIONS) {
    const url = `/${section.path}`;
    const tags = ['sections'];
    const hide = opts.hide ?? false;
    const writeResponses = { 200: section.schema, 400: validationErrorSchema, 401: detailErrorSchema };

    app.get(url, { schema: { tags, hide, summary: `Read ${section.label} (${section.page})`, response: { 200: section.schema } } }, (request, reply) =>
      sendContentAnswer(request, reply, { key: `section:${section.key}`, etag: sectionEtag(app, section.key), read: () => readSection(db, section.key) }),
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
