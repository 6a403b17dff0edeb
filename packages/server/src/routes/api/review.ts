// Review before publishing: submit a draft for review (any role that writes drafts), approve it
// (published now or scheduled) or send it back with a comment (editors and admins), and read its
// review history. At each draft's address, as the drafts' routes are (sections, services, pages).
// The logic is in content/review.ts. With `?locale=` each acts on the language's draft.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodObject } from 'zod';
import {
  approveReviewSchema,
  detailErrorSchema,
  draftReviewSchema,
  errorSchema,
  publishConflictSchema,
  publishedSchema,
  requestChangesSchema,
  reviewHistorySchema,
  scheduledSchema,
  submitReviewSchema,
  validationErrorSchema,
} from '@site/contracts';
import { actorOf } from '../../audit/audit-log.js';
import { CUSTOM_PAGES_PATH, customPageDraftDocument } from '../../content/custom-page-history.js';
import { VERSIONED_DOCUMENTS, type VersionedDocument } from '../../content/history.js';
import { approveDraft, requestChanges, reviewHistory, submitForReview, type Reviewer } from '../../content/review.js';
import { documentIn } from '../../content/translations.js';
import { requirePermission } from '../../http/guard.js';
import { localeQuerySchema } from '../../http/localised.js';
import { queriedLocale } from '../../http/request-locale.js';
import { movedSchema, slugParams } from './custom-pages.js';

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const doc of VERSIONED_DOCUMENTS) {
    documentReviewRoutes(app, { url: `/drafts/${doc.path}`, label: doc.label, docOf: () => doc });
  }
  documentReviewRoutes(app, {
    url: `/drafts/${CUSTOM_PAGES_PATH}/:slug`,
    label: 'a page',
    params: slugParams,
    docOf: (request) => customPageDraftDocument(app.db, (request.params as { slug: string }).slug),
  });
};

interface ReviewRouteOptions {
  url: string;
  label: string;
  params?: ZodObject;
  docOf: (request: FastifyRequest) => VersionedDocument | Promise<VersionedDocument>;
}

/** The account taking a step, as the history and the audit log name it. */
const reviewerOf = (request: FastifyRequest): Reviewer => ({
  by: request.user?.username ?? 'an unknown account',
  audit: actorOf(request),
});

function documentReviewRoutes(app: FastifyInstance, { url, label, params, docOf }: ReviewRouteOptions): void {
  const db = app.db;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const moved = params ? { 301: movedSchema } : {};
  const common = { tags: ['review'], querystring: localeQuerySchema, ...(params ? { params } : {}) };
  /** The request's document in the language its `?locale=` names. */
  const docIn = async (request: FastifyRequest) => documentIn(await docOf(request), await queriedLocale(request));
  const refusals = { 401: detailErrorSchema, 403: detailErrorSchema, 404: errorSchema, 409: errorSchema };

  typed.get(
    `${url}/review`,
    {
      onRequest: requirePermission('edit_drafts'),
      schema: {
        ...common,
        summary: `Where the draft of ${label} stands in review, and every review step so far`,
        response: { ...moved, 200: reviewHistorySchema, 400: errorSchema, 401: detailErrorSchema, 403: detailErrorSchema },
      },
    },
    async (request) => reviewHistory(db, await docIn(request)),
  );

  typed.post(
    `${url}/submit`,
    {
      onRequest: requirePermission('submit_review'),
      schema: {
        ...common,
        summary: `Submit the draft of ${label} for review, with an optional note; editors and admins are emailed`,
        body: submitReviewSchema.nullish(),
        response: { ...moved, 200: draftReviewSchema, 400: validationErrorSchema.or(errorSchema), ...refusals },
      },
    },
    async (request) => {
      const review = await submitForReview(db, await docIn(request), request.body?.note, reviewerOf(request), app.clock());
      app.outbox?.wake();
      return review;
    },
  );

  typed.post(
    `${url}/approve`,
    {
      onRequest: requirePermission('review'),
      schema: {
        ...common,
        summary: `Approve the draft of ${label} in review: published now, or scheduled for \`at\``,
        body: approveReviewSchema.nullish(),
        response: {
          ...moved,
          200: z.union([publishedSchema, scheduledSchema]),
          400: validationErrorSchema.or(errorSchema),
          ...refusals,
          412: publishConflictSchema,
        },
      },
    },
    async (request) => {
      const at = request.body?.at === undefined ? undefined : new Date(request.body.at);
      return approveDraft(db, await docIn(request), at, reviewerOf(request), app.clock());
    },
  );

  typed.post(
    `${url}/request-changes`,
    {
      onRequest: requirePermission('review'),
      schema: {
        ...common,
        summary: `Send the draft of ${label} back to its author with a comment`,
        body: requestChangesSchema,
        response: { ...moved, 200: draftReviewSchema, 400: validationErrorSchema.or(errorSchema), ...refusals },
      },
    },
    async (request) => requestChanges(db, await docIn(request), request.body.comment, reviewerOf(request), app.clock()),
  );
}

export default fp(reviewRoutes, {
  name: 'review-routes',
  decorators: { fastify: ['db', 'config', 'clock'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
