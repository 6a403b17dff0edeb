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

/** Stores a session the way the login screen leaves it (on the site's origin), then opens `path`. */
export async function storeSession(page: Page, session: { token: string; user: unknown }, path = '/admin'): Promise<void> {
  await page.goto('/login');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('authToken', t);
      localStorage.setItem('user', u);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  await page.goto(path);
}

/** Signs the browser in with a fresh session of its own, then opens `path`. */
export async function signIn(page: Page, path = '/admin'): Promise<void> {
  await storeSession(page, await freshSession(), path);
}
