// `pnpm admin restore`: brings a backup archive back into an empty data folder. The archive is
// checked whole before anything is written; then the database is opened (migrations) and checked.
// Any failure while writing (a full disk, a name the file system refuses) takes back everything the
// restore wrote, folders included, and is told in one sentence.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extract, list } from 'tar';
import { openDatabase } from '../db/client.js';
import {
  DATABASE_ENTRY,
  entryProblem,
  MANIFEST_ENTRY,
  MANIFEST_MAX_BYTES,
  manifestSchema,
  UPLOADS_PREFIX,
  type Manifest,
} from './backup-archive.js';
import { listFiles } from './backup.js';
import { reasonOf } from './printable.js';
import { TransferError } from './transfer-error.js';

export interface RestoreTarget {
  databasePath: string;
  uploadsDir: string;
}

/** A hostile archive may hold thousands of bad entries; the first few say enough. */
const PROBLEMS_SHOWN = 5;

/** The placeholder git keeps in the default uploads folder does not make the folder "in use". */
const IGNORED_IN_EMPTY_FOLDER = new Set(['.gitkeep']);

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

async function checkTargetEmpty({ databasePath, uploadsDir }: RestoreTarget): Promise<void> {
  for (const file of [databasePath, `${databasePath}-wal`]) {
    if (await exists(file)) {
      throw new TransferError(
        `The database ${file} already exists; restore only into an empty data folder (move it away or point DATABASE_PATH elsewhere).`,
      );
    }
  }
  let files: string[];
  try {
    files = await listFiles(uploadsDir);
  } catch (error) {
    throw new TransferError(
      `The uploads folder ${uploadsDir} cannot be read (${reasonOf(error)}); point UPLOADS_DIR at an empty folder.`,
    );
  }
  const present = files.filter((name) => !IGNORED_IN_EMPTY_FOLDER.has(name));
  if (present.length) {
    throw new TransferError(
      `The uploads folder ${uploadsDir} is not empty (${present.length} files); restore only into an empty folder or point UPLOADS_DIR elsewhere.`,
    );
  }
}

/** Reads the entry list and the manifest without writing anything; refuses the archive at the first bad entry. */
async function inspectArchive(file: string): Promise<{ manifest: Manifest; uploads: string[] }> {
  const problems: string[] = [];
  const uploads: string[] = [];
  let database = false;
  let manifestText: string | undefined;
  let manifestTooLarge = false;
  try {
    await list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        const problem = entryProblem({ path: entry.path, type: entry.type });
        if (problem) problems.push(problem);
        else if (entry.path === DATABASE_ENTRY) database = true;
        else if (entry.path.startsWith(UPLOADS_PREFIX)) uploads.push(entry.path);
        else if (entry.path === MANIFEST_ENTRY && (entry.size ?? 0) > MANIFEST_MAX_BYTES) manifestTooLarge = true;
        else if (entry.path === MANIFEST_ENTRY) {
          const chunks: Buffer[] = [];
          entry.on('data', (chunk: Buffer) => chunks.push(chunk));
          entry.on('end', () => (manifestText = Buffer.concat(chunks).toString('utf8')));
        }
      },
    });
  } catch (error) {
    throw new TransferError(`The file ${file} is not a readable backup archive (${reasonOf(error)}).`);
  }
  if (problems.length) {
    const more = problems.length > PROBLEMS_SHOWN ? ` (and ${problems.length - PROBLEMS_SHOWN} more)` : '';
    throw new TransferError(
      `The archive ${file} is refused, nothing was written: ${problems.slice(0, PROBLEMS_SHOWN).join('; ')}${more}.`,
    );
  }
  if (manifestTooLarge)
    throw new TransferError(
      `The archive ${file} has a ${MANIFEST_ENTRY} larger than a backup ever writes; it is not a backup made by "pnpm admin backup".`,
    );
  if (manifestText === undefined)
    throw new TransferError(`The archive ${file} has no ${MANIFEST_ENTRY}; it is not a backup made by "pnpm admin backup".`);
  let parsed;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(manifestText));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success)
    throw new TransferError(
      `The archive ${file} has a manifest of an unknown format; it was not made by this version of "pnpm admin backup".`,
    );
  const manifest = parsed.data;
  if (!database || uploads.length !== manifest.files.uploads) {
    throw new TransferError(
      `The archive ${file} is incomplete: its manifest lists the database and ${manifest.files.uploads} uploads, the archive holds ${database ? 'the database' : 'no database'} and ${uploads.length}.`,
    );
  }
  return { manifest, uploads };
}

/** The database's own check, after migrations have brought an older backup up to date. */
function checkDatabase(databasePath: string): string {
  let db;
  try {
    db = openDatabase(databasePath);
  } catch (error) {
    throw new TransferError(`The restored database cannot be opened (${reasonOf(error)}); the restore was taken back.`);
  }
  try {
    return String(db.$client.pragma('integrity_check', { simple: true }));
  } finally {
    db.$client.close();
  }
}

/** What was in the target before writing: everything else there afterwards is the restore's own. */
interface Before {
  uploadsDirExisted: boolean;
  /** The uploads folder's entries (an empty sub-folder, git's placeholder). */
  uploadsEntries: Set<string>;
  /** The first folder the restore made on the way to the database, if any. */
  createdDataDir?: string | undefined;
}

async function takeStock(uploadsDir: string): Promise<Before> {
  const entries = await fs.readdir(uploadsDir).catch(() => undefined);
  return { uploadsDirExisted: entries !== undefined, uploadsEntries: new Set(entries ?? []) };
}

/** Removes a file or folder; one that is not there (or whose folder is a file) is not an error. */
async function remove(target: string): Promise<void> {
  await fs.rm(target, { recursive: true, force: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOTDIR') throw error;
  });
}

/** Takes back what a failed restore wrote; the target was empty before, so everything new there is ours. */
async function undo({ databasePath, uploadsDir }: RestoreTarget, uploads: string[], before: Before): Promise<void> {
  for (const suffix of ['', '-wal', '-shm']) await remove(`${databasePath}${suffix}`);
  // The names passed inspection (backup-archive.ts), so each stays inside the uploads folder.
  for (const name of uploads) await remove(path.join(uploadsDir, name.slice(UPLOADS_PREFIX.length)));
  if (!before.uploadsDirExisted) await remove(uploadsDir);
  else {
    for (const entry of await fs.readdir(uploadsDir))
      if (!before.uploadsEntries.has(entry)) await remove(path.join(uploadsDir, entry));
  }
  if (before.createdDataDir) await remove(before.createdDataDir);
}

/** A failure while writing, after taking back what was written: one sentence either way. */
async function takeBack(error: unknown, target: RestoreTarget, uploads: string[], before: Before): Promise<TransferError> {
  try {
    await undo(target, uploads, before);
  } catch (undoError) {
    return new TransferError(
      `The restore failed (${error instanceof TransferError ? error.message.replace(/\.$/, '') : reasonOf(error)}) and taking it back failed too (${reasonOf(undoError)}); remove ${target.databasePath} and the files in ${target.uploadsDir} by hand.`,
    );
  }
  if (error instanceof TransferError) return error;
  return new TransferError(`The restore failed while writing (${reasonOf(error)}); everything it had written was taken back.`);
}

export async function restoreBackup(file: string, target: RestoreTarget): Promise<string[]> {
  // --- refuse early: nothing is written unless the target is empty and the archive is sound ---
  if (!(await exists(file))) throw new TransferError(`There is no file ${file} to restore from.`);
  await checkTargetEmpty(target);
  const { manifest, uploads } = await inspectArchive(file);

  // --- write: extract to a private folder, then copy into place ---
  const before = await takeStock(target.uploadsDir);
  let staging: string | undefined;
  try {
    staging = await fs.mkdtemp(path.join(os.tmpdir(), 'site-restore-'));
    // The filter repeats the check: only entries that passed inspection are ever extracted.
    await extract({
      file,
      cwd: staging,
      strict: true,
      filter: (p, entry) => entryProblem({ path: p, type: 'type' in entry ? entry.type : 'File' }) === null,
    });
    before.createdDataDir = await fs.mkdir(path.dirname(target.databasePath), { recursive: true });
    await fs.copyFile(path.join(staging, DATABASE_ENTRY), target.databasePath, fs.constants.COPYFILE_EXCL);
    if (uploads.length) await fs.cp(path.join(staging, UPLOADS_PREFIX), target.uploadsDir, { recursive: true });
    const integrity = checkDatabase(target.databasePath);
    if (integrity !== 'ok')
      throw new TransferError(`The restored database failed its integrity check (${integrity}); the restore was taken back.`);
    return [
      `Restored the backup of ${manifest.createdAt} (${manifest.app}): the database to ${target.databasePath} and ${uploads.length} uploaded files to ${target.uploadsDir}.`,
      'Integrity check: ok.',
    ];
  } catch (error) {
    throw await takeBack(error, target, uploads, before);
  } finally {
    if (staging) await fs.rm(staging, { recursive: true, force: true });
  }
}
