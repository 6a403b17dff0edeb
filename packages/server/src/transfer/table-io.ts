// Reading every table out of a database and loading them into an empty one, on either engine, for
// backup and restore. Neither depends on the engine this process was started for: a backup can read
// a SQLite file and a restore can load PostgreSQL in the same process (moving a site between them).
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { asc, count, sql } from 'drizzle-orm';
import { drizzle as sqliteDrizzle } from 'drizzle-orm/better-sqlite3';
import { drizzle as pgDrizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../db/client.js';
import type { Engine } from '../db/engine.js';
import { describeTarget, PG_MIGRATIONS_DIR } from '../db/postgres.js';
import { reasonOf } from './printable.js';
import { pgTableOf, sqliteTableOf, TABLES, type TableInfo } from './tables.js';
import { TransferError } from './transfer-error.js';

/** Where a backup reads from: an open SQLite connection (read-only is enough) or a PostgreSQL address. */
export type BackupSource = { sqlite: Database.Database } | { postgresUrl: string };

type Row = Record<string, unknown>;

/** The tag of the newest migration applied, from the engine's journal (`when` is what drizzle records). */
function migrationTag(engine: Engine, createdAt: string | number | null | undefined): string {
  if (createdAt === undefined || createdAt === null) return 'none';
  const folder = engine === 'postgres' ? PG_MIGRATIONS_DIR : MIGRATIONS_DIR;
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries.find((e) => String(e.when) === String(createdAt))?.tag ?? `unknown_${String(createdAt)}`;
}

/** The tags this code's migrations know, for either engine. */
export function knownMigrations(engine: Engine): string[] {
  const folder = engine === 'postgres' ? PG_MIGRATIONS_DIR : MIGRATIONS_DIR;
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((e) => e.tag);
}

export interface Snapshot {
  engine: Engine;
  migration: string;
}

/**
 * Reads every table in primary-key order inside one read transaction (SQLite: a deferred transaction
 * on its own connection; PostgreSQL: REPEATABLE READ, READ ONLY), so the rows are one consistent
 * state while the server goes on writing; `take` receives each table's rows as the archive keeps them.
 */
export async function readSnapshot(
  source: BackupSource,
  take: (table: TableInfo, rows: Row[]) => Promise<void>,
): Promise<Snapshot> {
  if ('sqlite' in source) {
    const client = source.sqlite;
    const db = sqliteDrizzle({ client });
    client.exec('BEGIN');
    try {
      const last = client.prepare('SELECT max(created_at) AS at FROM __drizzle_migrations').get() as
        { at: number | null } | undefined;
      for (const info of TABLES) {
        const table = sqliteTableOf(info);
        const keys = info.primaryKey.map((name) => asc(info.columns.get(name)!.column as SQLiteColumn));
        await take(
          info,
          db
            .select()
            .from(table)
            .orderBy(...keys)
            .all(),
        );
      }
      return { engine: 'sqlite', migration: migrationTag('sqlite', last?.at) };
    } finally {
      client.exec('COMMIT');
    }
  }
  const client = await connectPg(source.postgresUrl);
  try {
    const db = pgDrizzle({ client });
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const last = await client.query<{ at: string | null }>('SELECT max(created_at) AS at FROM drizzle.__drizzle_migrations');
    for (const info of TABLES) {
      const table = pgTableOf(info) as PgTable;
      const columns = table as unknown as Record<string, PgColumn>;
      const keys = info.primaryKey.map((name) => asc(columns[info.columns.get(name)!.key]!));
      await take(
        info,
        await db
          .select()
          .from(table)
          .orderBy(...keys),
      );
    }
    await client.query('COMMIT');
    return { engine: 'postgres', migration: migrationTag('postgres', last.rows[0]?.at) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

async function connectPg(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new TransferError(`Cannot reach the PostgreSQL database at ${describeTarget(url)} (${reasonOf(error)}).`);
  }
  return client;
}

/**
 * A row the database refused although each of its values fits (a repeated key, a reference to a row
 * that is not there): the database's reason, without the statement drizzle wraps around it.
 */
function doesNotFit(info: TableInfo, error: unknown): TransferError {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return new TransferError(
    `The archive's rows of ${info.name} do not fit the database (${reasonOf(cause)}); the restore was taken back.`,
  );
}

/** Rows to load, per table, as drizzle writes them; tables not in the map stay empty. */
export type Rows = Map<TableInfo, Row[]>;

/** Enough rows per statement to be quick, few enough for either engine's limit on parameters. */
const BATCH = 200;

const batches = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));

/** Rows per table with any, as "name (n)", for saying what is in a database that is not empty. */
const listed = (counts: [string, number][]) =>
  counts
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');

/** The rows in every table of a SQLite database, read through the connection given. */
function sqliteCounts(client: Database.Database): [string, number][] {
  const db = sqliteDrizzle({ client });
  return TABLES.map((info) => [info.name, db.select({ n: count() }).from(sqliteTableOf(info)).get()!.n]);
}

async function pgCounts(db: NodePgDatabase): Promise<[string, number][]> {
  const counts: [string, number][] = [];
  for (const info of TABLES) {
    const [row] = await db.select({ n: count() }).from(pgTableOf(info));
    counts.push([info.name, row!.n]);
  }
  return counts;
}

function checkCounts(counts: [string, number][], expected: Rows): void {
  const wrong = counts.filter(([name, n]) => n !== ([...expected].find(([info]) => info.name === name)?.[1].length ?? 0));
  if (wrong.length)
    throw new TransferError(
      `The restored database does not hold the rows the archive lists (${wrong.map(([name, n]) => `${name} ${n}`).join(', ')}); the restore was taken back.`,
    );
}

/**
 * Loads the rows into the SQLite file that `openDatabase` has just created and migrated, in one
 * transaction, tables in foreign-key order; answers the lines of its checks.
 */
export function loadSqlite(client: Database.Database, rows: Rows): string[] {
  const db = sqliteDrizzle({ client });
  client.transaction(() => {
    const present = listed(sqliteCounts(client));
    if (present) throw new TransferError(`The database already has rows (${present}); restore only into an empty database.`);
    for (const info of TABLES) {
      for (const batch of batches(rows.get(info) ?? [])) {
        try {
          db.insert(sqliteTableOf(info)).values(batch).run();
        } catch (error) {
          throw doesNotFit(info, error);
        }
      }
    }
    checkCounts(sqliteCounts(client), rows);
    const broken = client.pragma('foreign_key_check') as unknown[];
    if (broken.length)
      throw new TransferError(`The restored rows break ${broken.length} foreign keys; the restore was taken back.`);
  })();
  const integrity = String(client.pragma('integrity_check', { simple: true }));
  if (integrity !== 'ok')
    throw new TransferError(`The restored database failed its integrity check (${integrity}); the restore was taken back.`);
  return [
    `Row counts: as in the archive, in all ${TABLES.length} tables.`,
    'Foreign keys: every reference holds.',
    'Integrity check: ok.',
  ];
}

/** The rows in a PostgreSQL database's tables (the restore's check that it is empty). */
export async function postgresRows(pool: pg.Pool): Promise<string> {
  return listed(await pgCounts(pgDrizzle({ client: pool })));
}

/**
 * Loads the rows into an empty PostgreSQL database in one transaction, tables in foreign-key order,
 * then moves each identity sequence past the largest id restored (an insert that gives its own id
 * does not move it), and checks counts and sequences before committing; answers the lines of its checks.
 */
export async function loadPostgres(pool: pg.Pool, rows: Rows): Promise<string[]> {
  const client = await pool.connect();
  try {
    const db = pgDrizzle({ client });
    await client.query('BEGIN');
    const present = listed(await pgCounts(db));
    if (present) throw new TransferError(`The database already has rows (${present}); restore only into an empty database.`);
    for (const info of TABLES) {
      for (const batch of batches(rows.get(info) ?? [])) {
        try {
          await db.insert(pgTableOf(info)).values(batch);
        } catch (error) {
          throw doesNotFit(info, error);
        }
      }
    }
    checkCounts(await pgCounts(db), rows);
    let sequences = 0;
    for (const info of TABLES) {
      if (info.primaryKey.length !== 1) continue;
      const key = info.primaryKey[0]!;
      const found = await client.query<{ seq: string | null }>('SELECT pg_get_serial_sequence($1, $2) AS seq', [
        `"${info.name}"`,
        key,
      ]);
      const seq = found.rows[0]?.seq;
      if (!seq) continue;
      sequences++;
      // The next id is one past the largest restored (1 for an empty table).
      await db.execute(
        sql`SELECT setval(${seq}::regclass, coalesce(max(${sql.identifier(key)}), 0) + 1, false) FROM ${sql.identifier(info.name)}`,
      );
      const state = await client.query<{ behind: boolean }>(
        `SELECT coalesce((SELECT max("${key}") FROM "${info.name}"), 0) >= (CASE WHEN is_called THEN last_value + 1 ELSE last_value END) AS behind FROM ${seq}`,
      );
      if (state.rows[0]?.behind)
        throw new TransferError(`The sequence of ${info.name} is not past its largest id; the restore was taken back.`);
    }
    await client.query('COMMIT');
    return [
      `Row counts: as in the archive, in all ${TABLES.length} tables.`,
      `Sequences: each of the ${sequences} is past its table's largest id.`,
      'Integrity check: ok.',
    ];
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
