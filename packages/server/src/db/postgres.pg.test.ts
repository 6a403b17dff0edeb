// What only PostgreSQL does (what both engines do alike is in transactions.test.ts): unlike SQLite's
// single connection, a statement from elsewhere does not wait for an open transaction; it runs on
// another connection and sees only what was committed. And a database out of reach at start.
import fs from 'node:fs';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type OpenDb } from './client.js';
import { DatabaseUnreachable } from './postgres.js';
import { sections } from './schema.js';
import { freshPostgresDatabase } from '../test/pg-database.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';

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

describe('a site on PostgreSQL', () => {
  // The demo seed makes every demo picture's variants: made before the test, under the hooks' time
  // limit as the other tests of the seed have it.
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps everything there: no SQLite file is written', async () => {
    // A page's data, read through the API: it needs no web build, so this holds before "pnpm build" too.
    const services = await t.app.inject({ url: '/api/pages/services' });
    expect(services.statusCode).toBe(200);
    expect(services.json().services[0]).toMatchObject({ slug: 'cleaning-housekeeping' });
    expect(t.app.db.$engine).toBe('postgres');
    expect(fs.readdirSync(t.dir).filter((name) => name.startsWith('site.db'))).toEqual([]);
  });
});
