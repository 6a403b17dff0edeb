// GET /audit-log/ and its CSV export: admins only, newest first, a page at a time, filtered by who,
// what and when; a bad filter is one sentence; and no route edits or deletes an entry.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS } from '@site/contracts';
import { auditLog, users } from '../db/schema.js';
import { issueToken } from '../auth/tokens.js';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});

const list = (query = '', headers = auth(token)) => t.app.inject({ url: `/backend/api/audit-log/${query}`, headers });
const exportCsv = (query = '') => t.app.inject({ url: `/backend/api/audit-log/export.csv${query}`, headers: auth(token) });

/** Three entries a day apart, on 1, 2 and 3 March 2030, plus what the test adds. */
async function storeEntries() {
  await t.app.db.insert(auditLog).values([
    { at: '2030-03-01T10:00:00.000Z', actor: 'ada', actorId: 1, action: 'sign_in', address: '10.0.0.1' },
    {
      at: '2030-03-02T10:00:00.000Z',
      actor: 'ada',
      actorId: 1,
      action: 'published',
      target: 'home/hero',
      detail: { version: 2 },
      address: '10.0.0.1',
    },
    { at: '2030-03-03T23:59:59.000Z', actor: null, action: 'sign_in_failed', target: '=cmd|x', address: '10.0.0.2' },
  ]);
}

async function tokenOf(username: string, role: 'editor' | 'author') {
  const [user] = await t.app.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, passwordHash: 'not-a-real-hash', role })
    .returning({ id: users.id });
  return issueToken(t.app.db, user!.id);
}

describe('GET /audit-log/', () => {
  it('lists the entries newest first with who, when, from where and what, and says how many there are', async () => {
    await storeEntries();
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers['x-offset']).toBe('0');
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        at: '2030-03-03T23:59:59.000Z',
        actor: null,
        action: 'sign_in_failed',
        target: '=cmd|x',
        detail: null,
        address: '10.0.0.2',
      },
      expect.objectContaining({ action: 'published', actor: 'ada', target: 'home/hero', detail: { version: 2 } }),
      expect.objectContaining({ action: 'sign_in', actor: 'ada', address: '10.0.0.1' }),
    ]);
  });

  it('takes one page at a time', async () => {
    await storeEntries();
    const second = await list('?limit=2&page=2');
    expect(second.headers['x-total-count']).toBe('3');
    expect(second.headers['x-offset']).toBe('2');
    expect(second.json().map((e: { action: string }) => e.action)).toEqual(['sign_in']);
  });

  it.each([
    ['?actor=ada', ['published', 'sign_in']],
    ['?action=published', ['published']],
    ['?since=2030-03-02', ['sign_in_failed', 'published']],
    ['?until=2030-03-02', ['published', 'sign_in']],
    ['?until=2030-03-03', ['sign_in_failed', 'published', 'sign_in']],
    ['?since=2030-03-02T10:00:00Z&until=2030-03-02T10:00:00Z', ['published']],
    ['?actor=ada&action=sign_in', ['sign_in']],
  ])('filters by %s', async (query, actions) => {
    await storeEntries();
    const res = await list(query);
    expect(res.json().map((e: { action: string }) => e.action)).toEqual(actions);
    expect(res.headers['x-total-count']).toBe(String(actions.length));
  });

  it.each([
    ['?action=nonsense', 'action must be one of'],
    ['?since=yesterday', 'since must be a day (2030-01-31) or an ISO date and time (2030-01-31T09:00:00Z).'],
    ['?until=2030-02-31', 'until must be a day'],
    ['?page=0', 'page must be at least 1.'],
    ['?limit=1000', 'limit must be at most 200.'],
  ])('refuses %s with 400 and one sentence', async (query, sentence) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(String(res.json().error)).toContain(sentence);
  });

  it('is for admins only: 401 without a token, 403 naming what an editor or author may not do', async () => {
    expect((await list('', {} as ReturnType<typeof auth>)).statusCode).toBe(401);
    for (const role of ['editor', 'author'] as const) {
      const res = await list('', auth(await tokenOf(`a-${role}`, role)));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: `An ${role} may not read the audit log.` });
      const csv = await t.app.inject({
        url: '/backend/api/audit-log/export.csv',
        headers: auth(await tokenOf(`b-${role}`, role)),
      });
      expect(csv.statusCode).toBe(403);
    }
  });

  it('has no way to edit or delete an entry', async () => {
    await storeEntries();
    const [first] = (await list()).json();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/backend/api/audit-log/', `/backend/api/audit-log/${first.id}/`, '/api/audit-log/']) {
        const res = await t.app.inject({ method, url, headers: auth(token), payload: {} });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    expect((await list()).headers['x-total-count']).toBe('3');
  });
});

describe('GET /audit-log/export.csv', () => {
  it('writes the filtered entries, newest first, with formulas defused', async () => {
    await storeEntries();
    const res = await exportCsv('?since=2030-03-02');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows: Record<string, string>[] = parse(res.body, { columns: true });
    expect(Object.keys(rows[0]!)).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows.map((r) => [r.action, r.actor, r.target, r.detail, r.address])).toEqual([
      ['sign_in_failed', '', "'=cmd|x", '', '10.0.0.2'],
      ['published', 'ada', 'home/hero', '{"version":2}', '10.0.0.1'],
    ]);
  });

  it('refuses a bad filter with 400 and one sentence', async () => {
    const res = await exportCsv('?action=nonsense');
    expect(res.statusCode).toBe(400);
    expect(String(res.json().error)).toContain('action must be one of');
  });
});
