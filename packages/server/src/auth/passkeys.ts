// An account's passkeys as stored: listed, added, renamed, removed, and the signature counter moved
// forward on each use. Only the public key is kept; the private key never leaves the authenticator.
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Passkey, User } from '@site/contracts';
import type { Db } from '../db/client.js';
import { passkeys, users } from '../db/schema.js';

export interface NewPasskey {
  /** The credential's id, base64url. */
  id: string;
  userId: number;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
}

/** A passkey with what signing in with it needs, and its account. */
export interface StoredPasskey {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  owner: User;
}

const listed = { id: passkeys.id, name: passkeys.name, created_at: passkeys.createdAt, last_used_at: passkeys.lastUsedAt };

export async function listPasskeys(db: Db, userId: number): Promise<Passkey[]> {
  return await db
    .select(listed)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** The credential ids of an account, so that the browser does not register the same authenticator twice. */
export async function passkeyIdsOf(db: Db, userId: number): Promise<{ id: string; transports: string[] }[]> {
  return await db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId));
}

/**
 * A credential id is base64url; anything else (a U+0000 among it, which PostgreSQL refuses in a text
 * parameter) names no passkey, on both engines.
 */
const isCredentialId = (id: string) => /^[A-Za-z0-9_-]+$/.test(id);

export async function findPasskey(db: Db, id: string): Promise<StoredPasskey | undefined> {
  if (!isCredentialId(id)) return undefined;
  const [row] = await db
    .select({
      id: passkeys.id,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      name: passkeys.name,
      owner: { id: users.id, username: users.username, email: users.email, role: users.role },
    })
    .from(passkeys)
    .innerJoin(users, eq(passkeys.userId, users.id))
    .where(eq(passkeys.id, id))
    .limit(1);
  return row;
}

/** Stores a verified passkey; undefined when a passkey with its credential id is already stored. */
export async function addPasskey(db: Db, passkey: NewPasskey): Promise<Passkey | undefined> {
  const [row] = await db.insert(passkeys).values(passkey).onConflictDoNothing().returning(listed);
  return row;
}

/** Renames one of the account's own passkeys; undefined when it has none with that id. */
export async function renamePasskey(db: Db, userId: number, id: string, name: string): Promise<Passkey | undefined> {
  if (!isCredentialId(id)) return undefined;
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning(listed);
  return row;
}

/** Removes one of the account's own passkeys; undefined when it has none with that id. */
export async function removePasskey(db: Db, userId: number, id: string): Promise<Passkey | undefined> {
  if (!isCredentialId(id)) return undefined;
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning(listed);
  return row;
}

/**
 * Notes a sign-in with the passkey and stores the authenticator's new signature counter, only while
 * the stored one is still below it (or both are zero: authenticators that keep no counter). Two
 * answers carrying the same counter, a sign of a cloned authenticator or a replay, cannot both
 * pass: the second finds the counter already moved and is refused.
 */
export async function usePasskey(db: Db, id: string, previous: number, next: number, at = new Date()): Promise<boolean> {
  const moved =
    next === 0 && previous === 0 ? eq(passkeys.counter, 0) : and(eq(passkeys.counter, previous), lt(passkeys.counter, next));
  const updated = await db
    .update(passkeys)
    .set({ counter: next, lastUsedAt: at.toISOString() })
    .where(and(eq(passkeys.id, id), moved))
    .returning({ id: passkeys.id });
  return updated.length > 0;
}
