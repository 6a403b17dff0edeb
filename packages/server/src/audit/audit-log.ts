// Writing the audit log: who did what, to what, when and from where. Called with the transaction
// of the action it records when there is one, so an action and its entry are kept or lost together.
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@site/contracts';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

/** Who acted: an account, or nobody (a visitor, an outside reviewer, the server), and from where. */
export interface AuditActor {
  actor: string | null;
  actorId: number | null;
  address: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  /** What it was done to, in words a reader recognises: `home/hero`, `page careers`, `admin ada`. */
  target?: string | null;
  detail?: Record<string, unknown> | null;
}

/** The signed-in account of a request (none before the guard ran) and its address. */
export const actorOf = (request: FastifyRequest): AuditActor => ({
  actor: request.user?.username ?? null,
  actorId: request.user?.id ?? null,
  address: request.ip,
});

/** The server acting on its own (a schedule coming due, a nightly backup). */
export const SERVER_ACTOR: AuditActor = { actor: null, actorId: null, address: null };

/**
 * What was sent, as text either engine stores: PostgreSQL refuses U+0000 in text, and a username
 * tried at the sign-in may hold one; it is kept as U+FFFD, so the entry still shows something was there.
 */
const storable = (text: string | null | undefined) => (text == null ? null : text.replaceAll('\u0000', '\uFFFD'));

export async function recordAudit(db: Db, by: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor: by.actor,
    actorId: by.actorId,
    address: by.address,
    action: entry.action,
    target: storable(entry.target),
    detail: entry.detail ?? null,
  });
}
