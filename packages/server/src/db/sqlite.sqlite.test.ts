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

  it('rolls a failed transaction back whole, and a statement queued behind it still runs', async () => {
    const failed = db.transaction(async (tx) => {
      await tx.insert(sections).values({ key: 'a', data: { n: 1 } });
      await tick();
      throw new Error('refused');
    });
    const queued = db.insert(sections).values({ key: 'b', data: { n: 2 } });
    await expect(failed).rejects.toThrow('refused');
    await queued;
    expect(await read('a')).toBeUndefined();
    expect(await read('b')).toEqual({ n: 2 });
  });

  it('runs interleaved transactions one after the other', async () => {
    await db.insert(sections).values({ key: 'count', data: { n: 0 } });
    const increment = () =>
      db.transaction(async (tx) => {
        const [row] = await tx.select({ data: sections.data }).from(sections).where(eq(sections.key, 'count'));
        await tick();
        await tx
          .update(sections)
          .set({ data: { n: (row!.data as { n: number }).n + 1 } })
          .where(eq(sections.key, 'count'));
      });
    await Promise.all(Array.from({ length: 5 }, increment));
    expect(await read('count')).toEqual({ n: 5 });
  });

  it('makes a nested transaction a savepoint: its failure undoes only its own writes', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(sections).values({ key: 'outer', data: {} });
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(sections).values({ key: 'inner', data: {} });
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
      // A repository called with the database itself, from inside the transaction, joins it.
      await db.transaction(async (again) => {
        await again.insert(sections).values({ key: 'again', data: {} });
      });
    });
    expect(await read('outer')).toEqual({});
    expect(await read('inner')).toBeUndefined();
    expect(await read('again')).toEqual({});
  });
});
