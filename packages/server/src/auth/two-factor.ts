// An account's two-factor sign-in, in the database: starting the setup (a new secret, unconfirmed),
// confirming it with a first code (then it is on, with ten recovery codes), checking and spending a
// code at sign-in, turning it off with a code, and an admin's reset of another account's. Every code
// is accepted once: an authenticator code by its time step (users.totp_last_step, only ever raised),
// a recovery code by its used_at; both in a conditional update, so two sign-ins racing with one code
// cannot both have it.
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import {
  CODE_WRONG,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_CANNOT_TURN_OFF,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_NOT_STARTED,
  type TwoFactorSetup,
} from '@site/contracts';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { recoveryCodes, users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { hashRecoveryCode, looksLikeTotp, newRecoveryCodes, newTotpSecret, totpEnrolment, totpStep } from './two-factor-codes.js';
import { twoFactorRequired } from './two-factor-policy.js';

interface Account {
  id: number;
  username: string;
}

const accountTarget = (username: string) => `account ${username}`;

async function secretOf(db: Db, userId: number) {
  const [row] = await db
    .select({ secret: users.totpSecret, confirmedAt: users.totpConfirmedAt, lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Whether the account signs in with a code after its password. */
export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  return Boolean((await secretOf(db, userId))?.confirmedAt);
}

/** Unused recovery codes of the account. */
async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function twoFactorStatus(db: Db, userId: number) {
  const [enabled, required, left] = await Promise.all([
    hasTwoFactor(db, userId),
    twoFactorRequired(db),
    recoveryCodesLeft(db, userId),
  ]);
  return { enabled, required, recovery_codes_left: enabled ? left : 0 };
}

/**
 * A new secret for the account, not in force until a code confirms it (a setup started and left
 * changes nothing); starting again replaces it. `issuer` names the site in the authenticator app.
 */
export async function startTwoFactorSetup(db: Db, account: Account, issuer: string): Promise<TwoFactorSetup> {
  const current = await secretOf(db, account.id);
  if (current?.confirmedAt) throw new ApiError(400, { detail: TWO_FACTOR_ALREADY_ON });
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpSecret: secret, totpConfirmedAt: null, totpLastStep: null })
    .where(and(eq(users.id, account.id), isNull(users.totpConfirmedAt)));
  const { url, svg } = await totpEnrolment(secret, issuer, account.username);
  return { secret, otpauth_url: url, qr_svg: svg };
}

/** Records `step` as the last accepted, unless a code of that step or a later one was accepted meanwhile. */
async function acceptStep(db: Db, userId: number, step: number): Promise<boolean> {
  const raised = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return raised.length > 0;
}

/**
 * The first code from the app turns two-factor sign-in on: the ten recovery codes (any earlier ones
 * are deleted) are answered here, once, and only their hashes are kept.
 */
export async function confirmTwoFactor(db: Db, by: AuditActor, account: Account, code: string): Promise<string[]> {
  const current = await secretOf(db, account.id);
  if (current?.confirmedAt) throw new ApiError(400, { detail: TWO_FACTOR_ALREADY_ON });
  if (!current?.secret) throw new ApiError(400, { detail: TWO_FACTOR_NOT_STARTED });
  const step = await totpStep(current.secret, code, current.lastStep ?? null);
  if (step === null) throw new ApiError(400, { detail: CODE_WRONG });
  const codes = newRecoveryCodes();
  const secret = current.secret;
  await db.transaction(async (tx) => {
    // Only the secret the code was checked against, and only while still unconfirmed.
    const confirmed = await tx
      .update(users)
      .set({ totpConfirmedAt: new Date().toISOString(), totpLastStep: step })
      .where(and(eq(users.id, account.id), eq(users.totpSecret, secret), isNull(users.totpConfirmedAt)))
      .returning({ id: users.id });
    if (confirmed.length === 0) throw new ApiError(400, { detail: CODE_WRONG });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, account.id));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: account.id, codeHash: hashRecoveryCode(c) })));
    await recordAudit(tx, by, { action: 'two_factor_enabled', target: accountTarget(account.username) });
  });
  return codes;
}

/**
 * Checks a second factor at sign-in (or before turning it off) and spends it: an authenticator code
 * of now whose step is later than the last accepted, or an unused recovery code. False when neither.
 */
export async function spendSecondFactor(db: Db, userId: number, code: string): Promise<boolean> {
  const current = await secretOf(db, userId);
  if (!current?.confirmedAt || !current.secret) return false;
  if (looksLikeTotp(code)) {
    const step = await totpStep(current.secret, code, current.lastStep ?? null);
    return step !== null && (await acceptStep(db, userId, step));
  }
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date().toISOString() })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

/** Removes the secret and the recovery codes: the account signs in with its password alone again. */
async function clearTwoFactor(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null }).where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** The account turns its own two-factor sign-in off with a current code or a recovery code. */
export async function disableTwoFactor(db: Db, by: AuditActor, account: Account, code: string): Promise<void> {
  if (!(await hasTwoFactor(db, account.id))) throw new ApiError(400, { detail: TWO_FACTOR_NOT_ON });
  if (await twoFactorRequired(db)) throw new ApiError(400, { detail: TWO_FACTOR_CANNOT_TURN_OFF });
  if (!(await spendSecondFactor(db, account.id, code))) throw new ApiError(400, { detail: CODE_WRONG });
  await db.transaction(async (tx) => {
    await clearTwoFactor(tx, account.id);
    await recordAudit(tx, by, { action: 'two_factor_disabled', target: accountTarget(account.username) });
  });
}

/**
 * An admin's reset of an account's second factor (a lost phone and lost recovery codes): it signs in
 * with its password alone, and sets up an app again. Null when there is no such account.
 */
export async function resetTwoFactor(db: Db, by: AuditActor, userId: number): Promise<Account | null> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, userId));
    if (!account) return null;
    await clearTwoFactor(tx, userId);
    await recordAudit(tx, by, { action: 'two_factor_reset', target: accountTarget(account.username) });
    return account;
  });
}
