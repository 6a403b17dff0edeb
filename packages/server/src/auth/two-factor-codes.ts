// The codes of two-factor sign-in, without the database: an authenticator app's six-digit TOTP codes
// (RFC 6238 as every app has it: SHA-1, 6 digits, 30 s) checked by otplib with one step of clock drift
// either way, and the ten single-use recovery codes given when it is turned on, kept only as SHA-256.
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { TWO_FACTOR_RECOVERY_CODES } from '@site/contracts';

const PERIOD_S = 30;
/** One step before and after the current one: a phone's clock a little off, a code typed as it changes. */
const TOLERANCE_S = PERIOD_S;

export const newTotpSecret = () => generateSecret();

/** The otpauth:// URL an authenticator app reads from the QR code, and that QR code as SVG. */
export async function totpEnrolment(secret: string, issuer: string, account: string): Promise<{ url: string; svg: string }> {
  const url = generateURI({ issuer, label: account, secret });
  const svg = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { url, svg };
}

/** Six digits: an authenticator's code. Anything else typed in its place is taken for a recovery code. */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code);

/**
 * The time step of `code` when it is the secret's code of now (or one step either side) and later than
 * `afterStep`, the step of the last code accepted; null otherwise. Each code is thus accepted once.
 */
export async function totpStep(
  secret: string,
  code: string,
  afterStep: number | null,
  nowMs = Date.now(),
): Promise<number | null> {
  if (!looksLikeTotp(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_S,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // A TOTP check's result carries its step (the functional API's type also covers HOTP's, which has none).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

// No 0/o, 1/l/i: a code copied from paper reads one way only.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten random codes of ten characters (about 50 bits each), shown as `abcde-fgh23`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: TWO_FACTOR_RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What is stored of a recovery code: the SHA-256 of it without its dash, in lower case. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
