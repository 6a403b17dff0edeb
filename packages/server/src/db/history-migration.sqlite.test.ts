// Migration 0002 starts the history of a site saved before history was kept: each stored section and
// the services list become their document's first revision, so an admin can go back to them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, expect, it } from 'vitest';
import { migrationsUpTo } from '../test/migrations-up-to.js';
import { openDatabase } from './client.js';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('turns the sections and services saved before it into their first revisions', () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-migration-'));
  const file = path.join(dir, 'site.db');
  const old = new Database(file);
  migrate(drizzle({ client: old }), { migrationsFolder: migrationsUpTo(dir, '0001_image_variants') });
  old
    .prepare(
      `INSERT INTO sections (key, data, version, updated_at) VALUES ('faq', '{"title":"Old FAQ"}', 4, '2026-01-02T03:04:05.000Z')`,
    )
    .run();
  const insertService = old.prepare('INSERT INTO services (id, position, slug, data) VALUES (?, ?, ?, ?)');
  insertService.run('b', 1, 'second', JSON.stringify({ title: 'Second' }));
  insertService.run('a', 0, 'first', JSON.stringify({ title: 'First' }));
  old.close();

  const db = openDatabase(file);
  const rows = db.$client
    .prepare('SELECT document, version, data, saved_by AS savedBy, saved_at AS savedAt, note FROM revisions ORDER BY document')
    .all();
  db.$client.close();
  expect(rows).toEqual([
    {
      document: 'section:faq',
      version: 4,
      data: '{"title":"Old FAQ"}',
      savedBy: null,
      savedAt: '2026-01-02T03:04:05.000Z',
      note: 'Saved before history was kept',
    },
    {
      document: 'services',
      version: 1,
      data: '[{"title":"First"},{"title":"Second"}]',
      savedBy: null,
      savedAt: expect.any(String),
      note: 'Saved before history was kept',
    },
  ]);
});
