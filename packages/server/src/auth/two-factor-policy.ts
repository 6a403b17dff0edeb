// Whether every account must have two-factor sign-in: an admin's setting (admin_settings). While it
// is on, an account without it may still sign in, but every API answer except who it is, signing out
// and the two-factor setup is a 403 telling it to turn it on; the editor takes it to the setup.
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TWO_FACTOR_REQUIRED } from '@site/contracts';
import type { Db } from '../db/client.js';
import { adminSettings, users } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered to an account without two-factor sign-in even while every account must have it. */
    withoutTwoFactor?: boolean;
  }
}

const REQUIRED_KEY = 'two_factor_required';

export async function twoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: adminSettings.value }).from(adminSettings).where(eq(adminSettings.key, REQUIRED_KEY));
  return row?.value === 'true';
}

export async function setTwoFactorRequired(db: Db, required: boolean): Promise<void> {
  const value = JSON.stringify(required);
  const updatedAt = new Date().toISOString();
  await db
    .insert(adminSettings)
    .values({ key: REQUIRED_KEY, value, updatedAt })
    .onConflictDoUpdate({ target: adminSettings.key, set: { value, updatedAt } });
}

/** Whether the setting is on and the account has no two-factor sign-in: one statement, for every signed-in request. */
async function mustTurnOn(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({
      confirmedAt: users.totpConfirmedAt,
      required: sql<
        string | null
      >`(select ${adminSettings.value} from ${adminSettings} where ${adminSettings.key} = ${REQUIRED_KEY})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.required === 'true' && !row.confirmedAt;
}

/**
 * Runs after the route's guard (which set the request's user): refuses a signed-in account without
 * two-factor sign-in while the setting requires it, but on the routes marked `withoutTwoFactor`.
 */
export function twoFactorPolicyHook(db: Db) {
  return async function requireTwoFactorWhereSet(request: FastifyRequest, reply: FastifyReply) {
    if (!request.user || request.routeOptions.config.withoutTwoFactor) return;
    if (await mustTurnOn(db, request.user.id)) return reply.status(403).send({ detail: TWO_FACTOR_REQUIRED });
  };
}
