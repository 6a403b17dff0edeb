// Password hashing: argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane), and a
// decoy verification so a login for an unknown user takes as long as one for a known user.
import { randomBytes } from 'node:crypto';
import { argon2id, hash, verify } from 'argon2';

const HASH_OPTIONS = { type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash at all. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification and always fails: without it, "no such user" answers
 * faster than "wrong password", which tells an attacker which usernames exist.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** A password for the first admin or a reset: 144 random bits, URL-safe so it copies cleanly. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
