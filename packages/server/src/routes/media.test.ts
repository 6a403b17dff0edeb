// /media/ serves the uploads folder and nothing else: no listing, no dotfiles, no way out of it.
// Small files come from memory after the first request, with the headers @fastify/static sends.
// The same URLs answer with the same headers when the files are in an S3 bucket (s3rver here).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../test/test-app.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { s3Storage } from '../media/s3-storage.js';

const WEBP = Buffer.from('RIFF....WEBPVP8 a small picture');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
afterEach(() => vi.restoreAllMocks());

describe.each(['folder', 'bucket'] as const)('media in the %s', (storage) => {
  let t: TestApp;
  let s3: TestS3Server | undefined;
  beforeAll(async () => {
    s3 = storage === 'bucket' ? await startS3Server() : undefined;
    t = await makeTestApp(s3 ? { s3: s3.s3 } : {});
    await t.app.storage.put('0123abcd.svg', SVG);
    await t.app.storage.put('4567cdef-w480.webp', WEBP);
    if (storage === 'folder') {
      fs.writeFileSync(path.join(t.config.uploadsDir, '.hidden'), 'secret');
      fs.mkdirSync(path.join(t.config.uploadsDir, 'folder'));
      fs.writeFileSync(path.join(t.config.uploadsDir, 'folder', 'index.html'), '<h1>index</h1>');
    }
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
  });

  describe('media', () => {
    it('serves a stored file', async () => {
      const res = await t.app.inject('/media/0123abcd.svg');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    });

    it('answers 404 (with nosniff) for an unknown file, a dotfile, a folder and the root', async () => {
      for (const url of ['/media/missing.png', '/media/.hidden', '/media/folder/', '/media/folder', '/media/', '/media']) {
        const res = await t.app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.body, url).not.toMatch(/secret|index|0123abcd/);
      }
    });

    it('never serves a file outside the uploads folder', async () => {
      // SQLite's database file sits right beside the uploads folder in a test app: the obvious target.
      // On PostgreSQL there is no such file, so one with the same start stands in for it.
      const target = path.join(t.config.uploadsDir, '..', 'site.db');
      if (t.app.db.$engine === 'postgres') fs.writeFileSync(target, 'SQLite format 3\0 stands in for the database');
      expect(fs.existsSync(target)).toBe(true);
      for (const url of [
        '/media/../site.db',
        '/media/..%2fsite.db',
        '/media/%2e%2e/site.db',
        '/media/..%5csite.db',
        '/media//etc/passwd',
      ]) {
        const res = await t.app.inject(url);
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.body, url).not.toContain('SQLite format');
        expect(res.body, url).not.toContain('root:');
      }
    });

    it('answers a small file from memory after the first request, with the headers of a streamed answer', async () => {
      const url = '/media/4567cdef-w480.webp';
      // An If-Modified-Since request goes to @fastify/static, which streams the file from disk.
      const streamed = await t.app.inject({ url, headers: { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' } });
      await t.app.inject(url);
      const opened = vi.spyOn(fs, 'createReadStream');
      const res = await t.app.inject(url);
      expect(opened).not.toHaveBeenCalled();
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(WEBP);
      for (const header of [
        'content-type',
        'content-length',
        'etag',
        'last-modified',
        'cache-control',
        'accept-ranges',
        'x-content-type-options',
      ])
        expect(res.headers[header], header).toBe(streamed.headers[header]);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('revalidates a file from memory to 304, and still streams a byte range', async () => {
      const url = '/media/4567cdef-w480.webp';
      const { etag } = (await t.app.inject(url)).headers;
      const again = await t.app.inject({ url, headers: { 'if-none-match': etag as string } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await t.app.inject({ url, headers: { 'if-none-match': 'W/"other"' } });
      expect(other.statusCode).toBe(200);
      const range = await t.app.inject({ url, headers: { range: 'bytes=0-3' } });
      expect(range.statusCode).toBe(206);
      expect(range.body).toBe('RIFF');
    });

    it('answers 404 for a file deleted after it was served from memory', async () => {
      await t.app.storage.put('89abcdef.png', Buffer.from('png bytes'));
      expect((await t.app.inject('/media/89abcdef.png')).statusCode).toBe(200);
      await t.app.storage.delete('89abcdef.png');
      const gone = await t.app.inject('/media/89abcdef.png');
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['x-content-type-options']).toBe('nosniff');
    });

    it('keeps the files in the storage it is set to', async () => {
      const onDisk = fs.existsSync(path.join(t.config.uploadsDir, '4567cdef-w480.webp'));
      expect(onDisk).toBe(storage === 'folder');
      if (s3) expect(await s3Storage(s3.s3).read('4567cdef-w480.webp')).toEqual(WEBP);
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      const url = '/media/4567cdef-w480.webp';
      const get = await t.app.inject(url);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      for (const header of ['content-type', 'content-length', 'etag', 'last-modified', 'cache-control', 'x-content-type-options'])
        expect(head.headers[header], header).toBe(get.headers[header]);
      expect(head.headers['content-length']).toBe(String(WEBP.length));
    });

    it('sends an SVG with the sandbox policy, immutable and nosniff', async () => {
      const res = await t.app.inject('/media/0123abcd.svg');
      expect(res.rawPayload).toEqual(SVG);
      expect(res.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    });

    it('answers byte ranges with 206 and Content-Range, an unsatisfiable one with 416', async () => {
      const url = '/media/4567cdef-w480.webp';
      const size = WEBP.length;
      const middle = await t.app.inject({ url, headers: { range: 'bytes=4-7' } });
      expect(middle.statusCode).toBe(206);
      expect(middle.headers['content-range']).toBe(`bytes 4-7/${size}`);
      expect(middle.headers['content-length']).toBe('4');
      expect(middle.rawPayload).toEqual(WEBP.subarray(4, 8));
      const last = await t.app.inject({ url, headers: { range: 'bytes=-5' } });
      expect(last.statusCode).toBe(206);
      expect(last.rawPayload).toEqual(WEBP.subarray(size - 5));
      const beyond = await t.app.inject({ url, headers: { range: `bytes=${size}-` } });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.json()).toEqual({ error: 'Range Not Satisfiable.' });
      expect(beyond.headers['cache-control']).toBeUndefined();
      // A Range whose If-Range names another version gets the whole file.
      const stale = await t.app.inject({ url, headers: { range: 'bytes=0-3', 'if-range': '"another"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.rawPayload).toEqual(WEBP);
    });

    it('answers If-Modified-Since with 304 and a failed If-Match with 412', async () => {
      const url = '/media/4567cdef-w480.webp';
      const { etag, 'last-modified': lastModified } = (await t.app.inject(url)).headers;
      const unchanged = await t.app.inject({ url, headers: { 'if-modified-since': lastModified as string } });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.headers.etag).toBe(etag);
      expect(unchanged.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const refused = await t.app.inject({ url, headers: { 'if-match': '"another"' } });
      expect(refused.statusCode).toBe(412);
      expect(refused.headers['cache-control']).toBeUndefined();
      expect((await t.app.inject({ url, headers: { 'if-match': etag as string } })).statusCode).toBe(200);
    });

    it('answers 404 with its message for a missing file, on GET and HEAD', async () => {
      const res = await t.app.inject('/media/feedface.webp');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'There is no media file at this address.' });
      expect(res.headers['cache-control']).toBeUndefined();
      expect((await t.app.inject({ method: 'HEAD', url: '/media/feedface.webp' })).statusCode).toBe(404);
    });
  });
});
