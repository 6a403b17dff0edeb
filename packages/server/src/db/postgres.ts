// drizzle over PostgreSQL (node-postgres, a pool of connections), answering like the SQLite database
// does (db/sqlite.ts): transactions run one after another, each holding one advisory lock for its
// length, so a read-check-write is as safe here as under SQLite's single writer; and a repository
// called with the database itself from inside a transaction joins that transaction.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PG_MIGRATIONS_DIR } from '../locations.js';
import * as schema from './pg-schema.js';
import { DatabaseUnreachable, describeTarget } from './postgres-target.js';
import { runTransaction } from './transaction-scope.js';

/** drizzle-pg/ at the repository root, where drizzle-kit writes PostgreSQL's migrations (locations.ts). */
export { PG_MIGRATIONS_DIR };

/**
 * Held by every transaction; another number holds the migrations while a server starts, and a third
 * what only one starting server may do at a time (the demo seed: db/start-lock.ts).
 */
const TRANSACTION_LOCK = 7_061_001;
const MIGRATION_LOCK = 7_061_002;
const START_LOCK = 7_061_003;

export { DatabaseUnreachable, describeTarget };

const reason = (error: unknown) => {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${message} (${code})` : message;
};

type PgDb = NodePgDatabase<typeof schema>;
type Work = (tx: unknown) => Promise<unknown>;

export interface PostgresDatabase {
  db: PgDb;
  pool: pg.Pool;
  close(): Promise<void>;
  ping(): Promise<void>;
  /** Calls `onWrite` after each write another process commits (db/client.ts `$onExternalWrite`). */
  watchWrites(onWrite: () => void): Promise<() => void>;
  /** Runs `work` holding the start lock (db/client.ts `$whileStarting`). */
  whileStarting<T>(work: () => Promise<T>): Promise<T>;
}

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/** Connects, applies the pending migrations (one server at a time) and answers the database. */
export async function openPostgres(url: string): Promise<PostgresDatabase> {
  // The name the migrations' triggers send with each committed write (drizzle-pg/0001_notify_writes.sql),
  // so this process can tell its own writes from everyone else's.
  const self = `site-${randomUUID()}`;
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, application_name: self });
  // An idle connection the server drops (a restart, a failover) is an error on the pool, not a crash:
  // the next query opens a new one.
  pool.on('error', () => {});
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnreachable(`Cannot reach the PostgreSQL database at ${describeTarget(url)}: ${reason(error)}.`);
  }
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client }), { migrationsFolder: PG_MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  const db = joinOpenTransactions(drizzle({ client: pool, schema }));
  const watchers = new Set<() => void>();
  return {
    db,
    pool,
    async watchWrites(onWrite) {
      const stop = await listenForWrites(url, self, onWrite);
      watchers.add(stop);
      return () => {
        watchers.delete(stop);
        stop();
      };
    },
    // Closing twice is harmless, as with SQLite's connection (an app closes the database on close,
    // whoever closed it before); pg's pool refuses a second end().
    close: async () => {
      for (const stop of watchers) stop();
      if (!pool.ending) await pool.end();
    },
    ping: async () => {
      await pool.query('SELECT 1');
    },
    whileStarting: (work) => holdingLock(pool, START_LOCK, work),
  };
}

/**
 * Runs `work` holding the session lock `key` on a connection of its own: another server asking for
 * it waits (in the database, not blocking its own process) until this one is done, or until this
 * one's connection ends, as when it dies.
 */
async function holdingLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
    }
  } finally {
    client.release();
  }
}

/**
 * Listens on its own connection for the writes other processes commit, answering once it listens
 * (PostgreSQL tells only the sessions listening as a write commits) or its first try failed. A lost
 * connection, or one that could not be made, connects again after a second and then counts as a
 * write, since any could have been missed meanwhile.
 */
async function listenForWrites(url: string, self: string, onWrite: () => void): Promise<() => void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, RECONNECT_MS);
    retry.unref();
  };
  const connect = async (missedSome: boolean) => {
    const listener = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
      application_name: `${self}-listener`,
    });
    listener.on('notification', (notice) => {
      if (notice.payload !== self) onWrite();
    });
    listener.on('error', () => {});
    listener.on('end', again);
    try {
      await listener.connect();
      await listener.query('LISTEN site_writes');
    } catch {
      void listener.end().catch(() => {});
      again();
      return;
    }
    if (stopped) return void listener.end().catch(() => {});
    client = listener;
    if (missedSome) onWrite();
  };
  await connect(false);
  return () => {
    stopped = true;
    clearTimeout(retry);
    void client?.end().catch(() => {});
  };
}

/**
 * The database whose top-level transactions hold the transaction lock, and whose queries, made from
 * inside a transaction, run in it (a nested transaction is a savepoint, as drizzle makes it).
 */
function joinOpenTransactions(db: PgDb): PgDb {
  const open = new AsyncLocalStorage<{ tx: PgDb; done: boolean }>();
  const transaction = db.transaction.bind(db);
  const current = () => {
    const store = open.getStore();
    return store && !store.done ? store.tx : undefined;
  };
  // Top-level transactions take the lock in the order they were started, as SQLite's run (its
  // connection gate): two writes started together land in that order, and one waiting for its turn
  // holds no connection of the pool meanwhile.
  let tail: Promise<unknown> = Promise.resolve();
  const locked = (work: Work, config?: Parameters<PgDb['transaction']>[1]) => {
    const inside = current();
    if (inside) return inside.transaction(work, config);
    const turn = tail.then(() => lockedTransaction(work, config));
    tail = turn.catch(() => {});
    return turn;
  };
  const lockedTransaction = (work: Work, config?: Parameters<PgDb['transaction']>[1]) =>
    runTransaction(root, () =>
      transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${TRANSACTION_LOCK})`);
        const store = { tx: tx as unknown as PgDb, done: false };
        try {
          return await open.run(store, () => work(tx));
        } finally {
          // Work started inside and still running afterwards goes back to the pool's connections.
          store.done = true;
        }
      }, config),
    );
  const root: PgDb = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') return locked;
      if (typeof property === 'string' && OWN.has(property)) return Reflect.get(target, property) as unknown;
      const to = current() ?? target;
      const value: unknown = Reflect.get(to, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(to) : value;
    },
  });
  return root;
}

/** What the open database carries beside the query builder (db/client.ts), never a transaction's. */
const OWN = new Set(['$client', '$engine', '$close', '$ping', '$root', '$onExternalWrite', '$whileStarting']);
