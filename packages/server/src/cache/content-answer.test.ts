// Every public content GET (each registry section, the services list, the service slugs) is answered
// from memory per content version: an ETag, no-cache, a 304 when unchanged, a new ETag after any
// content write (not after a contact message), no database read when cached, Brotli/gzip when large.
// Sections and the services list carry the ETag of their own version; the slugs, a hash of the answer.
// A signed-in read (the editor's) is read from the database each time.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTIONS } from '@site/contracts';
import { MIN_COMPRESSED_BYTES } from './compressed.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { countStatements } from '../test/count-statements.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await makeTestApp();
  token = await adminToken(t.app);
  // Enough services for the list to be worth compressing.
  const services = Array.from({ length: 6 }, (_, i) => ({
    title: `Service ${i}`,
    description: 'A long description. '.repeat(10),
  }));
  await t.app.inject({ method: 'PUT', url: '/backend/api/services', headers: auth(token), payload: services });
});
afterAll(() => t.close());

const READS = [...SECTIONS.map((s) => `/backend/api/${s.path}`), '/backend/api/services', '/backend/api/get-service-slugs'];

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const etagOf = async (url: string) => (await get(url)).headers.etag as string;

describe.each(READS)('GET %s', (url) => {
  it('answers an ETag and no-cache, and 304 with no body when the browser has it', async () => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w.-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    for (const u of [url, `${url}/`, url.replace('/backend/api/', '/api/')]) {
      const again = await get(u, { 'if-none-match': first.headers.etag as string });
      expect(again.statusCode, u).toBe(304);
      expect(again.body, u).toBe('');
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(await etagOf(url));
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('reads the database once per content version', async () => {
    const body = (await get(url)).json();
    let again: unknown;
    expect(await countStatements(t.app.db, async () => (again = (await get(url)).json()))).toBe(0);
    expect(again).toEqual(body);
  });

  it('is Brotli- or gzip-compressed, with Vary, when over the threshold', async () => {
    const plain = await get(url);
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    if (plain.rawPayload.length < MIN_COMPRESSED_BYTES) {
      expect(br.headers['content-encoding']).toBeUndefined();
      expect(br.body).toBe(plain.body);
      return;
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});

describe('a signed-in read', () => {
  it('is read from the database each time, with the version in force, and kept nowhere', async () => {
    const url = '/backend/api/about/faq';
    const signedIn = auth(token);
    await get(url);
    const reads = await countStatements(t.app.db, async () => {
      const res = await get(url, signedIn);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(await etagOf(url));
    });
    // The editor's read queries its version and its document; a visitor's after it, nothing.
    expect(reads).toBeGreaterThan(0);
    expect(await countStatements(t.app.db, () => get(url))).toBe(0);
  });
});

describe('a content write changes the ETags of what it changed, and only those', () => {
  const everyEtag = () => Promise.all(READS.map(etagOf));
  const SLUGS = '/backend/api/get-service-slugs';
  /** `changed` get new ETags; every other answer keeps its own. */
  const expectChanged = (before: string[], after: string[], changed: string[]) =>
    after.forEach((etag, i) => {
      const url = READS[i]!;
      if (changed.includes(url)) expect(etag, url).not.toBe(before[i]);
      else expect(etag, url).toBe(before[i]);
    });

  it.each(SECTIONS.map((s) => [s.path, s] as const))('a PATCH and a PUT of %s', async (_path, section) => {
    const url = `/backend/api/${section.path}`;
    const before = await everyEtag();
    const [field, value] = Object.entries(section.defaults)[0]!;
    expect((await t.app.inject({ method: 'PATCH', url, headers: auth(token), payload: { [field]: value } })).statusCode).toBe(
      200,
    );
    const patched = await everyEtag();
    expectChanged(before, patched, [url]);
    expect((await t.app.inject({ method: 'PUT', url, headers: auth(token), payload: section.defaults })).statusCode).toBe(200);
    expectChanged(patched, await everyEtag(), [url]);
    // The next read answers the new document, not a 304.
    expect((await get(url, { 'if-none-match': before[READS.indexOf(url)]! })).statusCode).toBe(200);
  });

  it('a services PUT, and the new list is answered', async () => {
    const before = await everyEtag();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/backend/api/services',
      headers: auth(token),
      payload: [{ title: 'Only one' }],
    });
    expect(saved.statusCode).toBe(200);
    // The slugs' answer is new too: its ETag is its hash.
    expectChanged(before, await everyEtag(), ['/backend/api/services', SLUGS]);
    expect((await get(SLUGS)).json()).toEqual([{ title: 'Only one', slug: 'only-one' }]);
  });

  it('not a contact message, nor a refused write', async () => {
    const before = await everyEtag();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/backend/api/contact-messages',
      payload: { name: 'A', email: 'a@example.com', message: 'Hi', website: '' },
    });
    expect(sent.statusCode).toBe(201);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/backend/api/home/hero',
      headers: auth(token),
      payload: { nope: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(await everyEtag()).toEqual(before);
  });
});
