// What every browser test imports: `test` with the base URL of the server global-setup started,
// `expect`, and adminToken() for editing content through the API (POST /backend/auth/token/login).
import { test as base, expect } from '@playwright/test';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts (its global setup sets it).`);
  return value;
}

export const baseUrl = () => env('E2E_BASE_URL');

export const adminCredentials = () => ({ username: env('E2E_ADMIN_USERNAME'), password: env('E2E_ADMIN_PASSWORD') });

export const test = base.extend({
  // The port is only known once global setup has run, so the option is filled in here.
  baseURL: async ({ baseURL: _configured }, use) => {
    await use(baseUrl());
  },
});

export { expect };

let token: Promise<string> | undefined;

/** An admin token, logged in once per worker (login attempts are rate limited). */
export function adminToken(): Promise<string> {
  token ??= (async () => {
    const response = await fetch(`${baseUrl()}/backend/auth/token/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adminCredentials()),
    });
    if (!response.ok) throw new Error(`Admin login failed with ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { auth_token: string };
    return body.auth_token;
  })();
  return token;
}

/** The Authorization header the admin API expects. */
export const authHeader = (authToken: string) => ({ authorization: `Token ${authToken}` });
