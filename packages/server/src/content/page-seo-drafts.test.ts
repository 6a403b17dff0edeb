// The search-engine settings of an editor-built page with a draft: saved from the editor they go
// into the draft, not live; the page's publish makes them live, its discard drops them, a preview
// shows them. A page without a draft saves live, as before.
import { describe, expect, it } from 'vitest';
import { getSection, SEO_DEFAULTS, type CustomPageContent, type History, type PageSeo } from '@site/contracts';
import { auth, withTestApp, type TestApp } from '../test/test-app.js';
import { createPublishedPage } from '../test/published-page.js';
import { drafts } from '../db/schema.js';
import { customPageDraftDocument } from './custom-page-history.js';
import { discardDraft } from './drafts.js';
import { savePageSeo } from './page-seo-drafts.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});

const API = '/backend/api';
const hero = (title: string) => ({ type: 'home/hero', data: { ...getSection('hero').defaults, title } });
const careers = (heroTitle: string) => ({ slug: 'careers', title: 'Careers', blocks: [hero(heroTitle)] });
const SEO: PageSeo = {
  title: 'Jobs at Brightwell',
  description: 'Join the team.',
  image: '',
  noindex: true,
  title_is_complete: false,
};

const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...auth(token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The settings a visitor's page answer carries for the page. */
async function visitorSeo(cookie?: string): Promise<PageSeo | undefined> {
  const res = await t.app.inject({ url: `${API}/custom-pages/careers/content`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CustomPageContent>().site.seo.careers;
}

/** A preview link's cookie, as the browser holds it once the link was opened. */
async function previewCookie(): Promise<string> {
  const res = await send('POST', '/preview-links', {});
  expect(res.statusCode, res.body).toBe(200);
  const token = new URL(res.json<{ url: string }>().url, 'http://x').searchParams.get('preview');
  return `site_preview=${token}`;
}

async function publishedWithDraft() {
  expect((await createPublishedPage(t.app, token, careers('Work with us'))).statusCode).toBe(201);
  const draft = await send('PUT', '/drafts/custom-pages/careers', careers('We are hiring'));
  expect(draft.statusCode, draft.body).toBe(200);
}

describe("an editor-built page's search-engine settings while the page has a draft", () => {
  it('go into the draft: visitors keep the live ones, the preview and the editor show the new ones', async () => {
    await publishedWithDraft();
    const live = await visitorSeo();
    const saved = await send('PUT', '/seo/careers', SEO, { 'if-match': '"0"' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['saved-into']).toBe('draft');
    expect(saved.json()).toEqual(SEO);

    expect(await visitorSeo()).toEqual(live);
    expect((await t.app.inject(`${API}/seo/careers`)).json<PageSeo>().title).toBe('');
    expect(await visitorSeo(await previewCookie())).toEqual(SEO);
    const editor = await t.app.inject({ url: `${API}/seo/careers`, headers: auth(token) });
    expect(editor.json()).toEqual(SEO);
    expect(editor.headers['saved-into']).toBe('draft');
    // Saved again into the draft: the live version the editor opened is still the one in force.
    const again = await send('PUT', '/seo/careers', { ...SEO, title: 'Careers at Brightwell' }, { 'if-match': '"0"' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('go live with the page when its draft is published, in the same change', async () => {
    await publishedWithDraft();
    await send('PUT', '/seo/careers', SEO);
    const published = await send('POST', '/drafts/custom-pages/careers/publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(await visitorSeo()).toEqual(SEO);
    const history = await t.app.inject({ url: `${API}/history/seo/careers`, headers: auth(token) });
    expect(history.json<History>().current).toBe(1);
    // Nothing is left waiting: the next save goes live.
    const next = await send('PUT', '/seo/careers', { ...SEO, title: 'Later' });
    expect(next.headers['saved-into']).toBe('live');
    expect((await visitorSeo())?.title).toBe('Later');
  });

  it('are dropped when the draft is discarded', async () => {
    await publishedWithDraft();
    const live = await visitorSeo();
    await send('PUT', '/seo/careers', SEO);
    expect((await send('DELETE', '/drafts/custom-pages/careers')).statusCode).toBe(204);
    expect(await visitorSeo()).toEqual(live);
    expect(await visitorSeo(await previewCookie())).toEqual(live);
    expect((await t.app.inject({ url: `${API}/seo/careers`, headers: auth(token) })).json()).toEqual(SEO_DEFAULTS);
    // A new draft starts without them.
    await send('PUT', '/drafts/custom-pages/careers', careers('Hiring again'));
    expect(await visitorSeo(await previewCookie())).toEqual(live);
  });

  it('of a page without a draft go live at once', async () => {
    expect((await createPublishedPage(t.app, token, careers('Work with us'))).statusCode).toBe(201);
    const saved = await send('PUT', '/seo/careers', SEO);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['saved-into']).toBe('live');
    expect(await visitorSeo()).toEqual(SEO);
  });

  it('saved while the draft is discarded go live when the discard came first, and are dropped with it when it came second', async () => {
    await publishedWithDraft();
    const db = t.app.db;
    const draftOfCareers = await customPageDraftDocument(db, 'careers');
    // The discard first: the save reads that the page has no draft any more and goes live.
    const [, saved] = await Promise.all([discardDraft(db, draftOfCareers), savePageSeo(db, 'careers', SEO)]);
    expect(saved.into).toBe('live');
    expect(await visitorSeo()).toEqual(SEO);
    expect(await db.select().from(drafts)).toEqual([]);

    // The save first: it goes into the draft, and the discard then drops both.
    await send('PUT', '/drafts/custom-pages/careers', careers('Hiring again'));
    const draftAgain = await customPageDraftDocument(db, 'careers');
    const [again] = await Promise.all([
      savePageSeo(db, 'careers', { ...SEO, title: 'Never live' }),
      discardDraft(db, draftAgain),
    ]);
    expect(again.into).toBe('draft');
    expect(await visitorSeo()).toEqual(SEO);
    expect(await db.select().from(drafts)).toEqual([]);
  });

  it('are refused whole when invalid, and nothing goes into the draft', async () => {
    await publishedWithDraft();
    const bad = await send('PUT', '/seo/careers', { ...SEO, title: 7 });
    expect(bad.statusCode).toBe(400);
    expect(await visitorSeo(await previewCookie())).not.toEqual(expect.objectContaining({ title: SEO.title }));
  });
});
