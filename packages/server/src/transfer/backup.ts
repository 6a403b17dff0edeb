// `pnpm admin backup`: one .tar.gz with every table as JSON lines, every uploaded file and a
// manifest, from either engine. Safe while the server runs and writes: the tables are read in one
// read transaction, a consistent state (transfer/table-io.ts).
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { create } from 'tar';
import { isStoredName, listFiles, localStorage, type MediaStorage } from '../media/storage.js';
import { TransferError } from './transfer-error.js';
import { MANIFEST_ENTRY, makeManifest, tableEntry, TABLES_PREFIX, UPLOADS_PREFIX, type Manifest } from './backup-archive.js';
import { readSnapshot, type BackupSource } from './table-io.js';
import { toArchiveRow } from './tables.js';

export type { BackupSource } from './table-io.js';

export { listFiles } from '../media/storage.js';

const DELETED_WHILE_RUNNING = 'An uploaded file was deleted while the backup ran; run the backup again.';

/**
 * A bucket's files copied into `into` through the storage, for tar to archive. Only names the site
 * makes are taken: the bucket is the site's own, and another key could name a path outside `into`.
 */
async function downloadUploads(storage: MediaStorage, names: string[], into: string): Promise<void> {
  await fs.mkdir(into);
  for (const name of names) {
    const body = await storage.stream(name);
    if (!body) throw new TransferError(DELETED_WHILE_RUNNING);
    await pipeline(body, createWriteStream(path.join(into, name), { flags: 'wx' }));
  }
}

/** Writes one table's rows, one JSON object a line. */
async function writeLines(file: string, rows: Record<string, unknown>[]): Promise<void> {
  const out = createWriteStream(file, { flags: 'wx' });
  for (const row of rows) {
    if (!out.write(`${JSON.stringify(row)}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  out.end();
  await finished(out);
}

/** `uploads` is the uploads folder, or the storage (a bucket) the files are read through. */
export async function createBackup(source: BackupSource, uploads: string | MediaStorage, file: string): Promise<Manifest> {
  const storage = typeof uploads === 'string' ? localStorage(uploads) : uploads;
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'site-backup-'));
  try {
    // The tables come first and the file list after them: uploads write their files before their
    // row, so every image row in the snapshot has its files in the list.
    await fs.mkdir(path.join(staging, TABLES_PREFIX));
    const counts: Record<string, number> = {};
    const snapshot = await readSnapshot(source, async (table, rows) => {
      counts[table.name] = rows.length;
      await writeLines(
        path.join(staging, tableEntry(table.name)),
        rows.map((row) => toArchiveRow(table, row)),
      );
    });
    const names = storage.folder
      ? await listFiles(storage.folder)
      : (await storage.list()).map((f) => f.name).filter(isStoredName);
    const manifest = makeManifest(snapshot, counts, names.length);
    await fs.writeFile(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    // tar takes one folder to name entries from: a link to the uploads folder puts its files under
    // uploads/ without copying them. Only the folder is a link; each file is archived as itself.
    // A bucket's files are downloaded there first.
    const uploadsEntry = path.join(staging, UPLOADS_PREFIX.slice(0, -1));
    if (names.length && storage.folder) await fs.symlink(storage.folder, uploadsEntry, 'dir');
    else if (names.length) await downloadUploads(storage, names, uploadsEntry);
    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    try {
      await create({ file, gzip: true, portable: true, cwd: staging, strict: true }, [
        MANIFEST_ENTRY,
        ...Object.keys(counts).map(tableEntry),
        ...names.map((name) => UPLOADS_PREFIX + name),
      ]);
    } catch (error) {
      await fs.rm(file, { force: true });
      // An image deleted while the backup ran: its row may be in the snapshot, so a retry is the fix.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new TransferError(DELETED_WHILE_RUNNING);
      }
      throw error;
    }
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
