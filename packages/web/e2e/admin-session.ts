// Signing a browser in for the admin tests without going through the login form each time (login
// is throttled): a fresh token of its own, stored the way the login screen stores it.
import type { Page } from '@playwright/test';
import { adminCredentials, baseUrl } from './fixtures';

/** A fresh token of its own (not the shared adminToken()): logout tests delete theirs. */
export async function freshSession(credentials = adminCredentials()): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${baseUrl()}/backend/auth/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`Admin login failed with ${response.status}.`);
  const body = (await response.json()) as { auth_token: string; user: unknown };
  return { token: body.auth_token, user: body.user };
}

/** Signs the browser in the way the login screen would leave it, then opens `path`. */
export async function signIn(page: Page, path = '/admin'): Promise<void> {
  const { token, user } = await freshSession();
  await page.goto('/login');
  await page.evaluate(([t, u]) => {
    localStorage.setItem('authToken', t);
    localStorage.setItem('user', u);
  }, [token, JSON.stringify(user)] as const);
  await page.goto(path);
}
