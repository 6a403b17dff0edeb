// The dashboard over HTTP: what waits for someone, in one answer, for any signed-in account; the
// parts its role may not see are null.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema, detailErrorSchema } from '@site/contracts';
import { readDashboard } from '../../content/dashboard.js';
import { requireAdmin } from '../../http/guard.js';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['dashboard'],
        security: [{ token: [] }],
        summary:
          'What waits for someone: drafts (with their authors), schedules, drafts in review, unread messages and ' +
          'failed email alerts, the recent changes and the site-health findings. in_review is null for a role that ' +
          'may not review, messages and failed_alerts for one that may not read the inbox',
        response: { 200: dashboardSchema, 401: detailErrorSchema },
      },
    },
    async (request) => await readDashboard(app.db, request.user!.role),
  );
};

export default fp(dashboardRoutes, {
  name: 'dashboard-routes',
  decorators: { fastify: ['db', 'config', 'clock'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
