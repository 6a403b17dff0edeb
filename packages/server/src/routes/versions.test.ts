// Versions of sections and of the services list over HTTP: an ETag on every read and write, a 412
// for a save over a newer version (nothing written), and no change for callers without If-Match.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { SECTIONS, type SectionData } from '@site/contracts';
import { revisions } from '../db/schema.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let alice: string;
let bob: string;
beforeEach(async () => {
  t = await makeTestApp();
  alice = await adminToken(t.app, 'alice');
  bob = await adminToken(t.app, 'bob');
});
afterEach(() => t.close());

const HERO = '/backend/api/home/hero';
type Hero = SectionData<'hero'>;

const get = (url: string) => t.app.inject({ url });
const put = (url: string, token: string, payload: unknown, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { ...auth(token), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    payload: payload as object,
  });
const revisionCount = async () => (await t.app.db.select({ n: count() }).from(revisions))[0]!.n;

describe('sections', () => {
  it('a section never saved answers version "0", and each save answers the ETag its next GET has', async () => {
    const first = await get(HERO);
    expect(first.headers.etag).toBe('"0"');
    const saved = await put(HERO, alice, { ...first.json<Hero>(), title: 'One' }, '"0"');
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toMatch(/^"1\.[a-z0-9]+"$/);
    expect((await get(HERO)).headers.etag).toBe(saved.headers.etag);
  });

  it('two admins on the same section: the second save gets 412 naming who saved, and nothing is written', async () => {
    const opened = await get(HERO);
    const etag = opened.headers.etag as string;
    const doc = opened.json<Hero>();
    expect((await put(HERO, alice, { ...doc, title: "Alice's title" }, etag)).statusCode).toBe(200);
    const before = await revisionCount();

    const late = await put(HERO, bob, { ...doc, title: "Bob's title" }, etag);
    expect(late.statusCode).toBe(412);
    const body = late.json<{ error: string; current: { version: number; etag: string; savedBy: string } }>();
    expect(body.error).toMatch(
      /^The Hero section was changed since you opened it \(now version 1, saved by alice at .+\)\. Reload it/,
    );
    expect(body.current).toMatchObject({ version: 1, savedBy: 'alice' });
    expect(late.headers.etag).toBe(body.current.etag);
    expect((await get(HERO)).json()).toMatchObject({ title: "Alice's title" });
    expect(await revisionCount()).toBe(before);

    // Bob chooses to overwrite: he saves over the version he was told about.
    const overwrite = await put(HERO, bob, { ...doc, title: "Bob's title" }, body.current.etag);
    expect(overwrite.statusCode).toBe(200);
    const history = (await t.app.inject({ url: '/backend/api/history/home/hero', headers: auth(bob) })).json<{
      items: { version: number; savedBy: string }[];
    }>();
    expect(history.items.map((i) => [i.version, i.savedBy])).toEqual([
      [2, 'bob'],
      [1, 'alice'],
    ]);
  });

  it('PATCH takes If-Match too; `*` and a list containing the current ETag are accepted', async () => {
    const etag = (await get(HERO)).headers.etag as string;
    const stale = await t.app.inject({
      method: 'PATCH',
      url: HERO,
      headers: { ...auth(alice), 'if-match': '"7.zz"' },
      payload: { title: 'x' },
    });
    expect(stale.statusCode).toBe(412);
    const listed = await t.app.inject({
      method: 'PATCH',
      url: HERO,
      headers: { ...auth(alice), 'if-match': `"7.zz", ${etag}` },
      payload: { title: 'y' },
    });
    expect(listed.statusCode).toBe(200);
    const any = await t.app.inject({
      method: 'PATCH',
      url: HERO,
      headers: { ...auth(alice), 'if-match': '*' },
      payload: { title: 'z' },
    });
    expect(any.statusCode).toBe(200);
    expect((await get(HERO)).json()).toMatchObject({ title: 'z' });
  });

  it('a weak ETag never satisfies If-Match (strong comparison)', async () => {
    const etag = (await put(HERO, alice, (await get(HERO)).json(), undefined)).headers.etag as string;
    expect((await put(HERO, alice, (await get(HERO)).json(), `W/${etag}`)).statusCode).toBe(412);
  });

  it.each(SECTIONS.map((s) => [s.path, s] as const))(
    '%s: saves without If-Match behave as before (last write wins)',
    async (_p, section) => {
      const url = `/backend/api/${section.path}`;
      expect((await put(url, alice, section.defaults)).statusCode).toBe(200);
      expect((await put(url, bob, section.defaults)).statusCode).toBe(200);
      const stale = await put(url, alice, section.defaults, '"1.0"');
      expect(stale.statusCode).toBe(412);
    },
  );

  it('a refused (400) save over a stale version is a 412 only when the document is valid: validation comes first', async () => {
    const bad = await put(HERO, alice, { nope: 1 }, '"9.zz"');
    expect(bad.statusCode).toBe(400);
  });

  it('the page answer carries each section version, the same ETag the section GET answers', async () => {
    await put(HERO, alice, (await get(HERO)).json());
    const page = (await get('/backend/api/pages/home')).json<{ versions: Record<string, string> }>();
    for (const section of SECTIONS.filter((s) => s.page === 'home' || s.page === 'layout')) {
      expect(page.versions[section.key], section.key).toBe((await get(`/backend/api/${section.path}`)).headers.etag);
    }
  });
});

describe('the services list', () => {
  const SERVICES = '/backend/api/services';

  it('carries an ETag; a stale PUT or DELETE is 412 and changes nothing', async () => {
    const opened = await get(SERVICES);
    const etag = opened.headers.etag as string;
    const saved = await put(SERVICES, alice, [{ title: 'Cleaning' }, { title: 'Security' }], etag);
    expect(saved.statusCode).toBe(200);
    const [cleaning] = saved.json<{ _id: string }[]>();

    expect((await put(SERVICES, bob, [{ title: 'Gardening' }], etag)).statusCode).toBe(412);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${SERVICES}/${cleaning!._id}`,
      headers: { ...auth(bob), 'if-match': etag },
    });
    expect(del.statusCode).toBe(412);
    expect((await get(SERVICES)).json()).toHaveLength(2);

    const fresh = (await get(SERVICES)).headers.etag as string;
    const ok = await t.app.inject({
      method: 'DELETE',
      url: `${SERVICES}/${cleaning!._id}`,
      headers: { ...auth(bob), 'if-match': fresh },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers.etag).toBe((await get(SERVICES)).headers.etag);
    expect(ok.headers.etag).not.toBe(fresh);
  });

  it('a PUT without If-Match saves as before', async () => {
    expect((await put(SERVICES, alice, [{ title: 'A' }])).statusCode).toBe(200);
    expect((await put(SERVICES, bob, [{ title: 'B' }])).statusCode).toBe(200);
    expect((await get(SERVICES)).json()).toMatchObject([{ title: 'B' }]);
  });
});
