// Opens the site's database, SQLite's file or PostgreSQL when DATABASE_URL names one, and applies its
// pending migrations.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { MIGRATIONS_DIR } from '../locations.js';
import { ENGINE, engineOf, type Engine } from './engine.js';
import type * as schema from './schema.js';
import * as sqliteSchema from './sqlite-schema.js';
import { asyncSqlite, watchDataVersion } from './sqlite.js';
import { migrateSqlite } from './sqlite-migrations.js';
import { withLeaseLock } from './start-lock.js';

/**
 * The database as the repositories see it: drizzle's query builder, every statement awaited. A
 * transaction is one too, so a repository takes either and passes it along.
 */
export type Db = BaseSQLiteDatabase<'async', unknown, typeof schema>;

/**
 * The open database the app holds. `$client` is the SQLite connection itself, for what only that
 * engine does (its backup, its integrity check, noticing other processes' writes); on PostgreSQL it
 * throws. Repositories never use any of these.
 */
export type OpenDb = Db & {
  $client: Database.Database;
  $engine: Engine;
  $close(): Promise<void>;
  /** Answers when the database does (the health check). */
  $ping(): Promise<void>;
  /**
   * Calls `listener` soon after another process (the CLI, a second server) commits a write, within
   * a second; answers, once every write committed from then on will be heard, the function that stops it.
   */
  $onExternalWrite(listener: () => void): Promise<() => void>;
  /**
   * Runs `work` while no other server starting on this database runs its own (db/start-lock.ts):
   * of two servers starting at once on an empty database, one seeds it and the other then finds it seeded.
   */
  $whileStarting<T>(work: () => Promise<T>): Promise<T>;
};

/** Where the site's data lives: a PostgreSQL address, else the SQLite file. */
export interface DatabaseTarget {
  databasePath: string;
  databaseUrl?: string;
}

/** Opens the configured database; PostgreSQL only in a process started with DATABASE_URL set. */
export async function connectDatabase(target: DatabaseTarget): Promise<OpenDb> {
  const wanted = engineOf(target.databaseUrl);
  if (wanted !== ENGINE) {
    throw new Error(`This process was started for ${ENGINE}; the database asked for is ${wanted}.`);
  }
  if (!target.databaseUrl) return openDatabase(target.databasePath);
  // PostgreSQL's driver is loaded only for a server that uses it.
  const { openPostgres } = await import('./postgres.js');
  const opened = await openPostgres(target.databaseUrl);
  const db = Object.assign(opened.db as unknown as Db, {
    $engine: 'postgres' as const,
    $close: () => opened.close(),
    $ping: () => opened.ping(),
    $onExternalWrite: (listener: () => void) => opened.watchWrites(listener),
    $whileStarting: <T>(work: () => Promise<T>) => opened.whileStarting(work),
  });
  return Object.defineProperty(db, '$client', {
    get(): never {
      throw new Error('The SQLite connection was asked for on PostgreSQL.');
    },
  }) as OpenDb;
}

/** drizzle/ at the repository root, where drizzle-kit writes SQLite's migrations (locations.ts). */
export { MIGRATIONS_DIR };

/** Opens (or creates) the SQLite file. */
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
  migrateSqlite(sqlite, MIGRATIONS_DIR);
  const db = asyncSqlite(sqlite, sqliteSchema) as Db;
  return Object.assign(db, {
    $client: sqlite,
    $engine: 'sqlite' as const,
    $close: async () => {
      sqlite.close();
    },
    $ping: async () => {
      sqlite.prepare('SELECT 1').get();
    },
    $onExternalWrite: async (listener: () => void) => watchDataVersion(sqlite, listener),
    $whileStarting: <T>(work: () => Promise<T>) => withLeaseLock(db, 'start', work),
  });
}
