// Signing in under /backend/auth in Djoser's shapes: token login/logout and the current user;
// managing admins is in admins.ts. An account with two-factor sign-in gets its token only when the
// login also carries a code (two-factor.ts has the setup).
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODE_REQUIRED,
  CODE_WRONG,
  codeRequiredAnswerSchema,
  detailErrorSchema,
  fieldErrorsSchema,
  LOGIN_FAILED,
  loginAnswerSchema,
  tokenLoginInputSchema,
  userSchema,
  type User,
} from '@site/contracts';
import { recordSignIn, recordSignInFailed } from '../../audit/sign-in-audit.js';
import { createLoginThrottle, throttleOptions, tooManyAttempts } from '../../auth/login-throttle.js';
import { issueToken, revokeToken } from '../../auth/tokens.js';
import { hasTwoFactor, spendSecondFactor } from '../../auth/two-factor.js';
import { authenticate, recordLogin } from '../../auth/users.js';
import { ApiError } from '../../http/errors.js';
import { requireAdmin } from '../../http/guard.js';

const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['auth'];
  const security = [{ token: [] }];
  // Its counts are in the database: every server on it shares them (and each test app's database
  // starts with none).
  const throttle = createLoginThrottle(db, throttleOptions(app.config));

  app.post(
    '/token/login',
    {
      config: { errorFormat: 'djoser' },
      schema: {
        tags,
        summary: 'Exchange a username and password (and, with two-factor sign-in, a code) for a token',
        body: tokenLoginInputSchema,
        response: { 200: loginAnswerSchema, 400: fieldErrorsSchema, 401: codeRequiredAnswerSchema, 429: detailErrorSchema },
      },
    },
    async (request) => {
      const { username, password, code } = request.body;
      // Counted before the password is checked, so a blocked guesser learns nothing even when the
      // guess is right, and guesses sent at once cannot all slip through while the first is hashed.
      const attempt = await throttle.attempt(username, request.ip);
      if (!attempt.granted) {
        await recordSignInFailed(db, request, username, 'too many attempts');
        throw tooManyAttempts(attempt.retryAfterMs);
      }
      const user = await authenticate(db, username, password);
      if (!user) {
        await recordSignInFailed(db, request, username, 'wrong username or password');
        throw new ApiError(400, { non_field_errors: [LOGIN_FAILED] });
      }
      // The right password of an account with two-factor sign-in is not enough. Without a code it is
      // no failure (the usual first step of signing in), but it clears nothing either; a wrong code
      // stays counted as a failure, so codes are guessed no faster than passwords.
      if (await hasTwoFactor(db, user.id)) {
        if (code === undefined) {
          await attempt.takenBack();
          throw new ApiError(401, { detail: CODE_REQUIRED, code_required: true });
        }
        if (!(await spendSecondFactor(db, user.id, code))) {
          await recordSignInFailed(db, request, username, 'wrong second-factor code');
          throw new ApiError(401, { detail: CODE_WRONG, code_required: true });
        }
      }
      await attempt.succeeded();
      await recordLogin(db, user.id);
      await recordSignIn(db, request, user);
      return { auth_token: await issueToken(db, user.id), user };
    },
  );

  app.post(
    '/token/logout',
    {
      onRequest: requireAdmin,
      config: { withoutTwoFactor: true },
      schema: {
        tags,
        security,
        summary: 'Delete the token of this request',
        response: { 204: z.null(), 401: detailErrorSchema },
      },
    },
    async (request, reply) => {
      if (request.authToken) await revokeToken(db, request.authToken);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/me',
    {
      onRequest: requireAdmin,
      config: { withoutTwoFactor: true },
      schema: { tags, security, summary: 'The signed-in user', response: { 200: userSchema, 401: detailErrorSchema } },
    },
    // The guard only lets a request through with its user set.
    (request) => request.user as User,
  );
};

export default fp(tokenRoutes, {
  name: 'token-routes',
  decorators: { fastify: ['db', 'config'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
