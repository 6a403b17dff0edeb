// Two connections to one empty database of the run's engine (a temporary SQLite file, or a fresh copy
// of the migrated PostgreSQL template), as two server processes sharing it would have.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { connectDatabase, type OpenDb } from '../db/client.js';
import { ENGINE } from '../db/engine.js';
import { freshPostgresDatabase } from './pg-database.js';

export async function openTwoConnections(): Promise<{ one: OpenDb; two: OpenDb; close(this: void): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-db-'));
  const postgres = ENGINE === 'postgres' ? await freshPostgresDatabase() : undefined;
  const target = { databasePath: path.join(dir, 'site.db'), databaseUrl: postgres?.url };
  const one = await connectDatabase(target);
  const two = await connectDatabase(target);
  return {
    one,
    two,
    async close() {
      await one.$close();
      await two.$close();
      await postgres?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Two connections to one empty database for every test of a file, closed after it; `use` receives them. */
export function eachTwoConnections(use: (one: OpenDb, two: OpenDb) => void): void {
  let close: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    const opened = await openTwoConnections();
    close = opened.close;
    use(opened.one, opened.two);
  });
  afterEach(() => close?.());
}
