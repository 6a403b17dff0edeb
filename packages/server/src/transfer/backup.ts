// `pnpm admin backup`: one .tar.gz with an online snapshot of the database, every uploaded file and
// a manifest. Safe while the server runs and writes: SQLite's backup API copies a consistent state.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import type Database from 'better-sqlite3';
import { TransferError } from './transfer-error.js';
import { DATABASE_ENTRY, MANIFEST_ENTRY, makeManifest, UPLOADS_PREFIX, type Manifest } from './backup-archive.js';

/** better-sqlite3 caps the pages per step at this; more than any database has. */
const ALL_PAGES = 0x7fffffff;

/** Every regular file under `dir`, as paths relative to it with '/' separators; none when it is missing. */
export async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** `source` may be a read-only connection: the backup API only reads it. */
export async function createBackup(source: Database.Database, uploadsDir: string, file: string): Promise<Manifest> {
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'site-backup-'));
  try {
    // The snapshot comes first and the file list after it: uploads write their files before their
    // row, so every image row in the snapshot has its files in the list.
    await fs.mkdir(path.join(staging, path.dirname(DATABASE_ENTRY)));
    // In steps, a backup starts over whenever another connection writes between two steps, and a busy
    // server could keep it from ever finishing. One step copies the rest at once; in WAL mode that
    // read does not block the server's writes.
    await source.backup(path.join(staging, DATABASE_ENTRY), { progress: () => ALL_PAGES });
    const uploads = await listFiles(uploadsDir);
    const manifest = makeManifest(uploads.length);
    await fs.writeFile(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    // tar takes one folder to name entries from: a link to the uploads folder puts its files under
    // uploads/ without copying them. Only the folder is a link; each file is archived as itself.
    if (uploads.length) await fs.symlink(uploadsDir, path.join(staging, UPLOADS_PREFIX.slice(0, -1)), 'dir');
    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    try {
      await create({ file, gzip: true, portable: true, cwd: staging, strict: true }, [
        MANIFEST_ENTRY,
        DATABASE_ENTRY,
        ...uploads.map((name) => UPLOADS_PREFIX + name),
      ]);
    } catch (error) {
      await fs.rm(file, { force: true });
      // An image deleted while the backup ran: its row may be in the snapshot, so a retry is the fix.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new TransferError('An uploaded file was deleted while the backup ran; run the backup again.');
      }
      throw error;
    }
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
