// The answers that are not cached content: admin reads revalidate by a hash ETag and stay private,
// large JSON is compressed on the way out, and what is already encoded (cached content) or a file
// (media) keeps its own headers.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SVG_CSP } from '../routes/media.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;
beforeAll(async () => {
  t = await makeTestApp();
  token = await adminToken(t.app);
  for (let i = 0; i < 8; i += 1) {
    await t.app.inject({
      method: 'POST',
      url: '/backend/api/contact-messages',
      payload: {
        name: `Visitor ${i}`,
        email: 'a@example.com',
        message: `${'A question about your services. '.repeat(5)}(${i})`,
        website: '',
      },
    });
  }
  await t.app.storage.put('0123abcd.svg', Buffer.from(SVG));
});
afterAll(() => t.close());

const ADMIN_READS = [
  '/backend/api/contact-messages',
  '/backend/api/images',
  '/api/images?category=gallery',
  '/backend/auth/users/me',
];

describe.each(ADMIN_READS)('admin GET %s', (url) => {
  it('has a hash ETag and revalidates to 304', async () => {
    const first = await t.app.inject({ url, headers: auth(token) });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"[\w+/=]+"$/);
    const again = await t.app.inject({ url, headers: { ...auth(token), 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('may be kept only by the browser it was sent to, and is asked for again each time', async () => {
    for (const headers of [auth(token), {}]) {
      const res = await t.app.inject({ url, headers });
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('answers HEAD with its headers and no body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url, headers: auth(token) });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBeTruthy();
    expect(head.body).toBe('');
  });
});

describe('compression of answers that are not cached', () => {
  it('compresses JSON over the threshold with Brotli or gzip, with Vary, and leaves it plain otherwise', async () => {
    const url = '/backend/api/contact-messages';
    const plain = await t.app.inject({ url, headers: auth(token) });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url, headers: { ...auth(token), 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const gz = await t.app.inject({ url, headers: { ...auth(token), 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses the OpenAPI document, which any client may revalidate', async () => {
    const res = await t.app.inject({ url: '/backend/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).openapi).toBe('3.1.0');
  });

  it('does not compress small answers', async () => {
    const res = await t.app.inject({ url: '/backend/auth/users/me', headers: { ...auth(token), 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().username).toBe('test-admin');
  });

  it('compresses a cached content answer once, not a second time', async () => {
    const url = '/backend/api/pages/home';
    const plain = await t.app.inject(url);
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('a write answer is never stored (a login answer carries a token)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/auth/token/login',
      payload: { username: 'owner', password: 'owner-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('an SVG from /media', () => {
  const url = '/media/0123abcd.svg';

  it('is compressed on the way out and keeps its sandbox, nosniff and year-long caching', async () => {
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SVG);
    expect(res.headers).toMatchObject({
      'content-security-policy': SVG_CSP,
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('revalidates to 304, answers HEAD, and serves a byte range uncompressed', async () => {
    const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const again = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const range = await t.app.inject({ url, headers: { 'accept-encoding': 'br', range: 'bytes=0-3' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body).toBe('<svg');
  });
});
