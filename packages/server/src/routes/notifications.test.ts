// Email alerts set from the editor: the addresses are stored in the database (admins only, checked,
// nothing written on a bad list), replace NOTIFY_EMAILS when set, and are where the next alert goes;
// the mail server is shown without its password; "Send test email" answers with what a real SMTP
// server said (accepted, refused, or the connection error as a sentence) and is throttled.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALERT_EMAIL_INVALID,
  ALERT_EMAILS_MAX,
  ALERT_EMAILS_REPEATED,
  ALERT_EMAILS_TOO_MANY,
  type ContactMessage,
  type NotificationSettings,
} from '@site/contracts';
import type { MailConfig } from '../config.js';
import { receiveMessage } from '../content/messages.js';
import { adminSettings } from '../db/schema.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { freePort, startSmtpCatcher, type SmtpCatcher } from '../test/smtp-catcher.js';
import { NO_MAIL_SERVER, NO_TEST_ADDRESS, TEST_EMAIL_RATE_LIMIT } from './api/notifications.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const LOGIN = { user: 'alerts', pass: 's3cret-pass' };

async function catcher(): Promise<SmtpCatcher> {
  const smtp = await startSmtpCatcher({ login: LOGIN });
  cleanups.push(() => smtp.close());
  return smtp;
}

async function open(mail?: MailConfig, now?: () => Date): Promise<{ t: TestApp; token: string }> {
  const t = await makeTestApp(mail ? { mail } : {}, { outbox: { pollMs: 25, ...(now ? { now } : {}) } });
  cleanups.push(() => t.close());
  return { t, token: await adminToken(t.app) };
}

const URL = '/backend/api/settings/notifications';
const get = (t: TestApp, token: string) => t.app.inject({ url: URL, headers: auth(token) });
const put = (t: TestApp, token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers: auth(token), payload: payload as object });
const test = (t: TestApp, token: string, payload: unknown = {}, remoteAddress = '10.2.0.1') =>
  t.app.inject({ method: 'POST', url: `${URL}/test`, headers: auth(token), payload: payload as object, remoteAddress });

describe('GET and PUT /settings/notifications', () => {
  it('says alerts are off when no mail server is set, and shows no server', async () => {
    const { t, token } = await open();
    const res = await get(t, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      emails: [],
      env_emails: [],
      recipients: [],
      mail_server: { set: false, host: null, from: null },
      on: false,
    });
  });

  it('shows the mail server of the environment by host and sender, never its login or password', async () => {
    const smtp = await catcher();
    const { t, token } = await open({ smtpUrl: smtp.url, from: 'Site <site@example.com>', to: ['env@example.com'] });
    const res = await get(t, token);
    expect(res.json()).toEqual({
      emails: [],
      env_emails: ['env@example.com'],
      recipients: ['env@example.com'],
      mail_server: { set: true, host: `127.0.0.1:${smtp.port}`, from: 'Site <site@example.com>' },
      on: true,
    });
    expect(res.body).not.toContain(LOGIN.pass);
    expect(res.body).not.toContain(LOGIN.user);
  });

  it("saves the editor's addresses, which replace NOTIFY_EMAILS, and an empty list hands alerts back", async () => {
    const smtp = await catcher();
    const { t, token } = await open({ smtpUrl: smtp.url, from: 'site@example.com', to: ['env@example.com'] });
    const saved = await put(t, token, { emails: [' office@example.com ', 'sales@example.com'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<NotificationSettings>()).toMatchObject({
      emails: ['office@example.com', 'sales@example.com'],
      env_emails: ['env@example.com'],
      recipients: ['office@example.com', 'sales@example.com'],
      on: true,
    });
    expect((await get(t, token)).json<NotificationSettings>().recipients).toEqual(['office@example.com', 'sales@example.com']);
    const cleared = await put(t, token, { emails: [] });
    expect(cleared.json<NotificationSettings>()).toMatchObject({ emails: [], recipients: ['env@example.com'] });
  });

  it.each([
    ['an address that is not one', { emails: ['office@example.com', 'not an address'] }, ALERT_EMAIL_INVALID],
    ['an address that would add a header', { emails: ['a@example.com\r\nBcc: x@evil.example'] }, ALERT_EMAIL_INVALID],
    [
      'too many addresses',
      { emails: Array.from({ length: ALERT_EMAILS_MAX + 1 }, (_, i) => `p${i}@example.com`) },
      ALERT_EMAILS_TOO_MANY,
    ],
    ['the same address twice', { emails: ['a@example.com', 'A@example.com'] }, ALERT_EMAILS_REPEATED],
    ['no list', {}, undefined],
    ['an unknown field', { emails: [], smtp_url: 'smtp://evil.example' }, undefined],
  ])('refuses %s with 400 and one sentence, writing nothing', async (_, payload, sentence) => {
    const { t, token } = await open();
    const res = await put(t, token, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; issues: { message: string }[] }>();
    expect(body.error).toMatch(/^The request body/);
    if (sentence) expect(body.error).toContain(sentence);
    expect(await t.app.db.select().from(adminSettings)).toEqual([]);
  });

  it('refuses an anonymous caller and writes nothing', async () => {
    const { t } = await open();
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: URL, payload: { emails: ['x@example.com'] } })).statusCode).toBe(401);
    expect(await t.app.db.select().from(adminSettings)).toEqual([]);
  });
});

describe('email alerts go to the addresses set in the editor', () => {
  const sendMessage = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: '/backend/api/contact-messages/',
      payload: { name: 'Ada', email: 'ada@example.com', message: 'Please call me back.' },
      remoteAddress: '10.3.0.1',
    });

  it('sends the next alert to the saved addresses instead of NOTIFY_EMAILS', async () => {
    const smtp = await catcher();
    const { t, token } = await open({ smtpUrl: smtp.url, from: 'site@example.com', to: ['env@example.com'] });
    expect((await put(t, token, { emails: ['office@example.com'] })).statusCode).toBe(200);
    expect((await sendMessage(t)).statusCode).toBe(201);
    await vi.waitFor(() => expect(smtp.caught.map((c) => c.recipients)).toEqual([['office@example.com']]), { timeout: 5000 });
  });

  it('queues no alert while no address is set, and says so on the message', async () => {
    const smtp = await catcher();
    const { t, token } = await open({ smtpUrl: smtp.url, from: 'site@example.com', to: [] });
    expect((await get(t, token)).json<NotificationSettings>().on).toBe(false);
    expect((await sendMessage(t)).statusCode).toBe(201);
    const list = await t.app.inject({ url: '/backend/api/contact-messages/', headers: auth(token) });
    expect(list.json<ContactMessage[]>()[0]?.notification).toBeNull();
    expect(smtp.dataCount()).toBe(0);
  });

  it('fails an alert for good, with the reason, when every address was removed before it was due', async () => {
    const smtp = await catcher();
    let clock = new Date('2026-01-01T09:00:00.000Z');
    const { t, token } = await open({ smtpUrl: smtp.url, from: 'site@example.com', to: [] }, () => clock);
    await put(t, token, { emails: ['office@example.com'] });
    // An alert queued for later, as one whose first try failed would be.
    const later = new Date('2026-01-01T10:00:00.000Z');
    await receiveMessage(t.app.db, { name: 'Ada', email: 'ada@example.com', message: 'Hello' }, null, { alertQueuedAt: later });
    expect((await put(t, token, { emails: [] })).json<NotificationSettings>().on).toBe(false);
    clock = later;
    await vi.waitFor(
      async () => {
        const list = await t.app.inject({ url: '/backend/api/contact-messages/', headers: auth(token) });
        expect(list.json<ContactMessage[]>()[0]?.notification).toMatchObject({
          state: 'failed',
          error: 'No address was set to get email alerts (Site settings → Notifications).',
        });
      },
      { timeout: 5000 },
    );
    expect(smtp.dataCount()).toBe(0);
  });
});

describe('POST /settings/notifications/test', () => {
  it('sends a test email through the real mail server and answers its response line', async () => {
    const smtp = await catcher();
    const { t, token } = await open({ smtpUrl: smtp.url, from: 'Site <site@example.com>', to: ['env@example.com'] });
    const res = await test(t, token, { emails: ['typed@example.com'] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ sent: boolean; accepted: string[]; rejected: string[]; response: string }>();
    expect(body).toMatchObject({ sent: true, accepted: ['typed@example.com'], rejected: [] });
    expect(body.response).toMatch(/^250 /);
    expect(smtp.caught).toHaveLength(1);
    expect(smtp.caught[0]?.recipients).toEqual(['typed@example.com']);
    expect(smtp.caught[0]?.mail.subject).toBe('Test email from the website');
  });

  it('sends to the current recipients when no address is typed', async () => {
    const smtp = await catcher();
    const { t, token } = await open({ smtpUrl: smtp.url, from: 'site@example.com', to: ['env@example.com'] });
    await put(t, token, { emails: ['office@example.com'] });
    const res = await test(t, token);
    expect(res.json()).toMatchObject({ sent: true, accepted: ['office@example.com'] });
    expect(smtp.caught[0]?.recipients).toEqual(['office@example.com']);
  });

  it("reports a mail server's refusal with its own words", async () => {
    const smtp = await catcher();
    smtp.answers.push({ code: 550, text: 'Mailbox unavailable' });
    const { t, token } = await open({ smtpUrl: smtp.url, from: 'site@example.com', to: ['env@example.com'] });
    const res = await test(t, token);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ sent: boolean; response: string }>();
    expect(body.sent).toBe(false);
    expect(body.response).toBe(`The mail server at 127.0.0.1:${smtp.port} refused the test email: 550 Mailbox unavailable`);
  });

  it('reports a mail server that is not there as a sentence', async () => {
    const port = await freePort();
    const { t, token } = await open({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'site@example.com', to: ['env@example.com'] });
    const res = await test(t, token);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ sent: boolean; response: string }>();
    expect(body.sent).toBe(false);
    expect(body.response).toMatch(
      new RegExp(`^The mail server at 127\\.0\\.0\\.1:${port} refused the connection \\(.*ECONNREFUSED.*\\)\\.$`),
    );
  });

  it('answers 409 with what to do when no mail server is set, and 400 with no address', async () => {
    const { t, token } = await open();
    const none = await test(t, token, { emails: ['typed@example.com'] });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ error: NO_MAIL_SERVER });
    const smtp = await catcher();
    const other = await open({ smtpUrl: smtp.url, from: 'site@example.com', to: [] });
    const empty = await test(other.t, other.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: NO_TEST_ADDRESS });
    const bad = await test(other.t, other.token, { emails: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(smtp.dataCount()).toBe(0);
  });

  it('refuses an anonymous caller without sending, and throttles an admin', async () => {
    const smtp = await catcher();
    const { t, token } = await open({ smtpUrl: smtp.url, from: 'site@example.com', to: ['env@example.com'] });
    const anonymous = await t.app.inject({ method: 'POST', url: `${URL}/test`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    for (let i = 0; i < TEST_EMAIL_RATE_LIMIT.max; i++) expect((await test(t, token)).statusCode).toBe(200);
    // The /api alias counts against the same limit.
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/settings/notifications/test',
      headers: auth(token),
      payload: {},
      remoteAddress: '10.2.0.1',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json<{ error: string }>().error).toMatch(/^Too many test emails have been sent\. Please try again in /);
    expect(smtp.caught).toHaveLength(TEST_EMAIL_RATE_LIMIT.max);
  });
});
