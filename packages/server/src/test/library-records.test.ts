import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase, type OpenDb } from '../db/client.js';
import { images } from '../db/schema.js';
import { addLibraryRecords } from './library-records.js';

let dir: string;
let db: OpenDb;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-records-'));
  db = openDatabase(path.join(dir, 'site.db'));
});
afterEach(() => {
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('adds a URL named by two calls at the same time once', async () => {
  const first = addLibraryRecords(db, '/media/a.jpg', '/media/b.jpg');
  const second = addLibraryRecords(db, '/media/a.jpg', '/media/b.jpg');
  await Promise.all([first, second]);
  const urls = (await db.select({ url: images.url }).from(images)).map((row) => row.url).sort();
  expect(urls).toEqual(['/media/a.jpg', '/media/b.jpg']);
});
