// Passkeys under /backend/auth: the signed-in account adds, lists, renames and removes its own, and
// anyone signs in with one (no username: the passkey names its account). The ceremonies are in
// auth/passkeys-ceremony.ts; the answers' challenges live in the database, so any server may check them.
import rateLimit from '@fastify/rate-limit';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailErrorSchema,
  fieldErrorsSchema,
  loginAnswerSchema,
  PASSKEY_NOT_FOUND,
  passkeyLoginInputSchema,
  passkeyOptionsSchema,
  passkeySchema,
  registerPasskeyInputSchema,
  renamePasskeyInputSchema,
  type User,
} from '@site/contracts';
import { actorOf, recordAudit } from '../../audit/audit-log.js';
import { createLoginThrottle, tooManyAttempts } from '../../auth/login-throttle.js';
import { loginOptions, registerPasskey, registrationOptions } from '../../auth/passkeys-ceremony.js';
import { relyingParty } from '../../auth/passkeys-relying-party.js';
import { signInWithPasskey } from '../../auth/passkeys-sign-in.js';
import { listPasskeys, removePasskey, renamePasskey } from '../../auth/passkeys.js';
import { issueToken } from '../../auth/tokens.js';
import { ApiError } from '../../http/errors.js';
import { requireAdmin } from '../../http/guard.js';

/** Challenges handed out per address: each is a row until answered or expired, so a flood is refused early. */
export const PASSKEY_OPTIONS_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** What the account's own passkey a request names is; its credential id, base64url. */
const passkeyParams = z.object({ id: z.string().min(1).max(1024) });
const badInput = z.union([detailErrorSchema, fieldErrorsSchema]);

const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['auth'];
  const security = [{ token: [] }];
  // The login's throttle (tokens.ts): its counts are in the database, so passkeys and passwords count together.
  const throttle = createLoginThrottle(db);
  await app.register(rateLimit, { global: false });
  const optionsLimit = app.rateLimit({
    ...PASSKEY_OPTIONS_RATE_LIMIT,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, { detail: `Too many passkey requests. Please try again in ${context.after}.` }),
  });
  const rp = (request: { protocol: string; host: string }) => relyingParty(app.config, request);
  // The guard only lets a request through with its user set.
  const signedIn = (request: { user?: User }) => request.user as User;
  const notFound = () => new ApiError(404, { detail: PASSKEY_NOT_FOUND });

  app.post(
    '/passkeys/register/options',
    {
      onRequest: [requireAdmin, optionsLimit],
      schema: {
        tags,
        security,
        summary: 'Start adding a passkey to your account: the options for navigator.credentials.create',
        response: { 200: passkeyOptionsSchema, 400: detailErrorSchema, 401: detailErrorSchema, 429: detailErrorSchema },
      },
    },
    async (request) => ({ ...(await registrationOptions(db, rp(request), signedIn(request))) }),
  );

  app.post(
    '/passkeys/register/verify',
    {
      onRequest: requireAdmin,
      config: { errorFormat: 'djoser' },
      schema: {
        tags,
        security,
        summary: "Finish adding a passkey: the browser's answer and the passkey's name",
        body: registerPasskeyInputSchema,
        response: { 201: passkeySchema, 400: badInput, 401: detailErrorSchema, 429: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      // Not a guess at anything, but counted as one, so that nobody can make the server check answers without end.
      const attempt = await throttle.attempt(`passkey for ${user.username}`, request.ip);
      if (!attempt.granted) throw tooManyAttempts(attempt.retryAfterMs);
      const { name, response } = request.body;
      const added = await registerPasskey(db, rp(request), user, name, response);
      await attempt.succeeded();
      await recordAudit(db, actorOf(request), {
        action: 'passkey_added',
        target: `passkey ${added.name}`,
        detail: { id: added.id },
      });
      return reply.status(201).send(added);
    },
  );

  app.post(
    '/passkeys/login/options',
    {
      onRequest: optionsLimit,
      schema: {
        tags,
        summary: 'Start signing in with a passkey: the options for navigator.credentials.get',
        response: { 200: passkeyOptionsSchema, 400: detailErrorSchema, 429: detailErrorSchema },
      },
    },
    async (request) => ({ ...(await loginOptions(db, rp(request))) }),
  );

  app.post(
    '/passkeys/login/verify',
    {
      config: { errorFormat: 'djoser' },
      schema: {
        tags,
        summary: "Finish signing in with a passkey: the browser's answer for a token, as the password login gives",
        body: passkeyLoginInputSchema,
        response: { 200: loginAnswerSchema, 400: badInput, 429: detailErrorSchema },
      },
    },
    async (request) => {
      const response = request.body.response as AuthenticationResponseJSON;
      const user = await signInWithPasskey(db, rp(request), response, throttle, request.ip);
      return { auth_token: await issueToken(db, user.id), user };
    },
  );

  app.get(
    '/passkeys',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Your passkeys: name, when added and when last used',
        response: { 200: z.array(passkeySchema), 401: detailErrorSchema },
      },
    },
    async (request) => await listPasskeys(db, signedIn(request).id),
  );

  app.patch(
    '/passkeys/:id',
    {
      onRequest: requireAdmin,
      config: { errorFormat: 'djoser' },
      schema: {
        tags,
        security,
        summary: 'Rename one of your passkeys',
        params: passkeyParams,
        body: renamePasskeyInputSchema,
        response: { 200: passkeySchema, 400: badInput, 401: detailErrorSchema, 404: detailErrorSchema },
      },
    },
    async (request) => {
      const renamed = await renamePasskey(db, signedIn(request).id, request.params.id, request.body.name);
      if (!renamed) throw notFound();
      return renamed;
    },
  );

  app.delete(
    '/passkeys/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Remove one of your passkeys: it no longer signs in',
        params: passkeyParams,
        response: { 204: z.null(), 401: detailErrorSchema, 404: detailErrorSchema },
      },
    },
    async (request, reply) => {
      const removed = await removePasskey(db, signedIn(request).id, request.params.id);
      if (!removed) throw notFound();
      await recordAudit(db, actorOf(request), {
        action: 'passkey_removed',
        target: `passkey ${removed.name}`,
        detail: { id: removed.id },
      });
      return reply.status(204).send(null);
    },
  );
};

export default fp(passkeyRoutes, {
  name: 'passkey-routes',
  decorators: { fastify: ['db', 'config'] },
  dependencies: ['api-caching'],
  encapsulate: true,
});
