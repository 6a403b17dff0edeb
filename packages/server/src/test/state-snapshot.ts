// Everything a request could change, as one comparable value: every table's rows and the uploads
// folder's file names. The tables are every one the engine's table file defines (db/sqlite-schema.ts
// or db/pg-schema.ts, kept the same by db/schema-parity.test.ts), so a new table is included; each is
// read through the query builder, ordered by its primary key, on either engine.
import fs from 'node:fs';
import { asc, getTableColumns, getTableName, is, Table } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { FastifyInstance } from 'fastify';
import { ENGINE } from '../db/engine.js';
import * as pgSchema from '../db/pg-schema.js';
import * as sqliteSchema from '../db/sqlite-schema.js';

export interface StateSnapshot {
  tables: Record<string, unknown[]>;
  uploads: string[];
}

/**
 * Columns a refused request may legitimately touch: the guard refreshes a token's last use once a
 * minute (auth/tokens.ts) whatever the answer, and a long test run crosses that minute.
 */
const VOLATILE_COLUMNS: Record<string, string[]> = { tokens: ['last_used_at'] };

/**
 * Tables of counts a refused request adds to on purpose, left out: a login attempt and a contact
 * send are counted before their password or body is checked (auth/login-throttle.ts,
 * http/rate-limit-store.ts), so that a flood of bad ones is refused too; and the start lock, which
 * only a starting server writes.
 */
export const COUNTING_TABLES = new Set(['login_attempts', 'request_counts', 'start_locks']);

/** Rows a refused request writes on purpose, left out: the audit log records a refused sign-in. */
const RECORDED_REFUSALS: Record<string, (row: Record<string, unknown>) => boolean> = {
  audit_log: (row) => row.action === 'sign_in_failed',
};

/** The engine's tables by name (typed as SQLite's, as db/schema.ts hands them to the repositories). */
const TABLES = (Object.values(ENGINE === 'postgres' ? pgSchema : sqliteSchema) as unknown[])
  .filter((value) => is(value, Table))
  .filter((table) => !COUNTING_TABLES.has(getTableName(table)))
  .map((table) => table as unknown as SQLiteTable)
  .sort((a, b) => getTableName(a).localeCompare(getTableName(b)));

export async function snapshotState(app: FastifyInstance): Promise<StateSnapshot> {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const name = getTableName(table);
    const columns = Object.entries(getTableColumns(table));
    const keys = columns.filter(([, column]) => column.primary).map(([, column]) => asc(column));
    const volatile = new Set(columns.filter(([, column]) => VOLATILE_COLUMNS[name]?.includes(column.name)).map(([key]) => key));
    const rows = (await app.db
      .select()
      .from(table)
      .orderBy(...keys)) as Record<string, unknown>[];
    const refusal = RECORDED_REFUSALS[name];
    tables[name] = (refusal ? rows.filter((row) => !refusal(row)) : rows).map((row) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => !volatile.has(key))),
    );
  }
  return { tables, uploads: uploadedFiles(app) };
}

/** The uploads folder's file names, sorted: the part of a snapshot outside the database. */
export function uploadedFiles(app: FastifyInstance): string[] {
  const dir = app.config.uploadsDir;
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}
