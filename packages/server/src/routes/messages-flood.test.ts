// Flooding the inbox over HTTP: the same message sent again within a day is refused, the site as a
// whole takes at most CONTACT_MESSAGES_PER_HOUR messages an hour (counted in the database, so every
// process sharing it holds to it), and behind one proxy (TRUST_PROXY=1) a client cannot pick the
// address the per-client limit counts by writing X-Forwarded-For itself.
import { afterEach, describe, expect, it } from 'vitest';
import { ALREADY_SENT } from '../content/messages.js';
import { contactMessages } from '../db/schema.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';
import { CONTACT_RATE_LIMIT } from './api/messages.js';

const opened: TestApp[] = [];
afterEach(async () => {
  // Apps opened on another's database first, so the one that owns the folder closes last.
  for (const made of opened.splice(0).reverse()) await made.close();
});

async function open(overrides: Parameters<typeof makeTestApp>[0] = {}): Promise<TestApp> {
  const made = await makeTestApp(overrides);
  opened.push(made);
  return made;
}

let lastClient = 0;
const nextClient = () => `10.1.${Math.floor(++lastClient / 250)}.${(lastClient % 250) + 1}`;

const send = (t: TestApp, payload: object, remoteAddress = nextClient(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/backend/api/contact-messages/', payload, remoteAddress, headers });

const stored = (t: TestApp) => t.app.db.select().from(contactMessages);

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please quote for weekly cleaning.' };

/** An ISO time `ms` before now, as submitted_at is stored. */
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const MINUTE = 60_000;

describe('the same message sent again', () => {
  it('is refused within a day with 409 and one sentence, from any client address and in any letter case, and stored once', async () => {
    const t = await open();
    expect((await send(t, valid)).statusCode).toBe(201);
    for (const again of [valid, { ...valid, name: 'Ada', email: 'ADA@Example.com' }]) {
      const res = await send(t, again);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ ok: false, error: ALREADY_SENT });
    }
    expect(await stored(t)).toHaveLength(1);
    // Another text, or the same text from someone else, is a new message.
    expect((await send(t, { ...valid, message: 'And the windows?' })).statusCode).toBe(201);
    expect((await send(t, { ...valid, email: 'grace@example.com' })).statusCode).toBe(201);
    expect(await stored(t)).toHaveLength(3);
  });

  it('is stored once when many copies arrive at the same moment', async () => {
    const t = await open();
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(t, valid)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(await stored(t)).toHaveLength(1);
  });

  it('is accepted again once a day has passed', async () => {
    const t = await open();
    await t.app.db.insert(contactMessages).values({ ...valid, submittedAt: ago(24 * 60 * MINUTE + MINUTE) });
    expect((await send(t, valid)).statusCode).toBe(201);
    expect(await stored(t)).toHaveLength(2);
  });
});

describe('the site-wide ceiling per hour', () => {
  it('answers 429 {ok: false, error} with Retry-After once the last hour holds the ceiling, and stores nothing', async () => {
    const t = await open({ contactMessagesPerHour: 3 });
    // Older than an hour: not counted.
    await t.app.db
      .insert(contactMessages)
      .values([1, 2, 3].map((i) => ({ ...valid, message: `Old ${i}`, submittedAt: ago(61 * MINUTE) })));
    for (const i of [1, 2, 3]) expect((await send(t, { ...valid, message: `Question ${i}` })).statusCode).toBe(201);

    const res = await send(t, { ...valid, message: 'Question 4' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      ok: false,
      error: 'The site has received a great many messages in the last hour. Please try again in 60 minutes.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await stored(t)).toHaveLength(6);
    // A filled honeypot meets the same answer: the ceiling tells a bot nothing a person is not told.
    const bot = await send(t, { ...valid, message: 'Cheap pills', website: 'http://spam.example' });
    expect(bot.statusCode).toBe(429);
    expect(bot.body).toBe(res.body);
  });

  it('tells the visitor to wait until the oldest message of the hour ages out', async () => {
    const t = await open({ contactMessagesPerHour: 2 });
    await t.app.db.insert(contactMessages).values([
      { ...valid, message: 'A', submittedAt: ago(50 * MINUTE) },
      { ...valid, message: 'B', submittedAt: ago(20 * MINUTE) },
    ]);
    const res = await send(t, { ...valid, message: 'C' });
    expect(res.statusCode).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(9 * 60);
    expect(wait).toBeLessThanOrEqual(10 * 60);
    expect(res.json().error).toMatch(/Please try again in 10 minutes\.$/);
  });

  it('holds across two servers sharing one database', async () => {
    const first = await open({ contactMessagesPerHour: 2 });
    const shared = { databasePath: first.config.databasePath, databaseUrl: first.config.databaseUrl };
    const second = await open({ contactMessagesPerHour: 2, ...shared });
    expect((await send(first, { ...valid, message: 'One' })).statusCode).toBe(201);
    expect((await send(second, { ...valid, message: 'Two' })).statusCode).toBe(201);
    expect((await send(first, { ...valid, message: 'Three' })).statusCode).toBe(429);
    expect((await send(second, { ...valid, message: 'Three' })).statusCode).toBe(429);
    expect(await stored(first)).toHaveLength(2);
  });
});

describe('the limit per client', () => {
  it('holds across two servers sharing one database, for sends to both at once', async () => {
    const first = await open();
    const second = await open({ databasePath: first.config.databasePath, databaseUrl: first.config.databaseUrl });
    const client = '10.60.0.1';
    const answers = await Promise.all(
      Array.from({ length: 2 * CONTACT_RATE_LIMIT.max }, (_, i) =>
        send(i % 2 ? first : second, { ...valid, message: `Question ${i}` }, client),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(CONTACT_RATE_LIMIT.max);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(CONTACT_RATE_LIMIT.max);
    for (const res of refused) {
      expect(res.json()).toEqual({
        ok: false,
        error: expect.stringMatching(/^Too many messages .* Please try again in 10 minutes\.$/),
      });
      expect(res.headers['x-ratelimit-limit']).toBe(String(CONTACT_RATE_LIMIT.max));
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await stored(first)).toHaveLength(CONTACT_RATE_LIMIT.max);
    // Another client has a count of its own, on either server.
    expect((await send(second, { ...valid, message: 'From next door' }, '10.60.0.2')).statusCode).toBe(201);
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  it('counts the address the proxy saw, whatever the client wrote in X-Forwarded-For', async () => {
    const t = await open({ trustProxy: 1 });
    const proxy = '127.0.0.1';
    const client = '203.0.113.7';
    // The proxy appends the address it saw to the client's own X-Forwarded-For.
    const via = (claimed: string) => ({ 'x-forwarded-for': `${claimed}, ${client}` });
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      const res = await send(t, { ...valid, message: `Question ${i}` }, proxy, via(`198.51.100.${i + 1}`));
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await send(t, { ...valid, message: 'One more' }, proxy, via('198.51.100.200'));
    expect(res.statusCode).toBe(429);
    expect((await stored(t)).map((row) => row.clientIp)).toEqual(Array<string>(CONTACT_RATE_LIMIT.max).fill(client));
    // Naming another visitor's address does not help either; that visitor has a count of their own.
    expect((await send(t, { ...valid, message: 'Hello' }, proxy, via('203.0.113.8'))).statusCode).toBe(429);
    expect((await send(t, { ...valid, message: 'Hello' }, proxy, { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(201);
  });
});
