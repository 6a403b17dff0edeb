// Migration 0009 gives custom pages their published state: pages made before it were published at
// their creation, so they stay published and visitors keep seeing them after the upgrade.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, expect, it } from 'vitest';
import { migrationsUpTo } from '../test/migrations-up-to.js';
import { openDatabase } from './client.js';
import { customPages } from './schema.js';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('keeps the pages made before it published', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-migration-'));
  const file = path.join(dir, 'site.db');
  const old = new Database(file);
  migrate(drizzle({ client: old }), { migrationsFolder: migrationsUpTo(dir, '0007_custom_pages') });
  old
    .prepare('INSERT INTO custom_pages (slug, data) VALUES (?, ?)')
    .run('careers', JSON.stringify({ title: 'Careers', blocks: [], in_navbar: false, navbar_group: null, in_footer: false }));
  old.close();

  const db = openDatabase(file);
  const rows = await db.select({ slug: customPages.slug, published: customPages.published }).from(customPages);
  db.$client.close();
  expect(rows).toEqual([{ slug: 'careers', published: true }]);
});
