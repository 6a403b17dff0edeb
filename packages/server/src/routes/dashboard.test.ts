// GET /dashboard: what waits for someone in one answer (drafts with their authors, schedules, drafts
// in review, unread messages, failed email alerts, recent changes, site-health findings), each part
// for the roles that may see it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dashboardSchema, NO_SITE_HEALTH_COUNTS, FAILED_ALERT_COUNT_HEADER, heroDefault, type Dashboard } from '@site/contracts';
import { receiveMessage } from '../content/messages.js';
import { contactMessages, messageNotifications } from '../db/schema.js';
import { tokenAs } from '../test/role-token.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

const API = '/backend/api';
let t: TestApp;
let admin: string;
let editor: string;
let author: string;
beforeEach(async () => {
  t = await makeTestApp();
  admin = await adminToken(t.app, 'ada');
  editor = await tokenAs(t, 'eve', 'editor');
  author = await tokenAs(t, 'ann', 'author');
});
afterEach(() => t.close());

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: auth(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function dashboard(token: string): Promise<Dashboard> {
  const res = await call('GET', '/dashboard', token);
  expect(res.statusCode, res.body).toBe(200);
  return dashboardSchema.parse(res.json());
}

const message = (name: string, text: string) =>
  receiveMessage(t.app.db, { name, email: `${name}@example.com`, message: text }, null);

/** A message whose email alert failed for good with `error`. */
async function messageWithFailedAlert(name: string, error: string, at: string) {
  await receiveMessage(t.app.db, { name, email: `${name}@example.com`, message: `From ${name}` }, null, {
    alertQueuedAt: new Date(at),
  });
  const [stored] = await t.app.db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.name, name));
  await t.app.db
    .update(messageNotifications)
    .set({ state: 'failed', error, nextAttemptAt: null, attempts: 3 })
    .where(eq(messageNotifications.messageId, stored!.id));
  return stored!.id;
}

describe('GET /dashboard', () => {
  it('answers every part empty on a site where nothing waits', async () => {
    expect(await dashboard(admin)).toEqual({
      drafts: [],
      scheduled: [],
      in_review: [],
      messages: { unread: 0, newest: [] },
      failed_alerts: { count: 0, latest: null },
      recent_changes: [],
      site_health: NO_SITE_HEALTH_COUNTS,
    });
  });

  it('refuses a request without a token', async () => {
    const res = await t.app.inject({ url: `${API}/dashboard` });
    expect(res.statusCode).toBe(401);
  });

  it('lists the drafts with their authors, the schedules soonest first, and the drafts in review with who asked', async () => {
    expect((await call('PUT', '/drafts/home/hero', author, { ...heroDefault, title: 'Spring offer' })).statusCode).toBe(200);
    // Saves a few milliseconds apart: the drafts are listed by the time of their last save.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const services = (await call('GET', '/services', admin)).json<unknown[]>();
    expect((await call('PUT', '/drafts/services', editor, services)).statusCode).toBe(200);
    for (const path of ['about/message', 'contact/contact1']) {
      const published = (await call('GET', `/${path}`, admin)).json<object>();
      expect((await call('PUT', `/drafts/${path}`, editor, published)).statusCode).toBe(200);
    }
    const later = '2031-03-01T09:00:00.000Z';
    const sooner = '2031-02-01T09:00:00.000Z';
    expect((await call('POST', '/drafts/publish', editor, { paths: ['about/message'], at: later })).statusCode).toBe(200);
    expect((await call('POST', '/drafts/publish', editor, { paths: ['contact/contact1'], at: sooner })).statusCode).toBe(200);
    expect((await call('POST', '/drafts/home/hero/submit', author, { note: 'New headline' })).statusCode).toBe(200);

    const seen = await dashboard(editor);
    // Newest save first: the services' draft was saved after the hero's.
    expect(seen.drafts.map((d) => [d.path, d.kind, d.updated_by, d.review])).toEqual([
      ['services', 'services', 'eve', null],
      ['home/hero', 'section', 'ann', 'in_review'],
    ]);
    expect(seen.drafts[1]).toMatchObject({ label: 'Hero', locale: 'en', translation: false, excerpt: 'Spring offer' });
    expect(seen.scheduled.map((d) => [d.path, d.publish_at])).toEqual([
      ['contact/contact1', sooner],
      ['about/message', later],
    ]);
    expect(seen.in_review).toEqual([
      expect.objectContaining({ path: 'home/hero', kind: 'section', requested_by: 'ann', note: 'New headline' }),
    ]);
  });

  it("names a translation's draft with its language, and an editor-built page's draft as a page", async () => {
    const settings = (await call('GET', '/settings', admin)).json<object>();
    const languages = [
      { code: 'en', name: 'English' },
      { code: 'bn', name: 'বাংলা' },
    ];
    expect((await call('PUT', '/settings', admin, { ...settings, languages })).statusCode).toBe(200);
    expect((await call('PUT', '/drafts/home/hero?locale=bn', author, { title: 'স্বাগতম' })).statusCode).toBe(200);
    const page = await call('POST', '/custom-pages', editor, { title: 'Careers', slug: 'careers', blocks: [] });
    expect(page.statusCode, page.body).toBe(201);

    const drafts = (await dashboard(author)).drafts;
    expect(drafts.find((d) => d.locale === 'bn')).toMatchObject({
      path: 'home/hero',
      kind: 'section',
      label: 'Hero (বাংলা)',
      translation: true,
      updated_by: 'ann',
    });
    expect(drafts.find((d) => d.path === 'custom-pages/careers')).toMatchObject({ kind: 'page', translation: false });
  });

  it('counts the unread messages with the newest few, and the failed alerts of unread messages with the latest reason', async () => {
    await message('Ben', 'First');
    await message('Cleo', 'Second');
    await message('Dan', 'Third, already read');
    const [read] = await t.app.db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.name, 'Dan'));
    expect((await call('PATCH', `/contact-messages/${read!.id}`, admin, { read: true })).statusCode).toBe(200);
    await messageWithFailedAlert('Fay', '550 Mailbox unavailable', '2030-01-01T09:00:00.000Z');
    const latest = await messageWithFailedAlert('Gus', '554 Message refused', '2030-01-02T09:00:00.000Z');
    // A failed alert of a message someone has read needs nobody.
    const seen = await messageWithFailedAlert('Hal', '550 Gone', '2030-01-03T09:00:00.000Z');
    expect((await call('PATCH', `/contact-messages/${seen}`, admin, { read: true })).statusCode).toBe(200);

    const answer = await dashboard(admin);
    expect(answer.messages?.unread).toBe(4);
    expect(answer.messages?.newest.map((m) => m.name)).toEqual(['Gus', 'Fay', 'Cleo', 'Ben']);
    expect(answer.failed_alerts).toEqual({
      count: 2,
      latest: { message_id: latest, error: '554 Message refused', at: '2030-01-02T09:00:00.000Z' },
    });

    // The inbox's list says the same count in a header, for the sidebar.
    const list = await call('GET', '/contact-messages/?limit=1&offset=0', editor);
    expect(list.headers[FAILED_ALERT_COUNT_HEADER]).toBe('2');
  });

  it('lists the newest saved versions with who saved them, newest first, at most ten', async () => {
    for (let i = 1; i <= 11; i++) {
      expect((await call('PUT', '/home/hero', editor, { ...heroDefault, title: `Welcome ${i}` })).statusCode).toBe(200);
    }
    const settings = (await call('GET', '/settings', admin)).json<{ site_name: string }>();
    expect((await call('PUT', '/settings', admin, { ...settings, site_name: 'Brightwell' })).statusCode).toBe(200);
    expect((await call('PUT', '/seo/about', admin, { title: 'About Brightwell' })).statusCode).toBe(200);

    const changes = (await dashboard(editor)).recent_changes;
    expect(changes).toHaveLength(10);
    expect(changes.slice(0, 3).map((c) => [c.path, c.kind, c.saved_by])).toEqual([
      ['seo/about', 'seo', 'ada'],
      ['settings', 'settings', 'ada'],
      ['home/hero', 'section', 'eve'],
    ]);
    expect(changes[2]).toMatchObject({ label: 'Hero', version: 11, locale: 'en', translation: false });
  });

  it('gives each role only the parts it may see: an author no review, messages or alerts', async () => {
    await message('Ben', 'Hello');
    const forAuthor = await dashboard(author);
    expect(forAuthor).toMatchObject({ in_review: null, messages: null, failed_alerts: null, site_health: NO_SITE_HEALTH_COUNTS });
    expect(forAuthor.drafts).toEqual([]);
    const forEditor = await dashboard(editor);
    expect(forEditor.in_review).toEqual([]);
    expect(forEditor.messages?.unread).toBe(1);
    expect(forEditor.failed_alerts).toEqual({ count: 0, latest: null });
  });
});
