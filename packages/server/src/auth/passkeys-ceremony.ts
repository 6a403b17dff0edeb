// The two passkey ceremonies with @simplewebauthn/server: adding a passkey to the signed-in account
// (registration) and signing in with one (authentication). Passkeys are discoverable (resident)
// credentials, so signing in names no account: the authenticator offers the site's passkeys and the
// credential id it answers with names the account. User verification (the device's PIN or
// fingerprint) is required, because a passkey stands in for both the password and the second factor.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { PASSKEY_CHALLENGE_GONE, PASSKEY_NOT_VERIFIED, type Passkey, type User } from '@site/contracts';
import type { Db } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import { keepChallenge, takeChallenge, type ChallengePurpose } from './passkeys-challenges.js';
import type { RelyingParty } from './passkeys-relying-party.js';
import { addPasskey, passkeyIdsOf, usePasskey, type StoredPasskey } from './passkeys.js';

export const PASSKEY_ALREADY_ADDED = 'This passkey is already registered.';

const notVerified = () => new ApiError(400, { detail: PASSKEY_NOT_VERIFIED });

/** The WebAuthn user handle of an account: its id, which the authenticator keeps beside the passkey. */
const userHandleOf = (userId: number) => new TextEncoder().encode(String(userId));

/** The challenge the browser signed, read from its client data; undefined when that is not readable. */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the challenge an answer signed, or refuses the answer: it expired, was answered already, or was never handed out. */
async function takeSignedChallenge(db: Db, clientDataJSON: string, purpose: ChallengePurpose, userId: number | null) {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge) throw notVerified();
  if (!(await takeChallenge(db, challenge, purpose, userId))) throw new ApiError(400, { detail: PASSKEY_CHALLENGE_GONE });
  return challenge;
}

export async function registrationOptions(db: Db, rp: RelyingParty, user: User): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userDisplayName: user.username,
    userID: userHandleOf(user.id),
    attestationType: 'none',
    excludeCredentials: await passkeyIdsOf(db, user.id),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, options.challenge, 'register', user.id);
  return options;
}

/** Checks the browser's answer to a registration challenge and stores the new passkey under `name`. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  user: User,
  name: string,
  response: RegistrationResponseJSON,
): Promise<Passkey> {
  const challenge = await takeSignedChallenge(db, response.response.clientDataJSON, 'register', user.id);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) throw notVerified();
  const { credential } = verification.registrationInfo;
  const added = await addPasskey(db, {
    id: credential.id,
    userId: user.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name,
  });
  if (!added) throw new ApiError(400, { detail: PASSKEY_ALREADY_ADDED });
  return added;
}

export async function loginOptions(db: Db, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  // No allowCredentials: the authenticator offers whichever of the site's passkeys it holds.
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  await keepChallenge(db, options.challenge, 'login', null);
  return options;
}

/**
 * Checks the browser's answer to a sign-in challenge against `passkey` (the one it names): the
 * challenge, origin, relying party, user verification, signature and counter. The account it signs
 * in, or a 400.
 */
export async function verifyPasskeyLogin(
  db: Db,
  rp: RelyingParty,
  passkey: StoredPasskey | undefined,
  response: AuthenticationResponseJSON,
): Promise<User> {
  await takeSignedChallenge(db, response.response.clientDataJSON, 'login', null);
  if (!passkey) throw notVerified();
  const { userHandle } = response.response;
  if (userHandle !== undefined && userHandle !== isoBase64URL.fromBuffer(userHandleOf(passkey.owner.id))) throw notVerified();
  const challenge = challengeOf(response.response.clientDataJSON) as string;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: passkey.id,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
  }).catch(() => undefined);
  if (!verification?.verified) throw notVerified();
  if (!(await usePasskey(db, passkey.id, passkey.counter, verification.authenticationInfo.newCounter))) throw notVerified();
  return passkey.owner;
}
