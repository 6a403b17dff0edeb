// An empty database of the engine this test run is on (a temporary SQLite file, or a fresh copy of
// the migrated PostgreSQL template), for tests of the data layer without the whole app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { connectDatabase, type OpenDb } from '../db/client.js';
import { ENGINE } from '../db/engine.js';
import { freshPostgresDatabase } from './pg-database.js';

export async function openTestDatabase(): Promise<{ db: OpenDb; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-db-'));
  const postgres = ENGINE === 'postgres' ? await freshPostgresDatabase() : undefined;
  const db = await connectDatabase({ databasePath: path.join(dir, 'site.db'), databaseUrl: postgres?.url });
  return {
    db,
    async close() {
      await db.$close();
      await postgres?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An empty database of the run's engine for every test of a file, closed after it; `use` receives it. */
export function eachTestDatabase(use: (db: OpenDb) => void): void {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeEach(async () => {
    opened = await openTestDatabase();
    use(opened.db);
  });
  afterEach(() => opened?.close());
}
