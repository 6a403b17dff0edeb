// Preview links: a random token that shows the site with every draft applied to whoever holds it,
// until it expires or is revoked. Only the token's SHA-256 is stored, as for session tokens: a
// stolen database opens no preview.
import { randomBytes } from 'node:crypto';
import { asc, eq, lte } from 'drizzle-orm';
import type { PreviewLink } from '@site/contracts';
import { hashToken } from '../auth/tokens.js';
import { recordAudit, SERVER_ACTOR, type AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { previewLinks } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

const HOUR_MS = 60 * 60 * 1000;

export interface NewPreviewLink {
  id: number;
  token: string;
  expiresAt: string;
}

/** Expired links open nothing; dropping them keeps the list to what can still be revoked. */
async function purgeExpired(db: Db, now: Date): Promise<void> {
  await db.delete(previewLinks).where(lte(previewLinks.expiresAt, now.toISOString()));
}

export async function createPreviewLink(
  db: Db,
  hours: number,
  by: string | null,
  now: Date,
  audit: AuditActor = SERVER_ACTOR,
): Promise<NewPreviewLink> {
  await purgeExpired(db, now);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + hours * HOUR_MS).toISOString();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(previewLinks)
      .values({ tokenHash: hashToken(token), createdBy: by, createdAt: now.toISOString(), expiresAt })
      .returning({ id: previewLinks.id });
    await recordAudit(tx, audit, {
      action: 'preview_link_created',
      target: `preview link ${row!.id}`,
      detail: { expires_at: expiresAt },
    });
    return row!.id;
  });
  return { id, token, expiresAt };
}

/** The links that still open a preview, soonest to expire first. */
export async function listPreviewLinks(db: Db, now: Date): Promise<PreviewLink[]> {
  await purgeExpired(db, now);
  return (await db.select().from(previewLinks).orderBy(asc(previewLinks.expiresAt))).map((r) => ({
    id: r.id,
    created_by: r.createdBy,
    created_at: r.createdAt,
    expires_at: r.expiresAt,
  }));
}

export async function revokePreviewLink(db: Db, id: number, audit: AuditActor = SERVER_ACTOR): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = (await tx.delete(previewLinks).where(eq(previewLinks.id, id)).returning({ id: previewLinks.id })).length;
    if (removed === 0)
      throw new ApiError(404, { error: `There is no preview link ${id} (it may have expired or been revoked).` });
    await recordAudit(tx, audit, { action: 'preview_link_revoked', target: `preview link ${id}` });
  });
}

/** When the token's link expires, or undefined when the token opens no preview (unknown, expired or revoked). */
export async function previewExpiry(db: Db, token: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ expiresAt: previewLinks.expiresAt })
    .from(previewLinks)
    .where(eq(previewLinks.tokenHash, hashToken(token)))
    .limit(1);
  return row && row.expiresAt > now.toISOString() ? row.expiresAt : undefined;
}
