// Scheduled publishing over HTTP: drafts scheduled together publish together at their time (within
// 10 seconds), from the server process itself, also when the time passed while the server was down;
// a schedule that cannot be published rolls back as a whole and shows why in the list of drafts.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heroDefault, type DraftSummary, type History, type Scheduled } from '@site/contracts';
import { buildApp } from '../app.js';
import { drafts } from '../db/schema.js';
import { cancelSchedule, publishDueSchedules } from '../content/drafts.js';
import { versionedDocument } from '../content/history.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

const API = '/backend/api';
const HERO = `${API}/home/hero`;
const FAQ = `${API}/about/faq`;
const T0 = new Date('2030-03-04T08:00:00.000Z');
const HOUR = 60 * 60 * 1000;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** An app whose clock the test moves. */
async function appAt(start: Date, schedulePollMs?: number) {
  let now = start;
  t = await makeTestApp({}, { clock: () => now, ...(schedulePollMs ? { schedulePollMs } : {}) });
  const token = await adminToken(t.app, 'alice');
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t!.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { app: t.app, call, setNow: (d: Date) => (now = d) };
}

const heroTitle = async (app: TestApp['app']) => (await app.inject({ url: HERO })).json<{ title: string }>().title;

describe('scheduling drafts', () => {
  it('needs a time in the future; the schedule shows in the list and can be cancelled', async () => {
    const { call } = await appAt(T0);
    await call('PUT', `${API}/drafts/home/hero`, { ...heroDefault, title: 'Monday' });
    const past = await call('POST', `${API}/drafts/publish`, { paths: ['home/hero'], at: '2030-03-04T07:59:59Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ error: string }>().error).toMatch(/has passed/);
    expect((await call('POST', `${API}/drafts/publish`, { paths: ['home/hero'], at: 'Monday 9:00' })).statusCode).toBe(400);

    const res = await call('POST', `${API}/drafts/publish`, { paths: ['home/hero'], at: '2030-03-04T10:00:00+01:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Scheduled>()).toEqual({ scheduled: ['home/hero'], publish_at: '2030-03-04T09:00:00.000Z' });
    expect((await call('GET', `${API}/drafts`)).json<DraftSummary[]>()[0]).toMatchObject({
      publish_at: '2030-03-04T09:00:00.000Z',
    });
    expect((await call('DELETE', `${API}/drafts/home/hero/schedule`)).statusCode).toBe(204);
    expect((await call('GET', `${API}/drafts`)).json<DraftSummary[]>()[0]).toMatchObject({ publish_at: null });
    expect((await call('DELETE', `${API}/drafts/home/hero/schedule`)).statusCode).toBe(404);
  });

  it('publishes a due schedule at its time, all its drafts together, noted in history', async () => {
    const { app, call, setNow } = await appAt(T0, 20);
    await call('PUT', `${API}/drafts/home/hero`, { ...heroDefault, title: 'Launch' });
    const faq = { ...(await app.inject({ url: FAQ })).json<object>(), title: 'Launch FAQ' };
    await call('PUT', `${API}/drafts/about/faq`, faq);
    await call('POST', `${API}/drafts/publish`, {
      paths: ['home/hero', 'about/faq'],
      at: new Date(T0.getTime() + HOUR).toISOString(),
    });

    setNow(new Date(T0.getTime() + HOUR - 1000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await heroTitle(app)).toBe('');

    setNow(new Date(T0.getTime() + HOUR));
    await vi.waitFor(async () => expect(await heroTitle(app)).toBe('Launch'), { timeout: 2000 });
    expect((await app.inject({ url: FAQ })).json<{ title: string }>().title).toBe('Launch FAQ');
    const h = (await call('GET', `${API}/history/home/hero`)).json<History>();
    expect(h.items[0]).toMatchObject({ savedBy: 'alice', note: 'Published on schedule' });
    expect((await call('GET', `${API}/drafts`)).json()).toEqual([]);
  });

  it('survives a restart: a time that passed while the server was down publishes at start', async () => {
    const first = await appAt(T0);
    const { config } = t!;
    await first.call('PUT', `${API}/drafts/home/hero`, { ...heroDefault, title: 'While away' });
    await first.call('POST', `${API}/drafts/publish`, { paths: ['home/hero'], at: new Date(T0.getTime() + HOUR).toISOString() });
    await first.app.close();

    const later = await buildApp(config, { clock: () => new Date(T0.getTime() + 3 * HOUR) });
    try {
      expect(await heroTitle(later)).toBe('While away');
      expect(await later.db.select().from(drafts)).toEqual([]);
    } finally {
      await later.close();
      fs.rmSync(t!.dir, { recursive: true, force: true });
      t = undefined;
    }
  });

  it('rolls back a schedule with one invalid draft as a whole, shows why, and retries once a draft is saved again', async () => {
    const { app, call, setNow } = await appAt(T0, 20);
    await call('PUT', `${API}/drafts/home/hero`, { ...heroDefault, title: 'Together' });
    const faq = { ...(await app.inject({ url: FAQ })).json<object>(), title: 'Together FAQ' };
    await call('PUT', `${API}/drafts/about/faq`, faq);
    await call('POST', `${API}/drafts/publish`, {
      paths: ['home/hero', 'about/faq'],
      at: new Date(T0.getTime() + HOUR).toISOString(),
    });
    // A draft that no longer fits its schema (saved under an older form of the section).
    await app.db
      .update(drafts)
      .set({ data: { title: 42 } })
      .where(eq(drafts.document, 'section:faq'));

    setNow(new Date(T0.getTime() + 2 * HOUR));
    await vi.waitFor(
      async () => {
        const list = (await call('GET', `${API}/drafts`)).json<DraftSummary[]>();
        expect(list.map((d) => d.schedule_error)).toEqual([expect.stringMatching(/FAQ/), expect.stringMatching(/FAQ/)]);
      },
      { timeout: 2000 },
    );
    expect(await heroTitle(app)).toBe('');
    expect((await call('GET', `${API}/history/home/hero`)).json<History>().current).toBe(0);

    expect((await call('PUT', `${API}/drafts/about/faq`, faq)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await heroTitle(app)).toBe('Together'), { timeout: 2000 });
    expect((await app.inject({ url: FAQ })).json<{ title: string }>().title).toBe('Together FAQ');
  });
});

describe('a schedule and its cancel at the same time', () => {
  it('of two cancels at once, one cancels the schedule and the other is told it is not scheduled', async () => {
    const { call } = await appAt(T0);
    await call('PUT', `${API}/drafts/home/hero`, { ...heroDefault, title: 'Monday' });
    await call('POST', `${API}/drafts/publish`, { paths: ['home/hero'], at: new Date(T0.getTime() + HOUR).toISOString() });
    const both = await Promise.all([
      call('DELETE', `${API}/drafts/home/hero/schedule`),
      call('DELETE', `${API}/drafts/home/hero/schedule`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([204, 404]);
    expect((await call('GET', `${API}/drafts`)).json<DraftSummary[]>()[0]).toMatchObject({ publish_at: null });
  });

  it('a schedule cancelled while the scheduler is on its way to it publishes nothing', async () => {
    const { app, call } = await appAt(T0);
    await call('PUT', `${API}/drafts/home/hero`, { ...heroDefault, title: 'Cancelled' });
    await call('POST', `${API}/drafts/publish`, { paths: ['home/hero'], at: new Date(T0.getTime() + HOUR).toISOString() });
    const hero = versionedDocument('home/hero')!;
    // The scheduler has read the due schedule when the cancel comes in: it reads it again before publishing.
    const [run] = await Promise.all([
      publishDueSchedules(app.db, new Date(T0.getTime() + 2 * HOUR)),
      cancelSchedule(app.db, hero),
    ]);
    expect(run).toEqual({ published: [], failed: [] });
    expect(await heroTitle(app)).toBe('');
    expect((await call('GET', `${API}/drafts`)).json<DraftSummary[]>()).toMatchObject([{ path: 'home/hero', publish_at: null }]);
  });

  it('a schedule due twice at once (two polls) publishes once', async () => {
    const { app, call } = await appAt(T0);
    await call('PUT', `${API}/drafts/home/hero`, { ...heroDefault, title: 'Once' });
    await call('POST', `${API}/drafts/publish`, { paths: ['home/hero'], at: new Date(T0.getTime() + HOUR).toISOString() });
    const later = new Date(T0.getTime() + 2 * HOUR);
    const runs = await Promise.all([publishDueSchedules(app.db, later), publishDueSchedules(app.db, later)]);
    expect(runs.flatMap((r) => r.published)).toEqual(['home/hero']);
    expect(await heroTitle(app)).toBe('Once');
    expect((await call('GET', `${API}/history/home/hero`)).json<History>().current).toBe(1);
  });
});

describe('the scheduler on the real clock', () => {
  it('publishes within 10 seconds of the scheduled time', { timeout: 20_000 }, async () => {
    t = await makeTestApp();
    const headers = auth(await adminToken(t.app, 'alice'));
    const app = t.app;
    await app.inject({ method: 'PUT', url: `${API}/drafts/home/hero`, headers, payload: { ...heroDefault, title: 'On time' } });
    const at = new Date(Date.now() + 1000);
    const res = await app.inject({
      method: 'POST',
      url: `${API}/drafts/publish`,
      headers,
      payload: { paths: ['home/hero'], at: at.toISOString() },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(async () => expect(await heroTitle(app)).toBe('On time'), { timeout: 12_000, interval: 200 });
    const savedAt = (await app.inject({ url: `${API}/history/home/hero`, headers })).json<History>().items[0]!.savedAt;
    expect(Date.parse(savedAt) - at.getTime()).toBeLessThan(10_000);
    expect(Date.parse(savedAt)).toBeGreaterThanOrEqual(at.getTime() - 1);
  });
});
