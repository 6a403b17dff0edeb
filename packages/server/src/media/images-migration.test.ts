// The migration that gives images a name, alt text and focal point: an image uploaded before it is
// listed by its stored file's name with its size, no alt text and the centre as its focal point.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, expect, it } from 'vitest';
import { migrationsUpTo } from '../test/migrations-up-to.js';
import { openDatabase } from '../db/client.js';
import { listImages, uploadName } from './images.js';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('lists an image stored before it by its file name and size, without alt text, focused on the centre', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-migration-'));
  const file = path.join(dir, 'site.db');
  const old = new Database(file);
  migrate(drizzle({ client: old }), { migrationsFolder: migrationsUpTo(dir, '0005_drafts') });
  old
    .prepare(
      `INSERT INTO images (file_name, url, category, mime_type, bytes, width, height)
       VALUES ('ab12.png', '/media/ab12.png', 'news', 'image/png', 1234, 40, 30)`,
    )
    .run();
  old.close();

  const db = openDatabase(file);
  const [image] = await listImages(db);
  db.$client.close();
  expect(image).toMatchObject({ image: '/media/ab12.png', name: 'ab12.png', size: 1234, alt: '', focal_x: 0.5, focal_y: 0.5 });
});

it("keeps the client's file name for people to read: no folders, no control characters, at most 200 characters", () => {
  expect(uploadName('C:\\Users\\ann\\Roof team.JPG')).toBe('Roof team.JPG');
  expect(uploadName('../../etc/passwd')).toBe('passwd');
  expect(uploadName(' bad\u0000\u001fname.png ')).toBe('badname.png');
  expect(uploadName(`${'x'.repeat(300)}.png`)).toHaveLength(200);
  expect(uploadName(undefined)).toBe('');
});
