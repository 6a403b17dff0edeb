// Small uploads kept in memory, so that /media/ answers them without opening, reading and streaming
// the file each time (routes/media.ts). A file is read once; each request still asks the file system
// whether it is the same file (its size and modification time, which its ETag is made of), so a file
// deleted or replaced on disk is never answered from memory. That check is a synchronous stat: a few
// microseconds from the kernel's cache, where an asynchronous one waits its turn in libuv's pool. The memory is bounded: files above
// MAX_FILE_BYTES are never kept, and the least recently used go first past MAX_TOTAL_BYTES.
import fs from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { STORED_TYPES } from './image-header.js';

/** Every responsive copy (at most 1600 px) and most originals fit; larger files are streamed. */
export const MAX_FILE_BYTES = 512 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

export interface MemoryFile {
  body: Buffer;
  type: string;
  /** The same validators @fastify/static sends for the file (weak ETag of size and mtime, Last-Modified). */
  etag: string;
  lastModified: string;
}

const validators = (stat: { size: number; mtime: Date }) => ({
  etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
  lastModified: stat.mtime.toUTCString(),
});

const typeOf = (name: string) => STORED_TYPES.get(path.extname(name).slice(1).toLowerCase());

/**
 * The files of `dir` by name: `get(name)` answers the file from memory (reading it the first time),
 * or undefined when it is not one to keep (missing, not a regular file, too large, of a type the
 * store does not hold), which the caller serves another way.
 */
export function memoryFiles(dir: string) {
  const cache = new LRUCache<string, MemoryFile>({ maxSize: MAX_TOTAL_BYTES, sizeCalculation: (file) => file.body.length || 1 });

  async function get(name: string): Promise<MemoryFile | undefined> {
    const type = typeOf(name);
    if (!type) return undefined;
    const file = path.join(dir, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.size > MAX_FILE_BYTES) {
      cache.delete(name);
      return undefined;
    }
    const { etag, lastModified } = validators(stat);
    const kept = cache.get(name);
    if (kept?.etag === etag) return kept;
    const body = await fs.promises.readFile(file).catch(() => undefined);
    // Changed between the two calls: not kept, the next request reads it again.
    if (body?.length !== stat.size) return undefined;
    const read = { body, type, etag, lastModified };
    cache.set(name, read);
    return read;
  }

  return { get };
}
