// Email alerts as the editor sets them (admins only): GET/PUT /settings/notifications (the addresses,
// and whether the mail server of the environment is set), POST /settings/notifications/test (one
// test email, answered with what the mail server said). The logic is in content/alert-settings.ts
// and mail/test-email.ts.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  detailErrorSchema,
  errorSchema,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  testEmailInputSchema,
  testEmailResultSchema,
  validationErrorSchema,
} from '@site/contracts';
import { alertRecipients, notificationSettings, saveAlertEmails } from '../../content/alert-settings.js';
import { readSettings } from '../../content/settings.js';
import { ApiError } from '../../http/errors.js';
import { requirePermission } from '../../http/guard.js';
import { sendTestEmail } from '../../mail/test-email.js';

/** A few tries while fixing an address or the mail server; not a way to send mail in bulk. */
export const TEST_EMAIL_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

export const NO_MAIL_SERVER =
  'No mail server is set: whoever runs the server sets SMTP_URL and MAIL_FROM in its environment, then the test email can be sent.';
export const NO_TEST_ADDRESS = 'There is no address to send the test email to: type one, or save one first.';

type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** One limiter per app, shared by the /backend/api and /api registrations (as messages.ts does). */
const limiters = new WeakMap<object, Limiter>();

async function testEmailLimiter(app: FastifyInstance): Promise<Limiter> {
  const existing = limiters.get(app.config);
  if (existing) return existing;
  await app.register(rateLimit, { global: false });
  const limiter: Limiter = app.rateLimit({
    ...TEST_EMAIL_RATE_LIMIT,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, { error: `Too many test emails have been sent. Please try again in ${context.after}.` }),
  });
  limiters.set(app.config, limiter);
  return limiter;
}

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];
  const limiter = await testEmailLimiter(app);

  app.get(
    '/settings/notifications',
    {
      onRequest: requirePermission('read_inbox'),
      schema: {
        tags,
        summary: 'Who gets the email alerts of new messages, and whether the mail server is set',
        response: { 200: notificationSettingsSchema, 401: detailErrorSchema },
      },
    },
    async () => await notificationSettings(app.db, app.config),
  );

  app.put(
    '/settings/notifications',
    {
      onRequest: requirePermission('read_inbox'),
      schema: {
        tags,
        summary: 'Set the addresses that get email alerts (an empty list leaves NOTIFY_EMAILS in charge)',
        body: notificationSettingsInputSchema,
        response: { 200: notificationSettingsSchema, 400: validationErrorSchema, 401: detailErrorSchema },
      },
    },
    async (request) => await saveAlertEmails(app.db, app.config, request.body),
  );

  app.post(
    '/settings/notifications/test',
    {
      // After the admin check (onRequest runs in order): an anonymous caller is refused without counting.
      onRequest: [requirePermission('read_inbox'), limiter],
      schema: {
        tags,
        summary: 'Send a test email to the typed addresses (or the current recipients) and answer what the mail server said',
        body: testEmailInputSchema,
        response: {
          200: testEmailResultSchema,
          400: validationErrorSchema,
          401: detailErrorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const mail = app.config.mail;
      if (!mail) throw new ApiError(409, { error: NO_MAIL_SERVER });
      const typed = request.body.emails ?? [];
      const to = typed.length > 0 ? typed : await alertRecipients(app.db, app.config);
      if (to.length === 0) throw new ApiError(400, { error: NO_TEST_ADDRESS });
      const { site_name: siteName } = await readSettings(app.db);
      return sendTestEmail(mail, to, siteName);
    },
  );
};

export default fp(notificationRoutes, {
  name: 'notification-routes',
  decorators: { fastify: ['db', 'config'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
