// Applies SQLite's pending migrations (drizzle/, written by drizzle-kit) as drizzle's migrator does,
// into the same __drizzle_migrations table, but reading what is applied and applying the rest in one
// IMMEDIATE transaction: it takes the write lock first, so of two servers starting at once on one
// file the second waits (the busy timeout) and then finds every migration applied. drizzle's own
// reads what is applied before it takes the lock, and the second would apply them again and fail.
import type Database from 'better-sqlite3';
import { readMigrationFiles } from 'drizzle-orm/migrator';

const TABLE = '"__drizzle_migrations"';

export function migrateSqlite(sqlite: Database.Database, migrationsFolder: string): void {
  const migrations = readMigrationFiles({ migrationsFolder });
  sqlite
    .transaction(() => {
      sqlite.exec(`CREATE TABLE IF NOT EXISTS ${TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`);
      const last = sqlite.prepare(`SELECT created_at FROM ${TABLE} ORDER BY created_at DESC LIMIT 1`).get() as
        { created_at: number | string } | undefined;
      const record = sqlite.prepare(`INSERT INTO ${TABLE} ("hash", "created_at") VALUES (?, ?)`);
      for (const migration of migrations) {
        if (last && Number(last.created_at) >= migration.folderMillis) continue;
        for (const statement of migration.sql) sqlite.prepare(statement).run();
        record.run(migration.hash, migration.folderMillis);
      }
    })
    .immediate();
}
