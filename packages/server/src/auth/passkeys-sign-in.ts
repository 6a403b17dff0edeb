// Signing in with a passkey, as the password login does it: counted by the login throttle against
// the passkey's account and the client's address (a failed passkey costs the same as a wrong
// password), noted as the account's last login, and written to the audit log, failures included.
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { User } from '@site/contracts';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import { tooManyAttempts, type LoginThrottle } from './login-throttle.js';
import { verifyPasskeyLogin } from './passkeys-ceremony.js';
import type { RelyingParty } from './passkeys-relying-party.js';
import { findPasskey } from './passkeys.js';
import { recordLogin } from './users.js';

/** What the throttle counts answers naming no stored passkey against: a space keeps it from being any username. */
const UNKNOWN_PASSKEY = 'unknown passkey';

export async function signInWithPasskey(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  throttle: LoginThrottle,
  address: string,
): Promise<User> {
  const passkey = await findPasskey(db, response.id);
  const owner = passkey?.owner;
  const attempt = await throttle.attempt(owner?.username ?? UNKNOWN_PASSKEY, address);
  if (!attempt.granted) throw tooManyAttempts(attempt.retryAfterMs);
  const by = { actor: owner?.username ?? null, actorId: owner?.id ?? null, address };
  let user: User;
  try {
    user = await verifyPasskeyLogin(db, rp, passkey, response);
  } catch (error) {
    if (error instanceof ApiError) await recordAudit(db, by, { action: 'sign_in_failed', detail: { method: 'passkey' } });
    throw error;
  }
  await attempt.succeeded();
  await recordLogin(db, user.id);
  await recordAudit(db, by, { action: 'sign_in', detail: { method: 'passkey', passkey: passkey?.name ?? null } });
  return user;
}
