// What every browser test imports: `test` with the base URL of its worker's server (global-setup
// starts one per worker), `expect`, and adminToken() for editing content through the API
// (POST /backend/auth/token/login).
import { test as base, expect } from '@playwright/test';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts (its global setup sets it).`);
  return value;
}

/** One worker's server: where it answers and its SQLite file. */
export interface WorkerServer {
  baseURL: string;
  databasePath: string;
}

/** This worker's server: Playwright numbers its running workers from 0 (TEST_PARALLEL_INDEX). */
export function workerServer(): WorkerServer {
  const servers = JSON.parse(env('E2E_SERVERS')) as WorkerServer[];
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const server = servers[index];
  if (!server) throw new Error(`No server for worker ${index}: global setup started ${servers.length}.`);
  return server;
}

export const baseUrl = () => workerServer().baseURL;

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
