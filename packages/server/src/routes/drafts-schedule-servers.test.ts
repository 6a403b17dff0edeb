// Scheduled publishing on two servers sharing one database, as behind a load balancer: a schedule
// one server claimed is left alone by the other, and a schedule whose server died after claiming it
// is taken over once that claim's lease has run out. (Both servers publishing at the same moment:
// several-servers.test.ts with two processes, drafts-schedule-servers.pg.test.ts in this one.)
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { heroDefault, type History } from '@site/contracts';
import { publishDueSchedules, SCHEDULE_LEASE_MS } from '../content/drafts.js';
import { drafts } from '../db/schema.js';
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

describe('scheduled publishing on two servers sharing one database', () => {
  it('leaves a schedule claimed by a server that died alone until the lease runs out, then publishes it once', async () => {
    const { first, second, call } = await twoServers();
    await call('PUT', `${API}/drafts/home/hero`, { ...heroDefault, title: 'Taken over' });
    await call('POST', `${API}/drafts/publish`, { paths: ['home/hero'], at: at(HOUR).toISOString() });
    // What a server that claimed the schedule and died before its publish committed leaves behind.
    const due = at(2 * HOUR);
    await first.app.db
      .update(drafts)
      .set({
        scheduleClaimedBy: 'a server that died',
        scheduleLeaseUntil: new Date(due.getTime() + SCHEDULE_LEASE_MS).toISOString(),
      })
      .where(eq(drafts.document, 'section:hero'));

    expect(await publishDueSchedules(second.app.db, due)).toEqual({ published: [], failed: [] });
    expect(await publishDueSchedules(first.app.db, new Date(due.getTime() + SCHEDULE_LEASE_MS - 1))).toEqual({
      published: [],
      failed: [],
    });
    const takeover = new Date(due.getTime() + SCHEDULE_LEASE_MS);
    const runs = await Promise.all([publishDueSchedules(first.app.db, takeover), publishDueSchedules(second.app.db, takeover)]);
    expect(runs.flatMap((run) => run.published)).toEqual(['home/hero']);
    expect((await call('GET', `${API}/history/home/hero`)).json<History>().current).toBe(1);
    expect((await call('GET', `${API}/home/hero`)).json<{ title: string }>().title).toBe('Taken over');
  });
});
