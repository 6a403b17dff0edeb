// Two-factor sign-in under /backend/auth: the signed-in account's own (status, setup with a QR code,
// confirming with a first code, turning it off with a code), an admin's reset of another account's,
// and the setting that requires it of every account. The login's code step is in tokens.ts.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailErrorSchema,
  fieldErrorsSchema,
  noAdminWithId,
  recoveryCodesSchema,
  TWO_FACTOR_OWN_FIRST,
  twoFactorCodeInputSchema,
  twoFactorPolicySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type User,
} from '@site/contracts';
import { actorOf, recordAudit } from '../../audit/audit-log.js';
import {
  confirmTwoFactor,
  disableTwoFactor,
  hasTwoFactor,
  resetTwoFactor,
  startTwoFactorSetup,
  twoFactorStatus,
} from '../../auth/two-factor.js';
import { setTwoFactorRequired, twoFactorRequired } from '../../auth/two-factor-policy.js';
import { readSettings } from '../../content/settings.js';
import { ApiError } from '../../http/errors.js';
import { requireAdmin, requirePermission } from '../../http/guard.js';

/** The name an authenticator app lists the account under when the site has none. */
const FALLBACK_ISSUER = 'Website editor';

const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['auth'];
  const security = [{ token: [] }];
  // The guard only lets a request through with its user set.
  const userOf = (request: { user?: User }) => request.user as User;
  // The setup stays open to an account that must turn two-factor sign-in on.
  const setup = { errorFormat: 'djoser' as const, withoutTwoFactor: true };

  app.get(
    '/2fa',
    {
      onRequest: requireAdmin,
      config: { withoutTwoFactor: true },
      schema: {
        tags,
        security,
        summary: 'Whether your account has two-factor sign-in, and whether every account must',
        response: { 200: twoFactorStatusSchema, 401: detailErrorSchema },
      },
    },
    async (request) => await twoFactorStatus(db, userOf(request).id),
  );

  app.post(
    '/2fa/setup',
    {
      onRequest: requireAdmin,
      config: setup,
      schema: {
        tags,
        security,
        summary: 'Start setting up an authenticator app: a new secret and its QR code, in force once confirmed',
        response: { 200: twoFactorSetupSchema, 400: detailErrorSchema, 401: detailErrorSchema },
      },
    },
    async (request) => {
      const issuer = (await readSettings(db)).site_name.trim() || FALLBACK_ISSUER;
      return await startTwoFactorSetup(db, userOf(request), issuer);
    },
  );

  app.post(
    '/2fa/confirm',
    {
      onRequest: requireAdmin,
      config: setup,
      schema: {
        tags,
        security,
        summary: "Turn two-factor sign-in on with the app's first code; answers the ten recovery codes, once",
        body: twoFactorCodeInputSchema,
        response: { 200: recoveryCodesSchema, 400: fieldErrorsSchema, 401: detailErrorSchema },
      },
    },
    async (request) => ({ recovery_codes: await confirmTwoFactor(db, actorOf(request), userOf(request), request.body.code) }),
  );

  app.post(
    '/2fa/disable',
    {
      onRequest: requireAdmin,
      config: { errorFormat: 'djoser' },
      schema: {
        tags,
        security,
        summary: 'Turn your two-factor sign-in off with a current code or a recovery code',
        body: twoFactorCodeInputSchema,
        response: { 204: z.null(), 400: fieldErrorsSchema, 401: detailErrorSchema },
      },
    },
    async (request, reply) => {
      await disableTwoFactor(db, actorOf(request), userOf(request), request.body.code);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/2fa/policy',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Whether every account must have two-factor sign-in',
        response: { 200: twoFactorPolicySchema, 401: detailErrorSchema },
      },
    },
    async () => ({ required: await twoFactorRequired(db) }),
  );

  app.put(
    '/2fa/policy',
    {
      onRequest: requirePermission('manage_accounts'),
      schema: {
        tags,
        security,
        summary: 'Require two-factor sign-in of every account, or stop requiring it',
        body: twoFactorPolicySchema,
        response: { 200: twoFactorPolicySchema, 400: detailErrorSchema, 401: detailErrorSchema, 403: detailErrorSchema },
      },
    },
    async (request) => {
      const { required } = request.body;
      // An admin without it would be refused everything the moment the setting is saved.
      if (required && !(await hasTwoFactor(db, userOf(request).id))) throw new ApiError(400, { detail: TWO_FACTOR_OWN_FIRST });
      await db.transaction(async (tx) => {
        await setTwoFactorRequired(tx, required);
        await recordAudit(tx, actorOf(request), {
          action: 'settings_changed',
          target: 'two-factor sign-in',
          detail: { two_factor_required: required },
        });
      });
      return { required };
    },
  );

  app.post(
    '/users/:id/2fa/reset',
    {
      onRequest: requirePermission('manage_accounts'),
      schema: {
        tags,
        security,
        summary: "Reset an account's second factor: it signs in with its password alone until it sets one up again",
        params: z.object({ id: z.coerce.number().int().min(1) }),
        response: { 204: z.null(), 401: detailErrorSchema, 403: detailErrorSchema, 404: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const reset = await resetTwoFactor(db, actorOf(request), request.params.id);
      if (!reset) throw new ApiError(404, { detail: noAdminWithId(request.params.id) });
      return reply.status(204).send(null);
    },
  );
};

export default fp(twoFactorRoutes, {
  name: 'two-factor-routes',
  decorators: { fastify: ['db', 'config'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
