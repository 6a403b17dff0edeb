// /media/ serves the uploads folder and nothing else: no listing, no dotfiles, no way out of it.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.storage.put('0123abcd.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
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
    // The database sits right beside the uploads folder in a test app: the obvious target.
    expect(fs.existsSync(path.join(t.config.uploadsDir, '..', 'site.db'))).toBe(true);
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
});
