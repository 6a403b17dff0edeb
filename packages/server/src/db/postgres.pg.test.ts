// The PostgreSQL database answers as the SQLite one does (sqlite.test.ts): transactions run one after
// another, a failed one leaves nothing, a nested one is a savepoint, and a repository called with the
// database itself from inside a transaction joins it. Unlike SQLite's single connection, a statement
// from elsewhere does not wait: it runs on another connection and sees only what was committed.
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type OpenDb } from './client.js';
import { DatabaseUnreachable } from './postgres.js';
import { sections } from './schema.js';
import { freshPostgresDatabase } from '../test/pg-database.js';

let db: OpenDb;
let drop: () => Promise<void>;
beforeEach(async () => {
  const database = await freshPostgresDatabase();
  drop = () => database.drop();
  db = await connectDatabase({ databasePath: '', databaseUrl: database.url });
});
afterEach(async () => {
  await db.$close();
  await drop();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const read = async (key: string) =>
  (await db.select({ data: sections.data }).from(sections).where(eq(sections.key, key)))[0]?.data;

describe('the PostgreSQL database, awaited', () => {
  it('shows a statement from elsewhere only what a transaction has committed', async () => {
    const seen: unknown[] = [];
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const outside = (async () => {
      await wrote;
      seen.push(await read('a'));
    })();
    // The transaction stays open until the statement from elsewhere has its answer.
    const transaction = db.transaction(async (tx) => {
      await tx.insert(sections).values({ key: 'a', data: { n: 1 } });
      written();
      await outside;
    });
    await Promise.all([transaction, outside]);
    expect(seen).toEqual([undefined]);
    expect(await read('a')).toEqual({ n: 1 });
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(sections).values({ key: 'a', data: { n: 1 } });
        await tick();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await read('a')).toBeUndefined();
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

  it('makes a nested transaction a savepoint, and the database used inside a transaction joins it', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(sections).values({ key: 'outer', data: {} });
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(sections).values({ key: 'inner', data: {} });
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
      // Through the database itself: the same transaction (on another connection it would wait for
      // the transaction's lock for ever, or not see the outer row).
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

describe('a PostgreSQL database out of reach at start', () => {
  it('is one sentence naming the host and database, never the password', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const opening = connectDatabase({ databasePath: '', databaseUrl: `postgres://site:hunter2@127.0.0.1:${closed}/site` });
    await expect(opening).rejects.toBeInstanceOf(DatabaseUnreachable);
    await expect(opening).rejects.toThrow(
      `Cannot reach the PostgreSQL database at 127.0.0.1:${closed}/site: connect ECONNREFUSED 127.0.0.1:${closed}.`,
    );
  });
});
