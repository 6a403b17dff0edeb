// `pnpm admin restore`: brings a backup archive back into an empty database of either engine (the
// SQLite file at DATABASE_PATH, or the PostgreSQL database at DATABASE_URL) and an empty uploads
// folder. The archive is checked whole, every row included, before anything is written; then the
// database is migrated, loaded in one transaction and checked.
// With S3 set, the uploads go into the bucket through the storage instead, and the bucket must be
// empty as the folder must.
// Any failure while writing (a full disk, a name the file system refuses) takes back everything the
// restore wrote, folders included, and is told in one sentence.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createReadStream } from 'node:fs';
import type pg from 'pg';
import { extract, list } from 'tar';
import { openDatabase, type OpenDb } from '../db/client.js';
import { describeTarget, openPostgres } from '../db/postgres.js';
import {
  anyManifestSchema,
  DATABASE_ENTRY,
  entryProblem,
  MANIFEST_ENTRY,
  MANIFEST_MAX_BYTES,
  tableEntry,
  TABLES_PREFIX,
  UPLOADS_PREFIX,
  type Manifest,
  type ManifestV1,
} from './backup-archive.js';
import { isStoredName, listFiles, type MediaStorage } from '../media/storage.js';
import { reasonOf } from './printable.js';
import { knownMigrations, loadPostgres, loadSqlite, postgresRows, readSnapshot, type Rows } from './table-io.js';
import { fromArchiveRow, tableNamed, toArchiveRow, TABLES } from './tables.js';
import { TransferError } from './transfer-error.js';

export interface RestoreTarget {
  databasePath: string;
  uploadsDir: string;
  /** When set, the PostgreSQL database restored into (DATABASE_PATH is then not used). */
  databaseUrl?: string | undefined;
  /** When set, the bucket the uploads go into (UPLOADS_DIR is then not used). */
  bucket?: MediaStorage | undefined;
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

/** The PostgreSQL database restored into, open from the check that it is empty until the end. */
interface OpenTarget {
  pool?: pg.Pool;
  close(): Promise<void>;
}

async function checkTargetEmpty({ databasePath, databaseUrl, uploadsDir, bucket }: RestoreTarget): Promise<OpenTarget> {
  const target: OpenTarget = { close: async () => {} };
  if (databaseUrl) {
    let opened;
    try {
      // Applies the migrations to a new database: the restore needs its tables.
      opened = await openPostgres(databaseUrl);
    } catch (error) {
      throw new TransferError(reasonOf(error).replace(/\.?$/, '.'));
    }
    target.pool = opened.pool;
    target.close = () => opened.close();
    const present = await postgresRows(opened.pool).catch(async (error: unknown) => {
      await opened.close();
      throw error;
    });
    if (present) {
      await opened.close();
      throw new TransferError(
        `The database at ${describeTarget(databaseUrl)} is not empty (${present}); restore only into an empty database: one the server has started on already holds its first admin and seeded content, so create a new database and restore before starting the server there.`,
      );
    }
  } else {
    for (const file of [databasePath, `${databasePath}-wal`]) {
      if (await exists(file)) {
        throw new TransferError(
          `The database ${file} already exists; restore only into an empty data folder (move it away or point DATABASE_PATH elsewhere).`,
        );
      }
    }
  }
  try {
    await (bucket ? checkBucketEmpty(bucket) : checkUploadsEmpty(uploadsDir));
  } catch (error) {
    await target.close();
    throw error;
  }
  return target;
}

async function checkUploadsEmpty(uploadsDir: string): Promise<void> {
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

async function checkBucketEmpty(bucket: MediaStorage): Promise<void> {
  let files: unknown[];
  try {
    files = await bucket.list();
  } catch (error) {
    throw new TransferError(`${capital(bucket.where)} cannot be listed (${reasonOf(error)}); check the S3 settings.`);
  }
  if (files.length) {
    throw new TransferError(
      `${capital(bucket.where)} is not empty (${files.length} files); restore only into an empty bucket or point S3_BUCKET elsewhere.`,
    );
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Reads the entry list and the manifest without writing anything; refuses the archive at the first bad entry. */
async function inspectArchive(file: string): Promise<{ manifest: Manifest | ManifestV1; uploads: string[] }> {
  const problems: string[] = [];
  const uploads: string[] = [];
  const tables: string[] = [];
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
        else if (entry.path.startsWith(TABLES_PREFIX)) tables.push(entry.path);
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
    parsed = anyManifestSchema.safeParse(JSON.parse(manifestText));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success)
    throw new TransferError(
      `The archive ${file} has a manifest of an unknown format; it was not made by this version of "pnpm admin backup".`,
    );
  const manifest = parsed.data;
  if (manifest.version === 1) {
    if (!database || tables.length || uploads.length !== manifest.files.uploads) {
      throw new TransferError(
        `The archive ${file} is incomplete: its manifest lists the database and ${manifest.files.uploads} uploads, the archive holds ${database ? 'the database' : 'no database'} and ${uploads.length}.`,
      );
    }
    return { manifest, uploads };
  }
  const unknown = Object.keys(manifest.tables).filter((name) => !tableNamed(name));
  if (unknown.length)
    throw new TransferError(
      `The archive ${file} holds tables this version of the site does not have (${unknown.join(', ')}); restore it with the version that made it.`,
    );
  if (!knownMigrations(manifest.source.engine).includes(manifest.source.migration))
    throw new TransferError(
      `The archive ${file} was taken at migration ${manifest.source.migration}, which this version of the site does not know; restore it with the version that made it, or a newer one.`,
    );
  const listed = Object.keys(manifest.tables).map(tableEntry).sort();
  if (database || listed.join('\n') !== [...tables].sort().join('\n') || uploads.length !== manifest.files.uploads) {
    throw new TransferError(
      `The archive ${file} is incomplete: its manifest lists ${listed.length} tables and ${manifest.files.uploads} uploads, the archive holds ${tables.length} tables${database ? ', a database file' : ''} and ${uploads.length} uploads.`,
    );
  }
  return { manifest, uploads };
}

/** A version 2 archive's rows, every one checked against its table before anything is written. */
async function readTables(staging: string, manifest: Manifest): Promise<Rows> {
  const rows: Rows = new Map();
  for (const info of TABLES) {
    const expected = manifest.tables[info.name];
    if (expected === undefined) continue;
    const values: Record<string, unknown>[] = [];
    const lines = createInterface({ input: createReadStream(path.join(staging, tableEntry(info.name))), crlfDelay: Infinity });
    let number = 0;
    for await (const line of lines) {
      number++;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        parsed = undefined;
      }
      const row = parsed === undefined ? { problem: 'is not JSON' } : fromArchiveRow(info, parsed);
      if ('problem' in row)
        throw new TransferError(
          `The archive's row ${number} of ${info.name} does not fit the table (it ${row.problem}); nothing was written.`,
        );
      values.push(row.values);
    }
    if (values.length !== expected)
      throw new TransferError(
        `The archive's ${info.name} has ${values.length} rows where its manifest lists ${expected}; nothing was written.`,
      );
    rows.set(info, values);
  }
  return rows;
}

/** A version 1 archive's SQLite file, brought up to date by the migrations and read like a version 2's tables. */
async function readDatabaseFile(staging: string): Promise<Rows> {
  let db: OpenDb;
  try {
    db = openDatabase(path.join(staging, DATABASE_ENTRY));
  } catch (error) {
    throw new TransferError(`The archive's database cannot be opened (${reasonOf(error)}); nothing was written.`);
  }
  const rows: Rows = new Map();
  try {
    await readSnapshot({ sqlite: db.$client }, async (info, read) => {
      const values = read.map((row) => fromArchiveRow(info, toArchiveRow(info, row)));
      const bad = values.findIndex((row) => 'problem' in row);
      if (bad >= 0) {
        const { problem } = values[bad] as { problem: string };
        throw new TransferError(
          `The archive's row ${bad + 1} of ${info.name} does not fit the table (it ${problem}); nothing was written.`,
        );
      }
      rows.set(
        info,
        values.map((row) => (row as { values: Record<string, unknown> }).values),
      );
    });
  } finally {
    db.$client.close();
  }
  return rows;
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
async function undo(
  { databasePath, databaseUrl, uploadsDir, bucket }: RestoreTarget,
  uploads: string[],
  before: Before,
): Promise<void> {
  // On PostgreSQL the load's transaction rolled back; the SQLite file was the restore's own.
  if (!databaseUrl) for (const suffix of ['', '-wal', '-shm']) await remove(`${databasePath}${suffix}`);
  if (bucket) {
    // The bucket was empty: whatever is in it now was put there by this restore.
    for (const { name } of await bucket.list()) await bucket.delete(name);
    if (before.createdDataDir) await remove(before.createdDataDir);
    return;
  }
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
      `The restore failed (${error instanceof TransferError ? error.message.replace(/\.$/, '') : reasonOf(error)}) and taking it back failed too (${reasonOf(undoError)}); remove ${target.databasePath} and the files in ${target.bucket?.where ?? target.uploadsDir} by hand.`,
    );
  }
  if (error instanceof TransferError) return error;
  return new TransferError(`The restore failed while writing (${reasonOf(error)}); everything it had written was taken back.`);
}

const leftOut = (count: number) => (count ? ` (${count} other files left out: names the site never makes)` : '');

const rowCount = (rows: Rows) => [...rows.values()].reduce((n, r) => n + r.length, 0);

export async function restoreBackup(file: string, target: RestoreTarget): Promise<string[]> {
  // --- refuse early: nothing is written unless the target is empty and the archive is sound ---
  if (!(await exists(file))) throw new TransferError(`There is no file ${file} to restore from.`);
  const open = await checkTargetEmpty(target);
  let staging: string | undefined;
  try {
    const { manifest, uploads } = await inspectArchive(file);
    staging = await fs.mkdtemp(path.join(os.tmpdir(), 'site-restore-'));
    // The filter repeats the check: only entries that passed inspection are ever extracted.
    try {
      await extract({
        file,
        cwd: staging,
        strict: true,
        filter: (p, entry) => entryProblem({ path: p, type: 'type' in entry ? entry.type : 'File' }) === null,
      });
    } catch (error) {
      throw new TransferError(`The archive ${file} cannot be read whole (${reasonOf(error)}); nothing was written.`);
    }
    const rows = manifest.version === 1 ? await readDatabaseFile(staging) : await readTables(staging, manifest);

    // --- write: the uploads, then the database in one transaction; a failure takes both back ---
    const { bucket } = target;
    const before: Before = bucket ? { uploadsDirExisted: false, uploadsEntries: new Set() } : await takeStock(target.uploadsDir);
    const where = target.databaseUrl ? `PostgreSQL at ${describeTarget(target.databaseUrl)}` : target.databasePath;
    // A bucket takes only the names the site makes: it serves nothing else (git's placeholder in a
    // folder's backup stays out).
    const restored = bucket ? uploads.filter((entry) => isStoredName(entry.slice(UPLOADS_PREFIX.length))) : uploads;
    try {
      // The folder the database goes in (on PostgreSQL, the one the uploads go in): the first one
      // made on the way to it is taken back on a failure. A bucket on PostgreSQL needs none.
      if (!(bucket && target.databaseUrl)) {
        const folder = path.dirname(target.databaseUrl ? target.uploadsDir : target.databasePath);
        before.createdDataDir = await fs.mkdir(folder, { recursive: true });
      }
      if (bucket) {
        for (const entry of restored)
          await bucket.put(entry.slice(UPLOADS_PREFIX.length), await fs.readFile(path.join(staging, entry)));
      } else if (uploads.length) await fs.cp(path.join(staging, UPLOADS_PREFIX), target.uploadsDir, { recursive: true });
      let checks: string[];
      if (open.pool) checks = await loadPostgres(open.pool, rows);
      else {
        const db = openDatabase(target.databasePath);
        try {
          checks = loadSqlite(db.$client, rows);
        } finally {
          db.$client.close();
        }
      }
      return [
        `Restored the backup of ${manifest.createdAt} (${manifest.app}): the database to ${where} (${rowCount(rows)} rows in ${rows.size} tables) and ${restored.length} uploaded files to ${bucket ? bucket.where : target.uploadsDir}${leftOut(uploads.length - restored.length)}.`,
        ...checks,
      ];
    } catch (error) {
      throw await takeBack(error, target, uploads, before);
    }
  } finally {
    await open.close();
    if (staging) await fs.rm(staging, { recursive: true, force: true });
  }
}
