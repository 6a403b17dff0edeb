// The account guards: requireAdmin lets a request through only with a valid token
// (`Authorization: Token <t>`, or `Bearer <t>`) of any account, and puts its user on the request;
// requirePermission also refuses the roles that may not do what the route does, with a 403 saying so.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INVALID_TOKEN, NO_CREDENTIALS, may, refusedSentence, type PermissionName, type User } from '@site/contracts';
import { userForToken } from '../auth/tokens.js';

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
  return async function permissionGuard(request: FastifyRequest, reply: FastifyReply) {
    await requireAdmin(request, reply);
    if (reply.sent || !request.user) return reply;
    if (!may(request.user.role, permission)) {
      return reply.status(403).send({ detail: refusedSentence(request.user.role, permission) });
    }
  };
}
