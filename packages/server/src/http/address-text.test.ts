// A NUL character in a request's address (%00) is refused with a 400 naming the field, before any
// statement: PostgreSQL refuses U+0000 in text, and both engines answer alike.
import { describe, expect, it } from 'vitest';
import { snapshotState } from '../test/state-snapshot.js';
import { auth, withTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
}, 'file');

const ADDRESSES: [method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, field: string][] = [
  ['GET', '/backend/api/custom-pages/a%00b', 'slug'],
  ['PUT', '/backend/api/custom-pages/%00', 'slug'],
  ['DELETE', '/backend/api/custom-pages/%00', 'slug'],
  ['GET', '/backend/api/history/custom-pages/%00', 'slug'],
  ['DELETE', '/backend/api/drafts/custom-pages/%00', 'slug'],
  ['POST', '/backend/api/drafts/custom-pages/%00/publish', 'slug'],
  ['DELETE', '/backend/api/drafts/custom-pages/%00/schedule', 'slug'],
  ['DELETE', '/backend/api/services/%00', 'id'],
  ['GET', '/backend/api/seo/about%00', '*'],
];

describe('a NUL character in the address', () => {
  it.each(ADDRESSES)('%s %s is a 400 naming the field, and writes nothing', async (method, url, field) => {
    const before = await snapshotState(t.app);
    const res = await t.app.inject({ method, url, headers: auth(token), payload: method === 'PUT' ? {} : undefined });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ error: string; issues: { path: string; message: string }[] }>();
    expect(body.issues.find((issue) => issue.path === field)?.message, res.body).toContain('NUL character');
    expect(await snapshotState(t.app)).toEqual(before);
  });
});
