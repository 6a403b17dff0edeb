// PostgreSQL going away while the site runs: requests get a 503 with one sentence (never a 500, never
// a crash), API requests as JSON and pages as a plain page, and the site answers again by itself once
// the database is back. The database is reached through a TCP proxy the test cuts and restores, as a
// network or a failover would.
import fs from 'node:fs';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../http/errors.js';
import { loadRenderer } from '../render/renderer.js';
import { trustedOrigin } from '../render/public-origin.js';
import { siteRoutes } from '../routes/site.js';
import { sourceBuild } from '../test/source-build.js';
import { freshPostgresDatabase } from '../test/pg-database.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      if (server?.listening) return resolve();
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    open,
    get port() {
      return port;
    },
    /** Refuses new connections and breaks the open ones. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server!.close(() => resolve());
      }),
  };
}

let t: TestApp;
let token: string;
let proxy: ReturnType<typeof tcpProxy>;
let drop: () => Promise<void>;
let dist: string;
let site: FastifyInstance;

beforeAll(async () => {
  const database = await freshPostgresDatabase();
  drop = () => database.drop();
  const direct = new URL(database.url);
  proxy = tcpProxy({ host: direct.hostname, port: Number(direct.port) });
  await proxy.open();
  t = await makeTestApp({ databaseUrl: Object.assign(direct, { port: String(proxy.port) }).toString() });
  token = await adminToken(t.app);
  // The pages, rendered by the web package's own server entry, on the same app's database.
  dist = sourceBuild();
  site = Fastify();
  site.decorate('db', t.app.db);
  site.decorate('contentVersion', t.app.contentVersion);
  site.decorate('config', t.config);
  site.decorate('clock', t.app.clock);
  await siteRoutes(site, {
    renderer: (await loadRenderer(dist))!,
    webDist: dist,
    originOf: trustedOrigin({ host: '127.0.0.1', port: 3000 }),
  });
}, 60_000);

afterAll(async () => {
  await proxy.open();
  await site.close();
  await t.close();
  await drop();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('a PostgreSQL database that goes away while the site runs', () => {
  it('is a 503 with one sentence while it is gone, and the site answers again once it is back', async () => {
    const messages = () => t.app.inject({ url: '/api/contact-messages', headers: auth(token) });
    expect((await messages()).statusCode).toBe(200);

    await proxy.cut();
    for (const answer of [await messages(), await t.app.inject({ url: '/healthz' })]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({ error: DATABASE_UNAVAILABLE });
    }
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: { name: 'Ana', email: 'ana@example.com', message: 'Hello there, a question.' },
    });
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toEqual({ ok: false, error: DATABASE_UNAVAILABLE });

    await proxy.open();
    expect((await messages()).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it("is a plain page saying so for a visitor, never the app's error screen, and the page once it is back", async () => {
    expect((await site.inject({ url: '/about' })).statusCode).toBe(200);

    await proxy.cut();
    // A page not rendered before: its content has to be read.
    const page = await site.inject({ url: '/contact' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`<p>${DATABASE_UNAVAILABLE}</p>`);

    await proxy.open();
    const back = await site.inject({ url: '/contact' });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('<main');
  });
});
