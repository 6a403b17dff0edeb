// The site's health over HTTP, for whoever may edit content: GET /site-health/ answers the latest
// whole-site check's findings (?kind=&page=&locale= narrow them), POST /site-health/run checks the
// whole site now (outside links included) and answers the run when it is done within a few seconds,
// else 202 with the run to poll at GET /site-health/runs/{id}; POST /site-health/check answers what
// publishing a document would add. Warnings, never a reason to refuse a save.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailErrorSchema,
  errorSchema,
  siteHealthCheckRequestSchema,
  siteHealthCheckSchema,
  siteHealthQuerySchema,
  siteHealthRunSchema,
  siteHealthSchema,
} from '@site/contracts';
import { latestSiteHealth, readRun } from '../../content/site-health/runs.js';
import { requirePermission } from '../../http/guard.js';

/** How long POST /site-health/run waits for its run before answering 202 with the run to poll. */
const RUN_WAIT_MS = 5000;

const siteHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site-health'];
  const guard = requirePermission('edit_drafts');
  const refused = { 401: detailErrorSchema, 403: detailErrorSchema };

  app.get(
    '/site-health/',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'The findings of the latest whole-site check: images without alt text, colour pairs below WCAG AA, headings ' +
          'out of order, links to no page, failing outside links, malformed mail and phone links, SEO gaps',
        querystring: siteHealthQuerySchema,
        response: { 200: siteHealthSchema, 400: errorSchema, ...refused },
      },
    },
    async (request) => latestSiteHealth(app.db, request.query),
  );

  app.post(
    '/site-health/run',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Check the whole site now, outside links included: 200 with the run when done, else 202 with the run to poll',
        response: { 200: siteHealthRunSchema, 202: siteHealthRunSchema, ...refused },
      },
    },
    async (request, reply) => {
      const run = await app.siteHealth.runNow(request.user!.username, RUN_WAIT_MS);
      return reply.status(run.state === 'running' ? 202 : 200).send(run);
    },
  );

  app.get(
    '/site-health/runs/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'One whole-site check: running, done (its findings are then GET /site-health/) or failed',
        params: z.object({
          id: z.coerce.number({ error: 'A run id is a whole number.' }).int({ error: 'A run id is a whole number.' }),
        }),
        response: { 200: siteHealthRunSchema, 400: errorSchema, 404: errorSchema, ...refused },
      },
    },
    async (request) => readRun(app.db, request.params.id, app.clock()),
  );

  app.post(
    '/site-health/check',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'What publishing a document would add to the findings: `data` (the form’s values) or, left out, its saved ' +
          'draft in place of the published document',
        body: siteHealthCheckRequestSchema,
        response: { 200: siteHealthCheckSchema, 400: errorSchema, 404: errorSchema, ...refused },
      },
    },
    async (request) => ({ findings: await app.siteHealth.check(request.body) }),
  );
};

export default fp(siteHealthRoutes, {
  name: 'site-health-routes',
  decorators: { fastify: ['db', 'config', 'clock', 'siteHealth'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
