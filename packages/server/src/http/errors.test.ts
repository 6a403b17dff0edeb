// What a client sees when a request goes wrong: an oversized body on any JSON write route is a 413
// with one sentence and writes nothing; malformed JSON is a 400 that says so; an internal error is a
// 500 with a generic sentence and nothing of the stack, the SQL or the server's paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

/** Every table's rows, to prove a refused request changed nothing. */
function snapshot(t: TestApp): string {
  const tables = t.app.db.$client
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  return JSON.stringify(tables.map((name) => [name, t.app.db.$client.prepare(`SELECT * FROM "${name}"`).all()]));
}

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');
/** Past the 1 MiB JSON limit (app.ts), as a valid JSON document. */
const OVERSIZED = JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10), description: 'y' });

describe('request bodies', () => {
  let t: TestApp;
  let token: string;
  let jsonWrites: { method: string; path: string }[];
  beforeAll(async () => {
    t = await makeTestApp();
    token = await adminToken(t.app);
    const doc = (await t.app.inject('/backend/api/openapi.json')).json();
    type Operation = { requestBody?: { content?: Record<string, unknown> } };
    jsonWrites = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => Object.keys(op.requestBody?.content ?? {}).includes('application/json'))
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(() => t.close());

  it('the JSON write routes are enumerated from the OpenAPI document, login and contact included', () => {
    const names = jsonWrites.map((w) => `${w.method} ${w.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'PUT /backend/api/home/hero',
        'PATCH /backend/api/home/hero',
        'PUT /backend/api/services',
        'POST /backend/auth/token/login',
        'POST /backend/auth/users',
        'POST /backend/api/contact-messages',
      ]),
    );
  });

  it('an oversized body on every JSON write route is a 413 with one sentence, and nothing is written', async () => {
    const before = snapshot(t);
    for (const { method, path } of jsonWrites) {
      const res = await t.app.inject({
        method: method as 'POST',
        url: concrete(path),
        headers: { ...auth(token), 'content-type': 'application/json' },
        payload: OVERSIZED,
      });
      const where = `${method} ${path}`;
      expect(res.statusCode, where).toBe(413);
      expect(res.headers['content-type'], where).toContain('application/json');
      const body = res.json();
      expect(body.error, where).toBe('The request body is too large.');
    }
    expect(snapshot(t)).toBe(before);
  });

  it('an oversized login is a 413 before any password is checked, and signs nobody in', async () => {
    const before = snapshot(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/auth/token/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'owner', password: 'p'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request body is too large.' });
    expect(snapshot(t)).toBe(before);
  });

  it.each([
    ['a section', 'PUT', '/backend/api/home/hero', { error: 'The request body is not valid JSON.' }],
    ['login', 'POST', '/backend/auth/token/login', { error: 'The request body is not valid JSON.' }],
    ['the contact form', 'POST', '/backend/api/contact-messages', { ok: false, error: 'The request body is not valid JSON.' }],
  ])('malformed JSON on %s is a 400 that says so', async (_name, method, url, expected) => {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{"title": "unterminated',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
  });
});

describe('internal errors', () => {
  const GENERIC = { error: 'Something went wrong on our side. Please try again.' };
  /** What must never reach a client: a stack frame, SQL, a file path, a driver's message. */
  const LEAKS = [
    /\bat \S+ \(/,
    /\.ts:\d+/,
    /\.js:\d+/,
    /SELECT|INSERT|UPDATE|sqlite/i,
    /\/(srv|home|tmp|work|usr)\//,
    /node_modules/,
    /database connection/i,
  ];
  const expectGeneric = (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(GENERIC);
    for (const leak of LEAKS) expect(res.body).not.toMatch(leak);
  };

  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
    // A handler that fails the way a bug or the driver does: a message full of SQL and paths.
    t.app.get('/backend/api/test-failure', () => {
      throw new Error(
        'SQLITE_ERROR: near "SELECT": syntax error in SELECT * FROM secrets at /srv/site/packages/server/src/db/client.ts:12',
      );
    });
  });
  afterAll(() => t.close());

  it('a route that throws answers the generic sentence, nothing of the error', async () => {
    expectGeneric(await t.app.inject('/backend/api/test-failure'));
  });

  it('a closed database answers the generic sentence on reads, writes, login and the health check', async () => {
    const token = await adminToken(t.app);
    t.app.db.$client.close();
    expectGeneric(await t.app.inject('/backend/api/home/hero'));
    expectGeneric(
      await t.app.inject({ method: 'PATCH', url: '/backend/api/home/hero', headers: auth(token), payload: { title: 'x' } }),
    );
    expectGeneric(
      await t.app.inject({
        method: 'POST',
        url: '/backend/auth/token/login',
        payload: { username: 'owner', password: 'owner-password' },
      }),
    );
    expectGeneric(await t.app.inject('/healthz'));
  });
});
