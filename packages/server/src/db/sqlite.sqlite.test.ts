import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDb } from './client.js';
import { sections } from './schema.js';

let dir: string;
let db: OpenDb;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-db-'));
  db = openDatabase(path.join(dir, 'site.db'));
});
afterEach(() => {
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const read = async (key: string) =>
  (await db.select({ data: sections.data }).from(sections).where(eq(sections.key, key)))[0]?.data;

// What both engines do alike is in transactions.test.ts.
describe('the SQLite connection, awaited', () => {
  it('answers statements as promises', async () => {
    await db.insert(sections).values({ key: 'a', data: { n: 1 } });
    expect(await read('a')).toEqual({ n: 1 });
  });

  it('keeps a statement from elsewhere out of an open transaction until it commits', async () => {
    const seen: unknown[] = [];
    const transaction = db.transaction(async (tx) => {
      await tx.insert(sections).values({ key: 'a', data: { n: 1 } });
      await tick();
      seen.push(await read('b'));
      await tx.insert(sections).values({ key: 'b', data: { n: 2 } });
    });
    // Started while the transaction waits: it must neither see its first row nor run inside it.
    const outside = (async () => {
      await Promise.resolve();
      seen.push(await read('a'));
    })();
    await Promise.all([transaction, outside]);
    expect(seen).toEqual([undefined, { n: 1 }]);
  });
});
