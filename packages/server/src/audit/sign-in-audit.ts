// Sign-ins in the audit log, with the address they came from. A refused one has nobody signed in, so
// its entry names the username that was tried (it may be no account at all) and why it was refused.
import type { FastifyRequest } from 'fastify';
import type { User } from '@site/contracts';
import type { Db } from '../db/client.js';
import { recordAudit } from './audit-log.js';

export async function recordSignIn(db: Db, request: FastifyRequest, user: User): Promise<void> {
  await recordAudit(
    db,
    { actor: user.username, actorId: user.id, address: request.ip },
    { action: 'sign_in', target: user.username },
  );
}

export async function recordSignInFailed(db: Db, request: FastifyRequest, username: string, reason: string): Promise<void> {
  await recordAudit(
    db,
    { actor: null, actorId: null, address: request.ip },
    { action: 'sign_in_failed', target: username, detail: { reason } },
  );
}
