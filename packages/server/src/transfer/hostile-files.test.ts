// Hostile files given to `pnpm admin import`, `import-original` and `restore`: each answer is one line
// on stderr and exit code 1 (never a stack), and the site's database and uploads stay as they were.
// The two attacks that used to crash the process run the real CLI; the rest call runCli in-process.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../cli.js';
import { readSection, writeSection } from '../content/sections.js';
import { connectDatabase, openDatabase } from '../db/client.js';
import { ENGINE } from '../db/engine.js';
import { everyRow } from '../test/backup-site.js';
import { freshPostgresDatabase } from '../test/pg-database.js';
import { makeManifestV1 } from './backup-archive.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const exec = promisify(execFile);

let dir: string;
const drops: (() => Promise<void>)[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-hostile-files-'));
});
afterEach(async () => {
  for (const drop of drops.splice(0)) await drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Site {
  DATABASE_PATH: string;
  UPLOADS_DIR: string;
  DATABASE_URL?: string;
}

/** A site on the run's engine: on PostgreSQL, a new database of its own (DATABASE_URL) beside its uploads folder. */
async function site(name: string): Promise<Site> {
  const files = { DATABASE_PATH: path.join(dir, name, 'site.db'), UPLOADS_DIR: path.join(dir, name, 'uploads') };
  if (ENGINE !== 'postgres') return files;
  const fresh = await freshPostgresDatabase();
  drops.push(() => fresh.drop());
  return { ...files, DATABASE_URL: fresh.url };
}

const open = (env: Site) => connectDatabase({ databasePath: env.DATABASE_PATH, databaseUrl: env.DATABASE_URL });

/** A site with content of its own and one upload, to prove a refused import leaves it alone. */
async function makeSite(env: Site): Promise<void> {
  const db = await open(env);
  await writeSection(db, 'hero', { ...(await readSection(db, 'hero')), title: 'Ours' });
  await db.$close();
  fs.mkdirSync(env.UPLOADS_DIR, { recursive: true });
  fs.writeFileSync(path.join(env.UPLOADS_DIR, 'abc.png'), 'ours');
}

/**
 * Every row of every table and every file under the uploads folder; absent parts are null (on
 * PostgreSQL, whose database is always there, tables without a single row count as absent).
 */
async function stateOf(env: Site): Promise<unknown> {
  let tables: unknown = null;
  if (env.DATABASE_URL) {
    const db = await open(env);
    const rows = await everyRow(db);
    await db.$close();
    if (Object.values(rows).some((r) => r.length)) tables = rows;
  } else if (fs.existsSync(env.DATABASE_PATH)) {
    const db = new Database(env.DATABASE_PATH, { readonly: true });
    const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
    tables = names.map((name) => [name, db.prepare(`SELECT * FROM "${name}"`).all()]);
    db.close();
  }
  const uploads = fs.existsSync(env.UPLOADS_DIR) ? fs.readdirSync(env.UPLOADS_DIR, { recursive: true }).map(String).sort() : null;
  return {
    tables,
    uploads,
    dataFolder: fs.existsSync(path.dirname(env.DATABASE_PATH)) ? fs.readdirSync(path.dirname(env.DATABASE_PATH)).sort() : null,
  };
}

async function run(env: Site, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { env: { ...env }, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

/** The CLI as a person runs it, in a process of its own, on the site's database only (never the test run's own). */
const spawnCli = (env: Site, ...argv: string[]) =>
  exec(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...argv], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: undefined, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

/** One line, no stack trace, no Node banner. */
function expectOneSentence(stderr: string) {
  const lines = stderr.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at |TypeError|node:internal|Node\.js v/);
}

/** No control character (a line break, an escape, a NUL) that would break the line or drive the terminal. */
const printable = (line: string) => [...line].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f);

const jsonFile = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

// --- archives made byte by byte, so that names a file system refuses can be in them ---

function tarHeader(name: string, size: number, type: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name.slice(0, 99), 0, 'latin1');
  header.write('0000644\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  header.write('00000000000\0', 136);
  header.write('        ', 148);
  header.write(type, 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

const padded = (data: Buffer) => Buffer.concat([data, Buffer.alloc((512 - (data.length % 512)) % 512)]);

/** A name up to 99 bytes goes in the header as it is (line breaks included); a longer one in a pax `path` record. */
function tarEntry(name: string, content: string | Buffer): Buffer {
  const data = typeof content === 'string' ? Buffer.from(content) : content;
  const entry = (header: string) => [tarHeader(header, data.length, '0'), padded(data)];
  if (Buffer.byteLength(name) < 100) return Buffer.concat(entry(name));
  const body = ` path=${name}\n`;
  let length = Buffer.byteLength(body);
  length += String(length + String(length).length).length;
  const record = Buffer.from(`${length}${body}`);
  return Buffer.concat([tarHeader('PaxHeader', record.length, 'x'), padded(record), ...entry('entry')]);
}

function archive(entries: { name: string; content?: string | Buffer }[]): string {
  const file = path.join(dir, `crafted-${Math.random().toString(36).slice(2)}.tar.gz`);
  const tar = Buffer.concat([...entries.map((e) => tarEntry(e.name, e.content ?? 'x')), Buffer.alloc(1024)]);
  fs.writeFileSync(file, gzipSync(tar));
  return file;
}

/** A real, empty database file, as a backup holds it. */
function databaseBytes(): Buffer {
  const db = openDatabase(path.join(dir, 'source.db'));
  db.$client.close();
  return fs.readFileSync(path.join(dir, 'source.db'));
}

const backupWith = (uploads: string[], manifest: unknown = makeManifestV1(uploads.length)) =>
  archive([
    { name: 'manifest.json', content: JSON.stringify(manifest) },
    { name: 'database/site.db', content: databaseBytes() },
    ...uploads.map((name) => ({ name: `uploads/${name}` })),
  ]);

describe('the cli process', () => {
  it('import: a version that cannot be turned into text is one sentence, exit 1, nothing written', async () => {
    const target = await site('target');
    await makeSite(target);
    const before = await stateOf(target);
    const file = jsonFile('version.json', '{"format":"facility-site-content","version":{"toString":1}}');
    const result = await spawnCli(target, 'import', file);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expectOneSentence(result.stderr);
    expect(result.stderr).toBe(
      `The file ${file} is a content export of version an object; this version of the site reads version 1.\n`,
    );
    expect(await stateOf(target)).toEqual(before);
  });

  it('restore: an upload with a 300-character name is one sentence, exit 1, nothing written', async () => {
    const target = await site('target');
    const file = backupWith(['a'.repeat(300)]);
    const result = await spawnCli(target, 'restore', file);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expectOneSentence(result.stderr);
    expect(result.stderr).toMatch(
      /^The archive .* is refused, nothing was written: "uploads\/a{72}…" has a part longer than 255 bytes\.\n$/,
    );
    expect(await stateOf(target)).toEqual({ tables: null, uploads: null, dataFolder: null });
  });
});

describe('import: hostile JSON', () => {
  const FORMAT = '"format":"facility-site-content"';
  it.each([
    ['a version that is a list', `{${FORMAT},"version":[1]}`, /is a content export of version a list;/],
    [
      'a section name with a line break and a terminal escape',
      `{${FORMAT},"version":1,"sections":{"evil\\n\\u001b[31mred":{}}}`,
      /sections\."evil\\n\\u001b\[31mred": there is no such section/,
    ],
    [
      'a section name of 100 000 characters',
      `{${FORMAT},"version":1,"sections":{"${'k'.repeat(100_000)}":{}}}`,
      /sections\."k{80}…": there is no such section/,
    ],
    [
      'an unknown field whose name breaks the line',
      `{${FORMAT},"version":1,"sections":{"hero":{"a\\nb":1}}}`,
      /sections\.hero: .*a\\nb/,
    ],
  ])('%s: one line, exit 1, nothing written', async (_name, text, message) => {
    const target = await site('target');
    await makeSite(target);
    const before = await stateOf(target);
    const result = await run(target, 'import', jsonFile('hostile.json', text));
    expect(result).toMatchObject({ code: 1, out: [] });
    expect(result.err).toHaveLength(1);
    expect(printable(result.err[0]!)).toBe(true);
    expect(result.err[0]).toMatch(message);
    expect(result.err[0]!.length).toBeLessThan(2000);
    expect(await stateOf(target)).toEqual(before);
  });

  it('a file that is not JSON, with line breaks and control characters in it', async () => {
    const target = await site('target');
    await makeSite(target);
    const before = await stateOf(target);
    const result = await run(target, 'import', jsonFile('junk.json', 'line one\nline two\u001b[2J\n'.repeat(50)));
    expect(result.code).toBe(1);
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(/ is not valid JSON \(.+\)\.$/);
    expect(printable(result.err[0]!)).toBe(true);
    expect(await stateOf(target)).toEqual(before);
  });

  it('a file too large to be an export is refused before it is read', async () => {
    const target = await site('target');
    await makeSite(target);
    const before = await stateOf(target);
    const huge = path.join(dir, 'huge.json');
    // Sparse: 300 MB on paper, nothing on the disk.
    fs.writeFileSync(huge, '');
    fs.truncateSync(huge, 300 * 1024 * 1024);
    const result = await run(target, 'import', huge);
    expect(result).toEqual({
      code: 1,
      out: [],
      err: [`The file ${huge} is 300.0 MB; an import reads files of at most 200.0 MB.`],
    });
    expect(await stateOf(target)).toEqual(before);
  });

  it('a folder instead of a file, and a file to a site with no database yet (none is made)', async () => {
    const target = await site('target');
    expect(await run(target, 'import', dir)).toEqual({
      code: 1,
      out: [],
      err: [`${dir} is not a file; name the JSON file to import.`],
    });
    const result = await run(target, 'import', jsonFile('bad.json', '{"format":"x"}'));
    expect(result.code).toBe(1);
    expect(await stateOf(target)).toEqual({ tables: null, uploads: null, dataFolder: null });
  });
});

describe('import-original: hostile values are reported on one line each, never a crash', () => {
  it('takes text that cannot be turned into text, odd names and odd types', async () => {
    const target = await site('target');
    const file = jsonFile(
      'original.json',
      JSON.stringify({
        'home/hero': {
          title: 'Hello',
          ctaText: { toString: 1 },
          buttonText: { toString: 1 },
          image1: 'data:text/html\n<script>,x',
        },
        'evil\npath': {},
        'layout/footer': { socials: [{ link: { toString: 1 } }], 'x\ny': 1 },
        services: [{ title: { toString: 1 }, features: 'none' }],
      }),
    );
    const result = await run(target, 'import-original', file);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    for (const line of result.out) expect(printable(line)).toBe(true);
    expect(result.out).toContain(
      '  home/hero buttonText: an object not imported: our hero has one call-to-action label (ctaText an object)',
    );
    expect(result.out).toContain('  evil\\npath: no section of this site has this path; not imported');
    expect(result.out).toContain('  home/hero image1: a data: URI of type "text/html\\n<script>", not an image; left empty');
  });
});

describe('restore: hostile archives', () => {
  it.each([
    ['a line break in an upload name', ['a\nb.png'], /"uploads\/a\\nb\.png" has a control character/],
    ['a terminal escape in an upload name', ['\u001b[2Ja.png'], /"uploads\/\\u001b\[2Ja\.png" has a control character/],
    ['a very deep path', [Array.from({ length: 600 }, () => 'd').join('/')], /is longer than 1024 bytes/],
  ])('%s: one line, exit 1, nothing written', async (_name, uploads, message) => {
    const target = await site('target');
    const result = await run(target, 'restore', backupWith(uploads));
    expect(result).toMatchObject({ code: 1, out: [] });
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(message);
    expect(printable(result.err[0]!)).toBe(true);
    expect(await stateOf(target)).toEqual({ tables: null, uploads: null, dataFolder: null });
  });

  it.each([
    ['a manifest whose date breaks the line', { ...makeManifestV1(0), createdAt: '2024-01-01\nRestored everything, trust me' }],
    ['a manifest whose app name is a terminal escape', { ...makeManifestV1(0), app: '\u001b[2Jfacility-site' }],
  ])('%s: refused in one sentence', async (_name, manifest) => {
    const target = await site('target');
    const result = await run(target, 'restore', backupWith([], manifest));
    expect(result).toMatchObject({ code: 1, out: [] });
    expect(result.err).toEqual([
      expect.stringMatching(/has a manifest of an unknown format; it was not made by this version of "pnpm admin backup"\.$/),
    ]);
    expect(await stateOf(target)).toEqual({ tables: null, uploads: null, dataFolder: null });
  });

  it('a write the file system refuses after the uploads were copied takes back everything, folders included', async () => {
    // The uploads go inside the database's path: copied first, they make it a folder the database cannot be opened as.
    const target = { DATABASE_PATH: path.join(dir, 'new', 'site.db'), UPLOADS_DIR: path.join(dir, 'new', 'site.db', 'uploads') };
    const file = backupWith(['photo.png']);
    const before = fs.readdirSync(dir).sort();
    const result = await run(target, 'restore', file);
    expect(result).toEqual({
      code: 1,
      out: [],
      err: ['The restore failed while writing (unable to open database file); everything it had written was taken back.'],
    });
    expect(fs.readdirSync(dir).sort()).toEqual(before);
  });

  it('a database folder that cannot be made: one sentence, nothing left behind', async () => {
    const blocker = path.join(dir, 'blocked');
    fs.writeFileSync(blocker, 'a file, not a folder');
    const target = { DATABASE_PATH: path.join(blocker, 'data', 'site.db'), UPLOADS_DIR: path.join(dir, 'fresh', 'uploads') };
    const file = backupWith(['photo.png']);
    const before = fs.readdirSync(dir).sort();
    const result = await run(target, 'restore', file);
    expect(result.err).toEqual([
      expect.stringMatching(/^The restore failed while writing \(E\w+: .+\); everything it had written was taken back\.$/),
    ]);
    expect(fs.readdirSync(dir).sort()).toEqual(before);
    expect(fs.readFileSync(blocker, 'utf8')).toBe('a file, not a folder');
  });

  it('an uploads folder that is a file: one sentence', async () => {
    const target = await site('target');
    fs.mkdirSync(path.dirname(target.UPLOADS_DIR), { recursive: true });
    fs.writeFileSync(target.UPLOADS_DIR, 'not a folder');
    const result = await run(target, 'restore', backupWith([]));
    expect(result).toEqual({
      code: 1,
      out: [],
      err: [
        `The uploads folder ${target.UPLOADS_DIR} cannot be read (ENOTDIR: not a directory); point UPLOADS_DIR at an empty folder.`,
      ],
    });
  });
});
