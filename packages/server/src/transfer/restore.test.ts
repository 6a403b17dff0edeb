import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { makeManifest } from './backup-archive.js';
import { createBackup } from './backup.js';
import { restoreBackup } from './restore.js';
import { TransferError } from './transfer-error.js';

let dir: string;
let target: { databasePath: string; uploadsDir: string };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-restore-test-'));
  target = { databasePath: path.join(dir, 'data', 'site.db'), uploadsDir: path.join(dir, 'data', 'uploads') };
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A real backup of an empty site, to start from. */
async function goodArchive(): Promise<string> {
  const db = openDatabase(path.join(dir, 'source', 'site.db'));
  const file = path.join(dir, 'good.tar.gz');
  await createBackup(db.$client, path.join(dir, 'source', 'uploads'), file);
  db.$client.close();
  return file;
}

/**
 * An archive with the given entries, named as given (preservePaths keeps "..", absolute names and
 * links as they are, the way a hostile tool would write them). Files are made in a work folder first.
 */
async function craftArchive(
  entries: { name: string; content?: string; linkTo?: string }[],
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

const manifest = (uploads = 0) => JSON.stringify(makeManifest(uploads));
const nothingWritten = () => {
  expect(fs.existsSync(target.databasePath)).toBe(false);
  expect(fs.existsSync(target.uploadsDir)).toBe(false);
};

describe('restore refuses', () => {
  it('a target whose database exists, or whose uploads folder has files, writing nothing', async () => {
    const file = await goodArchive();
    fs.mkdirSync(path.dirname(target.databasePath), { recursive: true });
    fs.writeFileSync(target.databasePath, 'in use');
    await expect(restoreBackup(file, target)).rejects.toThrow(
      new TransferError(
        `The database ${target.databasePath} already exists; restore only into an empty data folder (move it away or point DATABASE_PATH elsewhere).`,
      ),
    );
    expect(fs.readFileSync(target.databasePath, 'utf8')).toBe('in use');

    fs.rmSync(target.databasePath);
    fs.mkdirSync(target.uploadsDir);
    fs.writeFileSync(path.join(target.uploadsDir, 'photo.jpg'), 'x');
    await expect(restoreBackup(file, target)).rejects.toThrow(/^The uploads folder .* is not empty \(1 files\)/);
    expect(fs.existsSync(target.databasePath)).toBe(false);
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
    nothingWritten();
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
    nothingWritten();
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
    nothingWritten();
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
    nothingWritten();
  });

  it('an archive whose database is not a database, taking back what it had written, folders included', async () => {
    const file = await craftArchive([
      { name: 'manifest.json', content: manifest(1) },
      { name: 'database/site.db', content: 'not sqlite' },
      { name: 'uploads/a.png' },
    ]);
    await expect(restoreBackup(file, target)).rejects.toThrow(
      new TransferError('The restored database cannot be opened (file is not a database); the restore was taken back.'),
    );
    // The restore made the data folder and the uploads folder in it: both go.
    expect(fs.existsSync(path.dirname(target.databasePath))).toBe(false);
  });

  it('keeps an empty uploads folder that was there before, and only what was there', async () => {
    fs.mkdirSync(path.join(target.uploadsDir, 'empty-before'), { recursive: true });
    fs.writeFileSync(path.join(target.uploadsDir, '.gitkeep'), '');
    const file = await craftArchive([
      { name: 'manifest.json', content: manifest(2) },
      { name: 'database/site.db', content: 'not sqlite' },
      { name: 'uploads/a.png' },
      { name: 'uploads/sub/b.png' },
    ]);
    await expect(restoreBackup(file, target)).rejects.toThrow(/the restore was taken back/);
    expect(fs.readdirSync(target.uploadsDir).sort()).toEqual(['.gitkeep', 'empty-before']);
    expect(fs.existsSync(target.databasePath)).toBe(false);
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
    nothingWritten();
  });
});
