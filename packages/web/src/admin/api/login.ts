// POST {auth}/token/login: exchanges a username and password for a token. Every failure becomes
// the one sentence the login screen shows, in the original editor's words.
import { AUTH_BASE, type LoginAnswer } from '@site/contracts';
import { isUser } from '../auth/is-user';
import { errorDetail } from './error-detail';

const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your credentials.';

export type LoginResult = { ok: true; answer: LoginAnswer } | { ok: false; message: string };

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

export async function login(username: string, password: string): Promise<LoginResult> {
  try {
    const response = await fetch(`${AUTH_BASE}/token/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (response.ok) {
      const body: unknown = await response.json();
      if (isLoginAnswer(body)) return { ok: true, answer: body };
      throw new Error('The login answer has an unexpected shape.');
    }
    // The throttle's own sentence says how long to wait, which the generic one would hide.
    if (response.status === 429) return { ok: false, message: (await errorDetail(response)) ?? LOGIN_FAILED_MESSAGE };
    console.error('Login failed!', response.status);
  } catch (error) {
    console.error('Login failed!', error);
  }
  return { ok: false, message: LOGIN_FAILED_MESSAGE };
}
