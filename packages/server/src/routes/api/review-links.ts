// Review links: made, listed and revoked by editors and admins (share_links); opened by whoever
// holds one, without an account: the drafts in review, and an approval or a request for changes
// per draft. The page the link opens is the editor's /review/<token>; the logic is in
// content/review-links.ts and content/review-by-link.ts.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdPreviewLinkSchema,
  detailErrorSchema,
  draftReviewSchema,
  errorSchema,
  linkDecisionSchema,
  linkReviewSchema,
  PREVIEW_PARAM,
  publishConflictSchema,
  publishedSchema,
  REVIEW_PAGE_PATH,
  reviewLinkRequestSchema,
  reviewLinkSchema,
  scheduledSchema,
  validationErrorSchema,
} from '@site/contracts';
import { actorOf, recordAudit } from '../../audit/audit-log.js';
import { decideByLink, draftsForLink } from '../../content/review-by-link.js';
import { createReviewLink, listReviewLinks, requireReviewLink, revokeReviewLink } from '../../content/review-links.js';
import { requirePermission } from '../../http/guard.js';
import { trustedOrigin } from '../../render/public-origin.js';

const tokenParams = z.object({ token: z.string().min(1).max(100) });

const reviewLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['review'];
  const originOf = trustedOrigin(app.config);
  const origin = (request: { protocol: string; host: string; raw: { socket?: { localPort?: number } } }) =>
    originOf({ protocol: request.protocol, host: request.host, localPort: request.raw.socket?.localPort }) ?? '';

  app.post(
    '/review-links',
    {
      onRequest: requirePermission('share_links'),
      schema: {
        tags,
        summary: 'A link for someone without an account to look at the drafts in review and approve them or ask for changes',
        body: reviewLinkRequestSchema,
        response: { 200: createdPreviewLinkSchema, 400: validationErrorSchema, 401: detailErrorSchema, 403: detailErrorSchema },
      },
    },
    async (request) => {
      const { name, expires_in_hours: hours } = request.body;
      const link = await db.transaction(async (tx) => {
        const made = await createReviewLink(tx, name, hours, request.user?.username ?? null, app.clock());
        await recordAudit(tx, actorOf(request), {
          action: 'review_link_created',
          target: `review link ${made.id}`,
          detail: { name, expires_at: made.expiresAt },
        });
        return made;
      });
      return { id: link.id, url: `${origin(request)}${REVIEW_PAGE_PATH}/${link.token}`, expires_at: link.expiresAt };
    },
  );

  app.get(
    '/review-links',
    {
      onRequest: requirePermission('share_links'),
      schema: {
        tags,
        summary: 'The review links that still open',
        response: { 200: z.array(reviewLinkSchema), 401: detailErrorSchema, 403: detailErrorSchema },
      },
    },
    async () => listReviewLinks(db, app.clock()),
  );

  app.delete(
    '/review-links/:id',
    {
      onRequest: requirePermission('share_links'),
      schema: {
        tags,
        summary: 'Revoke a review link: it opens nothing from now on',
        params: z.object({
          id: z.coerce.number({ error: 'The id must be a whole number.' }).int('The id must be a whole number.'),
        }),
        response: { 204: z.null(), 401: detailErrorSchema, 403: detailErrorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const name = await revokeReviewLink(tx, id, app.clock());
        await recordAudit(tx, actorOf(request), { action: 'review_link_revoked', target: `review link ${id}`, detail: { name } });
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/link-review/:token',
    {
      schema: {
        tags,
        summary: "What a review link's holder sees: whom it is for, until when, and the drafts in review",
        params: tokenParams,
        response: { 200: linkReviewSchema, 404: errorSchema, 410: errorSchema },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const link = await requireReviewLink(db, token, app.clock());
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      return draftsForLink(db, link, `${origin(request)}/?${PREVIEW_PARAM}=${encodeURIComponent(token)}`);
    },
  );

  app.post(
    '/link-review/:token',
    {
      schema: {
        tags,
        summary: "A review link's holder approves a draft in review (published now) or asks for changes with a comment",
        params: tokenParams,
        body: linkDecisionSchema,
        response: {
          200: z.union([publishedSchema, scheduledSchema, z.object({ review: draftReviewSchema })]),
          400: validationErrorSchema.or(errorSchema),
          404: errorSchema,
          409: errorSchema,
          410: errorSchema,
          412: publishConflictSchema,
        },
      },
    },
    async (request) => {
      const link = await requireReviewLink(db, request.params.token, app.clock());
      return decideByLink(db, link, request.body, request.ip, app.clock());
    },
  );
};

export default fp(reviewLinkRoutes, {
  name: 'review-link-routes',
  decorators: { fastify: ['db', 'config', 'clock'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
