// Email alerts end to end, against a real SMTP server on 127.0.0.1: a message sent through the
// contact route is delivered with its subject, Reply-To, text and link; a refusal or a server that is
// down is tried again until it works; a restart in between loses nothing; a day of failures ends in
// `failed`; a permanent refusal ends at once; stopping cuts a stalled try short and leaves it due.
// The admin list shows each state. Timings are shortened through buildApp's outbox options.
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '@site/contracts';
import { max } from 'drizzle-orm';
import { contactMessages } from '../db/schema.js';
import type { OutboxTiming } from './outbox.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { freePort, startSmtpCatcher, type SmtpCatcher } from '../test/smtp-catcher.js';

const FAST: OutboxTiming = { pollMs: 25, retry: { delayMs: () => 50, giveUpAfterMs: 24 * 60 * 60_000 }, stopGraceMs: 200 };
const LOGIN = { user: 'alerts', pass: 'p@ss word' };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  // Apps before SMTP servers: a stopping worker may still be talking to one.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function catcher(options: Parameters<typeof startSmtpCatcher>[0] = {}): Promise<SmtpCatcher> {
  const smtp = await startSmtpCatcher({ login: LOGIN, ...options });
  cleanups.push(() => smtp.close());
  return smtp;
}

const mailFor = (smtpUrl: string) => ({
  smtpUrl,
  from: 'Site <site@example.com>',
  to: ['owner@example.com', 'sales@example.com'],
});

/** An app sending alerts through `smtpUrl`, on the database of `sharing` when given (as a second server would be). */
async function app(smtpUrl: string, timing: OutboxTiming = FAST, sharing?: TestApp): Promise<TestApp> {
  const database = sharing ? { databasePath: sharing.config.databasePath, databaseUrl: sharing.config.databaseUrl } : {};
  const t = await makeTestApp({ mail: mailFor(smtpUrl), publicUrl: 'https://www.example.com', ...database }, { outbox: timing });
  cleanups.push(() => t.close());
  return t;
}

let client = 0;
const ZOE = { name: 'Zoë Example', email: 'zoe@example.com', message: 'Please call <me> back.' };
const send = async (t: TestApp, payload: Record<string, string> = ZOE) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/backend/api/contact-messages/',
    payload,
    remoteAddress: `10.1.0.${++client}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  // The answer names no message: the newest stored one is the one just sent (a honeypot's stores none).
  const [newest] = await t.app.db.select({ id: max(contactMessages.id) }).from(contactMessages);
  return newest!.id!;
};

const listed = async (t: TestApp, id: number): Promise<ContactMessage> => {
  const res = await t.app.inject({ url: '/backend/api/contact-messages/', headers: auth(await adminToken(t.app)) });
  const found = res.json<ContactMessage[]>().find((m) => m.id === id);
  if (!found) throw new Error(`message ${id} is not listed`);
  return found;
};

const notificationOf = async (t: TestApp, id: number) => (await listed(t, id)).notification;

const until = <T>(check: () => T | Promise<T>, timeout = 5_000) => vi.waitFor(check, { timeout, interval: 20 });

describe('email alerts', () => {
  it('delivers an alert for a new message: subject, Reply-To, recipients, text, HTML and link', async () => {
    const smtp = await catcher();
    const t = await app(smtp.url);
    const id = await send(t);
    await until(() => expect(smtp.caught).toHaveLength(1));
    const [{ recipients, mail }] = smtp.caught as [(typeof smtp.caught)[0]];
    expect(recipients).toEqual(['owner@example.com', 'sales@example.com']);
    expect(mail.subject).toBe('New message from Zoë Example');
    expect(mail.from?.value).toEqual([{ name: 'Site', address: 'site@example.com' }]);
    expect(mail.replyTo?.value).toEqual([{ name: 'Zoë Example', address: 'zoe@example.com' }]);
    expect(mail.text).toContain('Name: Zoë Example\nEmail: zoe@example.com\n');
    expect(mail.text).toContain('Please call <me> back.');
    expect(mail.text).toContain(`Open it in the editor: https://www.example.com/admin/messages-list?message=${id}`);
    expect(mail.html).toContain('Please call &lt;me&gt; back.');
    expect(mail.html).toContain(`href="https://www.example.com/admin/messages-list?message=${id}"`);

    await until(async () => expect((await notificationOf(t, id))?.state).toBe('sent'));
    expect(await notificationOf(t, id)).toEqual({
      state: 'sent',
      attempts: 1,
      error: null,
      next_attempt_at: null,
      sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
  });

  it('is woken by a new message rather than waiting for its next look', async () => {
    const smtp = await catcher();
    const t = await app(smtp.url, { ...FAST, pollMs: 60_000 });
    // Let the worker find nothing due and fall asleep for the minute.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const id = await send(t);
    await until(async () => expect((await notificationOf(t, id))?.state).toBe('sent'), 2_000);
  });

  it('sends no alert for the honeypot, which stores nothing', async () => {
    const smtp = await catcher();
    const t = await app(smtp.url);
    await send(t, { ...ZOE, name: 'Bot', website: 'http://spam.example' });
    const real = await send(t);
    await until(() => expect(smtp.caught).toHaveLength(1));
    expect(smtp.caught[0]?.mail.subject).toBe('New message from Zoë Example');
    expect((await notificationOf(t, real))?.state).toBe('sent');
  });

  it('tries again after a refusal ("451 try later") and then delivers, the list showing each state', async () => {
    const smtp = await catcher();
    smtp.answers.push({ code: 451, text: 'Try again later' });
    // Slow enough to see the retrying state in the list.
    const t = await app(smtp.url, { ...FAST, retry: { delayMs: () => 400, giveUpAfterMs: 60_000 } });
    const id = await send(t);
    await until(async () => expect((await notificationOf(t, id))?.state).toBe('retrying'));
    const retrying = await notificationOf(t, id);
    expect(retrying).toEqual({
      state: 'retrying',
      attempts: 1,
      error: expect.stringMatching(/^451 Try again later/),
      next_attempt_at: expect.stringMatching(/Z$/),
      sent_at: null,
    });
    expect(smtp.caught).toHaveLength(0);

    await until(async () => expect((await notificationOf(t, id))?.state).toBe('sent'));
    expect(await notificationOf(t, id)).toMatchObject({ state: 'sent', attempts: 2, error: null, next_attempt_at: null });
    expect(smtp.caught).toHaveLength(1);
  });

  it('keeps trying while the SMTP server is down, and delivers once it is up', async () => {
    const port = await freePort();
    const t = await app(`smtp://${LOGIN.user}:${encodeURIComponent(LOGIN.pass)}@127.0.0.1:${port}`);
    const id = await send(t);
    await until(async () => expect((await notificationOf(t, id))?.attempts).toBeGreaterThanOrEqual(2));
    expect(await notificationOf(t, id)).toMatchObject({ state: 'retrying', error: expect.stringContaining('ECONNREFUSED') });

    const smtp = await catcher({ port });
    await until(() => expect(smtp.caught).toHaveLength(1));
    await until(async () => expect((await notificationOf(t, id))?.state).toBe('sent'));
  });

  it('delivers after a restart what the stopped server could not', async () => {
    const port = await freePort();
    const url = `smtp://${LOGIN.user}:${encodeURIComponent(LOGIN.pass)}@127.0.0.1:${port}`;
    // The first server's next try is a minute away: it is stopped before then.
    const first = await makeTestApp(
      { mail: mailFor(url) },
      { outbox: { ...FAST, retry: { delayMs: () => 60_000, giveUpAfterMs: 600_000 } } },
    );
    cleanups.push(() => fs.rmSync(first.dir, { recursive: true, force: true }));
    const id = await send(first);
    await until(async () => expect((await notificationOf(first, id))?.state).toBe('retrying'));
    await first.app.close();

    const smtp = await catcher({ port });
    // A new server on the same database, its clock past the next try: it delivers as it starts.
    const second = await app(url, { ...FAST, now: () => new Date(Date.now() + 61_000) }, first);
    await until(() => expect(smtp.caught).toHaveLength(1));
    expect(smtp.caught[0]?.mail.text).toContain(`/admin/messages-list?message=${id}`);
    await until(async () => expect((await notificationOf(second, id))?.state).toBe('sent'));
    expect((await notificationOf(second, id))?.attempts).toBe(2);
  });

  it('gives up 24 hours after the message, keeping the last reason', async () => {
    const port = await freePort();
    const clock = { offset: 0 };
    const t = await app(`smtp://127.0.0.1:${port}`, {
      ...FAST,
      retry: undefined,
      now: () => new Date(Date.now() + clock.offset),
    });
    const id = await send(t);
    await until(async () => expect((await notificationOf(t, id))?.state).toBe('retrying'));
    // The default timetable: the next try in 30 seconds.
    const next = (await notificationOf(t, id))?.next_attempt_at;
    expect(Date.parse(next ?? '') - Date.now()).toBeGreaterThan(25_000);

    clock.offset = 23 * 3600_000;
    // The second try counts when it starts; wait for its failure too (its next try is set from the
    // moved clock), so the clock does not move again while it is on its way.
    await until(async () => {
      const second = await notificationOf(t, id);
      expect(second?.attempts).toBe(2);
      expect(Date.parse(second?.next_attempt_at ?? '')).toBeGreaterThan(Date.now() + clock.offset);
    });
    expect(await notificationOf(t, id)).toMatchObject({ state: 'retrying' });

    clock.offset = 24 * 3600_000 + 1000;
    await until(async () => expect((await notificationOf(t, id))?.state).toBe('failed'));
    expect(await notificationOf(t, id)).toEqual({
      state: 'failed',
      attempts: 3,
      error: expect.stringContaining('ECONNREFUSED'),
      next_attempt_at: null,
      sent_at: null,
    });
  });

  it('fails at once when the server refuses the message for good (5xx)', async () => {
    const smtp = await catcher();
    smtp.answers.push({ code: 550, text: 'Mailbox unavailable' });
    const t = await app(smtp.url);
    const id = await send(t);
    await until(async () => expect((await notificationOf(t, id))?.state).toBe('failed'));
    expect(await notificationOf(t, id)).toMatchObject({ attempts: 1, error: expect.stringMatching(/^550 Mailbox unavailable/) });
    // Another message is delivered as usual.
    const other = await send(t, { ...ZOE, message: 'A second question.' });
    await until(async () => expect((await notificationOf(t, other))?.state).toBe('sent'));
    expect(smtp.dataCount()).toBe(2);
  });

  it('answers the visitor at once while the SMTP server stalls, and stopping leaves the alert due for the next start', async () => {
    const smtp = await catcher();
    smtp.answers.push('stall');
    const first = await makeTestApp({ mail: mailFor(smtp.url) }, { outbox: FAST });
    cleanups.push(() => fs.rmSync(first.dir, { recursive: true, force: true }));
    const id = await send(first);
    await until(() => expect(smtp.dataCount()).toBe(1));
    expect(await notificationOf(first, id)).toMatchObject({ state: 'pending', attempts: 1 });

    const started = Date.now();
    await first.app.close();
    expect(Date.now() - started).toBeLessThan(3_000);

    const second = await app(smtp.url, FAST, first);
    await until(() => expect(smtp.caught).toHaveLength(1));
    await until(async () => expect((await notificationOf(second, id))?.state).toBe('sent'));
    expect((await notificationOf(second, id))?.attempts).toBe(2);
  });

  it('two servers on one database send each alert once', async () => {
    const smtp = await catcher();
    const a = await app(smtp.url);
    const b = await app(smtp.url, FAST, a);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(await send(i % 2 ? a : b, { name: `Sender ${i}`, email: 'x@example.com', message: `Hi (${i})` }));
    await until(() => expect(smtp.caught).toHaveLength(12));
    // Time for a double send to show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.caught.map((c) => c.mail.subject).sort()).toEqual(ids.map((_, i) => `New message from Sender ${i}`).sort());
  });
});
