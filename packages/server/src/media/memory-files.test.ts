// Small uploads from memory: read once, never answered stale after the file changes or goes, and
// only the store's own kinds of files within the size limit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_FILE_BYTES, memoryFiles } from './memory-files.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memory-files-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

const write = (name: string, data: string | Buffer, mtime = new Date('2026-01-01T00:00:00Z')) => {
  fs.writeFileSync(path.join(dir, name), data);
  fs.utimesSync(path.join(dir, name), mtime, mtime);
};

describe('memoryFiles', () => {
  it('reads a file once, with its type and the validators @fastify/static would send', async () => {
    write('ab12-w480.webp', 'RIFF-webp-bytes');
    const files = memoryFiles(dir);
    const first = await files.get('ab12-w480.webp');
    expect(first).toMatchObject({
      type: 'image/webp',
      etag: `W/"${(15).toString(16)}-${new Date('2026-01-01T00:00:00Z').getTime().toString(16)}"`,
      lastModified: 'Thu, 01 Jan 2026 00:00:00 GMT',
    });
    expect(first?.body.toString()).toBe('RIFF-webp-bytes');
    const read = vi.spyOn(fs.promises, 'readFile');
    expect(await files.get('ab12-w480.webp')).toBe(first);
    expect(read).not.toHaveBeenCalled();
  });

  it('answers a replaced file with its new bytes and forgets a deleted one', async () => {
    write('cd34.png', 'old');
    const files = memoryFiles(dir);
    expect((await files.get('cd34.png'))?.body.toString()).toBe('old');
    write('cd34.png', 'newer', new Date('2026-02-01T00:00:00Z'));
    expect((await files.get('cd34.png'))?.body.toString()).toBe('newer');
    fs.rmSync(path.join(dir, 'cd34.png'));
    expect(await files.get('cd34.png')).toBeUndefined();
  });

  it('keeps nothing too large, of a type the store does not hold, or that is not a file', async () => {
    write('big.jpg', Buffer.alloc(MAX_FILE_BYTES + 1));
    write('notes.txt', 'text');
    fs.mkdirSync(path.join(dir, 'folder.png'));
    const files = memoryFiles(dir);
    expect(await files.get('big.jpg')).toBeUndefined();
    expect(await files.get('notes.txt')).toBeUndefined();
    expect(await files.get('folder.png')).toBeUndefined();
    expect(await files.get('missing.avif')).toBeUndefined();
  });
});
