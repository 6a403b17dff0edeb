// POST {auth}/token/login: exchanges a username and password (and, for an account with two-factor
// sign-in, a code) for a token. Every failure becomes the one sentence the login screen shows, in the
// original editor's words; an answer that asks for the code says so, in the server's words.
import { AUTH_BASE, type LoginAnswer } from '@site/contracts';
import { isUser } from '../auth/is-user';
import { errorDetail } from './error-detail';

const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your credentials.';

export type LoginResult = { ok: true; answer: LoginAnswer } | { ok: false; message: string; codeRequired?: true };

function asksForCode(value: unknown): value is { detail: string; code_required: true } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code_required' in value &&
    value.code_required === true &&
    'detail' in value &&
    typeof value.detail === 'string'
  );
}

function isLoginAnswer(value: unknown): value is LoginAnswer {
  return (
    Boolean(value) &&
    typeof value === 'object' &&
    value !== null &&
    'auth_token' in value &&
    typeof value.auth_token === 'string' &&
    'user' in value &&
    isUser(value.user)
  );
}

export async function login(username: string, password: string, code?: string): Promise<LoginResult> {
  try {
    const response = await fetch(`${AUTH_BASE}/token/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(code === undefined ? { username, password } : { username, password, code }),
    });
    if (response.ok) {
      const body: unknown = await response.json();
      if (isLoginAnswer(body)) return { ok: true, answer: body };
      throw new Error('The login answer has an unexpected shape.');
    }
    if (response.status === 401) {
      const body: unknown = await response.json().catch(() => null);
      if (asksForCode(body)) return { ok: false, message: body.detail, codeRequired: true };
    }
    // The throttle's own sentence says how long to wait, which the generic one would hide.
    if (response.status === 429) return { ok: false, message: (await errorDetail(response)) ?? LOGIN_FAILED_MESSAGE };
    console.error('Login failed!', response.status);
  } catch (error) {
    console.error('Login failed!', error);
  }
  return { ok: false, message: LOGIN_FAILED_MESSAGE };
}

/**
 * Whether the account just signed in must turn two-factor sign-in on before anything else (every
 * account must have it and it has none): then the editor opens at the setup. False when unsure.
 */
export async function mustTurnOnTwoFactor(token: string): Promise<boolean> {
  try {
    const response = await fetch(`${AUTH_BASE}/2fa/`, {
      headers: { Authorization: `Token ${token}`, Accept: 'application/json' },
    });
    if (!response.ok) return false;
    const status = (await response.json()) as { enabled?: unknown; required?: unknown };
    return status.required === true && status.enabled === false;
  } catch {
    return false;
  }
}
