// The two storages behave alike through the interface (the folder, and a bucket on s3rver): put,
// read, size and validators, a stream of a range, the sorted list, delete of a missing file, and
// the refusal of a name the server would never make. A bucket that does not answer is one sentence.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { openS3Storage, s3Storage, StorageUnreachable } from './s3-storage.js';
import { localStorage, type MediaStorage } from './storage.js';

let s3: TestS3Server;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const storages: [string, () => MediaStorage][] = [
  ['folder', () => localStorage(path.join(dir, 'uploads'))],
  ['bucket', () => s3Storage(s3.s3)],
];

describe.each(storages)('the %s storage', (_kind, make) => {
  it('stores, reads, describes, streams, lists and deletes files', async () => {
    const storage = make();
    await storage.put('b2c3-w480.webp', Buffer.from('0123456789'));
    await storage.put('a1b2.png', Buffer.from('png'));
    expect(await storage.read('b2c3-w480.webp')).toEqual(Buffer.from('0123456789'));
    const info = await storage.stat('b2c3-w480.webp');
    expect(info?.size).toBe(10);
    expect(info?.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(Math.abs(info!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await text((await storage.stream('b2c3-w480.webp'))!)).toBe('0123456789');
    expect(await text((await storage.stream('b2c3-w480.webp', { start: 2, end: 5 }))!)).toBe('2345');
    expect(await storage.list()).toEqual([
      { name: 'a1b2.png', size: 3 },
      { name: 'b2c3-w480.webp', size: 10 },
    ]);
    expect(storage.url('a1b2.png')).toBe('/media/a1b2.png');

    await storage.delete('a1b2.png');
    await storage.delete('a1b2.png');
    expect(await storage.read('a1b2.png')).toBeUndefined();
    expect(await storage.stat('a1b2.png')).toBeUndefined();
    expect(await storage.stream('a1b2.png')).toBeUndefined();
    expect((await storage.list()).map((f) => f.name)).toEqual(['b2c3-w480.webp']);
    await storage.delete('b2c3-w480.webp');
    expect(await storage.list()).toEqual([]);
  });

  it('refuses a name the server never makes', async () => {
    const storage = make();
    for (const name of ['../site.db', 'folder/x.png', '.hidden', 'UPPER.png'])
      await expect(storage.put(name, Buffer.from('x')), name).rejects.toThrow(/Refusing unsafe media name/);
  });
});

describe('openS3Storage', () => {
  it('opens a bucket that answers', async () => {
    const storage = await openS3Storage(s3.s3);
    expect(storage.where).toBe(`the bucket site-media at ${s3.s3.endpoint}`);
    expect(await storage.list()).toEqual([]);
    storage.close();
  });

  it('names the bucket and the endpoint in one sentence when the bucket is missing', async () => {
    await expect(openS3Storage({ ...s3.s3, bucket: 'no-such-bucket' })).rejects.toThrow(
      new StorageUnreachable(`Cannot use the bucket no-such-bucket at ${s3.s3.endpoint} for the uploads: no such bucket.`),
    );
  });

  it('names them when the access key is refused', async () => {
    // s3rver knows its access key ids but does not check version 4 signatures, so a wrong id stands for bad credentials.
    await expect(openS3Storage({ ...s3.s3, accessKeyId: 'WRONG' })).rejects.toThrow(
      /^Cannot use the bucket site-media at http:\/\/127\.0\.0\.1:\d+ for the uploads: the access key id is not known there\.$/,
    );
  });

  it('names them when nothing listens at the endpoint', async () => {
    // A port that was free a moment ago: nothing answers there.
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const endpoint = `http://127.0.0.1:${closed}`;
    const error = await openS3Storage({ ...s3.s3, endpoint }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnreachable);
    expect((error as Error).message).toMatch(
      new RegExp(`^Cannot use the bucket site-media at ${endpoint.replace(/\./g, '\\.')} for the uploads: .*ECONNREFUSED.*\\.$`),
    );
    expect((error as Error).message).not.toContain('\n');
  });
});
