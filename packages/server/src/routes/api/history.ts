// The history of every section and of the services list (admin only): list the saved versions,
// read one, restore one (a restore is saved as a new version, with If-Match like any save). With
// `?locale=` each acts on the language's translation, which has a history of its own.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conflictSchema,
  detailErrorSchema,
  errorSchema,
  historySchema,
  restoreBodySchema,
  restoredSchema,
  revisionSchema,
  validationErrorSchema,
} from '@site/contracts';
import { restoreIntoDraft } from '../../content/drafts.js';
import { listHistory, readRevision, restoreRevision, VERSIONED_DOCUMENTS } from '../../content/history.js';
import { documentIn } from '../../content/translations.js';
import { requireAdmin, requirePermission } from '../../http/guard.js';
import { localeQuerySchema } from '../../http/localised.js';
import { queriedLocale } from '../../http/request-locale.js';
import { saveMetaOf } from '../../http/versioned.js';

export const versionParams = z.object({
  version: z.coerce
    .number({ error: 'The version must be a whole number.' })
    .int('The version must be a whole number.')
    .min(1, 'Versions start at 1.'),
});

/** What a restore answers (its own routes and the SEO and settings histories'). */
export const RESTORE_RESPONSES = {
  200: restoredSchema,
  400: validationErrorSchema.or(errorSchema),
  401: detailErrorSchema,
  404: errorSchema,
  412: conflictSchema,
};

const historyRoutes: FastifyPluginAsyncZod<{ hide?: boolean }> = async (app, opts) => {
  const db = app.db;
  const hide = opts.hide ?? false;
  const tags = ['history'];
  for (const doc of VERSIONED_DOCUMENTS) {
    const base = `/history/${doc.path}`;
    /** The document in the language the request names. */
    const docIn = async (request: FastifyRequest) => documentIn(doc, await queriedLocale(request));
    app.get(
      base,
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          hide,
          summary: `Saved versions of ${doc.label}, newest first`,
          querystring: localeQuerySchema,
          response: { 200: historySchema, 400: errorSchema, 401: detailErrorSchema },
        },
      },
      async (request) => listHistory(db, await docIn(request)),
    );
    app.get(
      `${base}/:version`,
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          hide,
          summary: `One saved version of ${doc.label}`,
          params: versionParams,
          querystring: localeQuerySchema,
          response: { 200: revisionSchema, 400: errorSchema, 401: detailErrorSchema, 404: errorSchema },
        },
      },
      async (request) => readRevision(db, await docIn(request), request.params.version),
    );
    app.post(
      `${base}/:version/restore`,
      {
        onRequest: requirePermission('restore'),
        schema: {
          tags,
          hide,
          summary: `Put an old version of ${doc.label} into its draft, or with {"into":"live"} save it as the newest`,
          params: versionParams,
          querystring: localeQuerySchema,
          body: restoreBodySchema,
          response: RESTORE_RESPONSES,
        },
      },
      async (request, reply) => {
        const meta = saveMetaOf(request);
        const translated = await docIn(request);
        const restored =
          request.body?.into === 'live'
            ? await restoreRevision(db, translated, request.params.version, meta)
            : await restoreIntoDraft(db, translated, translated, request.params.version, meta);
        reply.header('etag', restored.etag);
        return restored;
      },
    );
  }
};

export default fp(historyRoutes, {
  name: 'history-routes',
  decorators: { fastify: ['db', 'config'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
