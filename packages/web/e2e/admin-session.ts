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

let stored = 0;

/**
 * Stores a session the way the login screen leaves it (on the site's origin), then opens `path`.
 * Stored by a script that runs before the first page's own, once in this tab (a mark in its session
 * storage), so a later sign-out or another session stored over it is not undone by a reload.
 */
export async function storeSession(page: Page, session: { token: string; user: unknown }, path = '/admin'): Promise<void> {
  await page.addInitScript(
    ([mark, t, u]) => {
      try {
        if (sessionStorage.getItem(mark)) return;
        sessionStorage.setItem(mark, '1');
        localStorage.setItem('authToken', t);
        localStorage.setItem('user', u);
      } catch {
        // A frame without the site's storage (about:blank) has nothing to sign in.
      }
    },
    [`e2e-session-${(stored += 1)}`, session.token, JSON.stringify(session.user)] as const,
  );
  await page.goto(path);
}

/** Signs the browser in with a fresh session of its own, then opens `path`. */
export async function signIn(page: Page, path = '/admin'): Promise<void> {
  await storeSession(page, await freshSession(), path);
}
