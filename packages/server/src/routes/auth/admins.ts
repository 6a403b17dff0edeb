// Managing admins under /backend/auth, in Djoser's shapes: list them, create another one (which,
// unlike the original, needs a signed-in admin), remove another one, change one's own password or email.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSchema,
  createUserInputSchema,
  detailErrorSchema,
  fieldErrorsSchema,
  setOwnEmailInputSchema,
  setPasswordInputSchema,
  userSchema,
  type User,
} from '@site/contracts';
import { changeOwnEmail, changeOwnPassword, listAdmins, removeAdmin } from '../../auth/admins.js';
import { createLoginThrottle, throttleOptions, tooManyAttempts } from '../../auth/login-throttle.js';
import { createUser } from '../../auth/users.js';
import { requireAdmin } from '../../http/guard.js';

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
      onRequest: requireAdmin,
      schema: { tags, security, summary: 'List the admins', response: { 200: z.array(adminSchema), 401: detailErrorSchema } },
    },
    async () => await listAdmins(db),
  );

  app.post(
    '/users',
    {
      onRequest: requireAdmin,
      config: { errorFormat: 'djoser' },
      schema: {
        tags,
        security,
        summary: 'Create another admin',
        body: createUserInputSchema,
        response: { 201: userSchema, 400: fieldErrorsSchema, 401: detailErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createUser(db, request.body)),
  );

  app.delete(
    '/users/:id',
    {
      onRequest: requireAdmin,
      config: { errorFormat: 'djoser' },
      schema: {
        tags,
        security,
        summary: 'Remove another admin and end their sessions',
        params: z.object({ id: z.coerce.number().int().min(1) }),
        response: { 204: z.null(), 400: fieldErrorsSchema, 401: detailErrorSchema, 404: detailErrorSchema },
      },
    },
    async (request, reply) => {
      await removeAdmin(db, signedIn(request).user.id, request.params.id);
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
      await changeOwnPassword(db, { userId: user.id, token, currentPassword, newPassword, attempt });
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
    async (request) => await changeOwnEmail(db, signedIn(request).user.id, request.body.email),
  );
};

export default fp(adminRoutes, {
  name: 'admin-routes',
  decorators: { fastify: ['db', 'config'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
