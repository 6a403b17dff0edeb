import { expect, it } from 'vitest';
import type { OpenDb } from '../db/client.js';
import { images } from '../db/schema.js';
import { addLibraryRecords } from './library-records.js';
import { eachTestDatabase } from './test-database.js';

let db: OpenDb;
eachTestDatabase((opened) => (db = opened));

it('adds a URL named by two calls at the same time once', async () => {
  const first = addLibraryRecords(db, '/media/a.jpg', '/media/b.jpg');
  const second = addLibraryRecords(db, '/media/a.jpg', '/media/b.jpg');
  await Promise.all([first, second]);
  const urls = (await db.select({ url: images.url }).from(images)).map((row) => row.url).sort();
  expect(urls).toEqual(['/media/a.jpg', '/media/b.jpg']);
});
