// Transactions answer alike on both engines: one after another, a failed one leaves nothing, a
// nested one is a savepoint, and the database used from inside a transaction joins it. What differs
// (what a statement from elsewhere sees meanwhile) is in sqlite.sqlite.test.ts and postgres.pg.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eachTestDatabase } from '../test/test-database.js';
import type { OpenDb } from './client.js';
import { sections } from './schema.js';

let db: OpenDb;
eachTestDatabase((opened) => (db = opened));

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const read = async (key: string) =>
  (await db.select({ data: sections.data }).from(sections).where(eq(sections.key, key)))[0]?.data;

describe('a transaction', () => {
  it('rolls back whole when it fails, and a statement queued behind it still runs', async () => {
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

  it('runs after the one started before it, when both read, wait and write', async () => {
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

  it('started at once from one server run in the order they were started', async () => {
    // What two writes started together (a save and a restore, two polls of the scheduler) rely on.
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db.transaction(async (tx) => {
          order.push(i);
          await tx.select({ key: sections.key }).from(sections);
        }),
      ),
    );
    expect(order).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it('nested is a savepoint, and the database used inside it joins it', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(sections).values({ key: 'outer', data: {} });
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(sections).values({ key: 'inner', data: {} });
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
      // Through the database itself: the same transaction, which sees its own row.
      expect(await db.select({ key: sections.key }).from(sections)).toEqual([{ key: 'outer' }]);
      await db.transaction(async (again) => {
        await again.insert(sections).values({ key: 'again', data: {} });
      });
    });
    expect(await read('outer')).toEqual({});
    expect(await read('inner')).toBeUndefined();
    expect(await read('again')).toEqual({});
  });
});
