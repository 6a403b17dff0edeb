// The PostgreSQL tables (pg-schema.ts) are the SQLite tables (schema.ts) over again: the repositories
// are written once, against the SQLite tables, and run on either. Two checks keep them from drifting
// apart: the row types at compile time (`pnpm typecheck` fails), the definitions at run time.
import { inspect } from 'node:util';
import { Column, SQL, StringChunk, getTableName, is } from 'drizzle-orm';
import { IndexedColumn, PgTable, getTableConfig as pgTableConfig } from 'drizzle-orm/pg-core';
import { SQLiteTable, getTableConfig as sqliteTableConfig } from 'drizzle-orm/sqlite-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as pgSchema from './pg-schema.js';
import * as sqliteSchema from './sqlite-schema.js';
import * as chosenSchema from './schema.js';

type Selected<S> = { [K in keyof S]: S[K] extends { $inferSelect: infer R } ? R : never };
type Inserted<S> = { [K in keyof S]: S[K] extends { $inferInsert: infer R } ? R : never };

describe('the row types', () => {
  // Type-level only: vitest's expectTypeOf does nothing when run, tsc rejects a difference (a table
  // only one file has, a column, its nullability, whether an insert may leave it out, its JS type).
  it('are the same for every table, read and inserted', () => {
    expectTypeOf<keyof typeof pgSchema>().toEqualTypeOf<keyof typeof sqliteSchema>();
    expectTypeOf<Selected<typeof pgSchema>>().toEqualTypeOf<Selected<typeof sqliteSchema>>();
    expectTypeOf<Inserted<typeof pgSchema>>().toEqualTypeOf<Inserted<typeof sqliteSchema>>();
  });
});

/** An index expression as text, the same in both dialects: `lower(username)`. */
function expression(sql: SQL): string {
  return sql.queryChunks
    .map((chunk) => {
      if (is(chunk, StringChunk)) return chunk.value.join('');
      if (is(chunk, Column)) return chunk.name;
      if (is(chunk, SQL)) return expression(chunk);
      throw new Error(`An index expression holds a part this test does not read: ${inspect(chunk, { depth: 1 })}`);
    })
    .join('');
}

/** A column an index is on, by name, or the expression it is on. */
function indexed(part: unknown): string | undefined {
  if (is(part, SQL)) return expression(part);
  if (is(part, Column) || is(part, IndexedColumn)) return part.name;
  throw new Error(`An index is on a part this test does not read: ${inspect(part, { depth: 1 })}`);
}

type Config = ReturnType<typeof sqliteTableConfig> | ReturnType<typeof pgTableConfig>;

/** What both dialects must agree on, in plain values. */
function definition(config: Config) {
  const byName = <T extends { name?: string }>(items: T[]) => items.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
  return {
    name: config.name,
    columns: byName(
      config.columns.map((c: Column) => ({
        name: c.name,
        // string, number, boolean or json: what the driver hands the repositories.
        dataType: c.dataType,
        notNull: c.notNull,
        hasDefault: c.hasDefault,
        // A literal default is compared as it is; the times' SQL defaults differ by dialect.
        default: is(c.default, SQL) ? 'an SQL expression' : c.default,
        primary: c.primary,
        isUnique: c.isUnique,
        uniqueName: c.uniqueName,
      })),
    ),
    primaryKeys: config.primaryKeys.map((pk) => pk.columns.map((c: Column) => c.name)),
    uniqueConstraints: byName(
      config.uniqueConstraints.map((u) => ({ name: u.getName(), columns: u.columns.map((c: Column) => c.name) })),
    ),
    indexes: byName(
      config.indexes.map(({ config: i }) => ({
        name: i.name,
        unique: i.unique,
        columns: i.columns.map(indexed),
        where: i.where ? expression(i.where) : undefined,
      })),
    ),
    foreignKeys: byName(
      config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        return {
          name: fk.getName(),
          columns: ref.columns.map((c: Column) => c.name),
          foreignTable: getTableName(ref.foreignTable),
          foreignColumns: ref.foreignColumns.map((c: Column) => c.name),
          // Left out, SQLite's is undefined and PostgreSQL's 'no action': the same rule.
          onDelete: fk.onDelete ?? 'no action',
          onUpdate: fk.onUpdate ?? 'no action',
        };
      }),
    ),
  };
}

const sqliteTables = Object.entries(sqliteSchema).filter(([, value]) => is(value, SQLiteTable));
const pgTables = Object.entries(pgSchema).filter(([, value]) => is(value, PgTable));

describe('the table definitions', () => {
  it('both files export the same tables and nothing else', () => {
    expect(sqliteTables.length).toBeGreaterThan(0);
    expect(sqliteTables.map(([name]) => name)).toEqual(Object.keys(sqliteSchema));
    expect(pgTables.map(([name]) => name)).toEqual(Object.keys(pgSchema));
    expect(pgTables.map(([name]) => name).sort()).toEqual(sqliteTables.map(([name]) => name).sort());
    // And the repositories' schema.ts passes every one of them on, whichever engine it chose.
    expect(Object.keys(chosenSchema).sort()).toEqual(sqliteTables.map(([name]) => name).sort());
  });

  it.each(sqliteTables.map(([name]) => name))(
    '%s has the same columns, defaults, keys, indexes and references in both',
    (name) => {
      const sqlite = sqliteTableConfig(sqliteSchema[name as keyof typeof sqliteSchema]);
      const pg = pgTableConfig(pgSchema[name as keyof typeof pgSchema]);
      expect(definition(pg)).toEqual(definition(sqlite));
    },
  );
});
