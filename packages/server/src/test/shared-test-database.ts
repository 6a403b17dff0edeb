// An empty database of the engine this test run is on, like test-database.ts, that also says where it
// is, so a test can open it a second time as another process (the CLI, a second server) would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type DatabaseTarget, type OpenDb } from '../db/client.js';
import { ENGINE } from '../db/engine.js';
import { freshPostgresDatabase } from './pg-database.js';

export interface SharedTestDatabase {
  db: OpenDb;
  /** Where it is: `connectDatabase(target)` opens it a second time (another process's view of it). */
  target: DatabaseTarget;
  /** Closes it, drops it on PostgreSQL and removes its folder. */
  close(): Promise<void>;
}

export async function openSharedTestDatabase(prefix = 'site-db-'): Promise<SharedTestDatabase> {
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
