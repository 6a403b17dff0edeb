// Contact messages: the form's own validation sentences, word for word, the honeypot, the
// per-client rate limit (shared by both API bases), and the admin list and delete.
import { describe, expect, it } from 'vitest';
import { FILL_ALL_FIELDS, INVALID_EMAIL, NO_CREDENTIALS } from '@site/contracts';
import { contactMessages } from '../db/schema.js';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';
import { CONTACT_RATE_LIMIT } from './messages.js';

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

const stored = () => t.app.db.select().from(contactMessages).all();

describe('POST /contact-messages', () => {
  it('stores a message, trimmed, with the client address, and answers 201 {ok, id}', async () => {
    const res = await send({ name: '  Ada  ', email: 'ada@example.com', message: ' Hi ' }, '10.9.9.9');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ ok: true, id: expect.any(Number) });
    expect(stored()).toMatchObject([{ id: body.id, name: 'Ada', email: 'ada@example.com', message: 'Hi', clientIp: '10.9.9.9' }]);
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
    ['a name that is too long', { ...valid, name: 'x'.repeat(201) }, 'Please keep the name under 200 characters.'],
    ['a message that is too long', { ...valid, message: 'x'.repeat(5001) }, 'Please keep the message under 5000 characters.'],
    ['an unknown field', { ...valid, phone: '123' }, 'Unknown field: phone.'],
  ])('refuses %s with 400 {ok: false, error} and stores nothing', async (_label, payload, error) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, error });
    expect(stored()).toEqual([]);
  });

  it('accepts the longest allowed values and a two-letter top-level part', async () => {
    const res = await send({ name: 'x'.repeat(200), email: 'a@b.co', message: 'y'.repeat(5000) });
    expect(res.statusCode).toBe(201);
  });

  it('answers a filled honeypot as if accepted, and stores nothing', async () => {
    const real = (await send(valid)).json();
    const res = await send({ ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, id: real.id + 1 });
    expect(stored()).toHaveLength(1);
    // A browser sends the hidden field empty: that is a person.
    expect((await send({ ...valid, website: '' })).statusCode).toBe(201);
    expect(stored()).toHaveLength(2);
  });

  it('refuses a client over the limit with 429 {ok: false, error}, across both API bases', async () => {
    const client = '10.20.30.40';
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      const res = await send(valid, client, i % 2 ? '/api' : '/backend/api');
      expect(res.statusCode, `send ${i + 1}`).toBe(201);
    }
    for (const base of ['/backend/api', '/api']) {
      const res = await send(valid, client, base);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        ok: false,
        error: expect.stringMatching(/^Too many messages .* Please try again in 10 minutes\.$/),
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(stored()).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect((await send(valid, '10.20.30.41')).statusCode).toBe(201);
  });
});

describe('GET and DELETE /contact-messages', () => {
  it('lists newest first, breaking ties by id, for admins only', async () => {
    t.app.db
      .insert(contactMessages)
      .values([
        { name: 'Old', email: 'o@example.com', message: '1', submittedAt: '2024-01-01T00:00:00.000Z' },
        { name: 'Tie A', email: 'a@example.com', message: '2', submittedAt: '2024-06-01T00:00:00.000Z' },
        { name: 'Tie B', email: 'b@example.com', message: '3', submittedAt: '2024-06-01T00:00:00.000Z' },
      ])
      .run();
    const fresh = (await send(valid)).json();

    const res = await t.app.inject({ url: '/backend/api/contact-messages/', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((m: { name: string }) => m.name)).toEqual(['Ada Lovelace', 'Tie B', 'Tie A', 'Old']);
    expect(list[0]).toEqual({ id: fresh.id, ...valid, submitted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
    expect(Object.keys(list[3]).sort()).toEqual(['email', 'id', 'message', 'name', 'submitted_at']);

    const anonymous = await t.app.inject('/backend/api/contact-messages');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: NO_CREDENTIALS });
  });

  it('deletes one message for admins; an unknown id is a 404', async () => {
    const { id } = (await send(valid)).json();
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/backend/api/contact-messages/${id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(stored()).toHaveLength(1);

    const res = await t.app.inject({ method: 'DELETE', url: `/backend/api/contact-messages/${id}/`, headers: auth(token) });
    expect(res.statusCode).toBe(204);
    expect(stored()).toEqual([]);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/contact-messages/${id}`, headers: auth(token) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: `There is no message with the id ${id}.` });
    const bad = await t.app.inject({ method: 'DELETE', url: '/backend/api/contact-messages/abc', headers: auth(token) });
    expect(bad.statusCode).toBe(400);
  });
});
