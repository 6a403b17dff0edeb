// Applies SQLite's pending migrations (drizzle/, written by drizzle-kit) as drizzle's migrator does,
// into the same __drizzle_migrations table, but reading what is applied and applying the rest in one
// IMMEDIATE transaction: it takes the write lock first, so of two servers starting at once on one
// file the second waits (the busy timeout) and then finds every migration applied. drizzle's own
// reads what is applied before it takes the lock, and the second would apply them again and fail.
// A database with nothing pending is only read, so opening it needs no write lock.
import type Database from 'better-sqlite3';
import { readMigrationFiles } from 'drizzle-orm/migrator';

const TABLE = '__drizzle_migrations';

/** When the newest applied migration was made (drizzle's `created_at`), or undefined when none is. */
function lastApplied(sqlite: Database.Database): number | undefined {
  const exists = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(TABLE);
  if (!exists) return undefined;
  const last = sqlite.prepare(`SELECT created_at FROM "${TABLE}" ORDER BY created_at DESC LIMIT 1`).get() as
    { created_at: number | string } | undefined;
  return last === undefined ? undefined : Number(last.created_at);
}

export function migrateSqlite(sqlite: Database.Database, migrationsFolder: string): void {
  const migrations = readMigrationFiles({ migrationsFolder });
  const pending = () => {
    const last = lastApplied(sqlite);
    return migrations.filter((migration) => last === undefined || last < migration.folderMillis);
  };
  if (pending().length === 0) return;
  sqlite
    .transaction(() => {
      sqlite.exec(`CREATE TABLE IF NOT EXISTS "${TABLE}" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`);
      const record = sqlite.prepare(`INSERT INTO "${TABLE}" ("hash", "created_at") VALUES (?, ?)`);
      // Read again under the write lock: another server may have applied them meanwhile.
      for (const migration of pending()) {
        for (const statement of migration.sql) sqlite.prepare(statement).run();
        record.run(migration.hash, migration.folderMillis);
      }
    })
    .immediate();
}
