// What a backup archive holds and the rules its entries must follow: restore checks every entry
// against these before it extracts anything, so a hostile archive cannot write outside the target.
import { z } from 'zod';
import { nameOf, quote } from './printable.js';

const APP_NAME = 'facility-site';
const BACKUP_FORMAT = 'facility-site-backup';
/** 2: every table as JSON lines, readable by either engine. 1: the SQLite file itself (still restored). */
const BACKUP_VERSION = 2;

export const MANIFEST_ENTRY = 'manifest.json';
/** Where a version 1 archive keeps the SQLite file. */
export const DATABASE_ENTRY = 'database/site.db';
export const TABLES_PREFIX = 'tables/';
export const UPLOADS_PREFIX = 'uploads/';

/** A table's entry: its rows, one JSON object a line, in primary-key order. */
export const tableEntry = (table: string) => `${TABLES_PREFIX}${table}.jsonl`;

/** Bigger than any manifest we write; a larger one is not ours and is not read into memory. */
export const MANIFEST_MAX_BYTES = 64 * 1024;

const identifier = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

/** createdAt and app are printed after a restore: a date as backup writes it, a plain name. */
const common = {
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  app: z.string().regex(/^[\w .-]{1,100}$/),
};

const manifestV1Schema = z.object({
  ...common,
  version: z.literal(1),
  files: z.object({ database: z.literal(1), uploads: z.number().int().nonnegative() }),
});

const manifestSchema = z.object({
  ...common,
  version: z.literal(BACKUP_VERSION),
  /** The engine the backup was taken from and the last migration applied there (its drizzle tag). */
  source: z.object({ engine: z.enum(['sqlite', 'postgres']), migration: z.string().regex(/^\w{1,100}$/) }),
  /** Rows per table; every table listed has its entry. */
  tables: z.record(identifier, z.number().int().nonnegative()),
  files: z.object({ uploads: z.number().int().nonnegative() }),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestV1 = z.infer<typeof manifestV1Schema>;

export const anyManifestSchema = z.discriminatedUnion('version', [manifestV1Schema, manifestSchema]);

export function makeManifest(
  source: Manifest['source'],
  tables: Record<string, number>,
  uploads: number,
  now = new Date(),
): Manifest {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    app: APP_NAME,
    source,
    tables,
    files: { uploads },
  };
}

/** The manifest version 1 wrote beside the SQLite file: what old archives hold (tests make them with it). */
export function makeManifestV1(uploads: number, now = new Date()): ManifestV1 {
  return {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: now.toISOString(),
    app: APP_NAME,
    files: { database: 1, uploads },
  };
}

/** tar's names for a regular file ('OldFile' is the pre-POSIX spelling of the same thing). */
const REGULAR = new Set(['File', 'OldFile']);

/** The longest file name Linux and macOS file systems take, and a path well within every PATH_MAX. */
const PART_MAX_BYTES = 255;
const PATH_MAX_BYTES = 1024;
// eslint-disable-next-line no-control-regex -- a NUL or a line break in a name is what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Why an entry may not be restored, or null when it is fine. Only regular files, only at the places
 * a backup writes, and no name that could climb out of the folder it is extracted into.
 */
export function entryProblem(entry: { path: string; type: string }): string | null {
  const { path, type } = entry;
  const name = quote(path);
  if (!REGULAR.has(type)) return `${name} is a ${nameOf(type)} entry; a backup holds regular files only`;
  if (CONTROL.test(path)) return `${name} has a control character (a NUL or a line break) in its name`;
  if (path.startsWith('/') || /^[a-zA-Z]:/.test(path) || path.includes('\\')) return `${name} is an absolute or Windows path`;
  const segments = path.split('/');
  if (segments.some((s) => s === '..' || s === '.' || s === '')) return `${name} has an empty, "." or ".." part`;
  if (Buffer.byteLength(path) > PATH_MAX_BYTES) return `${name} is longer than ${PATH_MAX_BYTES} bytes`;
  if (segments.some((s) => Buffer.byteLength(s) > PART_MAX_BYTES))
    return `${name} has a part longer than ${PART_MAX_BYTES} bytes`;
  if (path === MANIFEST_ENTRY || path === DATABASE_ENTRY) return null;
  if (path.startsWith(UPLOADS_PREFIX) && segments.length >= 2) return null;
  if (segments.length === 2 && segments[0] === TABLES_PREFIX.slice(0, -1) && /^[a-z_][a-z0-9_]{0,62}\.jsonl$/.test(segments[1]!))
    return null;
  return `${name} is not a file a backup holds (manifest.json, tables/<table>.jsonl, database/site.db or uploads/...)`;
}
