// A database of its own for a test that needs no app: SQLite's file in a temporary folder, or, on a
// test run on PostgreSQL, a fresh database copied from the run's migrated template (pg-database.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type DatabaseTarget, type OpenDb } from '../db/client.js';
import { ENGINE } from '../db/engine.js';
import { freshPostgresDatabase } from './pg-database.js';

export interface TestDatabase {
  db: OpenDb;
  /** Where it is: `connectDatabase(target)` opens it a second time (another process's view of it). */
  target: DatabaseTarget;
  /** Closes it, drops it on PostgreSQL and removes its folder. */
  close(): Promise<void>;
}

export async function openTestDatabase(prefix = 'site-db-'): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const postgres = ENGINE === 'postgres' ? await freshPostgresDatabase() : undefined;
  const target: DatabaseTarget = { databasePath: path.join(dir, 'site.db'), databaseUrl: postgres?.url };
  const db = await connectDatabase(target);
  return {
    db,
    target,
    async close() {
      await db.$close();
      await postgres?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
