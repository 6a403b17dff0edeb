// The challenges of passkey ceremonies, kept in the database so that the browser's answer may reach
// another server behind the load balancer than the one that handed the challenge out. Each is taken
// once (deleted as it is read, in one statement, so two answers to it cannot both pass) and is
// useless after CHALLENGE_TTL_MS.
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authChallenges } from '../db/schema.js';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** `register`: adding a passkey to the signed-in account; `login`: signing in with one, no account named. */
export type ChallengePurpose = 'register' | 'login';

/** Keeps a challenge just handed out, and drops those that expired (so a flood of requests cannot grow the table for long). */
export async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  now = Date.now(),
): Promise<void> {
  await db.delete(authChallenges).where(lte(authChallenges.expiresAt, new Date(now).toISOString()));
  await db
    .insert(authChallenges)
    .values({ id: challenge, challenge, purpose, userId, expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString() });
}

/**
 * Takes the challenge an answer names, if it was handed out for this purpose (and, for a
 * registration, to this account) and has not expired: true once, false ever after.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  now = Date.now(),
): Promise<boolean> {
  const taken = await db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.id, challenge),
        eq(authChallenges.purpose, purpose),
        userId === null ? isNull(authChallenges.userId) : eq(authChallenges.userId, userId),
        gt(authChallenges.expiresAt, new Date(now).toISOString()),
      ),
    )
    .returning({ id: authChallenges.id });
  return taken.length > 0;
}
