// Signing in with a passkey from the login page: the server's options, the browser's WebAuthn
// prompt (the authenticator offers the site's passkeys, so no username is typed), the server's
// check. The answer is the password login's; every failure becomes one sentence.
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { AUTH_BASE } from '@site/contracts';
import type { LoginResult } from '../api/login';
import { isUser } from '../auth/is-user';
import { errorDetail } from '../api/error-detail';
import { ceremonyMessage } from './ceremony-message';

const BASE = `${AUTH_BASE}/passkeys/login`;
const PASSKEY_SIGN_IN_FAILED = 'Signing in with a passkey failed. Please try again.';

async function postJson(url: string, body?: unknown): Promise<Response> {
  return await fetch(url, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export async function signInWithPasskey(): Promise<LoginResult> {
  try {
    const [options, { startAuthentication }] = await Promise.all([
      postJson(`${BASE}/options/`),
      import('@simplewebauthn/browser'),
    ]);
    if (!options.ok) return { ok: false, message: (await errorDetail(options)) ?? PASSKEY_SIGN_IN_FAILED };
    const response = await startAuthentication({ optionsJSON: (await options.json()) as PublicKeyCredentialRequestOptionsJSON });
    const verified = await postJson(`${BASE}/verify/`, { response });
    if (!verified.ok) return { ok: false, message: (await errorDetail(verified)) ?? PASSKEY_SIGN_IN_FAILED };
    const answer: unknown = await verified.json();
    const { auth_token: token, user } = (answer ?? {}) as { auth_token?: unknown; user?: unknown };
    if (typeof token === 'string' && isUser(user)) return { ok: true, answer: { auth_token: token, user } };
    throw new Error('The passkey login answer has an unexpected shape.');
  } catch (error) {
    const message = ceremonyMessage(error);
    if (message) return { ok: false, message };
    console.error('Signing in with a passkey failed', error);
    return { ok: false, message: PASSKEY_SIGN_IN_FAILED };
  }
}
