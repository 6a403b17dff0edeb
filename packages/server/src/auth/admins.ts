// Accounts: the list, creating one, changing one's role, removing one (with every session of theirs),
// and changing one's own password (which ends one's other sessions) or email. There is always an
// admin: the last one can neither be removed nor given another role. Each change is in the audit log.
import { asc, count, eq } from 'drizzle-orm';
import {
  CANNOT_DEMOTE_LAST_ADMIN,
  CANNOT_REMOVE_LAST_ADMIN,
  CANNOT_REMOVE_SELF,
  INVALID_PASSWORD,
  noAdminWithId,
  refusedSentence,
  type Admin,
  type CreateUserInput,
  type Role,
  type User,
} from '@site/contracts';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { GrantedAttempt } from './login-throttle.js';
import { verifyPassword } from './passwords.js';
import { hashToken } from './tokens.js';
import { createUser, replacePassword } from './users.js';

const listedColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  date_joined: users.createdAt,
  last_login: users.lastLogin,
  totpConfirmedAt: users.totpConfirmedAt,
};

/** A row as the list shows it: whether two-factor sign-in is on, never its secret or when. */
const asAdmin = ({ totpConfirmedAt, ...account }: { totpConfirmedAt: string | null } & Omit<Admin, 'two_factor'>): Admin => ({
  ...account,
  two_factor: totpConfirmedAt !== null,
});

export async function listAdmins(db: Db): Promise<Admin[]> {
  return (await db.select(listedColumns).from(users).orderBy(asc(users.id))).map(asAdmin);
}

/** An account's name in the audit log. */
const accountTarget = (username: string) => `account ${username}`;

/** Creates an account (an admin unless `input.role` says otherwise) and records who did. */
export async function createAccount(db: Db, by: AuditActor, input: CreateUserInput): Promise<User> {
  const user = await createUser(db, input);
  await recordAudit(db, by, { action: 'account_created', target: accountTarget(user.username), detail: { role: user.role } });
  return user;
}

async function adminCount(db: Db): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return counted?.n ?? 0;
}

/**
 * The account being changed, inside the change's transaction. The acting account is read there too:
 * an admin given another role a moment ago (after its request's guard) may no longer change accounts.
 */
async function targetOf(db: Db, by: AuditActor, targetId: number) {
  if (by.actorId !== null) {
    const [actor] = await db.select({ role: users.role }).from(users).where(eq(users.id, by.actorId));
    if (actor && actor.role !== 'admin') throw new ApiError(403, { detail: refusedSentence(actor.role, 'manage_accounts') });
  }
  const [target] = await db.select(listedColumns).from(users).where(eq(users.id, targetId));
  if (!target) throw new ApiError(404, { detail: noAdminWithId(targetId) });
  return target;
}

/**
 * Removes another account; their tokens go with the row (the foreign key cascades). One transaction,
 * so two admins removing each other at once cannot leave the site without an admin: whichever runs
 * second finds the other one gone and is refused as the last admin.
 */
export async function removeAdmin(db: Db, by: AuditActor & { actorId: number }, targetId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await targetOf(tx, by, targetId);
    if (targetId === by.actorId) throw new ApiError(400, { non_field_errors: [CANNOT_REMOVE_SELF] });
    if (target.role === 'admin' && (await adminCount(tx)) <= 1) {
      throw new ApiError(400, { non_field_errors: [CANNOT_REMOVE_LAST_ADMIN] });
    }
    await tx.delete(users).where(eq(users.id, targetId));
    await recordAudit(tx, by, {
      action: 'account_removed',
      target: accountTarget(target.username),
      detail: { role: target.role },
    });
  });
}

/**
 * Gives an account another role, and answers it as the list shows it. The admins are counted and the
 * role written in one transaction: two admins demoting each other at once leave one of them an admin.
 * The account's open sessions have the new role from their next request (the guard reads it each time).
 */
export async function changeRole(db: Db, by: AuditActor, targetId: number, role: Role): Promise<Admin> {
  return db.transaction(async (tx) => {
    const target = await targetOf(tx, by, targetId);
    if (target.role === role) return asAdmin(target);
    if (target.role === 'admin' && (await adminCount(tx)) <= 1) {
      throw new ApiError(400, { non_field_errors: [CANNOT_DEMOTE_LAST_ADMIN] });
    }
    await tx.update(users).set({ role }).where(eq(users.id, targetId));
    await recordAudit(tx, by, {
      action: 'role_changed',
      target: accountTarget(target.username),
      detail: { from: target.role, to: role },
    });
    return asAdmin({ ...target, role });
  });
}

export interface PasswordChange {
  userId: number;
  /** The account itself, for the audit log. */
  by: AuditActor;
  /** The token of the request: that session keeps working, every other one of the user ends. */
  token: string;
  currentPassword: string;
  newPassword: string;
  /** The login throttle's attempt for this check, granted before the slow hash. */
  attempt: GrantedAttempt;
}

/** A wrong current password is a 400 on that field and changes nothing. */
export async function changeOwnPassword(db: Db, change: PasswordChange): Promise<void> {
  const [stored] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, change.userId));
  if (!stored || !(await verifyPassword(stored.passwordHash, change.currentPassword))) {
    throw new ApiError(400, { current_password: [INVALID_PASSWORD] });
  }
  await change.attempt.succeeded();
  await replacePassword(db, change.userId, change.newPassword, hashToken(change.token));
  await recordAudit(db, change.by, {
    action: 'account_changed',
    target: accountTarget(change.by.actor ?? ''),
    detail: { changed: 'password' },
  });
}

/** Sets the signed-in admin's own email (already checked by the contract) and answers the user as /users/me does. */
export async function changeOwnEmail(db: Db, by: AuditActor, userId: number, email: string): Promise<User> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ email })
      .where(eq(users.id, userId))
      .returning({ id: users.id, username: users.username, email: users.email, role: users.role });
    // The guard found this user a moment ago; only a removal in between makes the row go.
    if (!user) throw new ApiError(404, { detail: noAdminWithId(userId) });
    await recordAudit(tx, by, { action: 'account_changed', target: accountTarget(user.username), detail: { changed: 'email' } });
    return user;
  });
}
