// Two admins at work at once: a second admin account (made once per worker through the API) and
// `test` with `pageB`, a page in a browser context of its own (own storage, own session) signed in
// as that account, beside the usual `page` signed in as the first admin.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { freshSession, storeSession } from './admin-session';
import { adminToken, authHeader, baseUrl, test as base } from './fixtures';

interface Credentials {
  username: string;
  password: string;
}

let second: Promise<Credentials> | undefined;

export function secondAdmin(): Promise<Credentials> {
  second ??= (async () => {
    const username = `e2e-second-${Date.now()}`;
    const password = `Pw-${randomBytes(9).toString('hex')}`;
    const response = await fetch(`${baseUrl()}/backend/auth/users/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeader(await adminToken()) },
      body: JSON.stringify({ username, email: `${username}@example.com`, password }),
    });
    if (!response.ok) throw new Error(`Creating the second admin answered ${response.status}: ${await response.text()}`);
    return { username, password };
  })();
  return second;
}

export const test = base.extend<{ pageB: Page }>({
  pageB: async ({ browser }, use) => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await storeSession(page, await freshSession(await secondAdmin()), '/admin');
    await use(page);
    await context.close();
  },
});

export { expect } from './fixtures';
