// Two servers on one database, as behind a load balancer, answer as one site: the same ETag for the
// same page or content answer (a 304 from either for the other's), a save through one read at once
// through the other's API by the editor and within a second by visitors and in its pages, an
// If-Match from a read on one checked on the other, and one purge notice per save.
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { faqBlockDefault } from '@site/contracts';
import { adminToken, auth } from '../test/test-app.js';
import { openTwoApps, type TwoApps } from '../test/two-apps.js';
import { sourceBuild } from '../test/source-build.js';
import { purgeReceiver, type PurgeReceiver } from '../test/purge-receiver.js';
import { EXTERNAL_WRITE_POLL_MS } from './external-writes.js';

const FAQ = '/backend/api/about/faq';
/** A page, the content answers it is made of, and answers with an ETag of their own. */
const ANSWERS = ['/about', '/', '/backend/api/pages/about', FAQ, '/backend/api/services', '/backend/api/get-service-slugs'];

/** Long enough for a server to hear the other's write (at most a poll), and then act on it. */
const HEARD_WITHIN_MS = EXTERNAL_WRITE_POLL_MS + 500;

let webDist: string;
beforeAll(() => {
  webDist = sourceBuild();
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

let servers: TwoApps;
let a: FastifyInstance;
let b: FastifyInstance;
let token: string;
const open = async (overrides: Parameters<typeof openTwoApps>[0] = {}) => {
  servers = await openTwoApps(overrides, { webDist });
  ({ app: a } = servers.a);
  ({ app: b } = servers.b);
  token = await adminToken(a);
};
afterEach(() => servers.close());

/** Saves the FAQ (shown on /about once it has questions) with this title. */
const save = (app: FastifyInstance, title: string, ifMatch?: string) =>
  app.inject({
    method: 'PUT',
    url: FAQ,
    headers: { ...auth(token), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    payload: { ...faqBlockDefault, title },
  });

describe('two servers on one database', () => {
  beforeEach(async () => {
    await open();
    await a.inject({ method: 'PUT', url: '/backend/api/services', headers: auth(token), payload: [{ title: 'Deep Cleaning' }] });
    expect((await save(a, 'Asked often')).statusCode).toBe(200);
  });

  it("answer the same ETag for the same page or content answer, and a 304 to the other's", async () => {
    // Each has heard the other's writes, as the load balancer may send any request to either.
    await new Promise((resolve) => setTimeout(resolve, HEARD_WITHIN_MS));
    for (const url of ANSWERS) {
      const fromA = await a.inject(url);
      expect(fromA.statusCode, url).toBe(200);
      const fromB = await b.inject(url);
      expect(fromB.body, url).toBe(fromA.body);
      expect(fromB.headers.etag, url).toBe(fromA.headers.etag);
      for (const [server, other] of [
        [b, fromA],
        [a, fromB],
      ] as const) {
        const revalidated = await server.inject({ url, headers: { 'if-none-match': String(other.headers.etag) } });
        expect(revalidated.statusCode, url).toBe(304);
      }
    }
  });

  it('show a save through one at once to the editor on the other, and within a second to visitors; old ETags then match on neither', async () => {
    await new Promise((resolve) => setTimeout(resolve, HEARD_WITHIN_MS));
    // Both have the answers in memory, each with its ETag.
    const before = new Map<string, string>();
    for (const url of ANSWERS) {
      before.set(url, String((await a.inject(url)).headers.etag));
      expect((await b.inject(url)).headers.etag).toBe(before.get(url));
    }
    const saved = await save(a, 'Saved on the first server');
    expect(saved.statusCode).toBe(200);

    const editor = await b.inject({ url: FAQ, headers: auth(token) });
    expect(editor.json()).toMatchObject({ title: 'Saved on the first server' });
    expect(editor.headers.etag).toBe(saved.headers.etag);
    const editorPage = await b.inject({ url: '/backend/api/pages/about', headers: auth(token) });
    expect(JSON.stringify(editorPage.json())).toContain('Saved on the first server');

    await vi.waitFor(
      async () => {
        expect((await b.inject(FAQ)).json()).toMatchObject({ title: 'Saved on the first server' });
        expect((await b.inject('/about')).body).toContain('Saved on the first server');
      },
      { timeout: HEARD_WITHIN_MS, interval: 20 },
    );
    for (const url of ['/about', '/backend/api/pages/about', FAQ])
      for (const server of [a, b]) {
        const res = await server.inject({ url, headers: { 'if-none-match': before.get(url)! } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers.etag, url).not.toBe(before.get(url));
      }
  });

  it('check an If-Match from a read on one server when the save goes to the other', async () => {
    const read = await b.inject({ url: FAQ, headers: auth(token) });
    const first = await save(a, 'First', String(read.headers.etag));
    expect(first.statusCode).toBe(200);
    // The same read, now out of date, is refused on either server, with the version in force.
    for (const server of [b, a]) {
      const stale = await save(server, 'Second', String(read.headers.etag));
      expect(stale.statusCode).toBe(412);
      expect(stale.headers.etag).toBe(first.headers.etag);
    }
    // The editor's read on the other server names the version just saved: its save goes through.
    const reread = await b.inject({ url: FAQ, headers: auth(token) });
    expect(reread.headers.etag).toBe(first.headers.etag);
    expect((await save(b, 'Second', String(reread.headers.etag))).statusCode).toBe(200);
  });
});

describe('two servers on one database, with CACHE_PURGE_URL', () => {
  let receiver: PurgeReceiver;
  beforeEach(async () => {
    receiver = await purgeReceiver();
    await open({ cachePurgeUrl: receiver.url });
  });
  afterEach(() => receiver.close());

  /**
   * Saves through `writer`; waits for the writer's notice and until `hearer` has heard of the save,
   * and then a while longer for any notice the hearer would send; answers how many notices came.
   */
  const saveAndHear = async (writer: FastifyInstance, hearer: FastifyInstance, title: string) => {
    const before = receiver.notices.length;
    expect((await save(writer, title)).statusCode).toBe(200);
    await vi.waitFor(() => expect(receiver.notices.length).toBeGreaterThan(before), { timeout: HEARD_WITHIN_MS, interval: 20 });
    await vi.waitFor(async () => expect((await hearer.inject(FAQ)).json()).toMatchObject({ title }), {
      timeout: HEARD_WITHIN_MS,
      interval: 20,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    return receiver.notices.length - before;
  };

  it('send one notice per save: the saving server tells the cache, the one hearing of it does not', async () => {
    await new Promise((resolve) => setTimeout(resolve, HEARD_WITHIN_MS));
    expect(await saveAndHear(a, b, 'Saved on the first server')).toBe(1);
    expect(await saveAndHear(b, a, 'Saved on the second server')).toBe(1);
    expect(receiver.notices.at(-1)).toMatchObject({ body: { paths: expect.arrayContaining(['/about', '/backend/api/*']) } });
  });
});
