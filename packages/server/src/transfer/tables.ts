// The tables a backup holds, described once from the SQLite tables (db/schema-parity.test.ts keeps
// PostgreSQL's the same): their names, columns, primary key and the order that satisfies foreign keys.
// Rows travel between engines as JSON objects keyed by the columns' names in the database, with
// the values drizzle reads (JSON documents as values, flags as booleans), so either engine loads them.
import { getTableColumns, is, type Column } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as pgTables from '../db/pg-schema.js';
import * as sqliteTables from '../db/sqlite-schema.js';

export interface TableInfo {
  /** The table's name in the database (and its file in the archive). */
  name: string;
  /** The name the schema modules export it under. */
  exportName: keyof typeof sqliteTables;
  /** Column name in the database -> the property drizzle reads and writes it as. */
  columns: Map<string, { key: string; column: Column }>;
  /** The primary key's columns, in the database's names. */
  primaryKey: string[];
}

function describe(exportName: keyof typeof sqliteTables, table: SQLiteTable): TableInfo {
  const config = getTableConfig(table);
  const columns = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, { key, column }]));
  const primaryKey = [...columns.values()].filter(({ column }) => column.primary).map(({ column }) => column.name);
  for (const key of config.primaryKeys) primaryKey.push(...key.columns.map((c) => c.name));
  return { name: config.name, exportName, columns, primaryKey };
}

/** Every table, each after the tables its foreign keys point to. */
export const TABLES: TableInfo[] = (() => {
  const entries = (Object.entries(sqliteTables) as [keyof typeof sqliteTables, unknown][])
    .filter(([, table]) => is(table, SQLiteTable))
    .map(([name, table]) => [name, table as SQLiteTable] as const);
  const infos = new Map<SQLiteTable, TableInfo>(entries.map(([exportName, table]) => [table, describe(exportName, table)]));
  const ordered: TableInfo[] = [];
  const visit = (table: SQLiteTable) => {
    const info = infos.get(table)!;
    if (ordered.includes(info)) return;
    for (const key of getTableConfig(table).foreignKeys) {
      const target = key.reference().foreignTable;
      if (target !== table) visit(target);
    }
    ordered.push(info);
  };
  const byName = [...infos.entries()].sort(([, a], [, b]) => a.name.localeCompare(b.name));
  for (const [table] of byName) visit(table);
  return ordered;
})();

export const tableNamed = (name: string) => TABLES.find((t) => t.name === name);

/** The drizzle table object of either engine for a table. */
export function sqliteTableOf(info: TableInfo): SQLiteTable {
  return sqliteTables[info.exportName] as SQLiteTable;
}
export function pgTableOf(info: TableInfo): (typeof pgTables)[keyof typeof pgTables] {
  return pgTables[info.exportName];
}

/** A row as drizzle read it (properties) -> the archive's object (database column names). */
export function toArchiveRow(info: TableInfo, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, { key }] of info.columns) out[name] = row[key] ?? null;
  return out;
}

const NUL = '\u0000';

function typeProblem(column: Column, value: unknown): string | null {
  if (value === undefined) return column.notNull && !column.hasDefault ? 'is missing' : null;
  if (value === null) return column.notNull ? 'is missing' : null;
  switch (column.columnType) {
    case 'SQLiteText':
      if (typeof value !== 'string') return 'is not a text';
      return value.includes(NUL) ? 'has a NUL character, which PostgreSQL does not store' : null;
    case 'SQLiteInteger':
      return Number.isSafeInteger(value) ? null : 'is not a whole number';
    case 'SQLiteReal':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'is not a number';
    case 'SQLiteBoolean':
      return typeof value === 'boolean' ? null : 'is not true or false';
    case 'SQLiteTextJson':
      return JSON.stringify(value).includes('\\u0000') ? 'has a NUL character, which PostgreSQL does not store' : null;
    default:
      return null;
  }
}

/**
 * The archive's object as drizzle writes it, or why it does not fit the table: an unknown column,
 * a value of the wrong kind, a required value missing. Checked before anything is written, the same
 * way for both engines.
 */
export function fromArchiveRow(info: TableInfo, row: unknown): { values: Record<string, unknown> } | { problem: string } {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return { problem: 'is not a JSON object' };
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    const column = info.columns.get(name);
    if (!column) return { problem: `has a column "${name.slice(0, 60)}" the table does not have` };
    values[column.key] = value;
  }
  for (const [name, { key, column }] of info.columns) {
    const problem = typeProblem(column, values[key]);
    if (problem) return { problem: `column ${name} ${problem}` };
  }
  return { values };
}
