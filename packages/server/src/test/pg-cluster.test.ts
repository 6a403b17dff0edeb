// The throw-away PostgreSQL server the PostgreSQL tests run on: it starts, takes the drizzle-pg
// migrations, stores and reads rows through drizzle the way the SQLite tables give them, and stop()
// leaves neither a process nor a folder behind. It also pins what PostgreSQL does differently from
// SQLite in ways the repositories have to allow for.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, getTableName, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/pg-schema.js';
import { NO_POSTGRES, findPostgres, startPgCluster, type PgCluster } from './pg-cluster.js';

/** drizzle-pg/ at the repository root, where drizzle-kit writes the PostgreSQL migrations. */
const PG_MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../drizzle-pg');

/** The shape SQLite's strftime('%Y-%m-%dT%H:%M:%fZ', 'now') gives a default time. */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const hasPostgres = findPostgres() !== null;
if (!hasPostgres) console.warn(NO_POSTGRES);

describe.skipIf(!hasPostgres)('a throw-away PostgreSQL cluster', () => {
  let cluster: PgCluster;
  let pool: pg.Pool;
  let db: ReturnType<typeof drizzle<typeof schema>>;

  beforeAll(async () => {
    cluster = await startPgCluster();
    pool = new pg.Pool({ connectionString: await cluster.createDatabase('site') });
    db = drizzle({ client: pool, schema });
  });
  afterAll(async () => {
    if (pool && !pool.ended) await pool.end();
    await cluster?.stop();
  });

  it('takes the drizzle-pg migrations in a new database', async () => {
    await migrate(db, { migrationsFolder: PG_MIGRATIONS_DIR });
    const tables = await db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.rows.map((t) => t.name)).toEqual(Object.values(schema).map(getTableName).sort());
  });

  it('stores a JSON document and gives the time default in SQLite’s format', async () => {
    const document = { title: 'Über uns', items: [{ label: 'Ä', n: 2.5 }], hidden: false, empty: null };
    const [inserted] = await db.insert(schema.sections).values({ key: 'about', data: document }).returning();
    expect(inserted).toMatchObject({ key: 'about', version: 1 });
    expect(inserted!.updatedAt).toMatch(ISO_TIME);
    // The default is the server's clock now, in UTC.
    expect(Math.abs(Date.parse(inserted!.updatedAt) - Date.now())).toBeLessThan(60_000);

    const [read] = await db.select().from(schema.sections).where(eq(schema.sections.key, 'about'));
    expect(read).toEqual(inserted);
    expect(read!.data).toEqual(document);
  });

  it('hands out ids, keeps numbers, booleans and JSON defaults as the SQLite tables give them', async () => {
    const [image] = await db
      .insert(schema.images)
      .values({ fileName: 'a.jpg', url: '/media/a.jpg', category: 'gallery', mimeType: 'image/jpeg', bytes: 1234 })
      .returning();
    expect(image).toMatchObject({ id: 1, focalX: 0.5, focalY: 0.5, bytes: 1234, width: null, name: '' });
    expect(image!.variants).toEqual({ avif: [], webp: [] });
    expect(image!.uploadedAt).toMatch(ISO_TIME);

    await db.update(schema.images).set({ focalX: 0.25, variants: { avif: [320], webp: [320, 640] } });
    const [read] = await db.select().from(schema.images);
    expect(read).toMatchObject({ id: 1, focalX: 0.25, variants: { avif: [320], webp: [320, 640] } });

    const [message] = await db
      .insert(schema.contactMessages)
      .values({ name: 'Ana', email: 'ana@example.com', message: 'Hello' })
      .returning({ id: schema.contactMessages.id, read: schema.contactMessages.read });
    expect(message).toEqual({ id: 1, read: false });
  });

  it('folds non-ASCII letters in lower() with the ICU collation', async () => {
    const { rows } = await db.execute<{ icu: string }>(sql`select lower('ÄÖÜ É' collate "und-x-icu") as icu`);
    expect(rows[0]!.icu).toBe('äöü é');
  });

  // Not what SQLite does: a repository that relies on SQLite's behaviour here needs a change.
  it('keeps JSON key order as SQLite does, and differs in count() and LIKE', async () => {
    // json (not jsonb) keeps a document's keys in the order they were written in, as SQLite does;
    // jsonb would put shorter keys first.
    await db.insert(schema.sections).values({ key: 'order', data: { zz: 1, a: 2 } });
    const [row] = await db.select().from(schema.sections).where(eq(schema.sections.key, 'order'));
    expect(Object.keys(row!.data as object)).toEqual(['zz', 'a']);

    // count() is a bigint, which the driver hands back as a string.
    const [counted] = await db.select({ n: sql`count(*)` }).from(schema.sections);
    expect(counted!.n).toBe('2');

    // LIKE tells upper from lower case (SQLite's does not for ASCII); ILIKE does not.
    const like = await db.execute<{ like: boolean; ilike: boolean }>(
      sql`select 'About' like 'about' as like, 'About' ilike 'about' as ilike`,
    );
    expect(like.rows[0]).toEqual({ like: false, ilike: true });
  });

  it('refuses what SQLite stores: a NUL character in text, an integer past 32 bits', async () => {
    // A text column cannot hold U+0000 (SQLite keeps it): a repository has to refuse it first or it is a
    // 500. A json document can, written as the escape JSON.stringify gives it.
    await expect(db.insert(schema.users).values({ username: 'a\u0000b', passwordHash: 'x' })).rejects.toMatchObject({
      cause: { code: '22021' },
    });
    await db.insert(schema.sections).values({ key: 'nul', data: { t: 'a\u0000b' } });
    const [kept] = await db.select().from(schema.sections).where(eq(schema.sections.key, 'nul'));
    expect(kept!.data).toEqual({ t: 'a\u0000b' });
    // integer is 32 bits here, 64 in SQLite.
    await expect(
      db.insert(schema.images).values({ fileName: 'b.jpg', url: '/b', category: 'x', mimeType: 'x', bytes: 2 ** 31 }),
    ).rejects.toMatchObject({ cause: { code: '22003' } });
  });

  it('does not move an identity past an id an insert gave, and names a duplicate 23505', async () => {
    // A copy that writes its own ids (an import, a restore) leaves the identity behind them.
    await db.insert(schema.users).values({ id: 1, username: 'ana', passwordHash: 'x' });
    const duplicate = db.insert(schema.users).values({ username: 'ben', passwordHash: 'x' });
    await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505', constraint: 'users_pkey' } });
    await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
    const [ben] = await db.insert(schema.users).values({ username: 'ben', passwordHash: 'x' }).returning();
    expect(ben!.id).toBe(2);
    // The case-folded username index answers as SQLite's does, under PostgreSQL's code for it.
    await expect(db.insert(schema.users).values({ username: 'Ana', passwordHash: 'x' })).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'users_username_lower_unique' },
    });
  });

  it('stop() ends the server and removes its folder', async () => {
    await pool.end();
    const { pid, folder } = cluster;
    expect(() => process.kill(pid, 0)).not.toThrow();
    await cluster.stop();
    expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    expect(fs.existsSync(folder)).toBe(false);
  });
});
