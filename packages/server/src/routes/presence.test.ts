// Who else has a document open: each open editor's beat answers the others (name and since when),
// who holds the edit and the document's versions; a take-over moves the edit, a close or a beat
// missed for PRESENCE_EXPIRY_MS removes the editor; bad addresses and ids are refused with a sentence.
// Presence lives in the database, so two servers on one database see each other's editors.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getSection, PRESENCE_EXPIRY_MS, type Presence } from '@site/contracts';
import { createPublishedPage } from '../test/published-page.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { openTwoApps, type TwoApps } from '../test/two-apps.js';

const API = '/backend/api';
const T0 = new Date('2030-03-04T08:00:00.000Z');
const HOUR = 60 * 60 * 1000;
/** Each test starts an hour after the last, so what earlier tests left has long expired. */
let base = T0;
let now = T0;
const later = (ms: number) => {
  now = new Date(base.getTime() + ms);
};

// One app for the file (its clock moved by each test): a database made once, on either engine.
let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await makeTestApp({}, { clock: () => now });
  alice = await adminToken(t.app, 'alice');
  bob = await adminToken(t.app, 'bob');
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  base = new Date(base.getTime() + HOUR);
  now = base;
});

let two: TwoApps | undefined;
afterEach(async () => {
  await two?.close();
  two = undefined;
});

const ALICE = 'alice-editor-1';
const BOB = 'bob-editor-22';

type Method = 'PUT' | 'POST' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: unknown, app = t.app) =>
  app.inject({
    method,
    url: `${API}${url}`,
    headers: auth(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const beat = async (token: string, doc: string, editor: string, app = t.app) => {
  const res = await call(token, 'PUT', `/presence/${doc}`, { editor }, app);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Presence>();
};

describe('presence of editors on a document', () => {
  it('shows each editor the others with their names and since when, and the first to open as editing', async () => {
    const first = await beat(alice, 'home/hero', ALICE);
    expect(first.others).toEqual([]);
    expect(first.editing).toMatchObject({ name: 'alice', you: true, tookOver: false });
    later(1000);
    const second = await beat(bob, 'home/hero', BOB);
    expect(second.others).toEqual([{ name: 'alice', since: base.toISOString() }]);
    expect(second.editing).toEqual({ name: 'alice', since: base.toISOString(), you: false, tookOver: false });
    later(3000);
    const again = await beat(alice, 'home/hero', ALICE);
    expect(again.others).toEqual([{ name: 'bob', since: new Date(base.getTime() + 1000).toISOString() }]);
    expect(again.editing.you).toBe(true);
    // One admin in two tabs is one person: not among their own others, and holding the edit in both.
    const secondTab = await beat(alice, 'home/hero', 'alice-editor-2');
    expect(secondTab.others.map((o) => o.name)).toEqual(['bob']);
    expect(secondTab.editing.you).toBe(true);
    // Another document's editors are not these.
    expect((await beat(bob, 'home/cards', 'bob-editor-33')).others).toEqual([]);
  });

  it('moves the edit to whoever takes it over, and tells the one who held it at its next beat', async () => {
    await beat(alice, 'home/hero', ALICE);
    later(2000);
    await beat(bob, 'home/hero', BOB);
    const taken = await call(bob, 'POST', '/presence/home/hero/take-over', { editor: BOB });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<Presence>().editing).toMatchObject({ name: 'bob', you: true, tookOver: true });
    const told = await beat(alice, 'home/hero', ALICE);
    expect(told.editing).toEqual({
      name: 'bob',
      since: new Date(base.getTime() + 2000).toISOString(),
      you: false,
      tookOver: true,
    });
    // And back again: the last to take over holds it.
    later(4000);
    await call(alice, 'POST', '/presence/home/hero/take-over', { editor: ALICE });
    expect((await beat(bob, 'home/hero', BOB)).editing).toMatchObject({ name: 'alice', you: false, tookOver: true });
  });

  it('forgets an editor that closed at once, and one not seen for the expiry by its time', async () => {
    await beat(alice, 'services', ALICE);
    await beat(bob, 'services', BOB);
    later(PRESENCE_EXPIRY_MS - 1000);
    expect((await beat(bob, 'services', BOB)).others.map((o) => o.name)).toEqual(['alice']);
    later(PRESENCE_EXPIRY_MS + 1);
    const alone = await beat(bob, 'services', BOB);
    expect(alone.others).toEqual([]);
    expect(alone.editing).toMatchObject({ name: 'bob', you: true });

    await beat(alice, 'services', ALICE);
    const closed = await call(alice, 'DELETE', `/presence/services?editor=${ALICE}`);
    expect(closed.statusCode, closed.body).toBe(204);
    expect((await beat(bob, 'services', BOB)).others).toEqual([]);
  });

  it("answers the document's published version and draft, saying whose save they are", async () => {
    const before = await beat(alice, 'home/hero', ALICE);
    expect(before.published).toEqual({ etag: '"0"', savedBy: null, savedAt: null, byYou: false });
    expect(before.draft).toBeNull();

    const hero = { ...getSection('hero').defaults, title: 'Saved by Bob' };
    expect((await call(bob, 'PUT', '/home/hero', hero)).statusCode).toBe(200);
    const seen = await beat(alice, 'home/hero', ALICE);
    expect(seen.published).toMatchObject({ savedBy: 'bob', byYou: false });
    expect(seen.published.etag).not.toBe('"0"');
    expect((await beat(bob, 'home/hero', BOB)).published.byYou).toBe(true);

    expect((await call(bob, 'PUT', '/drafts/home/hero', { ...hero, title: 'Drafted by Bob' })).statusCode).toBe(200);
    const drafted = await beat(alice, 'home/hero', ALICE);
    expect(drafted.draft).toMatchObject({ savedBy: 'bob', byYou: false });
    expect(drafted.draft?.etag).toMatch(/^"d1\./);
  });

  it('takes the services list, an editor-built page (kept by its id), the site settings and a translation', async () => {
    const page = { slug: 'careers', title: 'Careers', blocks: [{ type: 'home/hero', data: getSection('hero').defaults }] };
    expect((await createPublishedPage(t.app, alice, page)).statusCode).toBe(201);
    await beat(alice, 'custom-pages/careers', ALICE);
    expect((await beat(bob, 'custom-pages/careers', BOB)).others.map((o) => o.name)).toEqual(['alice']);

    const settings = await beat(alice, 'settings', 'alice-editor-3');
    expect(settings.draft).toBeNull();
    expect(settings.published.byYou).toBe(false);

    const current = (await t.app.inject({ url: `${API}/settings`, headers: auth(alice) })).json<object>();
    const languages = [
      { code: 'en', name: 'English' },
      { code: 'bn', name: 'বাংলা' },
    ];
    expect((await call(alice, 'PUT', '/settings', { ...current, languages })).statusCode).toBe(200);
    await beat(alice, 'home/hero?locale=bn', 'alice-editor-4');
    // The translation is a document of its own: the default language's editors are not its.
    expect((await beat(bob, 'home/hero?locale=bn', 'bob-editor-4')).others.map((o) => o.name)).toEqual(['alice']);
    expect((await beat(bob, 'home/hero', 'bob-editor-5')).others).toEqual([]);
  });

  it('refuses unknown documents, bad editor ids and requests without a token, writing nothing', async () => {
    const unknown = await call(alice, 'PUT', '/presence/home/nope', { editor: ALICE });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: string }>().error).toMatch(/^There is no document "home\/nope"/);
    expect((await call(alice, 'PUT', '/presence/custom-pages/none', { editor: ALICE })).statusCode).toBe(404);

    const badId = await call(alice, 'PUT', '/presence/home/hero', { editor: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json<{ error: string }>().error).toContain('The editor id must be 8 to 64 letters, digits, - or _.');
    expect((await call(alice, 'PUT', '/presence/home/hero', {})).statusCode).toBe(400);
    expect((await call(alice, 'DELETE', '/presence/home/hero')).statusCode).toBe(400);
    expect((await call(alice, 'PUT', '/presence/home/hero?locale=xx', { editor: ALICE })).statusCode).toBe(400);

    const notTakeOver = await call(alice, 'POST', '/presence/home/hero', { editor: ALICE });
    expect(notTakeOver.statusCode).toBe(404);
    expect(notTakeOver.json<{ error: string }>().error).toBe('Take a document over at /presence/{document}/take-over.');

    const anonymous = await t.app.inject({ method: 'PUT', url: `${API}/presence/home/hero`, payload: { editor: ALICE } });
    expect(anonymous.statusCode).toBe(401);
    // None of these left an editor behind.
    expect((await beat(alice, 'home/hero', 'alice-editor-9')).others).toEqual([]);
  });
});

describe('presence on two servers sharing one database', () => {
  it('shows an editor on one server to an editor on the other', async () => {
    two = await openTwoApps();
    const alice = await adminToken(two.a.app, 'alice');
    const bob = await adminToken(two.a.app, 'bob');
    await beat(alice, 'home/hero', ALICE, two.a.app);
    const onB = await beat(bob, 'home/hero', BOB, two.b.app);
    expect(onB.others.map((o) => o.name)).toEqual(['alice']);
    expect(onB.editing).toMatchObject({ name: 'alice', you: false });
    await call(bob, 'POST', '/presence/home/hero/take-over', { editor: BOB }, two.b.app);
    expect((await beat(alice, 'home/hero', ALICE, two.a.app)).editing).toMatchObject({ name: 'bob', tookOver: true });
    await call(alice, 'DELETE', `/presence/home/hero?editor=${ALICE}`, undefined, two.a.app);
    expect((await beat(bob, 'home/hero', BOB, two.b.app)).others).toEqual([]);
  });
});
