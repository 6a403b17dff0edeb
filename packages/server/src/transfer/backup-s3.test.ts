// `pnpm admin backup` and `restore` with the S3 settings: a site whose uploads are in a folder is
// backed up, restored into a bucket (s3rver), backed up from the bucket and restored into a folder
// again, with the same rows and the same files each way; a bucket that already holds files is
// refused as a folder is, and one that does not answer is one sentence.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../cli.js';
import { connectDatabase } from '../db/client.js';
import { ENGINE } from '../db/engine.js';
import { s3Storage } from '../media/s3-storage.js';
import { listFiles } from '../media/storage.js';
import { buildSite, everyRow } from '../test/backup-site.js';
import { freshPostgresDatabase } from '../test/pg-database.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';

let dir: string;
let s3: TestS3Server;
let t: TestApp;
const drops: (() => Promise<void>)[] = [];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-s3-'));
  s3 = await startS3Server();
  t = await makeTestApp();
});

afterEach(async () => {
  await t.close();
  await s3.stop();
  for (const drop of drops.splice(0)) await drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Site = Record<string, string>;

/** An empty site on the run's engine: a SQLite path or a new PostgreSQL database, and an uploads folder. */
async function emptySite(name: string, extra: Site = {}): Promise<Site> {
  const env: Site = { DATABASE_PATH: path.join(dir, name, 'site.db'), UPLOADS_DIR: path.join(dir, name, 'uploads'), ...extra };
  if (ENGINE !== 'postgres') return env;
  const fresh = await freshPostgresDatabase();
  drops.push(() => fresh.drop());
  return { ...env, DATABASE_URL: fresh.url };
}

async function run(env: Site, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { env, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

async function rowsOf(env: Site) {
  const db = await connectDatabase({ databasePath: env.DATABASE_PATH!, databaseUrl: env.DATABASE_URL });
  try {
    return await everyRow(db);
  } finally {
    await db.$close();
  }
}

/** The rows without the audit log's entries of `pnpm admin restore`, and how many there were. */
function restoresIn({ audit_log: log = [], ...rows }: Record<string, unknown[]>) {
  const isRestore = (row: unknown) => String(row).includes('"detail":{"via":"pnpm admin restore"}');
  return { restores: log.filter(isRestore).length, rows: { ...rows, audit_log: log.filter((row) => !isRestore(row)) } };
}

/** Every file of a storage with its bytes, by name. */
async function contents(names: string[], read: (name: string) => Promise<Buffer | undefined>) {
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, (await read(name))?.toString('base64')])));
}

describe('backup and restore with the uploads in S3', () => {
  it('moves a folder site into a bucket and back, with the same rows and files', async () => {
    await buildSite(t);
    // git's placeholder in a folder is not an upload: a bucket does not take it.
    fs.writeFileSync(path.join(t.config.uploadsDir, '.gitkeep'), '');
    const source: Site = { DATABASE_PATH: t.config.databasePath, UPLOADS_DIR: t.config.uploadsDir };
    if (t.config.databaseUrl) source.DATABASE_URL = t.config.databaseUrl;
    const uploads = (await listFiles(t.config.uploadsDir)).filter((name) => name !== '.gitkeep');
    expect(uploads.length).toBeGreaterThan(0);
    const files = await contents(uploads, (name) => t.app.storage.read(name));
    const rows = await rowsOf(source);

    const fromFolder = path.join(dir, 'from-folder.tar.gz');
    expect((await run(source, 'backup', fromFolder)).code).toBe(0);

    const inBucket = await emptySite('in-bucket', s3.env);
    const restored = await run(inBucket, 'restore', fromFolder);
    expect(restored).toMatchObject({ code: 0, err: [] });
    expect(restored.out[0]).toContain(
      `and ${uploads.length} uploaded files to the bucket site-media at ${s3.s3.endpoint} (1 other files left out: names the site never makes).`,
    );
    const bucket = s3Storage(s3.s3);
    expect((await bucket.list()).map((f) => f.name)).toEqual(uploads);
    expect(await contents(uploads, (name) => bucket.read(name))).toEqual(files);
    expect(await listFiles(inBucket.UPLOADS_DIR!)).toEqual([]);
    // The restore adds its own entry to the audit log it brought back (audit/command-line-audit.ts).
    expect(restoresIn(await rowsOf(inBucket))).toEqual({ restores: 1, rows });

    // A second restore into the same bucket is refused before anything is written, as for a folder.
    const again = await emptySite('again', s3.env);
    expect(await run(again, 'restore', fromFolder)).toEqual({
      code: 1,
      out: [],
      err: [
        `The bucket site-media at ${s3.s3.endpoint} is not empty (${uploads.length} files); restore only into an empty bucket or point S3_BUCKET elsewhere.`,
      ],
    });
    expect(fs.existsSync(again.DATABASE_PATH!)).toBe(false);

    const fromBucket = path.join(dir, 'from-bucket.tar.gz');
    const backedUp = await run(inBucket, 'backup', fromBucket);
    expect(backedUp.code).toBe(0);
    expect(backedUp.out[0]).toContain(`and ${uploads.length} uploaded files to ${fromBucket}`);

    const inFolder = await emptySite('in-folder');
    expect((await run(inFolder, 'restore', fromBucket)).code).toBe(0);
    expect(await listFiles(inFolder.UPLOADS_DIR!)).toEqual(uploads);
    expect(await contents(uploads, async (name) => fs.readFileSync(path.join(inFolder.UPLOADS_DIR!, name)))).toEqual(files);
    expect(restoresIn(await rowsOf(inFolder))).toEqual({ restores: 2, rows });
    bucket.close();
  });

  it('says in one sentence that the bucket cannot be used, writing nothing', async () => {
    await buildSite(t);
    const source: Site = { DATABASE_PATH: t.config.databasePath, UPLOADS_DIR: t.config.uploadsDir };
    if (t.config.databaseUrl) source.DATABASE_URL = t.config.databaseUrl;
    const archive = path.join(dir, 'site.tar.gz');
    expect((await run(source, 'backup', archive)).code).toBe(0);
    const wrong = { ...s3.env, S3_BUCKET: 'no-such-bucket' };
    const message = `Cannot use the bucket no-such-bucket at ${s3.s3.endpoint} for the uploads: no such bucket.`;
    const target = await emptySite('target', wrong);
    expect(await run(target, 'restore', archive)).toEqual({ code: 1, out: [], err: [message] });
    expect(await run({ ...source, ...wrong }, 'backup', path.join(dir, 'other.tar.gz'))).toEqual({
      code: 1,
      out: [],
      err: [message],
    });
    expect(fs.readdirSync(dir)).toEqual(['site.tar.gz']);
  });
});
