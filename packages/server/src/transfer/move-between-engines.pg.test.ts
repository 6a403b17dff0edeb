// Moving a site between the engines with `pnpm admin backup` and `restore`: from PostgreSQL to a
// SQLite file and from that file back to a new PostgreSQL database, every row and file as it was,
// and the restored PostgreSQL database takes new rows (its identity sequences were moved on).
//
// The whole move runs in this one process, started for PostgreSQL. Backup and restore do not depend
// on the engine the process was started for (transfer/table-io.ts reads and loads either), but the
// repositories here are PostgreSQL's, so the SQLite side is read with the SQLite tables over its own
// connection rather than through them. We chose that over spawning the CLI with another environment:
// the same comparison of every row, without a second process and its start-up on a shared machine.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { getTableName, is } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createCustomPage, findCustomPage } from '../content/custom-pages.js';
import { readSection, writeSection } from '../content/sections.js';
import { connectDatabase } from '../db/client.js';
import { contactMessages, customPages, images, revisions } from '../db/schema.js';
import * as sqliteSchema from '../db/sqlite-schema.js';
import { listImages, saveImage } from '../media/images.js';
import { buildSite, careers, everyRow, png } from '../test/backup-site.js';
import { freshPostgresDatabase } from '../test/pg-database.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';
import { createBackup, listFiles } from './backup.js';
import { restoreBackup } from './restore.js';

let t: TestApp;
const after: (() => Promise<void>)[] = [];

beforeEach(async () => {
  t = await makeTestApp();
});

afterEach(async () => {
  for (const done of after.splice(0).reverse()) await done();
  await t.close();
});

/** Every row of a SQLite file, read with the SQLite tables, in the form everyRow gives. */
function sqliteRows(file: string): Record<string, unknown[]> {
  const client = new Database(file, { readonly: true });
  try {
    const db = drizzle({ client });
    const out: Record<string, unknown[]> = {};
    for (const table of Object.values(sqliteSchema)) {
      if (!is(table, SQLiteTable)) continue;
      out[getTableName(table)] = db
        .select()
        .from(table)
        .all()
        .map((row) => JSON.stringify(row))
        .sort();
    }
    return out;
  } finally {
    client.close();
  }
}

const maxId = async (
  db: TestApp['app']['db'],
  table: typeof images | typeof contactMessages | typeof customPages | typeof revisions,
) => Math.max(...(await db.select({ id: table.id }).from(table)).map((row) => row.id));

it('moves a site from PostgreSQL to a SQLite file and back to a new PostgreSQL database, which then takes new rows', async () => {
  await buildSite(t);
  const original = await everyRow(t.app.db);

  // PostgreSQL to SQLite.
  const toSqlite = path.join(t.dir, 'from-postgres.tar.gz');
  const fromPg = await createBackup({ postgresUrl: t.config.databaseUrl! }, t.config.uploadsDir, toSqlite);
  expect(fromPg.source.engine).toBe('postgres');
  const sqliteSite = { databasePath: path.join(t.dir, 'sqlite', 'site.db'), uploadsDir: path.join(t.dir, 'sqlite', 'uploads') };
  expect((await restoreBackup(toSqlite, sqliteSite)).at(-1)).toBe('Integrity check: ok.');
  expect(sqliteRows(sqliteSite.databasePath)).toEqual(original);

  // That SQLite site to a new PostgreSQL database.
  const client = new Database(sqliteSite.databasePath, { readonly: true });
  const toPostgres = path.join(t.dir, 'from-sqlite.tar.gz');
  const fromSqlite = await createBackup({ sqlite: client }, sqliteSite.uploadsDir, toPostgres).finally(() => client.close());
  expect(fromSqlite.source.engine).toBe('sqlite');
  const fresh = await freshPostgresDatabase();
  after.push(() => fresh.drop());
  const pgSite = {
    databasePath: path.join(t.dir, 'unused.db'),
    uploadsDir: path.join(t.dir, 'pg', 'uploads'),
    databaseUrl: fresh.url,
  };
  const lines = await restoreBackup(toPostgres, pgSite);
  expect(lines.slice(1)).toEqual([
    'Row counts: as in the archive, in all 28 tables.',
    expect.stringMatching(/^Sequences: each of the \d+ is past its table's largest id\.$/),
    'Integrity check: ok.',
  ]);
  expect(fs.existsSync(pgSite.databasePath)).toBe(false);
  const restored = await connectDatabase(pgSite);
  try {
    expect(await everyRow(restored)).toEqual(original);
  } finally {
    await restored.$close();
  }
  expect(await listFiles(pgSite.uploadsDir)).toEqual(await listFiles(t.config.uploadsDir));

  // A server on the restored database: every section, page, message, image and version is there, and
  // new ones get ids past the restored ones (an insert that gave its own id did not move the sequence).
  const moved = await makeTestApp({ databaseUrl: fresh.url, uploadsDir: pgSite.uploadsDir });
  after.push(() => moved.close());
  const db = moved.app.db;
  expect((await readSection(db, 'hero')).title).toBe('Ünïcode hero ✓');
  expect((await findCustomPage(db, 'careers'))?.page.title).toBe('Careers, again');
  expect(await listImages(db)).toEqual(await listImages(t.app.db));
  const before = {
    images: await maxId(db, images),
    messages: await maxId(db, contactMessages),
    pages: await maxId(db, customPages),
    revisions: await maxId(db, revisions),
  };
  const image = await saveImage(moved.app, { bytes: await png('#123456'), category: 'hero' });
  const [message] = await db
    .insert(contactMessages)
    .values({ name: 'After the move', email: 'a@example.com', message: 'Hello' })
    .returning({ id: contactMessages.id });
  const page = await createCustomPage(db, careers('Our team', 'our-team'), { by: 'owner' }, { published: true });
  await writeSection(db, 'hero', { ...(await readSection(db, 'hero')), title: 'After the move' });
  expect(image.id).toBeGreaterThan(before.images);
  expect(message!.id).toBeGreaterThan(before.messages);
  expect(page.id).toBeGreaterThan(before.pages);
  expect(await maxId(db, revisions)).toBeGreaterThan(before.revisions);
});
