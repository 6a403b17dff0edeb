// Who else has a document open in the editor (content/presence.ts), for any signed-in account:
// `PUT /presence/{document}` is an open form's beat, `POST /presence/{document}/take-over` takes the
// edit over, `DELETE /presence/{document}?editor=` is the form closing. The document is addressed as
// its history is (a section's API path, `services`, `custom-pages/{slug}`, `settings`; `?locale=` a
// translation).
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailErrorSchema, errorSchema, presenceBodySchema, presenceQuerySchema, presenceSchema } from '@site/contracts';
import { beat, leave, presenceDocument } from '../../content/presence.js';
import { addressText } from '../../http/address-text.js';
import { ApiError } from '../../http/errors.js';
import { requireAdmin } from '../../http/guard.js';
import { localeQuerySchema } from '../../http/localised.js';
import { queriedLocale } from '../../http/request-locale.js';

const documentParams = z.object({ '*': addressText() });

const TAKE_OVER = '/take-over';

const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['presence'];
  const responses = { 200: presenceSchema, 400: errorSchema, 401: detailErrorSchema, 404: errorSchema };

  app.put(
    '/presence/*',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'An open editor of the document is there (every few seconds): who else is, who holds the edit, its versions now',
        params: documentParams,
        querystring: localeQuerySchema,
        body: presenceBodySchema,
        response: responses,
      },
    },
    async (request) => {
      const document = await presenceDocument(db, request.params['*'], await queriedLocale(request));
      return beat(db, document, { editor: request.body.editor, username: request.user!.username, now: app.clock() });
    },
  );

  app.post(
    '/presence/*',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Take the edit of the document over (`/presence/{document}/take-over`): its holder is told at its next beat',
        params: documentParams,
        querystring: localeQuerySchema,
        body: presenceBodySchema,
        response: responses,
      },
    },
    async (request) => {
      const address = request.params['*'];
      if (!address.endsWith(TAKE_OVER)) {
        throw new ApiError(404, { error: 'Take a document over at /presence/{document}/take-over.' });
      }
      const path = address.slice(0, -TAKE_OVER.length);
      const document = await presenceDocument(db, path, await queriedLocale(request));
      const { editor } = request.body;
      return beat(db, document, { editor, username: request.user!.username, now: app.clock(), takeOver: true });
    },
  );

  app.delete(
    '/presence/*',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'An editor of the document closed it: it is gone for the others at once',
        params: documentParams,
        querystring: presenceQuerySchema,
        response: { 204: z.null(), 400: errorSchema, 401: detailErrorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const document = await presenceDocument(db, request.params['*'], await queriedLocale(request));
      await leave(db, document, request.query.editor);
      return reply.status(204).send(null);
    },
  );
};

export default fp(presenceRoutes, {
  name: 'presence-routes',
  decorators: { fastify: ['db', 'config', 'clock'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
