// Scheduled publishing by two servers sharing one PostgreSQL database, both running the scheduler at
// the same moment, four times over: each schedule is published by one of them, once. In one process,
// since PostgreSQL's connections wait for each other without blocking it; two SQLite connections in
// one process cannot (a wait for SQLite's lock blocks the thread the holder needs), so the same is
// shown for both engines with two server processes in several-servers.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { heroDefault } from '@site/contracts';
import { publishDueSchedules } from '../content/drafts.js';
import { drafts, revisions } from '../db/schema.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

const API = '/backend/api';
const T0 = new Date('2030-03-04T08:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(T0.getTime() + ms);

const opened: TestApp[] = [];
afterEach(async () => {
  // The app opened on the other's database closes first; the one that owns it last.
  for (const made of opened.splice(0).reverse()) await made.close();
});

/** Two servers on one database, their clocks at T0 (their own schedulers find nothing due then). */
async function twoServers() {
  const first = await makeTestApp({}, { clock: () => T0 });
  opened.push(first);
  const shared = { databasePath: first.config.databasePath, databaseUrl: first.config.databaseUrl };
  const second = await makeTestApp(shared, { clock: () => T0 });
  opened.push(second);
  const token = await adminToken(first.app, 'alice');
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    second.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { first, second, call };
}

/** Saved versions per document, counted in the history table. */
async function versionCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const row of await t.app.db.select({ document: revisions.document }).from(revisions)) {
    counts[row.document] = (counts[row.document] ?? 0) + 1;
  }
  return counts;
}

describe('scheduled publishing on two servers sharing one database', () => {
  it('publishes each due schedule once when both run the scheduler at the same moment', async () => {
    const { first, second, call } = await twoServers();
    const faq = `${API}/about/faq`;
    const services = `${API}/services`;
    await call('PUT', `${API}/drafts/home/hero`, { ...heroDefault, title: 'Launch' });
    await call('PUT', `${API}/drafts/about/faq`, { ...(await call('GET', faq)).json<object>(), title: 'Launch FAQ' });
    await call('PUT', `${API}/drafts/services`, (await call('GET', services)).json<object>());
    // Two schedules: the hero and the FAQ together, the services alone an hour later.
    for (const [paths, time] of [
      [['home/hero', 'about/faq'], at(HOUR)],
      [['services'], at(2 * HOUR)],
    ] as const) {
      const res = await call('POST', `${API}/drafts/publish`, { paths, at: time.toISOString() });
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = await versionCounts(first);

    const runs = await Promise.all([
      publishDueSchedules(first.app.db, at(3 * HOUR)),
      publishDueSchedules(second.app.db, at(3 * HOUR)),
      publishDueSchedules(first.app.db, at(3 * HOUR)),
      publishDueSchedules(second.app.db, at(3 * HOUR)),
    ]);
    expect(runs.flatMap((run) => run.failed)).toEqual([]);
    expect(runs.flatMap((run) => run.published).sort()).toEqual(['about/faq', 'home/hero', 'services']);

    // One new version of each document, none of any other.
    const after = await versionCounts(first);
    const added = Object.fromEntries(
      Object.entries(after)
        .map(([document, n]) => [document, n - (before[document] ?? 0)] as const)
        .filter(([, n]) => n !== 0),
    );
    expect(added).toEqual({ 'section:hero': 1, 'section:faq': 1, services: 1 });
    expect(await first.app.db.select().from(drafts)).toEqual([]);
    expect((await call('GET', `${API}/home/hero`)).json<{ title: string }>().title).toBe('Launch');
  });
});
