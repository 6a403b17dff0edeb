// Where uploaded files live, behind a small interface: the local folder (UPLOADS_DIR) or an
// S3-compatible bucket (media/s3-storage.ts). Everything that writes, serves, lists or backs up an
// upload goes through it.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MEDIA_BASE } from '@site/contracts';

/** What /media/ needs to answer for a stored file before sending any of it. */
export interface StoredFileInfo {
  size: number;
  lastModified: Date;
  /** A quoted entity tag, weak (W/"…") or strong, as the HTTP ETag header carries it. */
  etag: string;
}

/** A byte range, both ends included, as HTTP's Range header counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStorage {
  /** Stores bytes under a server-generated name (never a name from the client). */
  put(name: string, data: Buffer): Promise<void>;
  /** A stored file's bytes; undefined when there is no such file. */
  read(name: string): Promise<Buffer | undefined>;
  /** Removes a stored file; a missing file is not an error. */
  delete(name: string): Promise<void>;
  /** The public URL that content documents store. */
  url(name: string): string;
  /** A stored file's size and validators; undefined when there is no such file. */
  stat(name: string): Promise<StoredFileInfo | undefined>;
  /** A stored file's bytes (or the range of them) as a stream; undefined when there is no such file. */
  stream(name: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Every stored file, by name in order, with its size: what a backup archives. */
  list(): Promise<{ name: string; size: number }[]>;
  /** How messages name the place: "the uploads folder /srv/uploads" or "the bucket media at https://…". */
  readonly where: string;
  /** The folder, when the files are on this machine's disk; unset for a bucket. */
  readonly folder?: string;
}

const SAFE_NAME = /^[a-z0-9][a-z0-9._-]*$/;

/** Whether `name` could be a stored file's: one flat name of the server's kind, never a way out of the folder. */
export const isStoredName = (name: string) => SAFE_NAME.test(name) && !name.includes('..');

/** Refuses a name the server would never make, so that a mistake fails loudly instead of reaching outside the store. */
export function checkedName(name: string): string {
  if (!isStoredName(name)) throw new Error(`Refusing unsafe media name "${name}"`);
  return name;
}

/** Every regular file under `dir`, as paths relative to it with '/' separators; none when it is missing. */
export async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export function localStorage(dir: string): MediaStorage {
  const resolve = (name: string) => path.join(dir, checkedName(name));
  return {
    folder: dir,
    where: `the uploads folder ${dir}`,
    async put(name, data) {
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(resolve(name), data, { flag: 'wx' });
    },
    async read(name) {
      try {
        return await fs.promises.readFile(resolve(name));
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async delete(name) {
      await fs.promises.rm(resolve(name), { force: true });
    },
    url: (name) => `${MEDIA_BASE}/${name}`,
    async stat(name) {
      const stat = await fs.promises.stat(resolve(name)).catch((err: unknown) => {
        if (missing(err)) return undefined;
        throw err;
      });
      if (!stat?.isFile()) return undefined;
      // The validators @fastify/static sends for the file: a weak ETag of size and modification time.
      return {
        size: stat.size,
        lastModified: stat.mtime,
        etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      };
    },
    async stream(name, range) {
      const file = resolve(name);
      const handle = await fs.promises.open(file, 'r').catch((err: unknown) => {
        if (missing(err)) return undefined;
        throw err;
      });
      return handle?.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async list() {
      const names = await listFiles(dir);
      return Promise.all(names.map(async (name) => ({ name, size: (await fs.promises.stat(path.join(dir, name))).size })));
    },
  };
}
