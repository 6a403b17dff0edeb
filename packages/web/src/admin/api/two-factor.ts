// The signed-in account's two-factor sign-in (under {auth}/2fa/): whether it is on, starting the
// setup (a secret and its QR code), confirming it with a first code (answers the ten recovery codes,
// once), and turning it off with a code. A wrong code is a RequestFailedError with the server's sentence.
import { AUTH_BASE, type RecoveryCodes, type TwoFactorSetup, type TwoFactorStatus } from '@site/contracts';
import { adminFetch } from './admin-fetch';

const post = (path: string, body?: unknown) =>
  adminFetch(`${AUTH_BASE}/2fa/${path}/`, {
    method: 'POST',
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });

export async function twoFactorStatus(): Promise<TwoFactorStatus> {
  return (await (await adminFetch(`${AUTH_BASE}/2fa/`)).json()) as TwoFactorStatus;
}

export async function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return (await (await post('setup')).json()) as TwoFactorSetup;
}

export async function confirmTwoFactor(code: string): Promise<string[]> {
  return ((await (await post('confirm', { code })).json()) as RecoveryCodes).recovery_codes;
}

export async function disableTwoFactor(code: string): Promise<void> {
  await post('disable', { code });
}

/** Requires two-factor sign-in of every account, or stops requiring it (admins, once their own is on). */
export async function setTwoFactorRequired(required: boolean): Promise<void> {
  await adminFetch(`${AUTH_BASE}/2fa/policy/`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ required }),
  });
}
