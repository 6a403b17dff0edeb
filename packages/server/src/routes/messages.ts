// Contact messages over HTTP: a public, rate-limited send; admins list and delete.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactFailedSchema,
  contactMessageInputSchema,
  contactMessageSchema,
  contactSentSchema,
  detailErrorSchema,
  errorSchema,
  validationErrorSchema,
} from '@site/contracts';
import { deleteMessage, listMessages, receiveMessage } from '../content/messages.js';
import { ApiError } from '../http/errors.js';
import { requireAdmin } from '../http/guard.js';

/** Enough for a person who retries a few times; too few to make the inbox a spam target. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * This plugin is registered twice (under /backend/api and its /api alias), and each registration of
 * @fastify/rate-limit keeps its own counts. Keeping one limiter per app (its config object is shared
 * by both registrations) makes the limit count a client's sends whichever prefix they use.
 */
const limiters = new WeakMap<object, Limiter>();

async function contactLimiter(app: FastifyInstance): Promise<Limiter> {
  const existing = limiters.get(app.config);
  if (existing) return existing;
  await app.register(rateLimit, { global: false });
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

export const messageRoutes: FastifyPluginAsyncZod<{ hide?: boolean }> = async (app, opts) => {
  const hide = opts.hide ?? false;
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
        hide,
        summary: 'Send a message from the contact form (public)',
        body: contactMessageInputSchema,
        response: { 201: contactSentSchema, 400: contactFailedSchema, 429: contactFailedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(receiveMessage(app.db, request.body, request.ip)),
  );

  app.get(
    '/contact-messages',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        hide,
        summary: 'List received messages, newest first',
        response: { 200: z.array(contactMessageSchema), 401: detailErrorSchema },
      },
    },
    () => listMessages(app.db),
  );

  app.delete(
    '/contact-messages/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        hide,
        summary: 'Delete one message',
        params: z.object({ id: z.coerce.number().int().min(1) }),
        response: { 204: z.null(), 400: validationErrorSchema, 401: detailErrorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      deleteMessage(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
