// Drafts (admin only): a draft per section, of the services list and per custom page, saved, read,
// discarded, published (alone or several together) or scheduled. The logic is in content/drafts.ts; a
// document's draft takes the same body as its PUT and is refused with the same 400. Every route takes
// `?locale=`: another language's draft is its translation's (the body its translation, as the
// document's PUT takes it with that `?locale=`), drafted, scheduled and published on its own.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodObject, type ZodType } from 'zod';
import {
  conflictSchema,
  customPageSchema,
  detailErrorSchema,
  draftSchema,
  draftSummarySchema,
  errorSchema,
  publishConflictSchema,
  publishConflictsSchema,
  publishedSchema,
  publishManySchema,
  scheduledSchema,
  validationErrorSchema,
} from '@site/contracts';
import { CUSTOM_PAGES_PATH, customPageDraftDocument } from '../../content/custom-page-history.js';
import { VERSIONED_DOCUMENTS, type VersionedDocument } from '../../content/history.js';
import { documentsInLocales } from '../../content/draft-documents.js';
import { documentIn, resolveLocale } from '../../content/translations.js';
import { localeQuerySchema, localisedWrite, TranslationBody } from '../../http/localised.js';
import { queriedLocale } from '../../http/request-locale.js';
import {
  cancelSchedule,
  discardDraft,
  documentsAt,
  listDrafts,
  publishDrafts,
  readDraft,
  saveDraft,
  scheduleDrafts,
} from '../../content/drafts.js';
import { actorOf } from '../../audit/audit-log.js';
import { requireAdmin, requirePermission } from '../../http/guard.js';
import { saveMetaOf } from '../../http/versioned.js';
import { movedSchema, slugParams } from './custom-pages.js';

const forceQuery = z.object({
  force: z.enum(['1', 'true', '0', 'false'], { error: 'force must be 1 or 0.' }).optional(),
});
const publishQuery = forceQuery.extend(localeQuerySchema.shape);
const forced = (query: z.infer<typeof forceQuery>) => query.force === '1' || query.force === 'true';

const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['drafts'];

  app.get(
    '/drafts',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Every pending draft, with its schedule',
        response: { 200: z.array(draftSummarySchema), 401: detailErrorSchema },
      },
    },
    async () => listDrafts(db),
  );

  app.post(
    '/drafts/publish',
    {
      onRequest: requirePermission('publish'),
      schema: {
        tags,
        summary:
          'Publish several drafts together now, or schedule them all for `at`: each path in each of `locales` (left out, the default language)',
        body: publishManySchema,
        querystring: forceQuery,
        response: {
          200: z.union([publishedSchema, scheduledSchema]),
          400: validationErrorSchema.or(errorSchema),
          401: detailErrorSchema,
          404: errorSchema,
          412: publishConflictsSchema,
        },
      },
    },
    async (request) => {
      const locales = await Promise.all((request.body.locales ?? ['']).map((code) => resolveLocale(db, code)));
      const docs = documentsInLocales(await documentsAt(db, request.body.paths), locales);
      const by = request.user?.username ?? null;
      const actor = actorOf(request);
      if (request.body.at === undefined)
        return publishDrafts(db, docs, { by, force: forced(request.query), audit: { by: actor } });
      return scheduleDrafts(db, docs, new Date(request.body.at), app.clock(), by, actor);
    },
  );

  for (const doc of VERSIONED_DOCUMENTS) {
    documentDraftRoutes(app, { url: `/drafts/${doc.path}`, label: doc.label, schema: doc.schema, docOf: () => doc });
  }

  // A custom page's draft, at the page's address as it is now (the old one answers 301 to it).
  documentDraftRoutes(app, {
    url: `/drafts/${CUSTOM_PAGES_PATH}/:slug`,
    label: 'a page',
    schema: customPageSchema,
    params: slugParams,
    docOf: (request) => customPageDraftDocument(db, (request.params as { slug: string }).slug),
  });
};

interface DraftRouteOptions {
  url: string;
  /** The document's name in the summaries ("Hero", "a page"). */
  label: string;
  /** The body of the document's PUT. */
  schema: ZodType;
  params?: ZodObject;
  /** The request's document (a page's is read from the database). */
  docOf: (request: FastifyRequest) => VersionedDocument | Promise<VersionedDocument>;
}

/** The routes of one document's draft: read, save, discard, publish and cancel its schedule. */
function documentDraftRoutes(app: FastifyInstance, { url, label, schema, params, docOf }: DraftRouteOptions): void {
  const db = app.db;
  const tags = ['drafts'];
  // A page's old address answers 301 to its draft's new one.
  const moved = params ? { 301: movedSchema } : {};
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags, ...(params ? { params } : {}) };
  const localised = { ...common, querystring: localeQuerySchema };
  /** The request's document in the language its `?locale=` names. */
  const docIn = async (request: FastifyRequest) => documentIn(await docOf(request), await queriedLocale(request));

  typed.get(
    url,
    {
      onRequest: requireAdmin,
      schema: {
        ...localised,
        summary: `The draft of ${label}`,
        response: { ...moved, 200: draftSchema, 400: errorSchema, 401: detailErrorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { draft, etag } = await readDraft(db, await docIn(request));
      reply.header('etag', etag);
      return draft;
    },
  );

  typed.put(
    url,
    {
      onRequest: requirePermission('edit_drafts'),
      ...localisedWrite,
      schema: {
        ...localised,
        summary: `Save the draft of ${label} (the whole document, as its PUT takes it; in another language, its translation)`,
        body: schema,
        response: {
          ...moved,
          200: draftSchema,
          400: validationErrorSchema.or(errorSchema),
          401: detailErrorSchema,
          412: conflictSchema,
        },
      },
    },
    async (request, reply) => {
      const body: unknown = request.body;
      const { draft, etag } =
        body instanceof TranslationBody
          ? await saveDraft(db, documentIn(await docOf(request), body.locale), body.value, saveMetaOf(request))
          : await saveDraft(db, await docOf(request), body, saveMetaOf(request));
      reply.header('etag', etag);
      return draft;
    },
  );

  typed.delete(
    url,
    {
      onRequest: requirePermission('edit_drafts'),
      schema: {
        ...localised,
        summary: `Discard the draft of ${label}`,
        response: { ...moved, 204: z.null(), 400: errorSchema, 401: detailErrorSchema, 404: errorSchema, 412: conflictSchema },
      },
    },
    async (request, reply) => {
      await discardDraft(db, await docIn(request), saveMetaOf(request).ifMatch);
      return reply.status(204).send(null);
    },
  );

  typed.post(
    `${url}/publish`,
    {
      onRequest: requirePermission('publish'),
      schema: {
        ...common,
        summary: `Publish the draft of ${label} (412 when a newer version was published since, unless ?force=1; If-Match on the draft's ETag)`,
        querystring: publishQuery,
        response: {
          ...moved,
          200: publishedSchema,
          400: validationErrorSchema.or(errorSchema),
          401: detailErrorSchema,
          404: errorSchema,
          412: publishConflictSchema.or(conflictSchema),
        },
      },
    },
    async (request, reply) => {
      const { by, ifMatch, audit } = saveMetaOf(request);
      const published = await publishDrafts(db, [await docIn(request)], { by, ifMatch, audit, force: forced(request.query) });
      reply.header('etag', published.published[0]?.etag);
      return published;
    },
  );

  typed.delete(
    `${url}/schedule`,
    {
      onRequest: requirePermission('publish'),
      schema: {
        ...localised,
        summary: `Cancel the schedule of ${label}'s draft (the draft stays)`,
        response: { ...moved, 204: z.null(), 400: errorSchema, 401: detailErrorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await cancelSchedule(db, await docIn(request), actorOf(request));
      return reply.status(204).send(null);
    },
  );
}

export default fp(draftRoutes, {
  name: 'draft-routes',
  decorators: { fastify: ['db', 'config', 'clock'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
