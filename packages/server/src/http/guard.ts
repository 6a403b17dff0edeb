// The account guards: requireAdmin lets a request through only with a valid token
// (`Authorization: Token <t>`, or `Bearer <t>`) of any account, and puts its user on the request;
// requirePermission also refuses the roles that may not do what the route does, with a 403 saying so.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INVALID_TOKEN, NO_CREDENTIALS, may, refusedSentence, type PermissionName, type User } from '@site/contracts';
import { userForToken } from '../auth/tokens.js';
import { ApiError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    user?: User;
    authToken?: string;
  }
}

function tokenFromHeader(header: string | undefined): string | null {
  const match = /^(?:Token|Bearer)\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Whether the request carries a valid admin token (for reads that show admins more than visitors); awaited, it looks the token up. */
export async function isAdminRequest(request: FastifyRequest): Promise<boolean> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) return false;
  const { tokenTtlDays, tokenMaxAgeDays } = request.server.config;
  const user = await userForToken(request.server.db, token, { ttlDays: tokenTtlDays, maxAgeDays: tokenMaxAgeDays });
  return user !== null;
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) return reply.status(401).send({ detail: NO_CREDENTIALS });
  const { tokenTtlDays, tokenMaxAgeDays } = request.server.config;
  const user = await userForToken(request.server.db, token, { ttlDays: tokenTtlDays, maxAgeDays: tokenMaxAgeDays });
  if (!user) return reply.status(401).send({ detail: INVALID_TOKEN });
  request.user = user;
  request.authToken = token;
}

/**
 * The guard of a route only some roles may use (contracts/src/permissions.ts): a signed-in account
 * of another role gets a 403 whose sentence names what it may not do.
 */
export function requirePermission(permission: PermissionName) {
  const guard = async function permissionGuard(request: FastifyRequest, reply: FastifyReply) {
    await requireAdmin(request, reply);
    if (reply.sent || !request.user) return reply;
    if (!may(request.user.role, permission)) {
      return reply.status(403).send({ detail: refusedSentence(request.user.role, permission) });
    }
  };
  permissionGuards.add(guard);
  return guard;
}

const permissionGuards = new WeakSet<object>();

/** Whether `hook` lets only signed-in accounts through (requireAdmin, or a requirePermission guard). */
export const isAccountGuard = (hook: unknown) =>
  hook === requireAdmin || (typeof hook === 'function' && permissionGuards.has(hook));

/**
 * For a rule that depends on what a route finds (a page that turns out to be published, a save that
 * would go live): the 403 to throw when the signed-in account may not do `permission`, checked by the
 * write itself inside its transaction; undefined when it may.
 */
export function refusalUnless(request: FastifyRequest, permission: PermissionName): ApiError | undefined {
  const role = request.user?.role;
  if (role === undefined || may(role, permission)) return undefined;
  return new ApiError(403, { detail: refusedSentence(role, permission) });
}
