import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, openDatabase } from '../db/client.js';
import { ENGINE } from '../db/engine.js';
import { users } from '../db/schema.js';
import { emptyTarget } from '../test/backup-site.js';
import { makeManifest, makeManifestV1 } from './backup-archive.js';
import { createBackup } from './backup.js';
import { restoreBackup } from './restore.js';
import { knownMigrations } from './table-io.js';
import { TransferError } from './transfer-error.js';

let dir: string;
/** An empty database of the run's engine: a SQLite file's path that does not exist yet, or a new PostgreSQL database. */
let target: Awaited<ReturnType<typeof emptyTarget>>;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-restore-test-'));
  target = await emptyTarget(dir, 'data');
});

afterEach(async () => {
  await target.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A real backup of a site with one user, to start from. The source is a SQLite file on either run
 * (the backup reads it through its own connection, whatever engine the process was started for), so
 * on the PostgreSQL run every restore here is also a move from SQLite to PostgreSQL.
 */
async function goodArchive(): Promise<string> {
  const db = openDatabase(path.join(dir, 'source', 'site.db'));
  db.$client.prepare("INSERT INTO users (username, password_hash) VALUES ('owner', 'x')").run();
  const file = path.join(dir, 'good.tar.gz');
  await createBackup({ sqlite: db.$client }, path.join(dir, 'source', 'uploads'), file);
  db.$client.close();
  return file;
}

/** The users in the target database; none when it does not exist (a SQLite file never made). */
async function targetUsers(): Promise<string[]> {
  if (!target.databaseUrl && !fs.existsSync(target.databasePath)) return [];
  const db = await connectDatabase(target);
  try {
    return (await db.select({ username: users.username }).from(users)).map((u) => u.username);
  } finally {
    await db.$close();
  }
}

/** A version 2 archive by hand: the manifest given (or one listing the tables given) and those tables' lines. */
function v2Manifest(tables: Record<string, string[]>, uploads = 0) {
  const migration = knownMigrations('sqlite').at(-1)!;
  return makeManifest(
    { engine: 'sqlite', migration },
    Object.fromEntries(Object.entries(tables).map(([name, lines]) => [name, lines.length])),
    uploads,
  );
}
const tableEntries = (tables: Record<string, string[]>) =>
  Object.entries(tables).map(([name, lines]) => ({ name: `tables/${name}.jsonl`, content: lines.map((l) => `${l}\n`).join('') }));

/**
 * An archive with the given entries, named as given (preservePaths keeps "..", absolute names and
 * links as they are, the way a hostile tool would write them). Files are made in a work folder first.
 */
async function craftArchive(
  entries: { name: string; content?: string | Buffer; linkTo?: string }[],
  workName = 'work/inner',
): Promise<string> {
  const work = path.join(dir, workName);
  fs.mkdirSync(work, { recursive: true });
  for (const { name, content, linkTo } of entries) {
    const at = path.resolve(work, name);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    if (linkTo) fs.symlinkSync(linkTo, at);
    else fs.writeFileSync(at, content ?? 'x');
  }
  const file = path.join(dir, `crafted-${Math.random().toString(36).slice(2)}.tar.gz`);
  await create(
    { file, gzip: true, cwd: work, preservePaths: true },
    entries.map((e) => e.name),
  );
  return file;
}

const manifest = (uploads = 0) => JSON.stringify(makeManifestV1(uploads));
const nothingWritten = async () => {
  expect(fs.existsSync(target.databasePath)).toBe(false);
  expect(fs.existsSync(target.uploadsDir)).toBe(false);
  expect(await targetUsers()).toEqual([]);
};

describe('restore refuses', () => {
  it('a target whose database is not empty, or whose uploads folder has files, writing nothing', async () => {
    const file = await goodArchive();
    if (target.databaseUrl) {
      // A database a server has started on: its first admin is a row, so it is not empty.
      const db = await connectDatabase(target);
      await db.insert(users).values({ username: 'admin', passwordHash: 'x' });
      await db.$close();
      await expect(restoreBackup(file, target)).rejects.toThrow(
        new TransferError(
          `The database at ${new URL(target.databaseUrl).host}${new URL(target.databaseUrl).pathname} is not empty (users 1); restore only into an empty database: one the server has started on already holds its first admin and seeded content, so create a new database and restore before starting the server there.`,
        ),
      );
      expect(await targetUsers()).toEqual(['admin']);
      expect(fs.existsSync(target.uploadsDir)).toBe(false);
    } else {
      fs.mkdirSync(path.dirname(target.databasePath), { recursive: true });
      fs.writeFileSync(target.databasePath, 'in use');
      await expect(restoreBackup(file, target)).rejects.toThrow(
        new TransferError(
          `The database ${target.databasePath} already exists; restore only into an empty data folder (move it away or point DATABASE_PATH elsewhere).`,
        ),
      );
      expect(fs.readFileSync(target.databasePath, 'utf8')).toBe('in use');
      fs.rmSync(target.databasePath);
    }

    const fresh = await emptyTarget(dir, 'fresh');
    try {
      fs.mkdirSync(fresh.uploadsDir, { recursive: true });
      fs.writeFileSync(path.join(fresh.uploadsDir, 'photo.jpg'), 'x');
      await expect(restoreBackup(file, fresh)).rejects.toThrow(/^The uploads folder .* is not empty \(1 files\)/);
      expect(fs.existsSync(fresh.databasePath)).toBe(false);
      fs.rmSync(fresh.uploadsDir, { recursive: true });
      // The same archive into an empty target: it was sound, only the targets were not empty.
      expect((await restoreBackup(file, fresh)).at(-1)).toBe('Integrity check: ok.');
    } finally {
      await fresh.drop();
    }
  });

  it('an archive that climbs out with "..", writing nothing anywhere', async () => {
    const file = await craftArchive([
      { name: 'manifest.json', content: manifest() },
      { name: 'database/site.db' },
      { name: '../escaped.txt', content: 'pwned' },
    ]);
    await expect(restoreBackup(file, target)).rejects.toThrow(
      /refused, nothing was written: "\.\.\/escaped\.txt" has an empty, "\." or "\.\." part/,
    );
    await nothingWritten();
    expect(fs.readdirSync(dir).filter((n) => n.startsWith('escaped'))).toEqual([]);
  });

  it('an archive with an absolute path', async () => {
    const outside = path.join(dir, 'outside.txt');
    const file = await craftArchive([
      { name: 'manifest.json', content: manifest() },
      { name: 'database/site.db' },
      { name: outside },
    ]);
    fs.rmSync(outside);
    await expect(restoreBackup(file, target)).rejects.toThrow(/is an absolute or Windows path/);
    await nothingWritten();
    expect(fs.existsSync(outside)).toBe(false);
  });

  it('an archive with a symbolic link, even one the uploads would be written through', async () => {
    const file = await craftArchive([
      { name: 'manifest.json', content: manifest(1) },
      { name: 'database/site.db' },
      { name: 'uploads', linkTo: dir },
    ]);
    await expect(restoreBackup(file, target)).rejects.toThrow(
      /"uploads" is a SymbolicLink entry; a backup holds regular files only/,
    );
    await nothingWritten();
  });

  it('an archive without a manifest, or with one of another format', async () => {
    const bare = await craftArchive([{ name: 'database/site.db' }]);
    await expect(restoreBackup(bare, target)).rejects.toThrow(
      /has no manifest\.json; it is not a backup made by "pnpm admin backup"/,
    );
    const other = await craftArchive(
      [{ name: 'manifest.json', content: '{"format":"something-else","version":9}' }, { name: 'database/site.db' }],
      'w2',
    );
    await expect(restoreBackup(other, target)).rejects.toThrow(/has a manifest of an unknown format/);
    await nothingWritten();
  });

  it('an archive (of the SQLite file, as version 1 wrote) whose database is not a database, writing nothing', async () => {
    const file = await craftArchive([
      { name: 'manifest.json', content: manifest(1) },
      { name: 'database/site.db', content: 'not sqlite' },
      { name: 'uploads/a.png' },
    ]);
    await expect(restoreBackup(file, target)).rejects.toThrow(
      new TransferError("The archive's database cannot be opened (file is not a database); nothing was written."),
    );
    expect(fs.existsSync(path.dirname(target.databasePath))).toBe(false);
    await nothingWritten();
  });

  it('restores an archive of the SQLite file, as version 1 wrote it, into either engine', async () => {
    const source = openDatabase(path.join(dir, 'old', 'site.db'));
    source.$client.prepare("INSERT INTO users (username, password_hash) VALUES ('from-v1', 'x')").run();
    source.$client.pragma('wal_checkpoint(TRUNCATE)');
    source.$client.close();
    const file = await craftArchive([
      { name: 'manifest.json', content: manifest(1) },
      { name: 'database/site.db', content: fs.readFileSync(path.join(dir, 'old', 'site.db')) },
      { name: 'uploads/a.png', content: 'png' },
    ]);
    const lines = await restoreBackup(file, target);
    expect(lines[0]).toMatch(/: the database to .* \(1 rows in 28 tables\) and 1 uploaded files to /);
    expect(lines.at(-1)).toBe('Integrity check: ok.');
    expect(await targetUsers()).toEqual(['from-v1']);
    expect(fs.readFileSync(path.join(target.uploadsDir, 'a.png'), 'utf8')).toBe('png');
  });

  it('an archive whose manifest is not what its tables hold, or was taken at a migration this version does not know', async () => {
    const tables = {
      users: ['{"id":1,"username":"a","email":"","password_hash":"x","created_at":"2026-01-01T00:00:00.000Z","last_login":null}'],
    };
    const miscounted = await craftArchive(
      [{ name: 'manifest.json', content: JSON.stringify(v2Manifest({ users: [], tokens: [] })) }, ...tableEntries(tables)],
      'w3',
    );
    await expect(restoreBackup(miscounted, target)).rejects.toThrow(
      /is incomplete: its manifest lists 2 tables and 0 uploads, the archive holds 1 tables and 0 uploads\.$/,
    );
    const counted = await craftArchive(
      [
        { name: 'manifest.json', content: JSON.stringify({ ...v2Manifest(tables), tables: { users: 2 } }) },
        ...tableEntries(tables),
      ],
      'w4',
    );
    await expect(restoreBackup(counted, target)).rejects.toThrow(
      new TransferError("The archive's users has 1 rows where its manifest lists 2; nothing was written."),
    );
    const newer = await craftArchive(
      [
        {
          name: 'manifest.json',
          content: JSON.stringify({ ...v2Manifest(tables), source: { engine: 'postgres', migration: '0099_future' } }),
        },
        ...tableEntries(tables),
      ],
      'w5',
    );
    await expect(restoreBackup(newer, target)).rejects.toThrow(
      /was taken at migration 0099_future, which this version of the site does not know; restore it with the version that made it, or a newer one\.$/,
    );
    const unknownTable = await craftArchive(
      [
        { name: 'manifest.json', content: JSON.stringify(v2Manifest({ ...tables, secrets: [] })) },
        ...tableEntries({ ...tables, secrets: [] }),
      ],
      'w6',
    );
    await expect(restoreBackup(unknownTable, target)).rejects.toThrow(
      /holds tables this version of the site does not have \(secrets\)/,
    );
    await nothingWritten();
  });

  it.each([
    [
      'a column the table does not have',
      '{"id":1,"username":"a","nick":"b","password_hash":"x"}',
      'has a column "nick" the table does not have',
    ],
    ['a value of the wrong kind', '{"id":"one","username":"a","password_hash":"x"}', 'column id is not a whole number'],
    ['a required value missing', '{"id":1,"username":null,"password_hash":"x"}', 'column username is missing'],
    [
      'a NUL character, which PostgreSQL refuses',
      '{"id":1,"username":"a\\u0000b","password_hash":"x"}',
      'column username has a NUL character, which PostgreSQL does not store',
    ],
    ['a line that is not JSON', '{"id":1,', 'is not JSON'],
  ])('an archive with a row that does not fit (%s), in one sentence, writing nothing', async (_name, line, problem) => {
    const tables = { users: ['{"id":2,"username":"fine","password_hash":"x"}', line] };
    const file = await craftArchive([
      { name: 'manifest.json', content: JSON.stringify(v2Manifest(tables, 1)) },
      ...tableEntries(tables),
      { name: 'uploads/a.png' },
    ]);
    await expect(restoreBackup(file, target)).rejects.toThrow(
      new TransferError(`The archive's row 2 of users does not fit the table (it ${problem}); nothing was written.`),
    );
    await nothingWritten();
  });

  it('an archive whose rows the database refuses (a reference to a row that is not there), taking back everything', async () => {
    const tables = {
      users: ['{"id":1,"username":"a","password_hash":"x"}'],
      custom_page_redirects: ['{"from_slug":"old","page_id":99}'],
    };
    const file = await craftArchive([
      { name: 'manifest.json', content: JSON.stringify(v2Manifest(tables, 1)) },
      ...tableEntries(tables),
      { name: 'uploads/a.png' },
    ]);
    await expect(restoreBackup(file, target)).rejects.toThrow(
      ENGINE === 'postgres'
        ? /^The archive's rows of custom_page_redirects do not fit the database \(insert or update on table "custom_page_redirects" violates foreign key constraint .*\); the restore was taken back\.$/
        : new TransferError(
            "The archive's rows of custom_page_redirects do not fit the database (FOREIGN KEY constraint failed); the restore was taken back.",
          ),
    );
    expect(fs.existsSync(path.dirname(target.databasePath))).toBe(false);
    await nothingWritten();
  });

  it('keeps an empty uploads folder that was there before, and only what was there', async () => {
    fs.mkdirSync(path.join(target.uploadsDir, 'empty-before'), { recursive: true });
    fs.writeFileSync(path.join(target.uploadsDir, '.gitkeep'), '');
    const tables = { custom_page_redirects: ['{"from_slug":"old","page_id":99}'] };
    const file = await craftArchive([
      { name: 'manifest.json', content: JSON.stringify(v2Manifest(tables, 2)) },
      ...tableEntries(tables),
      { name: 'uploads/a.png' },
      { name: 'uploads/sub/b.png' },
    ]);
    await expect(restoreBackup(file, target)).rejects.toThrow(/the restore was taken back/);
    expect(fs.readdirSync(target.uploadsDir).sort()).toEqual(['.gitkeep', 'empty-before']);
    expect(fs.existsSync(target.databasePath)).toBe(false);
    expect(await targetUsers()).toEqual([]);
  });

  it('a file that is not an archive, and a missing file', async () => {
    const junk = path.join(dir, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a tarball at all');
    await expect(restoreBackup(junk, target)).rejects.toThrow(
      /is not a readable backup archive \(TAR_BAD_ARCHIVE: Unrecognized archive format\)\.$/,
    );
    await expect(restoreBackup(path.join(dir, 'missing.tar.gz'), target)).rejects.toThrow(
      /^There is no file .* to restore from\.$/,
    );
    await nothingWritten();
  });
});
