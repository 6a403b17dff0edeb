// Accounts: create, look up, change a password, and check a login. Each has a role (contracts/src/roles.ts).
// A username names one account whatever its case: look-ups fold it, and the database's unique index
// on lower(username) refuses a look-alike even in a race.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { USERNAME_TAKEN, type Role, type User } from '@site/contracts';
import type { Db } from '../db/client.js';
import { tokens, users } from '../db/schema.js';
import { isUniqueViolation } from '../db/dialect.js';
import { ApiError } from '../http/errors.js';
import { hashPassword, verifyDummy, verifyPassword } from './passwords.js';

export interface NewUser {
  username: string;
  email: string;
  password: string;
  /** Admin when not given. */
  role?: Role;
}

export interface StoredUser extends User {
  passwordHash: string;
}

const userColumns = { id: users.id, username: users.username, email: users.email, role: users.role };

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function findUserByUsername(db: Db, username: string): Promise<StoredUser | undefined> {
  // No stored username holds U+0000 (usernames are letters, digits and @.+-_), and PostgreSQL refuses
  // it in a text parameter: such a name is simply no user, on both engines.
  if (username.includes('\u0000')) return undefined;
  const [user] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return user;
}

const usernameTaken = () => new ApiError(400, { username: [USERNAME_TAKEN] });

/** Creates a user from already validated input; a taken username is a 400 in Djoser's field shape. */
export async function createUser(db: Db, input: NewUser): Promise<User> {
  // Checked before hashing so a duplicate does not cost a hash; the unique index still decides a race.
  if (await findUserByUsername(db, input.username)) throw usernameTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ username: input.username, email: input.email, passwordHash, role: input.role ?? 'admin' })
      .returning(userColumns);
    return user!;
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

/**
 * Replaces a user's password and signs out every session of that user (whoever reset it may be
 * locking out someone who knew the old one). The user as stored, or null when there is no such user.
 */
export async function setPassword(db: Db, username: string, password: string): Promise<User | null> {
  const user = await findUserByUsername(db, username);
  if (!user) return null;
  await replacePassword(db, user.id, password);
  return { id: user.id, username: user.username, email: user.email, role: user.role };
}

/** Stores a new password hash and deletes the user's tokens, all but `keepTokenHash` (the session asking). */
export async function replacePassword(db: Db, userId: number, password: string, keepTokenHash?: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    const theirs = eq(tokens.userId, userId);
    await tx.delete(tokens).where(keepTokenHash === undefined ? theirs : and(theirs, ne(tokens.tokenHash, keepTokenHash)));
  });
}

/** Notes a successful login, for the list of admins. */
export async function recordLogin(db: Db, userId: number, at = new Date()): Promise<void> {
  await db.update(users).set({ lastLogin: at.toISOString() }).where(eq(users.id, userId));
}

/** The user whose credentials these are, or null; takes the same time whether or not the user exists. */
export async function authenticate(db: Db, username: string, password: string): Promise<User | null> {
  const user = await findUserByUsername(db, username);
  if (!user) return verifyDummy(password).then(() => null);
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  return { id: user.id, username: user.username, email: user.email, role: user.role };
}
