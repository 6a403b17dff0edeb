// The backup, restore, export and import commands of `pnpm admin` as plain functions: each takes the
// configuration or an open database, does its work and answers the lines to print.
import fs from 'node:fs/promises';
import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { openDatabase, type Db } from '../db/client.js';
import { configureSharp } from '../media/processing.js';
import { localStorage } from '../media/storage.js';
import { createBackup } from './backup.js';
import { exportContent } from './content-export.js';
import { importContent } from './content-import.js';
import { importOriginal, reportLines } from './original/import-original.js';
import { restoreBackup } from './restore.js';
import { TransferError } from './transfer-error.js';

const exists = (file: string) => fs.access(file).then(() => true, () => false);

/** Output files are never overwritten: an older backup or export may be the one that matters. */
async function refuseExisting(file: string): Promise<void> {
  if (await exists(file)) throw new TransferError(`The file ${file} already exists; choose another name (nothing is overwritten).`);
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw new TransferError(`Cannot read the file ${file}; check the path.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new TransferError(`The file ${file} is not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function backupCommand(config: Config, file: string): Promise<string[]> {
  if (!(await exists(config.databasePath))) {
    throw new TransferError(`There is no database at ${config.databasePath}; nothing to back up (check DATABASE_PATH).`);
  }
  await refuseExisting(file);
  // Read-only: the backup must not migrate or otherwise touch the database a running server uses.
  const source = new Database(config.databasePath, { readonly: true, fileMustExist: true });
  try {
    const manifest = await createBackup(source, config.uploadsDir, file);
    const { size } = await fs.stat(file);
    return [`Backed up the database and ${manifest.files.uploads} uploaded files to ${file} (${megabytes(size)}).`];
  } finally {
    source.close();
  }
}

export function restoreCommand(config: Config, file: string): Promise<string[]> {
  return restoreBackup(file, config);
}

export async function exportCommand(db: Db, file: string): Promise<string[]> {
  await refuseExisting(file);
  const content = exportContent(db);
  await fs.writeFile(file, `${JSON.stringify(content, null, 2)}\n`, { flag: 'wx' });
  return [`Exported ${Object.keys(content.sections).length} sections, ${content.services.length} services and ${content.images.length} image records to ${file}.`];
}

export async function importCommand(db: Db, file: string): Promise<string[]> {
  return importContent(db, await readJson(file), `The file ${file}`);
}

export async function importOriginalCommand(app: FastifyInstance, file: string): Promise<string[]> {
  return reportLines(await importOriginal(app, await readJson(file)));
}

/**
 * What the upload pipeline needs (the database and the media store) without the whole server: no
 * routes, no demo seed and no first-admin bootstrap, which would create a user nobody knows about.
 */
export async function withLibrary<T>(config: Config, run: (app: FastifyInstance) => Promise<T>): Promise<T> {
  configureSharp();
  const db = openDatabase(config.databasePath);
  const app = Fastify();
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('storage', localStorage(config.uploadsDir));
  try {
    await app.ready();
    return await run(app);
  } finally {
    await app.close();
    db.$client.close();
  }
}
