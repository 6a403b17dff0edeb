// Review links: a random token that lets whoever holds it, named when it was made ("Dana, managing
// director"), see the drafts in review with the site's preview and approve them or ask for changes,
// until it expires or is revoked. Only the token's SHA-256 is stored, as for preview links
// (preview-links.ts) and session tokens. A revoked link is kept (its name stays in the history of
// what it approved) and opens nothing.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { ReviewLink } from '@site/contracts';
import { hashToken } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { reviewLinks } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

const HOUR_MS = 60 * 60 * 1000;

export interface NewReviewLink {
  id: number;
  token: string;
  expiresAt: string;
}

export async function createReviewLink(
  db: Db,
  name: string,
  hours: number,
  by: string | null,
  now: Date,
): Promise<NewReviewLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + hours * HOUR_MS).toISOString();
  const [row] = await db
    .insert(reviewLinks)
    .values({ tokenHash: hashToken(token), name, createdBy: by, createdAt: now.toISOString(), expiresAt })
    .returning({ id: reviewLinks.id });
  return { id: row!.id, token, expiresAt };
}

/** The links that still open, soonest to expire first. */
export async function listReviewLinks(db: Db, now: Date): Promise<ReviewLink[]> {
  const rows = await db
    .select()
    .from(reviewLinks)
    .where(and(isNull(reviewLinks.revokedAt), gt(reviewLinks.expiresAt, now.toISOString())))
    .orderBy(asc(reviewLinks.expiresAt));
  return rows.map((r) => ({ id: r.id, name: r.name, created_by: r.createdBy, created_at: r.createdAt, expires_at: r.expiresAt }));
}

/** Revokes a link that still opens; answers its name. */
export async function revokeReviewLink(db: Db, id: number, now: Date): Promise<string> {
  const [revoked] = await db
    .update(reviewLinks)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(reviewLinks.id, id), isNull(reviewLinks.revokedAt), gt(reviewLinks.expiresAt, now.toISOString())))
    .returning({ name: reviewLinks.name });
  if (!revoked) throw new ApiError(404, { error: `There is no review link ${id} (it may have expired or been revoked).` });
  return revoked.name;
}

export interface OpenReviewLink {
  id: number;
  name: string;
  expiresAt: string;
}

/** The link a token opens, or undefined when it opens none (unknown, expired or revoked). */
export async function openReviewLink(db: Db, token: string, now: Date): Promise<OpenReviewLink | undefined> {
  const [row] = await db
    .select()
    .from(reviewLinks)
    .where(eq(reviewLinks.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt <= now.toISOString()) return undefined;
  return { id: row.id, name: row.name, expiresAt: row.expiresAt };
}

/** The link a token opens, or the sentence the holder reads: expired, revoked, or never made. */
export async function requireReviewLink(db: Db, token: string, now: Date): Promise<OpenReviewLink> {
  const [row] = await db
    .select()
    .from(reviewLinks)
    .where(eq(reviewLinks.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw new ApiError(404, { error: 'This review link does not exist. Ask whoever sent it for a new one.' });
  if (row.revokedAt) throw new ApiError(410, { error: 'This review link was revoked. Ask whoever sent it for a new one.' });
  if (row.expiresAt <= now.toISOString()) {
    throw new ApiError(410, { error: `This review link expired at ${row.expiresAt}. Ask whoever sent it for a new one.` });
  }
  return { id: row.id, name: row.name, expiresAt: row.expiresAt };
}
