// `pnpm admin backup`: one .tar.gz with every table as JSON lines, every uploaded file and a
// manifest, from either engine. Safe while the server runs and writes: the tables are read in one
// read transaction, a consistent state (transfer/table-io.ts).
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { create } from 'tar';
import { TransferError } from './transfer-error.js';
import { MANIFEST_ENTRY, makeManifest, tableEntry, TABLES_PREFIX, UPLOADS_PREFIX, type Manifest } from './backup-archive.js';
import { readSnapshot, type BackupSource } from './table-io.js';
import { toArchiveRow } from './tables.js';

export type { BackupSource } from './table-io.js';

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

/** Writes one table's rows, one JSON object a line. */
async function writeLines(file: string, rows: Record<string, unknown>[]): Promise<void> {
  const out = createWriteStream(file, { flags: 'wx' });
  for (const row of rows) {
    if (!out.write(`${JSON.stringify(row)}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  out.end();
  await finished(out);
}

export async function createBackup(source: BackupSource, uploadsDir: string, file: string): Promise<Manifest> {
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
    const uploads = await listFiles(uploadsDir);
    const manifest = makeManifest(snapshot, counts, uploads.length);
    await fs.writeFile(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    // tar takes one folder to name entries from: a link to the uploads folder puts its files under
    // uploads/ without copying them. Only the folder is a link; each file is archived as itself.
    if (uploads.length) await fs.symlink(uploadsDir, path.join(staging, UPLOADS_PREFIX.slice(0, -1)), 'dir');
    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    try {
      await create({ file, gzip: true, portable: true, cwd: staging, strict: true }, [
        MANIFEST_ENTRY,
        ...Object.keys(counts).map(tableEntry),
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
