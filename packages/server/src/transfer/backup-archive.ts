// What a backup archive holds and the rules its entries must follow: restore checks every entry
// against these before it extracts anything, so a hostile archive cannot write outside the target.
import { z } from 'zod';
import { nameOf, quote } from './printable.js';

export const APP_NAME = 'facility-site';
export const BACKUP_FORMAT = 'facility-site-backup';
export const BACKUP_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'database/site.db';
export const UPLOADS_PREFIX = 'uploads/';

/** Bigger than any manifest we write; a larger one is not ours and is not read into memory. */
export const MANIFEST_MAX_BYTES = 64 * 1024;

/** createdAt and app are printed after a restore: a date as backup writes it, a plain name. */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.iso.datetime(),
  app: z.string().regex(/^[\w .-]{1,100}$/),
  files: z.object({ database: z.literal(1), uploads: z.number().int().nonnegative() }),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function makeManifest(uploads: number, now = new Date()): Manifest {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
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
 * Why an entry may not be restored, or null when it is fine. Only regular files, only at the three
 * places a backup writes, and no name that could climb out of the folder it is extracted into.
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
  return `${name} is not a file a backup holds (manifest.json, database/site.db or uploads/...)`;
}
