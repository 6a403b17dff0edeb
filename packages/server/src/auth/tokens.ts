// Session tokens: 32 random bytes handed to the client, only their SHA-256 stored. A token expires
// after TOKEN_TTL_DAYS without use, and TOKEN_MAX_AGE_DAYS after login however much it is used;
// logout deletes it.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { User } from '@site/contracts';
import type { Db } from '../db/client.js';
import { tokens, users } from '../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Writing last-use on every request would turn each read into a write; once a minute is enough for a days-long TTL. */
const TOUCH_EVERY_MS = 60 * 1000;

/** How long a token lives: idle days since its last use, and days since it was issued. */
export interface TokenLifetime {
  ttlDays: number;
  maxAgeDays: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.insert(tokens).values({ tokenHash: hashToken(token), userId });
  return token;
}

export async function revokeToken(db: Db, token: string): Promise<boolean> {
  const deleted = await db
    .delete(tokens)
    .where(eq(tokens.tokenHash, hashToken(token)))
    .returning({ tokenHash: tokens.tokenHash });
  return deleted.length > 0;
}

/** The user a token belongs to, or null when it is unknown or has expired (an expired one is deleted). */
export async function userForToken(db: Db, token: string, lifetime: TokenLifetime, now = Date.now()): Promise<User | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      createdAt: tokens.createdAt,
      lastUsedAt: tokens.lastUsedAt,
    })
    .from(tokens)
    .innerJoin(users, eq(tokens.userId, users.id))
    .where(eq(tokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const lastUsed = Date.parse(row.lastUsedAt);
  // Continuous use keeps a token from going idle, but not past its absolute age: a stolen token dies too.
  if (now - lastUsed > lifetime.ttlDays * DAY_MS || now - Date.parse(row.createdAt) > lifetime.maxAgeDays * DAY_MS) {
    // Deleted only while still expired as of now: a request of the same token that refreshed its
    // last use in between (the read above and this write are separate statements) keeps it alive.
    await db.delete(tokens).where(and(eq(tokens.tokenHash, tokenHash), expired(lifetime, now)));
    return null;
  }
  if (now - lastUsed > TOUCH_EVERY_MS) {
    // One conditional statement, not "read, then write": of requests of one token answered at once,
    // only the first writes, and a request that read an older clock cannot move last use backwards.
    await db
      .update(tokens)
      .set({ lastUsedAt: new Date(now).toISOString() })
      .where(and(eq(tokens.tokenHash, tokenHash), lt(tokens.lastUsedAt, new Date(now - TOUCH_EVERY_MS).toISOString())));
  }
  return { id: row.id, username: row.username, email: row.email, role: row.role };
}

/** A token unused for longer than the TTL or older than the maximum age, as of `now`. */
function expired(lifetime: TokenLifetime, now: number) {
  const idleCutoff = new Date(now - lifetime.ttlDays * DAY_MS).toISOString();
  const ageCutoff = new Date(now - lifetime.maxAgeDays * DAY_MS).toISOString();
  return or(lt(tokens.lastUsedAt, idleCutoff), lt(tokens.createdAt, ageCutoff));
}

/** Drops every token unused for longer than the TTL or older than the maximum age (run on start). */
export async function purgeExpiredTokens(db: Db, lifetime: TokenLifetime, now = Date.now()): Promise<number> {
  const purged = await db.delete(tokens).where(expired(lifetime, now)).returning({ tokenHash: tokens.tokenHash });
  return purged.length;
}
