// Two connections to one empty database of the run's engine (a temporary SQLite file, or a fresh copy
// of the migrated PostgreSQL template), as two server processes sharing it would have.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
