// Taking access away: the list of admins, removing one (with every session of theirs), and changing
// one's own password (which ends one's other sessions). Every user is an admin; there are no roles.
import { asc, count, eq } from 'drizzle-orm';
import {
  CANNOT_REMOVE_LAST_ADMIN,
  CANNOT_REMOVE_SELF,
  INVALID_PASSWORD,
  noAdminWithId,
  type Admin,
  type User,
} from '@site/contracts';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { GrantedAttempt } from './login-throttle.js';
import { verifyPassword } from './passwords.js';
import { hashToken } from './tokens.js';
import { replacePassword } from './users.js';

export async function listAdmins(db: Db): Promise<Admin[]> {
  return await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      date_joined: users.createdAt,
      last_login: users.lastLogin,
    })
    .from(users)
    .orderBy(asc(users.id));
}

/**
 * Removes another admin; their tokens go with the row (the foreign key cascades). One transaction,
 * so two admins removing each other at once cannot leave the site without an admin: whichever runs
 * second finds the other one gone and is refused as the last admin.
 */
export async function removeAdmin(db: Db, actorId: number, targetId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, targetId));
    if (!target) throw new ApiError(404, { detail: noAdminWithId(targetId) });
    if (targetId === actorId) throw new ApiError(400, { non_field_errors: [CANNOT_REMOVE_SELF] });
    const [counted] = await tx.select({ n: count() }).from(users);
    if ((counted?.n ?? 0) <= 1) throw new ApiError(400, { non_field_errors: [CANNOT_REMOVE_LAST_ADMIN] });
    await tx.delete(users).where(eq(users.id, targetId));
  });
}

export interface PasswordChange {
  userId: number;
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
}

/** Sets the signed-in admin's own email (already checked by the contract) and answers the user as /users/me does. */
export async function changeOwnEmail(db: Db, userId: number, email: string): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ email })
    .where(eq(users.id, userId))
    .returning({ id: users.id, username: users.username, email: users.email, role: users.role });
  // The guard found this user a moment ago; only a removal in between makes the row go.
  if (!user) throw new ApiError(404, { detail: noAdminWithId(userId) });
  return user;
}
