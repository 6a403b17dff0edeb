// Preview links (admin only): create one (its address holds the token, shown this once), list the
// ones still open, revoke one. What a link shows is in routes/site.ts and http/preview.ts.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdPreviewLinkSchema,
  detailErrorSchema,
  errorSchema,
  PREVIEW_PARAM,
  previewLinkRequestSchema,
  previewLinkSchema,
  validationErrorSchema,
} from '@site/contracts';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from '../../content/preview-links.js';
import { actorOf } from '../../audit/audit-log.js';
import { requirePermission } from '../../http/guard.js';
import { trustedOrigin } from '../../render/public-origin.js';

const previewLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['drafts'];
  const originOf = trustedOrigin(app.config);

  app.post(
    '/preview-links',
    {
      onRequest: requirePermission('share_links'),
      schema: {
        tags,
        summary: 'A link that shows the site with every draft applied, without signing in, until it expires',
        body: previewLinkRequestSchema.optional(),
        response: { 200: createdPreviewLinkSchema, 400: validationErrorSchema, 401: detailErrorSchema },
      },
    },
    async (request) => {
      const hours = request.body?.expires_in_hours ?? previewLinkRequestSchema.parse({}).expires_in_hours;
      const link = await createPreviewLink(db, hours, request.user?.username ?? null, app.clock(), actorOf(request));
      const origin = originOf({ protocol: request.protocol, host: request.host, localPort: request.raw.socket?.localPort });
      return { id: link.id, url: `${origin ?? ''}/?${PREVIEW_PARAM}=${link.token}`, expires_at: link.expiresAt };
    },
  );

  app.get(
    '/preview-links',
    {
      onRequest: requirePermission('share_links'),
      schema: {
        tags,
        summary: 'The preview links that are still open',
        response: { 200: z.array(previewLinkSchema), 401: detailErrorSchema },
      },
    },
    async () => listPreviewLinks(db, app.clock()),
  );

  app.delete(
    '/preview-links/:id',
    {
      onRequest: requirePermission('share_links'),
      schema: {
        tags,
        summary: 'Revoke a preview link: it shows the published site from now on',
        params: z.object({
          id: z.coerce.number({ error: 'The id must be a whole number.' }).int('The id must be a whole number.'),
        }),
        response: { 204: z.null(), 401: detailErrorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await revokePreviewLink(db, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};

export default fp(previewLinkRoutes, {
  name: 'preview-link-routes',
  decorators: { fastify: ['db', 'config', 'clock'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
