// Opens the SQLite database (WAL, busy timeout, foreign keys) and applies pending migrations.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import * as schema from './schema.js';
import { asyncSqlite } from './sqlite.js';

/**
 * The database as the repositories see it: drizzle's query builder, every statement awaited. A
 * transaction is one too, so a repository takes either and passes it along.
 */
export type Db = BaseSQLiteDatabase<'async', unknown, typeof schema>;

/**
 * The open database the app holds: `$client` is the SQLite connection itself, for what only the
 * engine does (its backup, its integrity check, noticing other processes' writes, closing);
 * repositories never use it.
 */
export type OpenDb = Db & { $client: Database.Database };

/** drizzle/ at the repository root, where drizzle-kit writes the migrations. */
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../drizzle');

export function openDatabase(file: string): OpenDb {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // NORMAL in WAL mode: a commit has reached the OS when it returns, so a killed process loses no
  // acknowledged write (scripts/crash-durability.ts proves it on every CI run); only power loss can
  // drop the last commits, a trade FULL would buy back with an fsync per write.
  sqlite.pragma('synchronous = NORMAL');
  // SQLite's own lower() and LIKE fold ASCII letters only; searches fold the others too ("Ä" finds "ä").
  sqlite.function('unicode_lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  migrate(drizzle({ client: sqlite }), { migrationsFolder: MIGRATIONS_DIR });
  return Object.assign(asyncSqlite(sqlite, schema), { $client: sqlite });
}
