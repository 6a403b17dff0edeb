// Builds the app in-process on a temporary database and uploads folder, for tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { issueToken } from '../auth/tokens.js';
import { ENGINE } from '../db/engine.js';
import { freshPostgresDatabase } from './pg-database.js';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dir: string;
  close(): Promise<void>;
}

export async function makeTestApp(overrides: Partial<Config> = {}, build: BuildOptions = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const config: Config = {
    ...loadConfig({}, dir),
    databasePath: path.join(dir, 'site.db'),
    uploadsDir: path.join(dir, 'uploads'),
    seedDemo: false,
    // A known first admin keeps the bootstrap from generating and printing a password in every test.
    adminUsername: 'owner',
    adminPassword: 'owner-password',
    // Logins are not slowed for a much-guessed username, so that tests of the other limits need not
    // wait seconds per guess; the tests of the slowing set it themselves.
    loginSlowdown: { ms: 0, maxMs: 0 },
    // The site-health checks ask no outside site, and run after writes only where a test asks.
    outsideLinkChecks: false,
    siteHealthAfterWrites: false,
    publishChecks: true,
    ...overrides,
  };
  // On a test run on PostgreSQL (DATABASE_URL set by its global setup), a database of its own.
  const postgres = ENGINE === 'postgres' && !config.databaseUrl ? await freshPostgresDatabase() : undefined;
  if (postgres) config.databaseUrl = postgres.url;
  const app = await buildApp(config, build);
  return {
    app,
    config,
    dir,
    async close() {
      await app.close();
      await postgres?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A valid admin token without going through login (login itself is tested in the auth tests). */
export async function adminToken(app: FastifyInstance, username = 'test-admin'): Promise<string> {
  await app.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, passwordHash: 'not-a-real-hash' })
    .onConflictDoNothing();
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return issueToken(app.db, user!.id);
}

export const auth = (token: string) => ({ authorization: `Token ${token}` });

/**
 * An app on a database of its own and an admin token for every test of a file (`per: 'test'`) or for
 * the file as a whole (`'file'`), closed afterwards; `use` receives them before each test or the file.
 */
export function withTestApp(use: (made: { t: TestApp; token: string }) => void, per: 'test' | 'file' = 'test'): void {
  let made: TestApp | undefined;
  const [before, after] = per === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    made = await makeTestApp();
    use({ t: made, token: await adminToken(made.app) });
  });
  after(async () => {
    await made?.close();
  });
}
