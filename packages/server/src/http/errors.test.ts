// What a client sees when a request goes wrong: an oversized body on any JSON write route is a 413
// with one sentence and writes nothing; malformed JSON is a 400 that says so; an internal error is a
// 500 with a generic sentence and nothing of the stack, the SQL or the server's paths.
import { getTableName, is, Table } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../db/engine.js';
import * as pgSchema from '../db/pg-schema.js';
import * as sqliteSchema from '../db/sqlite-schema.js';
import { COUNTING_TABLES } from '../test/state-snapshot.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { DATABASE_UNAVAILABLE } from './errors.js';

/** Every table the engine's table file defines but the counts of limits (typed as SQLite's, as db/schema.ts hands them out). */
const TABLES = (Object.values(ENGINE === 'postgres' ? pgSchema : sqliteSchema) as unknown[])
  .filter((value) => is(value, Table) && !COUNTING_TABLES.has(getTableName(value)))
  .map((table) => table as SQLiteTable);

/** Every table's rows, read through the query builder on either engine, to prove a refused request changed nothing. */
async function snapshot(t: TestApp): Promise<string> {
  const tables: [string, string[]][] = [];
  for (const table of TABLES) {
    const rows = await t.app.db.select().from(table);
    tables.push([getTableName(table), rows.map((row) => JSON.stringify(row)).sort()]);
  }
  return JSON.stringify(tables.sort(([a], [b]) => a.localeCompare(b)));
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
    const before = await snapshot(t);
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
    expect(await snapshot(t)).toBe(before);
  });

  it('an oversized login is a 413 before any password is checked, and signs nobody in', async () => {
    const before = await snapshot(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/auth/token/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'owner', password: 'p'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request body is too large.' });
    expect(await snapshot(t)).toBe(before);
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
  const expectGeneric = (res: { statusCode: number; body: string; json(): unknown }, status = 500, body: unknown = GENERIC) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
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
    await t.app.db.$close();
    // SQLite's closed connection is a fault of the server (500); PostgreSQL's ended pool is a database
    // out of reach, answered as one (503, its own sentence: http/errors.ts); neither says more.
    const answer: [number, unknown] = ENGINE === 'postgres' ? [503, { error: DATABASE_UNAVAILABLE }] : [500, GENERIC];
    expectGeneric(await t.app.inject('/backend/api/home/hero'), ...answer);
    expectGeneric(
      await t.app.inject({ method: 'PATCH', url: '/backend/api/home/hero', headers: auth(token), payload: { title: 'x' } }),
      ...answer,
    );
    expectGeneric(
      await t.app.inject({
        method: 'POST',
        url: '/backend/auth/token/login',
        payload: { username: 'owner', password: 'owner-password' },
      }),
      ...answer,
    );
    expectGeneric(await t.app.inject('/healthz'), ...answer);
  });
});
