// Migration 0004 gives messages a read flag and an email-alert outbox. The messages already stored
// were all shown in the old list, so they count as read; what arrives afterwards is unread.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, expect, it } from 'vitest';
import { migrationsUpTo } from '../test/migrations-up-to.js';
import { openDatabase } from '../db/client.js';
import { listMessages, receiveMessage } from './messages.js';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('marks the messages stored before it read, without an email alert; later ones arrive unread', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-migration-'));
  const file = path.join(dir, 'site.db');
  const old = new Database(file);
  migrate(drizzle({ client: old }), { migrationsFolder: migrationsUpTo(dir, '0003_usernames_ignore_case') });
  old
    .prepare(
      "INSERT INTO contact_messages (name, email, message, submitted_at) VALUES ('Old', 'old@example.com', 'Hi', '2025-01-01T00:00:00.000Z')",
    )
    .run();
  old.close();

  const db = openDatabase(file);
  await receiveMessage(db, { name: 'New', email: 'new@example.com', message: 'Hello' }, null);
  const list = await listMessages(db);
  db.$client.close();
  expect(list.map(({ name, read, notification }) => ({ name, read, notification }))).toEqual([
    { name: 'New', read: false, notification: null },
    { name: 'Old', read: true, notification: null },
  ]);
});
