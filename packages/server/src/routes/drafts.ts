// Drafts (admin only): a draft per section and of the services list, saved, read, discarded,
// published (alone or several together) or scheduled. The logic is in content/drafts.ts; a
// document's draft takes the same body as its PUT and is refused with the same 400.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conflictSchema,
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
import { VERSIONED_DOCUMENTS } from '../content/history.js';
import {
  cancelSchedule,
  discardDraft,
  documentsAt,
  listDrafts,
  publishDrafts,
  readDraft,
  saveDraft,
  scheduleDrafts,
} from '../content/drafts.js';
import { requireAdmin } from '../http/guard.js';
import { saveMetaOf } from '../http/versioned.js';

const forceQuery = z.object({
  force: z.enum(['1', 'true', '0', 'false'], { error: 'force must be 1 or 0.' }).optional(),
});
const forced = (query: z.infer<typeof forceQuery>) => query.force === '1' || query.force === 'true';

export const draftRoutes: FastifyPluginAsyncZod<{ hide?: boolean }> = async (app, opts) => {
  const db = app.db;
  const hide = opts.hide ?? false;
  const tags = ['drafts'];

  app.get(
    '/drafts',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        hide,
        summary: 'Every pending draft, with its schedule',
        response: { 200: z.array(draftSummarySchema), 401: detailErrorSchema },
      },
    },
    () => listDrafts(db),
  );

  app.post(
    '/drafts/publish',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        hide,
        summary: 'Publish several drafts together now, or schedule them all for `at`',
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
    (request) => {
      const docs = documentsAt(request.body.paths);
      const by = request.user?.username ?? null;
      if (request.body.at === undefined) return publishDrafts(db, docs, { by, force: forced(request.query) });
      return scheduleDrafts(db, docs, new Date(request.body.at), app.clock(), by);
    },
  );

  for (const doc of VERSIONED_DOCUMENTS) {
    const url = `/drafts/${doc.path}`;

    app.get(
      url,
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          hide,
          summary: `The draft of ${doc.label}`,
          response: { 200: draftSchema, 401: detailErrorSchema, 404: errorSchema },
        },
      },
      (_request, reply) => {
        const { draft, etag } = readDraft(db, doc);
        reply.header('etag', etag);
        return draft;
      },
    );

    app.put(
      url,
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          hide,
          summary: `Save the draft of ${doc.label} (the whole document, as its PUT takes it)`,
          body: doc.schema,
          response: { 200: draftSchema, 400: validationErrorSchema, 401: detailErrorSchema, 412: conflictSchema },
        },
      },
      (request, reply) => {
        const { draft, etag } = saveDraft(db, doc, request.body, saveMetaOf(request));
        reply.header('etag', etag);
        return draft;
      },
    );

    app.delete(
      url,
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          hide,
          summary: `Discard the draft of ${doc.label}`,
          response: { 204: z.null(), 401: detailErrorSchema, 404: errorSchema, 412: conflictSchema },
        },
      },
      async (request, reply) => {
        discardDraft(db, doc, saveMetaOf(request).ifMatch);
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${url}/publish`,
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          hide,
          summary: `Publish the draft of ${doc.label} (412 when a newer version was published since, unless ?force=1; If-Match on the draft's ETag)`,
          querystring: forceQuery,
          response: {
            200: publishedSchema,
            400: validationErrorSchema,
            401: detailErrorSchema,
            404: errorSchema,
            412: publishConflictSchema.or(conflictSchema),
          },
        },
      },
      (request, reply) => {
        const { by, ifMatch } = saveMetaOf(request);
        const published = publishDrafts(db, [doc], { by, ifMatch, force: forced(request.query) });
        reply.header('etag', published.published[0]?.etag);
        return published;
      },
    );

    app.delete(
      `${url}/schedule`,
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          hide,
          summary: `Cancel the schedule of ${doc.label}'s draft (the draft stays)`,
          response: { 204: z.null(), 401: detailErrorSchema, 404: errorSchema },
        },
      },
      async (_request, reply) => {
        cancelSchedule(db, doc);
        return reply.status(204).send(null);
      },
    );
  }
};
