// Contact messages: the form's own validation sentences, word for word, the honeypot, the
// per-client rate limit (shared by both API bases), and the admin list, search, read flag, CSV
// export and delete.
import { describe, expect, it } from 'vitest';
import { FILL_ALL_FIELDS, INVALID_EMAIL, NO_CREDENTIALS, PATCH_NOTHING } from '@site/contracts';
import { contactMessages } from '../db/schema.js';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';
import { CONTACT_RATE_LIMIT } from './api/messages.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello there.' };

// Each send comes from a new address unless told otherwise, so that only the rate-limit test meets the limit.
let lastClient = 0;
const nextClient = () => `10.0.${Math.floor(++lastClient / 250)}.${(lastClient % 250) + 1}`;

const send = (payload: unknown, remoteAddress = nextClient(), base = '/backend/api') =>
  t.app.inject({ method: 'POST', url: `${base}/contact-messages/`, payload: payload as object, remoteAddress });

const stored = () => t.app.db.select().from(contactMessages);

/** Sends a message that is accepted and gives its id, read from the database: the answer names none. */
const sendStored = async (payload: unknown) => {
  const res = await send(payload);
  expect(res.statusCode, res.body).toBe(201);
  return { id: Math.max(...(await stored()).map((row) => row.id)) };
};

describe('POST /contact-messages', () => {
  it('stores a message, trimmed, with the client address, and answers 201 {ok: true} without an id', async () => {
    const res = await send({ name: '  Ada  ', email: 'ada@example.com', message: ' Hi ' }, '10.9.9.9');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(await stored()).toMatchObject([{ name: 'Ada', email: 'ada@example.com', message: 'Hi', clientIp: '10.9.9.9' }]);
  });

  it.each([
    ['a missing name', { email: valid.email, message: valid.message }, FILL_ALL_FIELDS],
    ['a missing email', { name: valid.name, message: valid.message }, FILL_ALL_FIELDS],
    ['a missing message', { name: valid.name, email: valid.email }, FILL_ALL_FIELDS],
    ['an empty object', {}, FILL_ALL_FIELDS],
    ['a name of spaces', { ...valid, name: '   ' }, FILL_ALL_FIELDS],
    ['a message of whitespace', { ...valid, message: '\n\t ' }, FILL_ALL_FIELDS],
    ['a bad email and an empty field (fields are checked first)', { ...valid, email: 'nope', message: '' }, FILL_ALL_FIELDS],
    ['an email without @', { ...valid, email: 'ada.example.com' }, INVALID_EMAIL],
    ['an email without a top-level part', { ...valid, email: 'ada@example' }, INVALID_EMAIL],
    ['a single-letter top-level part', { ...valid, email: 'a@b.c' }, INVALID_EMAIL],
    ['a numeric top-level part', { ...valid, email: 'ada@example.12' }, INVALID_EMAIL],
    ['an email with a space', { ...valid, email: 'ada lovelace@example.com' }, INVALID_EMAIL],
    [
      'an email that would add recipients and a body to a mailto: link',
      { ...valid, email: 'x@evil.example?body=Please%20pay&cc=boss%40company.example' },
      INVALID_EMAIL,
    ],
    ['an email whose domain has a fragment', { ...valid, email: 'x@evil.example#top' }, INVALID_EMAIL],
    ['an email whose domain label starts with a hyphen', { ...valid, email: 'ada@-example.com' }, INVALID_EMAIL],
    ['an email with a comma, which splits a mail header', { ...valid, email: 'a,b@example.com' }, INVALID_EMAIL],
    ['a name that is too long', { ...valid, name: 'x'.repeat(201) }, 'Please keep the name under 200 characters.'],
    ['a message that is too long', { ...valid, message: 'x'.repeat(5001) }, 'Please keep the message under 5000 characters.'],
    ['an unknown field', { ...valid, phone: '123' }, 'Unknown field: phone.'],
  ])('refuses %s with 400 {ok: false, error} and stores nothing', async (_label, payload, error) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    // The fields left empty come along with "Please fill in all the fields." (see the next test).
    const { missing: _missing, ...rest } = res.json<{ missing?: string[] }>();
    expect(rest).toEqual({ ok: false, error });
    if (error !== FILL_ALL_FIELDS) expect(_missing).toBeUndefined();
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['a missing name', { email: valid.email, message: valid.message }, ['name']],
    ['an empty object', {}, ['name', 'email', 'message']],
    ['a name of spaces and an empty message', { ...valid, name: '   ', message: '' }, ['name', 'message']],
    ['an empty email and a too long message', { ...valid, email: '', message: 'x'.repeat(5001) }, ['email']],
  ])('names the fields left empty for %s, beside the one sentence', async (_label, payload, missing) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, error: FILL_ALL_FIELDS, missing });
    expect(await stored()).toEqual([]);
  });

  it('accepts the longest allowed values and a two-letter top-level part', async () => {
    const res = await send({ name: 'x'.repeat(200), email: 'a@b.co', message: 'y'.repeat(5000) });
    expect(res.statusCode).toBe(201);
  });

  it('answers a filled honeypot exactly as a real message, and stores nothing', async () => {
    const real = await send(valid);
    const bots = [
      await send({ ...valid, message: 'Cheap pills', website: 'http://spam.example' }),
      await send({ ...valid, message: 'Cheap pills', website: 'http://spam.example' }),
    ];
    expect(await stored()).toHaveLength(1);
    // The same status, body and headers (less the per-request ones): nothing tells a bot it was filtered,
    // nor how many messages the site has had.
    const visible = (res: typeof real) => {
      const { date: _date, 'x-ratelimit-remaining': _left, 'x-ratelimit-reset': _reset, ...headers } = res.headers;
      return { status: res.statusCode, body: res.body, headers };
    };
    for (const bot of bots) expect(visible(bot)).toEqual(visible(real));
    expect(real.json()).toEqual({ ok: true });
    // A browser sends the hidden field empty: that is a person.
    expect((await send({ ...valid, message: 'Another question', website: '' })).statusCode).toBe(201);
    expect(await stored()).toHaveLength(2);
  });

  it('refuses a client over the limit with 429 {ok: false, error}, across both API bases', async () => {
    const client = '10.20.30.40';
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      const res = await send({ ...valid, message: `Question ${i}` }, client, i % 2 ? '/api' : '/backend/api');
      expect(res.statusCode, `send ${i + 1}`).toBe(201);
    }
    for (const base of ['/backend/api', '/api']) {
      const res = await send({ ...valid, message: `One more question (${base})` }, client, base);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        ok: false,
        error: expect.stringMatching(/^Too many messages .* Please try again in 10 minutes\.$/),
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await stored()).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect((await send({ ...valid, message: 'From next door' }, '10.20.30.41')).statusCode).toBe(201);
  });
});

describe('GET and DELETE /contact-messages', () => {
  it('lists newest first, breaking ties by id, for admins only', async () => {
    await t.app.db.insert(contactMessages).values([
      { name: 'Old', email: 'o@example.com', message: '1', submittedAt: '2024-01-01T00:00:00.000Z' },
      { name: 'Tie A', email: 'a@example.com', message: '2', submittedAt: '2024-06-01T00:00:00.000Z' },
      { name: 'Tie B', email: 'b@example.com', message: '3', submittedAt: '2024-06-01T00:00:00.000Z' },
    ]);
    const fresh = await sendStored(valid);

    const res = await t.app.inject({ url: '/backend/api/contact-messages/', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((m: { name: string }) => m.name)).toEqual(['Ada Lovelace', 'Tie B', 'Tie A', 'Old']);
    expect(list[0]).toEqual({
      id: fresh.id,
      ...valid,
      submitted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      read: false,
      // Email alerts are off in this app.
      notification: null,
      form: 'contact',
      page: null,
      replied_at: null,
    });
    // A message stored before forms and pages were recorded still lists, with neither.
    expect(list[3]).toMatchObject({ name: 'Old', form: null, page: null, replied_at: null });
    expect(Object.keys(list[3]).sort()).toEqual([
      'email',
      'form',
      'id',
      'message',
      'name',
      'notification',
      'page',
      'read',
      'replied_at',
      'submitted_at',
    ]);

    const anonymous = await t.app.inject('/backend/api/contact-messages');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: NO_CREDENTIALS });
  });

  it('deletes one message for admins; an unknown id is a 404', async () => {
    const { id } = await sendStored(valid);
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/backend/api/contact-messages/${id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored()).toHaveLength(1);

    const res = await t.app.inject({ method: 'DELETE', url: `/backend/api/contact-messages/${id}/`, headers: auth(token) });
    expect(res.statusCode).toBe(204);
    expect(await stored()).toEqual([]);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/contact-messages/${id}`, headers: auth(token) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: `There is no message with the id ${id}.` });
    const bad = await t.app.inject({ method: 'DELETE', url: '/backend/api/contact-messages/abc', headers: auth(token) });
    expect(bad.statusCode).toBe(400);
  });
});

/** Stores messages directly, oldest first, each a minute after the one before. */
const storeMessages = (rows: { name: string; email?: string; message?: string; read?: boolean }[]) =>
  t.app.db
    .insert(contactMessages)
    .values(
      rows.map((row, i) => ({
        email: 'someone@example.com',
        message: 'Hello.',
        ...row,
        submittedAt: new Date(Date.UTC(2025, 0, 1, 12, i)).toISOString(),
      })),
    )
    .returning({ id: contactMessages.id, name: contactMessages.name });

const list = async (query = '', base = '/backend/api') => {
  const res = await t.app.inject({ url: `${base}/contact-messages/${query}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ name: string }[]>().map((m) => m.name);
};

describe('PATCH /contact-messages/{id}', () => {
  const patch = (url: string, payload: unknown, headers: Record<string, string> = auth(token)) =>
    t.app.inject({ method: 'PATCH', url, payload: payload as object, headers });

  it('marks a message read and unread again, answering the message, under both bases with or without a slash', async () => {
    const { id } = await sendStored(valid);
    const res = await patch(`/backend/api/contact-messages/${id}/`, { read: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      ...valid,
      submitted_at: expect.any(String),
      read: true,
      notification: null,
      form: 'contact',
      page: null,
      replied_at: null,
    });
    expect((await stored())[0]?.read).toBe(true);

    const back = await patch(`/api/contact-messages/${id}`, { read: false });
    expect(back.statusCode).toBe(200);
    expect(back.json().read).toBe(false);
    expect((await stored())[0]?.read).toBe(false);
  });

  it('refuses an anonymous caller with 401 and changes nothing', async () => {
    const { id } = await sendStored(valid);
    const res = await patch(`/backend/api/contact-messages/${id}/`, { read: true }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: NO_CREDENTIALS });
    expect((await stored())[0]?.read).toBe(false);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await patch('/backend/api/contact-messages/999/', { read: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'There is no message with the id 999.' });
  });

  it.each([
    ['no body field', {}, PATCH_NOTHING],
    ['a string', { read: 'yes' }, 'read must be true or false.'],
    ['null', { read: null }, 'read must be true or false.'],
    ['an unknown field', { read: true, name: 'x' }, 'Unknown field: name.'],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, message) => {
    const { id } = await sendStored(valid);
    const res = await patch(`/backend/api/contact-messages/${id}/`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringContaining(message), issues: [expect.objectContaining({ message })] });
    expect((await stored())[0]).toMatchObject({ read: false, name: valid.name });
  });

  it('refuses an id that is not a number with 400', async () => {
    const res = await patch('/backend/api/contact-messages/abc/', { read: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^The address is not valid/);
  });
});

describe('GET /contact-messages/?q=', () => {
  it('keeps the messages whose name, email or text contains q, in any case, newest first', async () => {
    await storeMessages([
      { name: 'Grace Hopper', email: 'grace@navy.example', message: 'About the compiler.' },
      { name: 'Alan', email: 'alan@bletchley.example', message: 'Ask GRACE about it.' },
      { name: 'Ada', email: 'ada@grace.example' },
      { name: 'Nobody', email: 'n@example.com', message: 'Nothing here.' },
    ]);
    expect(await list('?q=grace')).toEqual(['Ada', 'Alan', 'Grace Hopper']);
    expect(await list('?q=HOPPER', '/api')).toEqual(['Grace Hopper']);
    expect(await list('?q=bletchley')).toEqual(['Alan']);
    expect(await list('?q=nothing%20here')).toEqual(['Nobody']);
    expect(await list('?q=zzz')).toEqual([]);
  });

  it('lists everything for an empty or blank q', async () => {
    await storeMessages([{ name: 'One' }, { name: 'Two' }]);
    expect(await list('?q=')).toEqual(['Two', 'One']);
    expect(await list('?q=%20%20')).toEqual(['Two', 'One']);
  });

  it('takes % and _ in q literally', async () => {
    await storeMessages([
      { name: 'Percent', message: 'We want 100% coverage.' },
      { name: 'Plain', message: 'We want 100 coverage.' },
      { name: 'Underscore', email: 'first_last@example.com' },
      { name: 'Dot', email: 'first.last@example.com' },
    ]);
    expect(await list('?q=100%25')).toEqual(['Percent']);
    expect(await list('?q=t_l')).toEqual(['Underscore']);
    expect(await list('?q=%25')).toEqual(['Percent']);
  });

  it('folds the case of letters beyond ASCII', async () => {
    await storeMessages([{ name: 'Ärztehaus Zoë' }, { name: 'Arztpraxis' }, { name: 'ŁUKASZ' }]);
    expect(await list('?q=ärzte')).toEqual(['Ärztehaus Zoë']);
    expect(await list('?q=ZOË')).toEqual(['Ärztehaus Zoë']);
    expect(await list('?q=łukasz')).toEqual(['ŁUKASZ']);
  });

  it('refuses a q longer than 200 characters with 400', async () => {
    const res = await t.app.inject({ url: `/backend/api/contact-messages/?q=${'x'.repeat(201)}`, headers: auth(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^The query is not valid at "q"/);
  });
});

describe('GET /contact-messages/export.csv', () => {
  const exportCsv = (query = '', headers: Record<string, string> = auth(token), base = '/backend/api') =>
    t.app.inject({ url: `${base}/contact-messages/export.csv${query}`, headers });

  it('downloads every message as CSV, newest first, with a dated file name', async () => {
    const before = new Date().toISOString().slice(0, 10);
    const [first, second] = await storeMessages([
      { name: 'Ada', email: 'ada@example.com', message: 'Plain text.', read: true },
      { name: 'Bob', email: 'bob@example.com', message: 'Also plain.' },
    ]);
    const res = await exportCsv();
    const after = new Date().toISOString().slice(0, 10);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([before, after].map((day) => `attachment; filename="messages-${day}.csv"`)).toContain(
      res.headers['content-disposition'],
    );
    expect(res.body).toBe(
      'id,submitted_at,name,email,message,read,replied_at,form,page\r\n' +
        `${second?.id},2025-01-01T12:01:00.000Z,Bob,bob@example.com,Also plain.,false,,,\r\n` +
        `${first?.id},2025-01-01T12:00:00.000Z,Ada,ada@example.com,Plain text.,true,,,\r\n`,
    );
  });

  it('quotes commas, quotes and line breaks, keeps unicode, and defuses formulas', async () => {
    const [row] = await storeMessages([
      { name: '=HYPERLINK("http://evil.example","Click")', email: '@evil.example', message: 'Hi, "you"\r\nsecond line\nthird' },
    ]);
    const [other] = await storeMessages([{ name: '+1 555', email: '-x@example.com', message: '\tindented' }]);
    const [plain] = await storeMessages([{ name: 'Zoë 日本 ✓', email: 'zoe@example.com', message: 'Grüße' }]);
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('id,submitted_at,name,email,message,read,replied_at,form,page');
    // Newest first: each storeMessages call starts at 12:00 again, so the ids break the tie.
    expect(lines.slice(1)).toEqual([
      `${plain?.id},2025-01-01T12:00:00.000Z,Zoë 日本 ✓,zoe@example.com,Grüße,false,,,`,
      `${other?.id},2025-01-01T12:00:00.000Z,'+1 555,'-x@example.com,'\tindented,false,,,`,
      `${row?.id},2025-01-01T12:00:00.000Z,"'=HYPERLINK(""http://evil.example"",""Click"")",'@evil.example,"Hi, ""you""`,
      'second line\nthird",false,,,',
      '',
    ]);
  });

  it('exports only the messages matching q, under the /api alias too', async () => {
    await storeMessages([{ name: 'Keep me' }, { name: 'Drop me', message: 'other' }]);
    const res = await exportCsv('?q=keep', auth(token), '/api');
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\r\n').slice(1)).toEqual([expect.stringContaining(',Keep me,')]);
  });

  it('has only the header row when there is no message', async () => {
    expect((await exportCsv()).body).toBe('id,submitted_at,name,email,message,read,replied_at,form,page\r\n');
  });

  it('refuses an anonymous caller with 401, and a bad q with 400', async () => {
    await storeMessages([{ name: 'Secret' }]);
    const anonymous = await exportCsv('', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: NO_CREDENTIALS });
    const bad = await exportCsv(`?q=${'x'.repeat(201)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^The query is not valid/);
  });

  it('is not taken for a message id by the routes of one message', async () => {
    const del = await t.app.inject({ method: 'DELETE', url: '/backend/api/contact-messages/export.csv', headers: auth(token) });
    expect(del.statusCode).toBe(400);
    expect((await exportCsv()).statusCode).toBe(200);
  });
});
