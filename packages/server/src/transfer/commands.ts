// The backup, restore, export and import commands of `pnpm admin` as plain functions: each takes the
// configuration or an open database, does its work and answers the lines to print.
import fs from 'node:fs/promises';
import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { connectDatabase, type Db } from '../db/client.js';
import { openS3Storage, StorageUnreachable } from '../media/s3-storage.js';
import { localStorage } from '../media/storage.js';
import { createBackup } from './backup.js';
import { exportContent } from './content-export.js';
import { checkContentExport, writeCheckedContent } from './content-import.js';
import { importOriginal, reportLines } from './original/import-original.js';
import { cut, oneLine, reasonOf } from './printable.js';
import { restoreBackup } from './restore.js';
import { TransferError } from './transfer-error.js';
import type { ContentToWrite } from './write-content.js';

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Output files are never overwritten: an older backup or export may be the one that matters. */
async function refuseExisting(file: string): Promise<void> {
  if (await exists(file))
    throw new TransferError(`The file ${file} already exists; choose another name (nothing is overwritten).`);
}

/**
 * The largest file the imports read: twenty times the original site's export with all its images
 * (9.8 MB). A bigger one is not an export, and reading it whole would cost that much memory.
 */
const JSON_MAX_BYTES = 200 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Something the file system refused, as one sentence: a missing file asks for the path. */
function unreadable(file: string, error: unknown): TransferError {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT')
    return new TransferError(`Cannot read the file ${file}; check the path.`);
  return new TransferError(`Cannot read the file ${file} (${reasonOf(error)}).`);
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) throw new TransferError(`${file} is not a file; name the JSON file to import.`);
    if (stat.size > JSON_MAX_BYTES) {
      throw new TransferError(
        `The file ${file} is ${megabytes(stat.size)}; an import reads files of at most ${megabytes(JSON_MAX_BYTES)}.`,
      );
    }
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    throw error instanceof TransferError ? error : unreadable(file, error);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    // V8's message quotes a piece of the file: kept short and on one line.
    throw new TransferError(`The file ${file} is not valid JSON (${oneLine(cut(reasonOf(error), 120))}).`);
  }
}

/** A failure of the file system or the database while writing `file` (it has a code), as one sentence. */
function writeFailed(what: string, file: string, error: unknown): unknown {
  if (error instanceof TransferError || typeof (error as NodeJS.ErrnoException).code !== 'string') return error;
  return new TransferError(`${what} to ${file} failed (${reasonOf(error)}); nothing was kept.`);
}

/** The bucket of the S3 settings, checked to answer; a failure is the start's one sentence. */
async function openBucket(config: Config) {
  if (!config.s3) return undefined;
  try {
    return await openS3Storage(config.s3);
  } catch (error) {
    throw error instanceof StorageUnreachable ? new TransferError(error.message) : error;
  }
}

export async function backupCommand(config: Config, file: string): Promise<string[]> {
  if (!config.databaseUrl && !(await exists(config.databasePath))) {
    throw new TransferError(`There is no database at ${config.databasePath}; nothing to back up (check DATABASE_PATH).`);
  }
  await refuseExisting(file);
  let sqlite: Database.Database | undefined;
  const bucket = await openBucket(config);
  try {
    // Read-only on SQLite, no migrations on PostgreSQL: the backup must not touch the database a
    // running server uses.
    if (!config.databaseUrl) sqlite = new Database(config.databasePath, { readonly: true, fileMustExist: true });
    const source = sqlite ? { sqlite } : { postgresUrl: config.databaseUrl! };
    const manifest = await createBackup(source, bucket ?? config.uploadsDir, file);
    const { size } = await fs.stat(file);
    const rows = Object.values(manifest.tables).reduce((n, count) => n + count, 0);
    return [
      `Backed up ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${manifest.files.uploads} uploaded files to ${file} (${megabytes(size)}).`,
    ];
  } catch (error) {
    throw writeFailed('The backup', file, error);
  } finally {
    sqlite?.close();
    bucket?.close();
  }
}

/**
 * Into the configured database (the SQLite file at DATABASE_PATH, or PostgreSQL when DATABASE_URL is
 * set) and the configured uploads (UPLOADS_DIR, or the bucket when S3_BUCKET is set).
 */
export async function restoreCommand(config: Config, file: string): Promise<string[]> {
  const bucket = await openBucket(config);
  try {
    return await restoreBackup(file, { ...config, bucket });
  } finally {
    bucket?.close();
  }
}

export async function exportCommand(db: Db, file: string): Promise<string[]> {
  await refuseExisting(file);
  const content = await exportContent(db);
  try {
    await fs.writeFile(file, `${JSON.stringify(content, null, 2)}\n`, { flag: 'wx' });
  } catch (error) {
    // 'wx' made the file ours: a half-written one (a full disk) goes.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await fs.rm(file, { force: true });
    throw writeFailed('The export', file, error);
  }
  return [
    `Exported ${Object.keys(content.sections).length} sections, ${content.services.length} services and ${content.images.length} image records to ${file}.`,
  ];
}

/** Reads and checks the whole file, before any database is opened: a bad file writes nothing at all. */
export async function readContentExport(file: string): Promise<ContentToWrite> {
  return checkContentExport(await readJson(file), `The file ${file}`);
}

export async function importCommand(db: Db, content: ContentToWrite, file: string): Promise<string[]> {
  return await writeCheckedContent(db, content, `The file ${file}`);
}

export async function importOriginalCommand(app: FastifyInstance, file: string): Promise<string[]> {
  return reportLines(await importOriginal(app, await readJson(file)));
}

/**
 * What the upload pipeline needs (the database and the media store) without the whole server: no
 * routes, no demo seed and no first-admin bootstrap, which would create a user nobody knows about.
 */
export async function withLibrary<T>(config: Config, run: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const bucket = await openBucket(config);
  const db = await connectDatabase(config).catch((error: unknown) => {
    bucket?.close();
    throw error;
  });
  const app = Fastify();
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('storage', bucket ?? localStorage(config.uploadsDir));
  try {
    await app.ready();
    return await run(app);
  } finally {
    await app.close();
    await db.$close();
    bucket?.close();
  }
}
