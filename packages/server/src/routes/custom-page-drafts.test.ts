// Drafts of custom pages: saved and checked like the page's PUT, invisible to the public until
// published, published through the page's own save (history, rename redirect), scheduled like a
// section's, kept across a rename of the page (they hang on its id) and deleted with the page.
import { describe, expect, it } from 'vitest';
import { getSection, type Draft, type DraftSummary, type History, type Published } from '@site/contracts';
import { adminToken, auth, makeTestApp, type TestApp, withTestApp } from '../test/test-app.js';
import { createPublishedPage } from '../test/published-page.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});

const API = '/backend/api';
const PAGES = `${API}/custom-pages`;
const DRAFT = `${API}/drafts/custom-pages`;
const hero = (title: string) => ({ type: 'home/hero', data: { ...getSection('hero').defaults, title } });
const careers = (heroTitle: string, extra: object = {}) => ({
  slug: 'careers',
  title: 'Careers',
  blocks: [hero(heroTitle)],
  ...extra,
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...auth(token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const publicHeroTitle = async (slug = 'careers') => {
  const page = (await t.app.inject(`${PAGES}/${slug}`)).json<{ blocks: { data: { title: string } }[] }>();
  return page.blocks[0]?.data.title;
};
const draftList = async () => (await call('GET', `${API}/drafts`)).json<DraftSummary[]>();

async function pageWithDraft(draftTitle = 'We are hiring') {
  expect((await createPublishedPage(t.app, token, careers('Work with us'))).statusCode).toBe(201);
  const saved = await call('PUT', `${DRAFT}/careers`, careers(draftTitle));
  expect(saved.statusCode, saved.body).toBe(200);
  return saved;
}

describe('a custom page’s draft', () => {
  it('is stored with its ETag and listed, while the public page and its history stay as published', async () => {
    const saved = await pageWithDraft();
    expect(saved.json<Draft>()).toMatchObject({
      path: 'custom-pages/careers',
      label: 'Page "Careers"',
      based_on: 1,
      document: { slug: 'careers', blocks: [{ data: { title: 'We are hiring' } }] },
    });
    const read = await call('GET', `${DRAFT}/careers`);
    expect(read.headers.etag).toBe(saved.headers.etag);
    expect(await publicHeroTitle()).toBe('Work with us');
    const content = await t.app.inject(`${PAGES}/careers/content`);
    expect(JSON.stringify(content.json())).not.toContain('We are hiring');
    expect((await call('GET', `${API}/history/custom-pages/careers`)).json<History>().current).toBe(1);
    expect(await draftList()).toEqual([
      expect.objectContaining({ path: 'custom-pages/careers', label: 'Page "Careers"', publish_at: null }),
    ]);
  });

  it('is refused with the page’s 400 naming the problem, writing nothing', async () => {
    expect((await createPublishedPage(t.app, token, careers('Work with us'))).statusCode).toBe(201);
    expect((await createPublishedPage(t.app, token, { ...careers('Other'), slug: 'jobs', title: 'Jobs' })).statusCode).toBe(201);
    const unknownBlock = await call('PUT', `${DRAFT}/careers`, { ...careers('x'), blocks: [{ type: 'home/nope', data: {} }] });
    expect(unknownBlock.statusCode).toBe(400);
    expect(unknownBlock.json()).toEqual(
      (await call('PUT', `${PAGES}/careers`, { ...careers('x'), blocks: [{ type: 'home/nope', data: {} }] })).json(),
    );
    const reserved = await call('PUT', `${DRAFT}/careers`, careers('x', { slug: 'admin' }));
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json<{ error: string }>().error).toContain('"admin" is one of the site\'s own addresses');
    const taken = await call('PUT', `${DRAFT}/careers`, careers('x', { slug: 'jobs' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ error: string }>().error).toContain('"jobs" is already the address of the page "Jobs"');
    expect((await call('GET', `${DRAFT}/careers`)).statusCode).toBe(404);
    expect((await call('PUT', `${DRAFT}/nowhere`, careers('x'))).statusCode).toBe(404);
    expect(await draftList()).toEqual([]);
  });

  it('answers 412 to a save over a draft changed since it was read, and needs an admin', async () => {
    const first = await pageWithDraft();
    expect(
      (await call('PUT', `${DRAFT}/careers`, careers('Second'), { 'if-match': first.headers.etag as string })).statusCode,
    ).toBe(200);
    const stale = await call('PUT', `${DRAFT}/careers`, careers('Third'), { 'if-match': first.headers.etag as string });
    expect(stale.statusCode).toBe(412);
    expect(stale.json<{ error: string }>().error).toMatch(/The draft of Page "Careers" was saved by test-admin/);
    expect((await call('GET', `${DRAFT}/careers`)).json<Draft>().document).toMatchObject({
      blocks: [{ data: { title: 'Second' } }],
    });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: `${DRAFT}/careers`, payload: careers('x') })).statusCode).toBe(401);
    }
  });

  it('publishes through the page’s save: the public page changes, the history has the version, the draft is gone', async () => {
    await pageWithDraft();
    const published = await call('POST', `${DRAFT}/careers/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<Published>().published).toEqual([
      { path: 'custom-pages/careers', version: 2, etag: published.headers.etag },
    ]);
    expect(await publicHeroTitle()).toBe('We are hiring');
    expect((await t.app.inject(`${PAGES}/careers`)).headers.etag).toBe(published.headers.etag);
    const history = (await call('GET', `${API}/history/custom-pages/careers`)).json<History>();
    expect(history.items[0]).toMatchObject({ version: 2, note: 'Published from draft by test-admin' });
    expect((await call('GET', `${DRAFT}/careers`)).statusCode).toBe(404);
    expect(await draftList()).toEqual([]);
  });

  it('is published with the sections’ drafts by /drafts/publish, all in one go', async () => {
    await pageWithDraft();
    await call('PUT', `${API}/drafts/home/hero`, { ...getSection('hero').defaults, title: 'Home draft' });
    const res = await call('POST', `${API}/drafts/publish`, { paths: ['home/hero', 'custom-pages/careers'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Published>().published.map((p) => p.path)).toEqual(['home/hero', 'custom-pages/careers']);
    expect(await publicHeroTitle()).toBe('We are hiring');
    const missing = await call('POST', `${API}/drafts/publish`, { paths: ['custom-pages/nowhere'] });
    expect(missing.statusCode).toBe(404);
  });

  it('with a new slug renames the page when published, and the old address redirects', async () => {
    await pageWithDraft();
    await call('PUT', `${DRAFT}/careers`, careers('Join us', { slug: 'jobs' }));
    expect((await call('POST', `${DRAFT}/careers/publish`)).statusCode).toBe(200);
    expect(await publicHeroTitle('jobs')).toBe('Join us');
    const old = await t.app.inject(`${PAGES}/careers`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`${PAGES}/jobs`);
  });

  it('survives a rename of the page, follows it, and publishing it keeps the new address', async () => {
    const before = await pageWithDraft();
    const renamed = await call('PUT', `${PAGES}/careers`, careers('Work with us', { slug: 'jobs' }));
    expect(renamed.statusCode).toBe(200);
    const moved = await call('GET', `${DRAFT}/careers`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${API}/drafts/custom-pages/jobs`);
    const draft = await call('GET', `${DRAFT}/jobs`);
    expect(draft.statusCode).toBe(200);
    expect(draft.json<Draft>()).toMatchObject({ path: 'custom-pages/jobs', document: { slug: 'jobs' } });
    // The draft changed under an editor holding it: a save with the old ETag is told so.
    expect(draft.headers.etag).not.toBe(before.headers.etag);
    // Published over the rename (a newer version), it asks first; forced, the address stays the new one.
    expect((await call('POST', `${DRAFT}/jobs/publish`)).statusCode).toBe(412);
    expect((await call('POST', `${DRAFT}/jobs/publish?force=1`)).statusCode).toBe(200);
    expect(await publicHeroTitle('jobs')).toBe('We are hiring');
  });

  it('goes away with its page', async () => {
    await pageWithDraft();
    expect((await call('DELETE', `${PAGES}/careers`)).statusCode).toBe(204);
    expect(await draftList()).toEqual([]);
    expect((await call('GET', `${DRAFT}/careers`)).statusCode).toBe(404);
    expect((await call('POST', `${DRAFT}/careers/publish`)).statusCode).toBe(404);
    // A page made again at the address starts without the old page's draft.
    expect((await createPublishedPage(t.app, token, careers('Again'))).statusCode).toBe(201);
    expect((await call('GET', `${DRAFT}/careers`)).statusCode).toBe(404);
  });

  it('is discarded with DELETE, the published page untouched', async () => {
    await pageWithDraft();
    expect((await call('DELETE', `${DRAFT}/careers`)).statusCode).toBe(204);
    expect((await call('GET', `${DRAFT}/careers`)).statusCode).toBe(404);
    expect(await publicHeroTitle()).toBe('Work with us');
  });
});

describe('a custom page’s scheduled draft', () => {
  it('is published by the scheduler at its time, and a schedule that cannot be published says why', async () => {
    let now = new Date('2030-03-04T08:00:00.000Z');
    const app = await makeTestApp({}, { clock: () => now, schedulePollMs: 20 });
    try {
      const alice = await adminToken(app.app, 'alice');
      const headers = auth(alice);
      const send = (method: Method, url: string, payload?: unknown) =>
        app.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
      await createPublishedPage(app.app, alice, careers('Work with us'));
      await createPublishedPage(app.app, alice, { ...careers('Other'), slug: 'jobs', title: 'Jobs' });
      await send('PUT', `${DRAFT}/careers`, careers('Launch day'));
      const at = '2030-03-04T09:00:00.000Z';
      const scheduled = await send('POST', `${API}/drafts/publish`, { paths: ['custom-pages/careers'], at });
      expect(scheduled.json()).toEqual({ scheduled: ['custom-pages/careers'], publish_at: at });
      // A draft of the other page that takes an address given away since: its schedule cannot publish.
      await send('PUT', `${DRAFT}/jobs`, { ...careers('Taken'), slug: 'open-roles', title: 'Jobs' });
      await send('POST', `${API}/drafts/publish`, { paths: ['custom-pages/jobs'], at });
      await createPublishedPage(app.app, alice, { ...careers('Third'), slug: 'open-roles', title: 'Open roles' });

      now = new Date('2030-03-04T09:00:01.000Z');
      await expect
        .poll(
          async () =>
            (await app.app.inject(`${PAGES}/careers`)).json<{ title: string; blocks: { data: { title: string } }[] }>().blocks[0]!
              .data.title,
        )
        .toBe('Launch day');
      const history = (await send('GET', `${API}/history/custom-pages/careers`)).json<History>();
      expect(history.items[0]).toMatchObject({ note: 'Published on schedule', savedBy: 'alice' });
      await expect
        .poll(async () => (await send('GET', `${API}/drafts`)).json<DraftSummary[]>())
        .toEqual([
          expect.objectContaining({
            path: 'custom-pages/jobs',
            schedule_error: expect.stringMatching(
              /nothing of it was: .*"open-roles" is already the address of the page "Open roles"/,
            ),
          }),
        ]);
    } finally {
      await app.close();
    }
  });
});
