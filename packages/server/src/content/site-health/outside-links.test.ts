// Outside links against a local HTTP server (never an outside address): what each answer becomes,
// once a day per address, a few at a time.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestApp, type TestApp } from '../../test/test-app.js';
import { askLink, checkOutsideLinks, readLinkChecks } from './outside-links.js';

let base = '';
let server: http.Server;
const requests: string[] = [];
let inFlight = 0;
let mostInFlight = 0;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    const done = (status: number) =>
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(status).end();
      }, 20);
    if (request.url === '/gone') return done(404);
    if (request.url === '/no-head') return done(request.method === 'HEAD' ? 405 : 200);
    if (request.url === '/slow') return; // never answers
    if (request.url === '/moved') {
      inFlight -= 1;
      return response.writeHead(301, { location: '/fine' }).end();
    }
    done(200);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('askLink', () => {
  it('answers what the server said, GET after a refused HEAD, following redirects', async () => {
    expect(await askLink(`${base}/fine`)).toEqual({ ok: true, status: 200, error: null });
    expect(await askLink(`${base}/gone`)).toEqual({ ok: false, status: 404, error: null });
    expect(await askLink(`${base}/no-head`)).toEqual({ ok: true, status: 200, error: null });
    expect(requests.slice(-2)).toEqual(['HEAD /no-head', 'GET /no-head']);
    expect(await askLink(`${base}/moved`)).toEqual({ ok: true, status: 200, error: null });
  });

  it('gives up after the timeout, and says why there was no answer', async () => {
    expect(await askLink(`${base}/slow`, 200)).toEqual({ ok: false, status: null, error: 'no answer in time' });
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await askLink(`http://127.0.0.1:${port}/`)).toEqual({ ok: false, status: null, error: 'the connection was refused' });
  });
});

describe('checkOutsideLinks', () => {
  let t: TestApp;
  withTestApp((made) => {
    ({ t } = made);
  });

  it('stores each answer with its date, asks an address at most once a day, a few at a time', async () => {
    let now = new Date('2026-03-01T10:00:00.000Z');
    const urls = Array.from({ length: 10 }, (_, i) => `${base}/fine?${i}`).concat(`${base}/gone`);
    requests.length = 0;
    inFlight = 0;
    mostInFlight = 0;
    await checkOutsideLinks(t.app.db, urls, { now: () => now, concurrency: 3 });
    expect(requests).toHaveLength(11);
    expect(mostInFlight).toBeLessThanOrEqual(3);
    const checks = await readLinkChecks(t.app.db, urls);
    expect(checks.get(`${base}/gone`)).toEqual({
      url: `${base}/gone`,
      ok: false,
      status: 404,
      error: null,
      checkedAt: now.toISOString(),
    });
    expect(checks.get(`${base}/fine?3`)?.ok).toBe(true);

    now = new Date('2026-03-02T09:00:00.000Z');
    await checkOutsideLinks(t.app.db, urls, { now: () => now });
    expect(requests).toHaveLength(11);

    now = new Date('2026-03-02T10:00:01.000Z');
    await checkOutsideLinks(t.app.db, [`${base}/gone`], { now: () => now });
    expect(requests).toHaveLength(12);
    expect((await readLinkChecks(t.app.db, [`${base}/gone`])).get(`${base}/gone`)?.checkedAt).toBe(now.toISOString());
  });

  it('lets two servers checking together ask an address once', async () => {
    const now = () => new Date('2026-04-01T00:00:00.000Z');
    let asked = 0;
    const ask = async () => {
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { ok: true, status: 200, error: null };
    };
    const url = [`${base}/together`];
    await Promise.all([checkOutsideLinks(t.app.db, url, { now, ask }), checkOutsideLinks(t.app.db, url, { now, ask })]);
    expect(asked).toBe(1);
  });
});
