// The authorisation matrix: every operation of the OpenAPI document that is not on the public list
// must refuse an anonymous caller and a bad token with 401. Routes are enumerated from the document,
// which is itself derived from the registry, so a new section or route is covered without a new test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_TOKEN, NO_CREDENTIALS, SECTIONS } from '@site/contracts';
import { makeTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let operations: { method: string; path: string; secured: boolean }[];

beforeAll(async () => {
  t = await makeTestApp();
  const doc = (await t.app.inject('/backend/api/openapi.json')).json();
  operations = Object.entries(doc.paths as Record<string, Record<string, { security?: unknown[] }>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, secured: Boolean(op.security?.length) })),
  );
});
afterAll(() => t.close());

const PUBLIC = new Set([
  ...SECTIONS.map((s) => `GET /backend/api/${s.path}`),
  'GET /backend/api/pages/{page}',
  'GET /backend/api/services',
  'GET /backend/api/get-service-slugs',
  'GET /backend/api/seo',
  'GET /backend/api/seo/{*}',
  'GET /backend/api/settings',
  'GET /backend/api/custom-pages',
  'GET /backend/api/custom-pages/{slug}',
  'GET /backend/api/custom-pages/{slug}/content',
  'POST /backend/api/contact-messages',
  'POST /backend/auth/token/login',
  'POST /backend/auth/passkeys/login/options',
  'POST /backend/auth/passkeys/login/verify',
  // A review link's holder, who has no account: the token in the address is the credential.
  'GET /backend/api/link-review/{token}',
  'POST /backend/api/link-review/{token}',
]);

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

describe('authorisation', () => {
  it('the document lists every section route and the other resources', () => {
    const names = new Set(operations.map((o) => `${o.method} ${o.path}`));
    for (const s of SECTIONS) {
      for (const m of ['GET', 'PATCH', 'PUT']) expect(names, `${m} ${s.path}`).toContain(`${m} /backend/api/${s.path}`);
    }
    for (const name of [
      'PUT /backend/api/services',
      'DELETE /backend/api/services/{id}',
      'POST /backend/api/images',
      'GET /backend/api/images',
      'DELETE /backend/api/images/{id}',
      'GET /backend/api/contact-messages',
      'DELETE /backend/api/contact-messages/{id}',
      'PATCH /backend/api/contact-messages/{id}',
      'GET /backend/api/contact-messages/export.csv',
      'PUT /backend/api/seo/{*}',
      'PUT /backend/api/settings',
      'POST /backend/api/history/seo/{*}',
      'POST /backend/api/history/settings/{version}/restore',
      'POST /backend/api/custom-pages',
      'PUT /backend/api/custom-pages/{slug}',
      'DELETE /backend/api/custom-pages/{slug}',
      'GET /backend/api/history/custom-pages/{slug}',
      'POST /backend/api/history/custom-pages/{slug}/{version}/restore',
      'GET /backend/api/drafts/custom-pages/{slug}',
      'PUT /backend/api/drafts/custom-pages/{slug}',
      'DELETE /backend/api/drafts/custom-pages/{slug}',
      'POST /backend/api/drafts/custom-pages/{slug}/publish',
      'DELETE /backend/api/drafts/custom-pages/{slug}/schedule',
      'POST /backend/auth/token/logout',
      'GET /backend/auth/users/me',
      'POST /backend/auth/users',
      'GET /backend/auth/users',
      'DELETE /backend/auth/users/{id}',
      'POST /backend/auth/users/set_password',
      'PATCH /backend/auth/users/me',
    ]) {
      expect(names).toContain(name);
    }
    expect([...names].some((n) => n.includes(' /api/'))).toBe(false);
  });

  it('every operation is either public or secured', () => {
    for (const op of operations) {
      expect(op.secured, `${op.method} ${op.path}`).toBe(!PUBLIC.has(`${op.method} ${op.path}`));
    }
  });

  it('every secured operation answers 401 without a token and with a bad one, under both bases', async () => {
    const secured = operations.filter((o) => o.secured);
    expect(secured.length).toBeGreaterThan(SECTIONS.length * 2);
    for (const op of secured) {
      for (const path of [op.path, op.path.replace(/^\/backend\/api\//, '/api/')]) {
        const url = concrete(path);
        const anonymous = await t.app.inject({
          method: op.method as 'GET',
          url,
          payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : {},
        });
        expect(anonymous.statusCode, `${op.method} ${url}`).toBe(401);
        expect(anonymous.json()).toEqual({ detail: NO_CREDENTIALS });
        for (const authorization of ['Token not-a-real-token', 'Bearer not-a-real-token']) {
          const bad = await t.app.inject({ method: op.method as 'GET', url, headers: { authorization } });
          expect(bad.statusCode, `${op.method} ${url} ${authorization}`).toBe(401);
          expect(bad.json()).toEqual({ detail: INVALID_TOKEN });
        }
      }
    }
  });
});
