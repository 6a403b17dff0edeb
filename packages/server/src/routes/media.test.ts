// /media/ serves the uploads folder and nothing else: no listing, no dotfiles, no way out of it.
// Small files come from memory after the first request, with the headers @fastify/static sends.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
const WEBP = Buffer.from('RIFF....WEBPVP8 a small picture');
afterEach(() => vi.restoreAllMocks());
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.storage.put('0123abcd.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  await t.app.storage.put('4567cdef-w480.webp', WEBP);
  fs.writeFileSync(path.join(t.config.uploadsDir, '.hidden'), 'secret');
  fs.mkdirSync(path.join(t.config.uploadsDir, 'folder'));
  fs.writeFileSync(path.join(t.config.uploadsDir, 'folder', 'index.html'), '<h1>index</h1>');
});
afterAll(() => t.close());

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
});
