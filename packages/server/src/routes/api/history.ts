// The history of every section and of the services list (admin only): list the saved versions,
// read one, compare two (or one and the draft), restore one (a restore is saved as a new version,
// with If-Match like any save). With `?locale=` each acts on the language's translation, which has a
// history of its own.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  comparisonSchema,
  COMPARE_DRAFT,
  conflictSchema,
  detailErrorSchema,
  errorSchema,
  historySchema,
  restoreBodySchema,
  restoredSchema,
  revisionSchema,
  validationErrorSchema,
} from '@site/contracts';
import { compareVersions, type CompareVersion } from '../../content/compare.js';
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

export const COMPARE_QUERY = 'Name the two versions to compare: ?from={version}&to={version or draft}.';

/** `?from={version}&to={version|draft}` of a compare, with `?locale=` as every history route takes it. */
export const compareQuerySchema = localeQuerySchema.extend({
  from: z
    .string({ error: COMPARE_QUERY })
    .regex(/^\d+$/, 'The version to compare from must be a whole number.')
    .refine((v) => !/^\d+$/.test(v) || Number(v) >= 1, 'Versions start at 1.')
    .describe('The older version'),
  to: z
    .string({ error: COMPARE_QUERY })
    .regex(/^(\d+|draft)$/, 'The version to compare with must be a whole number or "draft".')
    .refine((v) => !/^\d+$/.test(v) || Number(v) >= 1, 'Versions start at 1.')
    .describe("The newer version, or `draft`: the document's draft as it is now"),
});

/** The two sides a compare's query names. */
export const comparedVersions = (query: z.infer<typeof compareQuerySchema>): [number, CompareVersion] => [
  Number(query.from),
  query.to === COMPARE_DRAFT ? COMPARE_DRAFT : Number(query.to),
];

/** What a compare answers. */
export const COMPARE_RESPONSES = {
  200: comparisonSchema,
  400: validationErrorSchema.or(errorSchema),
  401: detailErrorSchema,
  404: errorSchema,
};

/** What a restore answers (its own routes and the SEO and settings histories'). */
export const RESTORE_RESPONSES = {
  200: restoredSchema,
  400: validationErrorSchema.or(errorSchema),
  401: detailErrorSchema,
  404: errorSchema,
  412: conflictSchema,
};

const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
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
          summary: `One saved version of ${doc.label}`,
          params: versionParams,
          querystring: localeQuerySchema,
          response: { 200: revisionSchema, 400: errorSchema, 401: detailErrorSchema, 404: errorSchema },
        },
      },
      async (request) => readRevision(db, await docIn(request), request.params.version),
    );
    app.get(
      `${base}/compare`,
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          summary: `What changed in ${doc.label} between two saved versions, or a version and the draft`,
          querystring: compareQuerySchema,
          response: COMPARE_RESPONSES,
        },
      },
      async (request) => {
        const translated = await docIn(request);
        return compareVersions(db, { ...translated, draft: translated.id }, ...comparedVersions(request.query));
      },
    );
    app.post(
      `${base}/:version/restore`,
      {
        onRequest: requirePermission('restore'),
        schema: {
          tags,
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
