// What the audit log records of the actions over HTTP: who (or nobody), from which address, what and
// to what, written with the action itself; an action that is refused leaves no entry.
import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { getSection, heroDefault } from '@site/contracts';
import { auditLog } from '../db/schema.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

const API = '/backend/api';
const ADDRESS = '10.9.8.7';
const T0 = new Date('2030-03-04T08:00:00.000Z');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** An app whose clock the test moves, with an admin "alice" calling from ADDRESS. */
async function appAt(start = T0, schedulePollMs?: number) {
  let now = start;
  t = await makeTestApp({}, { clock: () => now, ...(schedulePollMs ? { schedulePollMs } : {}) });
  const app = t.app;
  const token = await adminToken(app, 'alice');
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: auth(token),
      remoteAddress: ADDRESS,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const entries = async () => {
    const rows = await app.db.select().from(auditLog).orderBy(asc(auditLog.id));
    return rows.map(({ actor, actorId, action, target, detail, address }) => ({
      actor,
      actorId,
      action,
      target,
      detail,
      address,
    }));
  };
  return { app, token, call, entries, setNow: (d: Date) => (now = d) };
}

const ALICE = { actor: 'alice', actorId: expect.any(Number), address: ADDRESS };

describe('signing in', () => {
  it('records a success with the account and a failure with the username tried, both with the address', async () => {
    const { app, entries } = await appAt();
    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/backend/auth/token/login',
        payload: { username: 'owner', password },
        remoteAddress: '10.1.1.1',
      });
    expect((await login('wrong-password')).statusCode).toBe(400);
    expect((await login('owner-password')).statusCode).toBe(200);
    expect(await entries()).toEqual([
      {
        actor: null,
        actorId: null,
        action: 'sign_in_failed',
        target: 'owner',
        detail: { reason: 'wrong username or password' },
        address: '10.1.1.1',
      },
      { actor: 'owner', actorId: expect.any(Number), action: 'sign_in', target: 'owner', detail: null, address: '10.1.1.1' },
    ]);
  });
});

describe('publishing', () => {
  it('records a direct save of published content and of the site settings', async () => {
    const { call, entries } = await appAt();
    expect((await call('PUT', `${API}/home/hero`, { ...heroDefault, title: 'Now' })).statusCode).toBe(200);
    const settings = (await call('GET', `${API}/settings`)).json<object>();
    expect((await call('PUT', `${API}/settings`, { ...settings, site_name: 'Acme' })).statusCode).toBe(200);
    expect(await entries()).toEqual([
      { ...ALICE, action: 'published', target: getSection('hero').path, detail: { version: 1 } },
      { ...ALICE, action: 'settings_changed', target: 'settings', detail: { version: expect.any(Number) } },
    ]);
  });

  it('records a draft published, and nothing when the publish is refused', async () => {
    const { call, entries } = await appAt();
    await call('PUT', `${API}/drafts/home/hero`, { ...heroDefault, title: 'Draft' });
    expect((await call('POST', `${API}/drafts/nowhere/publish`)).statusCode).toBe(404);
    expect(await entries()).toEqual([]);
    expect((await call('POST', `${API}/drafts/home/hero/publish`)).statusCode).toBe(200);
    await call('PUT', `${API}/drafts/about/faq`, getSection('faq').defaults);
    expect((await call('POST', `${API}/drafts/publish`, { paths: ['about/faq'] })).statusCode).toBe(200);
    expect(await entries()).toEqual([
      { ...ALICE, action: 'published', target: 'home/hero', detail: { version: 1 } },
      { ...ALICE, action: 'published', target: 'about/faq', detail: { version: 1 } },
    ]);
  });

  it('records a schedule and its cancelling, and a schedule coming due as published by the server', async () => {
    const { app, call, entries, setNow } = await appAt(T0, 20);
    await call('PUT', `${API}/drafts/home/hero`, { ...heroDefault, title: 'Later' });
    const at = '2030-03-04T09:00:00.000Z';
    expect((await call('POST', `${API}/drafts/publish`, { paths: ['home/hero'], at })).statusCode).toBe(200);
    expect((await call('DELETE', `${API}/drafts/home/hero/schedule`)).statusCode).toBe(204);
    expect((await call('POST', `${API}/drafts/publish`, { paths: ['home/hero'], at })).statusCode).toBe(200);
    setNow(new Date('2030-03-04T09:00:01.000Z'));
    await expect.poll(async () => (await app.inject({ url: `${API}/home/hero` })).json<{ title: string }>().title).toBe('Later');
    expect(await entries()).toEqual([
      { ...ALICE, action: 'scheduled', target: 'home/hero', detail: { at } },
      { ...ALICE, action: 'schedule_cancelled', target: 'home/hero', detail: { at } },
      { ...ALICE, action: 'scheduled', target: 'home/hero', detail: { at } },
      {
        actor: null,
        actorId: null,
        address: null,
        action: 'published',
        target: 'home/hero',
        detail: { version: 1, scheduled_by: 'alice' },
      },
    ]);
  });
});

describe('restoring', () => {
  it('records a version restored into force or into the draft', async () => {
    const { call, entries } = await appAt();
    await call('PUT', `${API}/home/hero`, { ...heroDefault, title: 'One' });
    await call('PUT', `${API}/home/hero`, { ...heroDefault, title: 'Two' });
    expect((await call('POST', `${API}/history/home/hero/1/restore`, { into: 'live' })).statusCode).toBe(200);
    expect((await call('POST', `${API}/history/home/hero/2/restore`, {})).statusCode).toBe(200);
    expect((await call('POST', `${API}/history/home/hero/99/restore`, {})).statusCode).toBe(404);
    expect((await entries()).slice(2)).toEqual([
      { ...ALICE, action: 'restored', target: 'home/hero', detail: { version: 3, restored_version: 1 } },
      { ...ALICE, action: 'restored', target: 'home/hero', detail: { restored_version: 2, into: 'draft' } },
    ]);
  });
});

describe('deleting', () => {
  it('records a page, a service, an image and a message deleted, each named', async () => {
    const { app, token, call, entries } = await appAt();
    const hero = { ...getSection('hero').defaults, title: 'Join' };
    await call('POST', `${API}/custom-pages/`, {
      slug: 'careers',
      title: 'Careers',
      blocks: [{ type: 'home/hero', data: hero }],
    });
    expect((await call('DELETE', `${API}/custom-pages/careers`)).statusCode).toBe(204);

    const saved = await call('PUT', `${API}/services`, [{ title: 'Cleaning', description: 'Floors' }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const [service] = saved.json<{ _id: string }[]>();
    expect((await call('DELETE', `${API}/services/${service!._id}`)).statusCode).toBe(204);

    const body = new FormData();
    const png = await sharp(randomBytes(8 * 8 * 3), { raw: { width: 8, height: 8, channels: 3 } })
      .png()
      .toBuffer();
    body.append('category', 'team');
    body.append('image', new Blob([png]), 'a.png');
    const uploaded = await app.inject({
      method: 'POST',
      url: `${API}/images/`,
      payload: body,
      headers: { ...auth(token) },
      remoteAddress: ADDRESS,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json<{ id: number; image: string }>();
    expect((await call('DELETE', `${API}/images/${image.id}`)).statusCode).toBe(204);

    const sent = await app.inject({
      method: 'POST',
      url: `${API}/contact-messages`,
      payload: { name: 'Bob', email: 'bob@example.com', message: 'Hello there, a question.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [message] = (await call('GET', `${API}/contact-messages`)).json<{ id: number; submitted_at: string }[]>();
    expect((await call('DELETE', `${API}/contact-messages/${message!.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `${API}/contact-messages/${message!.id}`)).statusCode).toBe(404);

    const deletes = (await entries()).filter((e) => e.action === 'deleted');
    expect(deletes).toEqual([
      { ...ALICE, action: 'deleted', target: 'page careers', detail: { title: 'Careers' } },
      { ...ALICE, action: 'deleted', target: 'service Cleaning', detail: { version: 2 } },
      { ...ALICE, action: 'deleted', target: expect.stringMatching(/^image \/media\//), detail: { alt: '' } },
      { ...ALICE, action: 'deleted', target: `message ${message!.id}`, detail: { from: 'Bob', sent_at: message!.submitted_at } },
    ]);
  });
});

describe('preview links', () => {
  it('records a link made and revoked', async () => {
    const { call, entries } = await appAt();
    const made = await call('POST', `${API}/preview-links`, { expires_in_hours: 2 });
    const { id } = made.json<{ id: number }>();
    expect((await call('DELETE', `${API}/preview-links/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `${API}/preview-links/${id}`)).statusCode).toBe(404);
    expect(await entries()).toEqual([
      {
        ...ALICE,
        action: 'preview_link_created',
        target: `preview link ${id}`,
        detail: { expires_at: '2030-03-04T10:00:00.000Z' },
      },
      { ...ALICE, action: 'preview_link_revoked', target: `preview link ${id}`, detail: null },
    ]);
  });
});
