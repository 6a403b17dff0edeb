// Contact messages over HTTP: a public, rate-limited send; admins list, search, export, mark read and delete.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactFailedSchema,
  contactMessageInputSchema,
  contactMessageListQuerySchema,
  contactMessagePatchSchema,
  contactMessageQuerySchema,
  contactMessageSchema,
  contactSentSchema,
  detailErrorSchema,
  errorSchema,
  FAILED_ALERT_COUNT_HEADER,
  OFFSET_HEADER,
  TOTAL_COUNT_HEADER,
  UNREAD_COUNT_HEADER,
  validationErrorSchema,
} from '@site/contracts';
import {
  countMessages,
  deleteMessage,
  listMessages,
  pageStartOf,
  receiveMessage,
  updateMessage,
} from '../../content/messages.js';
import { actorOf } from '../../audit/audit-log.js';
import { countFailedAlerts } from '../../content/inbox-waiting.js';
import { alertRecipients } from '../../content/alert-settings.js';
import { exportRows, messagesCsvFileName, messagesCsvStream } from '../../content/messages-csv.js';
import { ApiError } from '../../http/errors.js';
import { databaseRateLimitStore } from '../../http/rate-limit-store.js';
import { requirePermission } from '../../http/guard.js';

/** Enough for a person who retries a few times; too few to make the inbox a spam target. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * This plugin is registered twice (under /backend/api and its /api alias), and @fastify/rate-limit
 * would make one limiter per registration. Keeping one limiter per app (its config object is shared
 * by both registrations) makes the limit count a client's sends whichever prefix they use; its counts
 * are in the database (http/rate-limit-store.ts), so every server sharing it counts them together.
 */
const limiters = new WeakMap<object, Limiter>();

async function contactLimiter(app: FastifyInstance): Promise<Limiter> {
  const existing = limiters.get(app.config);
  if (existing) return existing;
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db, 'contact') });
  const limiter: Limiter = app.rateLimit({
    ...CONTACT_RATE_LIMIT,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, {
        ok: false,
        error: `Too many messages have been sent from your connection. Please try again in ${context.after}.`,
      }),
  });
  limiters.set(app.config, limiter);
  return limiter;
}

const idParams = z.object({ id: z.coerce.number().int().min(1) });

const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contact messages'];
  const limiter = await contactLimiter(app);

  app.post(
    '/contact-messages',
    {
      // Counted before the body is read, so a flood is refused cheaply.
      onRequest: limiter,
      config: { errorFormat: 'contact' },
      schema: {
        tags,
        summary: 'Send a message from the contact form (public)',
        body: contactMessageInputSchema,
        response: { 201: contactSentSchema, 400: contactFailedSchema, 409: contactFailedSchema, 429: contactFailedSchema },
      },
    },
    async (request, reply) => {
      // An alert is queued only when it can go somewhere: a mail server and at least one address.
      const outbox = app.outbox;
      const alertQueuedAt = outbox && (await alertRecipients(app.db, app.config)).length > 0 ? outbox.now() : null;
      const options = { alertQueuedAt, perHour: app.config.contactMessagesPerHour };
      return reply.status(201).send(await receiveMessage(app.db, request.body, request.ip, options));
    },
  );

  app.get(
    '/contact-messages',
    {
      onRequest: requirePermission('read_inbox'),
      schema: {
        tags,
        summary:
          'List received messages, newest first; q keeps those whose name, email or text contains it, limit and ' +
          'offset take one page, around=id the page holding that message. X-Total-Count: how many match q; ' +
          'X-Unread-Count: how many of all are unread; X-Failed-Alert-Count: how many email alerts failed for good ' +
          'while their messages are unread; X-Offset: where the page starts',
        querystring: contactMessageListQuerySchema,
        response: { 200: z.array(contactMessageSchema), 400: validationErrorSchema, 401: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const { q, limit, around } = request.query;
      // Without a limit there are no pages: `around` then changes nothing.
      const aroundStart = around === undefined || limit === undefined ? undefined : await pageStartOf(app.db, q, around, limit);
      const offset = aroundStart ?? request.query.offset ?? 0;
      const { total, unread } = await countMessages(app.db, q);
      reply
        .header(TOTAL_COUNT_HEADER, String(total))
        .header(UNREAD_COUNT_HEADER, String(unread))
        .header(FAILED_ALERT_COUNT_HEADER, String(await countFailedAlerts(app.db)))
        .header(OFFSET_HEADER, String(offset));
      return await listMessages(app.db, q, { limit, offset });
    },
  );

  // A static path: the router matches it before the `:id` routes below could take "export.csv" for an id.
  app.get(
    '/contact-messages/export.csv',
    {
      onRequest: requirePermission('read_inbox'),
      schema: {
        tags,
        summary: 'Download the messages (those matching q, if given) as a CSV file, newest first',
        querystring: contactMessageQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), 400: validationErrorSchema, 401: detailErrorSchema },
      },
    },
    async (request, reply) => {
      // The file is written to the reply as its rows are read. Fastify sends a stream as it is, without
      // the 200 schema's serializer; that schema only says the body is text in the API description.
      const csv: unknown = messagesCsvStream(exportRows(app.db, request.query.q));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${messagesCsvFileName(new Date())}"`)
        .send(csv as string);
    },
  );

  app.patch(
    '/contact-messages/:id',
    {
      onRequest: requirePermission('read_inbox'),
      schema: {
        tags,
        summary: 'Mark one message read or unread, replied or not replied',
        params: idParams,
        body: contactMessagePatchSchema,
        response: { 200: contactMessageSchema, 400: validationErrorSchema, 401: detailErrorSchema, 404: errorSchema },
      },
    },
    async (request) => await updateMessage(app.db, request.params.id, request.body),
  );

  app.delete(
    '/contact-messages/:id',
    {
      onRequest: requirePermission('read_inbox'),
      schema: {
        tags,
        summary: 'Delete one message',
        params: idParams,
        response: { 204: z.null(), 400: validationErrorSchema, 401: detailErrorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteMessage(app.db, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};

export default fp(messageRoutes, {
  name: 'message-routes',
  decorators: { fastify: ['db', 'config', 'outbox'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
