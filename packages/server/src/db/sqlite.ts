// drizzle over better-sqlite3, answered asynchronously like any other engine: every statement
// returns a promise, and a transaction may await between its statements while the connection gate
// keeps everyone else's statements out of it (db/gate.ts). Nested transactions are savepoints.
import type Database from 'better-sqlite3';
import { BetterSQLite3Database, BetterSQLiteSession } from 'drizzle-orm/better-sqlite3';
import { SQLiteSyncDialect, SQLiteTransaction } from 'drizzle-orm/sqlite-core';
import { extractTablesRelationalConfig, createTableRelationsHelpers } from 'drizzle-orm';
import { ConnectionGate } from './gate.js';
import { runTransaction } from './transaction-scope.js';

type Schema = Record<string, unknown>;
type Work = (tx: unknown) => Promise<unknown>;
type Tables = ConstructorParameters<typeof BetterSQLiteSession<Schema, never>>[2];
const METHODS = ['run', 'all', 'get', 'values'] as const;

let savepoints = 0;

class GatedSession extends BetterSQLiteSession<Schema, never> {
  /** The database this session serves, which its transactions belong to. */
  root: object = this;

  constructor(
    readonly connection: Database.Database,
    readonly sqlDialect: SQLiteSyncDialect,
    readonly tables: Tables,
    readonly gate: ConnectionGate,
  ) {
    super(connection, sqlDialect, tables);
    const prepare = this.prepareQuery.bind(this);
    this.prepareQuery = ((...args: Parameters<typeof prepare>) => {
      const query = prepare(...args) as unknown as Record<(typeof METHODS)[number], (values?: unknown) => unknown>;
      // all() calls values() inside: only the outer call is a statement of its own.
      let running = false;
      for (const method of METHODS) {
        const direct = query[method].bind(query);
        query[method] = (values?: unknown) => {
          if (running) return direct(values);
          return this.gate.statement(() => {
            running = true;
            try {
              return direct(values);
            } finally {
              running = false;
            }
          });
        };
      }
      return query;
    }) as never;
    // drizzle's own is synchronous (better-sqlite3's transaction()); this one awaits its work.
    this.transaction = ((work: Work, config: { behavior?: 'deferred' | 'immediate' | 'exclusive' } = {}) => {
      const nested = this.gate.inside();
      return this.gate.exclusive(async () => {
        const tx = new GatedTransaction(this);
        if (nested) return savepoint(this, () => work(tx));
        return runTransaction(this.root, async () => {
          this.connection.exec(`BEGIN ${(config.behavior ?? 'immediate').toUpperCase()}`);
          try {
            const result = await work(tx);
            this.connection.exec('COMMIT');
            return result;
          } catch (error) {
            if (this.connection.inTransaction) this.connection.exec('ROLLBACK');
            throw error;
          }
        });
      });
    }) as never;
  }
}

class GatedTransaction extends SQLiteTransaction<'async', unknown, Schema, never> {
  constructor(readonly gated: GatedSession) {
    super('async', gated.sqlDialect as never, gated as never, gated.tables);
    this.transaction = ((work: Work) => savepoint(gated, () => work(this))) as never;
  }
}

async function savepoint<T>(session: GatedSession, work: () => Promise<T>): Promise<T> {
  const name = `sp${++savepoints}`;
  session.connection.exec(`SAVEPOINT ${name}`);
  try {
    const result = await work();
    session.connection.exec(`RELEASE ${name}`);
    return result;
  } catch (error) {
    session.connection.exec(`ROLLBACK TO ${name}`);
    session.connection.exec(`RELEASE ${name}`);
    throw error;
  }
}

/** An asynchronous drizzle database over an open better-sqlite3 connection. */
export function asyncSqlite<S extends Schema>(client: Database.Database, schema: S) {
  const dialect = new SQLiteSyncDialect();
  const relational = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  const tables = { fullSchema: schema, schema: relational.tables, tableNamesMap: relational.tableNamesMap };
  const session = new GatedSession(client, dialect, tables as Tables, new ConnectionGate());
  const db = new BetterSQLite3Database('async' as 'sync', dialect, session, tables);
  session.root = db;
  return db as unknown as import('drizzle-orm/sqlite-core').BaseSQLiteDatabase<'async', unknown, S>;
}

/** How often SQLite is asked whether another connection committed; such a write shows within this. */
export const DATA_VERSION_POLL_MS = 1000;

/**
 * Calls `onWrite` after another connection to the file commits: SQLite's `data_version` changes then
 * (never for this connection's own writes), and reading it is a cheap pragma on a prepared statement.
 */
export function watchDataVersion(client: Database.Database, onWrite: () => void, everyMs = DATA_VERSION_POLL_MS): () => void {
  const dataVersion = client.prepare('PRAGMA data_version').pluck();
  let seen = dataVersion.get();
  const timer = setInterval(() => {
    const now = dataVersion.get();
    if (now !== seen) {
      seen = now;
      onWrite();
    }
  }, everyMs);
  // A poll must never keep a finishing process alive.
  timer.unref();
  return () => clearInterval(timer);
}
