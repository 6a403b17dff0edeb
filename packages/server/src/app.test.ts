// App-level behaviour: health, unknown API routes, the OpenAPI document, and content types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('app', () => {
  it('GET /healthz answers ok', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('an unknown API route is a JSON 404 under every base, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/backend/api/nothing-here'],
      ['POST', '/api/home/nothing'],
      ['DELETE', '/backend/auth/whatever/'],
      ['GET', '/backend/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json().error).toBe(`There is no API route ${method} ${url}.`);
    }
  });

  it('a method a route does not have is a 404 too, not a 500', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/backend/api/home/hero' });
    expect(res.statusCode).toBe(404);
  });

  it('serves an OpenAPI 3.1 document generated from the contract schemas', async () => {
    const res = await t.app.inject('/backend/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const put = doc.paths['/backend/api/home/location'].put;
    const body = put.requestBody.content['application/json'].schema;
    expect(body.properties.mapSrc.type).toBe('string');
    expect(body.additionalProperties).toBe(false);
    expect(put.responses['400']).toBeDefined();
    expect(put.security).toEqual([{ token: [] }]);
  });
});
