// CORS: off by default; with CORS_ORIGINS only the listed origins get the header, preflights included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

const READ = '/backend/api/home/hero';
const allowed = 'https://a.example';

describe('CORS off by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('sends no Access-Control-Allow-Origin to any origin, on reads and preflights', async () => {
    const read = await t.app.inject({ method: 'GET', url: READ, headers: { origin: allowed } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: READ,
      headers: { origin: allowed, 'access-control-request-method': 'PATCH' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('CORS with an allow-list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ corsOrigins: [allowed, 'http://localhost:5173'] });
  });
  afterAll(() => t.close());

  it('gives a listed origin the header, varied by Origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: READ, headers: { origin: allowed, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(allowed);
    expect(String(res.headers.vary)).toMatch(/origin/i);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('gives another origin nothing', async () => {
    for (const origin of ['https://evil.example', 'https://a.example.evil.example', 'http://a.example']) {
      const res = await t.app.inject({ method: 'GET', url: READ, headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('answers a preflight for a listed origin with the methods and the Authorization header', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: READ,
      headers: {
        origin: allowed,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(allowed);
    expect(res.headers['access-control-allow-methods']).toContain('PATCH');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('does not answer a preflight from another origin with an allowance', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: READ,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PATCH' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('still needs the token for a write from a listed origin', async () => {
    const anonymous = await t.app.inject({ method: 'PATCH', url: READ, headers: { origin: allowed }, payload: { title: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['access-control-allow-origin']).toBe(allowed);
    const signedIn = await t.app.inject({
      method: 'PATCH',
      url: READ,
      headers: { origin: allowed, ...auth(await adminToken(t.app)) },
      payload: {},
    });
    expect(signedIn.statusCode).toBe(200);
  });
});
