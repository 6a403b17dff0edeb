// `pnpm dev` in-process: with webDevServer the app renders pages through Vite's dev server (the web
// package's sources, no build), serves Vite's client and the browser modules, gives the editor its
// shell with the hot-update client, and answers under the dev policy.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp | undefined;
let app: FastifyInstance;
beforeAll(async () => {
  // With the demo content, on a database of its own on either engine.
  t = await makeTestApp({ seedDemo: true }, { webDevServer: true });
  app = t.app;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the dev server', () => {
  it('renders / on the server with the demo content, styled, and loads the hot-update client', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Spaces that work. People who care.');
    expect(res.body).toMatch(/<style data-vite-dev-id="[^"]+global\.css">/);
    expect(res.body).toContain('<script type="module" src="/@vite/client"></script>');
    expect(res.body).toContain('src="/src/entry-client.tsx"');
  }, 120_000);

  it('serves /@vite/client and the sources as browser modules', async () => {
    const client = await app.inject('/@vite/client');
    expect(client.statusCode).toBe(200);
    expect(client.headers['content-type']).toMatch(/javascript/);
    const entry = await app.inject('/src/entry-client.tsx');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain('startIslands');
  });

  it("gives the editor's addresses admin.html with the hot-update client", async () => {
    const res = await app.inject('/admin/home');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/@vite/client');
    expect(res.body).toContain('src="/src/admin/entry-admin.tsx"');
  });

  it('answers under the dev policy, which lets the React refresh preamble and the websocket in', async () => {
    for (const url of ['/', '/admin', '/@vite/client']) {
      const csp = (await app.inject(url)).headers['content-security-policy'] as string;
      expect(csp, url).toContain("script-src 'self' 'unsafe-inline'");
      expect(csp, url).toContain("connect-src 'self' ws: wss:");
    }
  });

  it('keeps the API and its JSON 404', async () => {
    expect((await app.inject('/backend/api/home/hero')).json()).toMatchObject({ title: 'Spaces that work. People who care.' });
    expect((await app.inject('/backend/api/nothing')).json()).toEqual({
      error: 'There is no API route GET /backend/api/nothing.',
    });
  });
});
