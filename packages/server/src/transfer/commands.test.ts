import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SECTIONS } from '@site/contracts';
import { runCli } from '../cli.js';
import { readSection, writeSection } from '../content/sections.js';
import { connectDatabase } from '../db/client.js';
import { ENGINE } from '../db/engine.js';
import { listImages } from '../media/images.js';
import { freshPostgresDatabase } from '../test/pg-database.js';
import { purgeReceiver } from '../test/purge-receiver.js';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'original', 'fixture', 'original-export.fixture.json');

let dir: string;
const drops: (() => Promise<void>)[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-transfer-cli-'));
});

afterEach(async () => {
  for (const drop of drops.splice(0)) await drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Site = { DATABASE_PATH: string; UPLOADS_DIR: string; DATABASE_URL?: string };

/** A site's SQLite data folder: its database and uploads, as the environment names them. */
const sqliteSite = (name: string): Site => ({
  DATABASE_PATH: path.join(dir, name, 'site.db'),
  UPLOADS_DIR: path.join(dir, name, 'uploads'),
});

/** A site on the run's engine: on PostgreSQL, a new database of its own (DATABASE_URL) beside its uploads folder. */
async function site(name: string): Promise<Site> {
  if (ENGINE !== 'postgres') return sqliteSite(name);
  const fresh = await freshPostgresDatabase();
  drops.push(() => fresh.drop());
  return { ...sqliteSite(name), DATABASE_URL: fresh.url };
}

const open = (env: Site) => connectDatabase({ databasePath: env.DATABASE_PATH, databaseUrl: env.DATABASE_URL });

async function run(env: NodeJS.ProcessEnv, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { env, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

async function makeSite(env: Site, title: string) {
  const db = await open(env);
  await writeSection(db, 'hero', { ...(await readSection(db, 'hero')), title });
  await db.$close();
  fs.mkdirSync(env.UPLOADS_DIR, { recursive: true });
  fs.writeFileSync(path.join(env.UPLOADS_DIR, 'abc.png'), 'not checked by a backup');
}

const heroTitle = async (env: Site) => {
  const db = await open(env);
  try {
    return (await readSection(db, 'hero')).title;
  } finally {
    await db.$close();
  }
};

describe('pnpm admin backup and restore', () => {
  it('backs up a site and restores it elsewhere; neither overwrites anything', async () => {
    const source = await site('source');
    await makeSite(source, 'Backed up');
    const archive = path.join(dir, 'site.tar.gz');
    const backup = await run(source, 'backup', archive);
    expect(backup.code).toBe(0);
    expect(backup.out[0]).toMatch(
      new RegExp(`^Backed up \\d+ rows in 28 tables and 1 uploaded files to ${archive} \\(\\d+\\.\\d MB\\)\\.$`),
    );
    expect(await run(source, 'backup', archive)).toEqual({
      code: 1,
      out: [],
      err: [`The file ${archive} already exists; choose another name (nothing is overwritten).`],
    });

    const target = await site('target');
    const restore = await run(target, 'restore', archive);
    expect(restore).toMatchObject({ code: 0, err: [] });
    expect(restore.out.at(-1)).toBe('Integrity check: ok.');
    expect(await heroTitle(target)).toBe('Backed up');
    expect(fs.readdirSync(target.UPLOADS_DIR)).toEqual(['abc.png']);

    expect((await run(target, 'restore', archive)).err).toEqual([
      target.DATABASE_URL
        ? expect.stringMatching(/^The database at .* is not empty \(.*sections 1.*\); restore only into an empty database: /)
        : `The database ${target.DATABASE_PATH} already exists; restore only into an empty data folder (move it away or point DATABASE_PATH elsewhere).`,
    ]);
  });

  it('says so when there is no database to back up, and asks for the file', async () => {
    const missing = sqliteSite('missing');
    expect((await run(missing, 'backup', path.join(dir, 'x.tar.gz'))).err).toEqual([
      `There is no database at ${missing.DATABASE_PATH}; nothing to back up (check DATABASE_PATH).`,
    ]);
    expect(await run(missing, 'backup')).toEqual({ code: 1, out: [], err: ['Usage: pnpm admin backup <file>'] });
  });

  it('says in one sentence that a PostgreSQL database cannot be reached, never its password, writing nothing', async () => {
    const env = { ...sqliteSite('pg'), DATABASE_URL: 'postgres://site:secret@127.0.0.1:1/site' };
    const archive = path.join(dir, 'pg.tar.gz');
    for (const command of ['backup', 'restore']) {
      fs.writeFileSync(archive, 'x');
      const answer = await run(env, command, command === 'backup' ? path.join(dir, 'new.tar.gz') : archive);
      expect(answer).toMatchObject({ code: 1, out: [] });
      expect(answer.err).toEqual([
        expect.stringMatching(/^Cannot reach the PostgreSQL database at 127\.0\.0\.1:1\/site\b.*ECONNREFUSED.*\.$/),
      ]);
      expect(answer.err[0]).not.toContain('secret');
      fs.rmSync(archive);
    }
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe('pnpm admin export and import', () => {
  it('exports a site to JSON and imports it into another', async () => {
    const source = await site('source');
    await makeSite(source, 'Exported');
    const file = path.join(dir, 'content.json');
    const exported = await run(source, 'export', file);
    expect(exported).toEqual({
      code: 0,
      out: [`Exported ${SECTIONS.length} sections, 0 services and 0 image records to ${file}.`],
      err: [],
    });

    const target = await site('target');
    const imported = await run(target, 'import', file);
    expect(imported).toEqual({
      code: 0,
      out: [
        `Imported ${SECTIONS.length} sections and 0 services.`,
        "Imported 0 redirects (in place of the site's own).",
        "Imported the site settings (the site's favicon left as it was).",
      ],
      err: [],
    });
    expect(await heroTitle(target)).toBe('Exported');
  });

  it('tells the cache in front (CACHE_PURGE_URL) once, naming the pages; a notice that fails is one more line', async () => {
    const source = await site('source');
    await makeSite(source, 'Exported');
    const file = path.join(dir, 'content.json');
    await run(source, 'export', file);
    const target = await site('target');
    const receiver = await purgeReceiver();
    try {
      const imported = await run({ ...target, CACHE_PURGE_URL: receiver.url }, 'import', file);
      expect(imported).toMatchObject({ code: 0, err: [] });
      expect(receiver.notices).toEqual([
        expect.objectContaining({ body: { paths: expect.arrayContaining(['/', '/about', '/backend/api/*', '/api/*']) } }),
      ]);
    } finally {
      await receiver.close();
    }
    const refusing = await purgeReceiver(500);
    try {
      const again = await run({ ...target, CACHE_PURGE_URL: refusing.url }, 'import', file);
      expect(again.code).toBe(0);
      expect(again.out.at(-1)).toBe(
        'Telling the cache in front (CACHE_PURGE_URL) what changed failed: the purge receiver answered 500.',
      );
    } finally {
      await refusing.close();
    }
  });

  it('refuses a file that is not JSON or cannot be read, with one sentence', async () => {
    const target = await site('target');
    const junk = path.join(dir, 'junk.json');
    fs.writeFileSync(junk, '{"format": ');
    const notJson = await run(target, 'import', junk);
    expect(notJson.code).toBe(1);
    expect(notJson.err[0]).toMatch(new RegExp(`^The file ${junk} is not valid JSON \\(.+\\)\\.$`));
    expect((await run(target, 'import', path.join(dir, 'none.json'))).err).toEqual([
      `Cannot read the file ${path.join(dir, 'none.json')}; check the path.`,
    ]);
  });
});

describe('pnpm admin import-original', () => {
  it('imports the original export into the configured database and uploads folder, and prints the report', async () => {
    const target = await site('target');
    const result = await run(target, 'import-original', FIXTURE);
    expect(result.code).toBe(0);
    expect(result.out[0]).toBe(
      'Imported 20 sections, 2 services and 15 images (1 repeated uses of an image were uploaded once).',
    );
    expect(result.out).toContain('Not imported as it was (5):');
    expect(result.out).toContain(
      '  home/why-us divider: "url-to-divider-image" is neither an image address nor image data; left empty',
    );
    const db = await open(target);
    try {
      for (const image of await listImages(db))
        expect(fs.existsSync(path.join(target.UPLOADS_DIR, path.basename(image.image)))).toBe(true);
      expect(await listImages(db)).toHaveLength(15);
    } finally {
      await db.$close();
    }
  });
});
