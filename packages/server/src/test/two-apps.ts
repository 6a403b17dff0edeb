// Two apps on one database of the run's engine (a temporary SQLite file, or a fresh copy of the
// migrated PostgreSQL template), as two servers behind a load balancer would run: each with its own
// caches, hearing the other's writes only through the database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config.js';
import type { BuildOptions } from '../app.js';
import { ENGINE } from '../db/engine.js';
import { freshPostgresDatabase } from './pg-database.js';
import { makeTestApp, type TestApp } from './test-app.js';

export interface TwoApps {
  a: TestApp;
  b: TestApp;
  close(this: void): Promise<void>;
}

export async function openTwoApps(overrides: Partial<Config> = {}, build: BuildOptions = {}): Promise<TwoApps> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-two-apps-'));
  const postgres = ENGINE === 'postgres' ? await freshPostgresDatabase() : undefined;
  const shared = { databasePath: path.join(dir, 'site.db'), databaseUrl: postgres?.url, ...overrides };
  // One after the other, as servers starting together migrate once (the second finds it done).
  const a = await makeTestApp(shared, build);
  const b = await makeTestApp(shared, build);
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await postgres?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
