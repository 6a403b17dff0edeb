// The signed-in session, kept where the original editor kept it: localStorage `authToken` (the
// token) and `user` (the user as JSON). Reads never throw: storage may be blocked or hold garbage.
import type { User } from '@site/contracts';
import { isUser } from './is-user';

const TOKEN_KEY = 'authToken';
const USER_KEY = 'user';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function readUser(): User | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function saveSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_KEY, token);
  saveUser(user);
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
