// Managing accounts under /backend/auth, in Djoser's shapes: list them, create another one (which,
// unlike the original, needs a signed-in admin), change one's role, remove one (admins only), and
// change one's own password or email (every role).
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSchema,
  changeRoleInputSchema,
  createUserInputSchema,
  detailErrorSchema,
  fieldErrorsSchema,
  setOwnEmailInputSchema,
  setPasswordInputSchema,
  userSchema,
  type User,
} from '@site/contracts';
import { actorOf } from '../../audit/audit-log.js';
import { changeOwnEmail, changeOwnPassword, changeRole, createAccount, listAdmins, removeAdmin } from '../../auth/admins.js';
import { createLoginThrottle, throttleOptions, tooManyAttempts } from '../../auth/login-throttle.js';
import { requireAdmin, requirePermission } from '../../http/guard.js';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  // The login's throttle (tokens.ts): its counts are in the database, so both count the same guesses.
  const throttle = createLoginThrottle(db, throttleOptions(app.config));
  const tags = ['auth'];
  const security = [{ token: [] }];
  // The guard only lets a request through with its user and token set.
  const signedIn = (request: { user?: User; authToken?: string }) => ({
    user: request.user as User,
    token: request.authToken as string,
  });

  app.get(
    '/users',
    {
      onRequest: requirePermission('manage_accounts'),
      schema: {
        tags,
        security,
        summary: 'List the accounts with their roles',
        response: { 200: z.array(adminSchema), 401: detailErrorSchema, 403: detailErrorSchema },
      },
    },
    async () => await listAdmins(db),
  );

  app.post(
    '/users',
    {
      onRequest: requirePermission('manage_accounts'),
      config: { errorFormat: 'djoser' },
      schema: {
        tags,
        security,
        summary: 'Create another account (an admin unless `role` says otherwise)',
        body: createUserInputSchema,
        response: { 201: userSchema, 400: fieldErrorsSchema, 401: detailErrorSchema, 403: detailErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createAccount(db, actorOf(request), request.body)),
  );

  const idParams = z.object({ id: z.coerce.number().int().min(1) });

  app.patch(
    '/users/:id',
    {
      onRequest: requirePermission('manage_accounts'),
      config: { errorFormat: 'djoser' },
      schema: {
        tags,
        security,
        summary: "Change an account's role (the last admin keeps theirs)",
        params: idParams,
        body: changeRoleInputSchema,
        response: {
          200: adminSchema,
          400: fieldErrorsSchema,
          401: detailErrorSchema,
          403: detailErrorSchema,
          404: detailErrorSchema,
        },
      },
    },
    async (request) => await changeRole(db, actorOf(request), request.params.id, request.body.role),
  );

  app.delete(
    '/users/:id',
    {
      onRequest: requirePermission('manage_accounts'),
      config: { errorFormat: 'djoser' },
      schema: {
        tags,
        security,
        summary: 'Remove another account and end their sessions',
        params: idParams,
        response: {
          204: z.null(),
          400: fieldErrorsSchema,
          401: detailErrorSchema,
          403: detailErrorSchema,
          404: detailErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await removeAdmin(db, { ...actorOf(request), actorId: signedIn(request).user.id }, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/set_password',
    {
      onRequest: requireAdmin,
      config: { errorFormat: 'djoser' },
      schema: {
        tags,
        security,
        summary: 'Change your own password and end your other sessions',
        body: setPasswordInputSchema,
        response: { 204: z.null(), 400: fieldErrorsSchema, 401: detailErrorSchema, 429: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = signedIn(request);
      // A stolen session must not be a way around the login throttle to guess the password.
      const attempt = await throttle.attempt(user.username, request.ip);
      if (!attempt.granted) throw tooManyAttempts(attempt.retryAfterMs);
      const { current_password: currentPassword, new_password: newPassword } = request.body;
      await changeOwnPassword(db, { userId: user.id, by: actorOf(request), token, currentPassword, newPassword, attempt });
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/users/me',
    {
      onRequest: requireAdmin,
      config: { errorFormat: 'djoser' },
      schema: {
        tags,
        security,
        summary: 'Change your own email',
        body: setOwnEmailInputSchema,
        response: { 200: userSchema, 400: fieldErrorsSchema, 401: detailErrorSchema, 404: detailErrorSchema },
      },
    },
    async (request) => await changeOwnEmail(db, actorOf(request), signedIn(request).user.id, request.body.email),
  );
};

export default fp(adminRoutes, {
  name: 'admin-routes',
  decorators: { fastify: ['db', 'config'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
