// Migration 0003 makes usernames unique regardless of case on a database that may already hold
// look-alikes: it must not fail, the oldest account keeps its name and the later ones are renamed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, expect, it } from 'vitest';
import { migrationsUpTo } from '../test/migrations-up-to.js';
import { openDatabase } from '../db/client.js';
import { hashPassword } from './passwords.js';
import { authenticate } from './users.js';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('keeps the oldest of look-alike usernames and renames the later ones, so the unique index can be built', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-migration-'));
  const file = path.join(dir, 'site.db');
  const old = new Database(file);
  old.pragma('foreign_keys = ON');
  migrate(drizzle({ client: old }), { migrationsFolder: migrationsUpTo(dir, '0002_history') });
  const insert = old.prepare('INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)');
  for (const name of ['baradmin', 'BARADMIN', 'carol', 'BarAdmin'])
    insert.run(name, `${name}@example.com`, await hashPassword(`${name}-password`));
  old.prepare("INSERT INTO tokens (token_hash, user_id) VALUES ('t', 2)").run();
  old.close();

  const db = openDatabase(file);
  const rows = db.$client.prepare('SELECT id, username, email, last_login AS lastLogin FROM users ORDER BY id').all();
  expect(rows).toEqual([
    { id: 1, username: 'baradmin', email: 'baradmin@example.com', lastLogin: null },
    { id: 2, username: 'BARADMIN~2', email: 'BARADMIN@example.com', lastLogin: null },
    { id: 3, username: 'carol', email: 'carol@example.com', lastLogin: null },
    { id: 4, username: 'BarAdmin~4', email: 'BarAdmin@example.com', lastLogin: null },
  ]);
  // A renamed admin keeps their password and sessions, and signs in under the new name.
  expect(await authenticate(db, 'BARADMIN~2', 'BARADMIN-password')).toMatchObject({ id: 2 });
  expect(db.$client.prepare('SELECT user_id FROM tokens').pluck().all()).toEqual([2]);
  expect(() => db.$client.prepare("INSERT INTO users (username, password_hash) VALUES ('Carol', 'x')").run()).toThrow(/UNIQUE/);
  db.$client.close();
});
