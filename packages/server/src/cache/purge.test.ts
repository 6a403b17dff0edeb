// The purge notice to a CDN or proxy: one POST of the changed paths per burst of changes, sent after
// a save and a publish (not after a draft is saved), and a receiver that fails or is gone never fails
// the save.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heroDefault } from '@site/contracts';
import { ContentVersion } from './content-version.js';
import { changedPaths, purgeOnChange } from './purge.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

/** A purge receiver on a free port that records each notice and answers `status`. */
async function receiver(status = 204) {
  const notices: unknown[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      notices.push({ method: request.method, type: request.headers['content-type'], body: JSON.parse(body) as unknown });
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
  return { url, notices, close: () => new Promise((resolve) => server.close(resolve)) };
}

const settle = async (until: () => boolean) => {
  for (let i = 0; i < 100 && !until(); i += 1) await new Promise((r) => setTimeout(r, 20));
};

let closers: (() => unknown)[] = [];
beforeEach(() => {
  closers = [];
});
afterEach(async () => {
  for (const close of closers.reverse()) await close();
});

describe('purgeOnChange', () => {
  it('posts the changed paths once for changes that come together', async () => {
    const r = await receiver();
    closers.push(r.close);
    const version = new ContentVersion();
    const failures: string[] = [];
    closers.push(
      purgeOnChange(version, { url: r.url, paths: () => changedPaths(['/', '/about']), onFailure: (f) => failures.push(f) }),
    );
    version.bump();
    version.bump();
    await settle(() => r.notices.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(r.notices).toEqual([
      { method: 'POST', type: 'application/json', body: { paths: ['/', '/about', '/backend/api/*', '/api/*'] } },
    ]);
    expect(failures).toEqual([]);
  });

  it('reports a receiver that refuses or is not there, and nothing else happens', async () => {
    const r = await receiver(500);
    closers.push(r.close);
    const version = new ContentVersion();
    const failures: string[] = [];
    closers.push(purgeOnChange(version, { url: r.url, paths: () => ['/'], onFailure: (f) => failures.push(f) }));
    version.bump();
    await settle(() => failures.length > 0);
    expect(failures).toEqual(['the purge receiver answered 500']);

    const gone = await receiver();
    await gone.close();
    const other = new ContentVersion();
    closers.push(purgeOnChange(other, { url: gone.url, paths: () => ['/'], onFailure: (f) => failures.push(f) }));
    other.bump();
    await settle(() => failures.length > 1);
    expect(failures[1]).toMatch(/fetch failed.*ECONNREFUSED/);
  });
});

describe('CACHE_PURGE_URL in the app', () => {
  const HERO = '/backend/api/home/hero';

  it('is told after a save and after a publish, not after a draft is saved', async () => {
    const r = await receiver();
    closers.push(r.close);
    const t: TestApp = await makeTestApp({ cachePurgeUrl: r.url });
    closers.push(() => t.close());
    const headers = auth(adminToken(t.app));
    expect(
      (await t.app.inject({ method: 'PUT', url: HERO, headers, payload: { ...heroDefault, title: 'Saved' } })).statusCode,
    ).toBe(200);
    await settle(() => r.notices.length > 0);
    // The pages too when the web build is there (the renderer lists them).
    expect(r.notices).toEqual([
      expect.objectContaining({ body: { paths: expect.arrayContaining(['/backend/api/*', '/api/*']) } }),
    ]);

    const draft = { ...heroDefault, title: 'Drafted' };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/backend/api/drafts/home/hero', headers, payload: draft })).statusCode,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(r.notices).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: '/backend/api/drafts/home/hero/publish', headers })).statusCode).toBe(200);
    await settle(() => r.notices.length > 1);
    expect(r.notices).toHaveLength(2);
  });

  it('never fails a save when the receiver fails', async () => {
    const r = await receiver(503);
    closers.push(r.close);
    const t: TestApp = await makeTestApp({ cachePurgeUrl: r.url });
    closers.push(() => t.close());
    const headers = auth(adminToken(t.app));
    const saved = await t.app.inject({ method: 'PUT', url: HERO, headers, payload: { ...heroDefault, title: 'Kept' } });
    expect(saved.statusCode).toBe(200);
    await settle(() => r.notices.length > 0);
    expect(r.notices).toHaveLength(1);
    expect((await t.app.inject({ url: HERO })).json<{ title: string }>().title).toBe('Kept');
  });
});
