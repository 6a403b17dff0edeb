// Drafts, schedules, history, review and preview of a translation over HTTP: each language of a
// document has its own draft (`?locale=`), published, scheduled, restored and reviewed without
// touching the other languages' drafts; the list of drafts names each draft's language; a preview in
// a language shows its drafts; a language removed keeps its translations and drafts for its return.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  heroDefault,
  type CreatedPreviewLink,
  type Draft,
  type DraftSummary,
  type History,
  type LinkReview,
  type Published,
  type Restored,
  type Scheduled,
} from '@site/contracts';
import { auditLog } from '../db/schema.js';
import { publishDueSchedules } from '../content/drafts.js';
import { seoVersionedDocument } from '../content/seo.js';
import { documentIn, resolveLocale } from '../content/translations.js';
import { auth, adminToken, makeTestApp, type TestApp } from '../test/test-app.js';
import { tokenAs } from '../test/role-token.js';

let t: TestApp;
let admin: string;
let now = new Date('2030-01-01T09:00:00Z');
beforeEach(async () => {
  now = new Date('2030-01-01T09:00:00Z');
  t = await makeTestApp({}, { clock: () => now });
  admin = await adminToken(t.app, 'alice');
  await setLanguages(LANGUAGES);
  expect((await call('PUT', HERO, { ...heroDefault, title: 'Welcome', ctaText: 'Call us' })).statusCode).toBe(200);
});
afterEach(() => t.close());

const API = '/backend/api';
const HERO = `${API}/home/hero`;
const HERO_DRAFT = `${API}/drafts/home/hero`;
const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'bn', name: 'বাংলা' },
  { code: 'ar', name: 'العربية' },
];
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token = admin, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...auth(token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function setLanguages(languages: readonly object[]) {
  const settings = (await call('GET', `${API}/settings`)).json<object>();
  const saved = await call('PUT', `${API}/settings`, { ...settings, languages });
  expect(saved.statusCode, saved.body).toBe(200);
}

const heroIn = async (code?: string) =>
  (await t.app.inject({ url: code ? `${HERO}?locale=${code}` : HERO })).json<{ title: string; ctaText: string }>();
const listed = async () =>
  (await call('GET', `${API}/drafts/`)).json<DraftSummary[]>().map((d) => [d.path, d.locale, d.label, d.publish_at]);

describe("a translation's draft", () => {
  it('is saved, read, listed and published on its own: the default language keeps its draft and the reverse', async () => {
    const english = await call('PUT', HERO_DRAFT, { ...heroDefault, title: 'Coming soon' });
    expect(english.statusCode).toBe(200);
    const saved = await call('PUT', `${HERO_DRAFT}?locale=bn`, { title: 'শীঘ্রই আসছে' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Draft>()).toMatchObject({
      path: 'home/hero',
      locale: 'bn',
      label: 'Hero (বাংলা)',
      document: { title: 'শীঘ্রই আসছে' },
      based_on: 0,
    });
    const read = await call('GET', `${HERO_DRAFT}?locale=bn`);
    expect(read.json<Draft>().document).toEqual({ title: 'শীঘ্রই আসছে' });
    expect(read.headers.etag).toBe(saved.headers.etag);
    expect((await call('GET', HERO_DRAFT)).json<Draft>()).toMatchObject({ locale: 'en', document: { title: 'Coming soon' } });
    expect(await listed()).toEqual([
      ['home/hero', 'en', 'Hero', null],
      ['home/hero', 'bn', 'Hero (বাংলা)', null],
    ]);
    // Nobody sees a draft: the Bengali reads still fall back to the published English.
    expect((await heroIn('bn')).title).toBe('Welcome');

    // A colour is shared by every language: refused in a translation's draft, which stays as it was.
    const colour = await call('PUT', `${HERO_DRAFT}?locale=bn`, { title: 'x', bgColor: '#000000' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json<{ error: string }>().error).toContain('translation of Hero');
    const stale = await call('PUT', `${HERO_DRAFT}?locale=bn`, { title: 'x' }, admin, {
      'if-match': String(english.headers.etag),
    });
    expect(stale.statusCode).toBe(412);
    const unknown = await call('GET', `${HERO_DRAFT}?locale=de`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toBe(
      'The site has no language "de". Its languages are: en, bn, ar (add one in the site settings).',
    );
    expect((await call('GET', `${HERO_DRAFT}?locale=bn`)).json<Draft>().document).toEqual({ title: 'শীঘ্রই আসছে' });

    const published = await call('POST', `${HERO_DRAFT}/publish?locale=bn`, undefined, admin, {
      'if-match': String(saved.headers.etag),
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<Published>().published).toEqual([
      { path: 'home/hero', locale: 'bn', version: 1, etag: expect.any(String) },
    ]);
    expect(await heroIn('bn')).toMatchObject({ title: 'শীঘ্রই আসছে', ctaText: 'Call us' });
    expect((await heroIn()).title).toBe('Welcome');
    expect(await listed()).toEqual([['home/hero', 'en', 'Hero', null]]);
    expect((await call('GET', `${HERO_DRAFT}?locale=bn`)).statusCode).toBe(404);

    // The reverse: publishing the English draft leaves a Bengali one, which can be discarded alone.
    expect((await call('PUT', `${HERO_DRAFT}?locale=bn`, { title: 'আবার' })).statusCode).toBe(200);
    expect((await call('POST', `${HERO_DRAFT}/publish`)).json<Published>().published).toEqual([
      { path: 'home/hero', version: 2, etag: expect.any(String) },
    ]);
    expect((await heroIn()).title).toBe('Coming soon');
    expect((await heroIn('bn')).title).toBe('শীঘ্রই আসছে');
    expect(await listed()).toEqual([['home/hero', 'bn', 'Hero (বাংলা)', null]]);
    expect((await call('DELETE', `${HERO_DRAFT}?locale=bn`)).statusCode).toBe(204);
    expect(await listed()).toEqual([]);

    const audit = (await t.app.db.select().from(auditLog)).map((e) => [e.action, e.target]);
    expect(audit).toContainEqual(['published', 'home/hero [bn]']);
    expect(audit).toContainEqual(['published', 'home/hero']);
  });

  it('is scheduled with other languages in one schedule, published together by the scheduler, the default left alone', async () => {
    expect((await call('PUT', HERO_DRAFT, { ...heroDefault, title: 'Later' })).statusCode).toBe(200);
    expect((await call('PUT', `${HERO_DRAFT}?locale=bn`, { title: 'পরে' })).statusCode).toBe(200);
    expect((await call('PUT', `${HERO_DRAFT}?locale=ar`, { title: 'لاحقا' })).statusCode).toBe(200);

    // A language named without a draft of the path is the missing draft's 404, and nothing is scheduled.
    const missing = await call('POST', `${API}/drafts/publish`, { paths: ['home/hero', 'services'], locales: ['bn'] });
    expect(missing.statusCode).toBe(404);
    const unknown = await call('POST', `${API}/drafts/publish`, { paths: ['home/hero'], locales: ['bn', 'xx'] });
    expect(unknown.statusCode).toBe(400);
    expect(await listed()).toEqual([
      ['home/hero', 'en', 'Hero', null],
      ['home/hero', 'bn', 'Hero (বাংলা)', null],
      ['home/hero', 'ar', 'Hero (العربية)', null],
    ]);

    const at = '2030-01-01T10:00:00.000Z';
    const scheduled = await call('POST', `${API}/drafts/publish`, { paths: ['home/hero'], locales: ['bn', 'ar'], at });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json<Scheduled>()).toEqual({ scheduled: ['home/hero', 'home/hero'], publish_at: at, locales: ['bn', 'ar'] });
    expect(await listed()).toEqual([
      ['home/hero', 'en', 'Hero', null],
      ['home/hero', 'bn', 'Hero (বাংলা)', at],
      ['home/hero', 'ar', 'Hero (العربية)', at],
    ]);

    // One language's schedule is cancelled on its own, and scheduled again.
    expect((await call('DELETE', `${HERO_DRAFT}/schedule?locale=ar`)).statusCode).toBe(204);
    expect((await call('DELETE', `${HERO_DRAFT}/schedule?locale=ar`)).statusCode).toBe(404);
    expect((await listed())[2]).toEqual(['home/hero', 'ar', 'Hero (العربية)', null]);
    await call('POST', `${API}/drafts/publish`, { paths: ['home/hero'], locales: ['bn', 'ar'], at });

    const run = await publishDueSchedules(t.app.db, new Date('2030-01-01T10:00:01Z'));
    expect(run).toEqual({ published: ['home/hero', 'home/hero'], failed: [] });
    expect((await heroIn('bn')).title).toBe('পরে');
    expect((await heroIn('ar')).title).toBe('لاحقا');
    expect((await heroIn()).title).toBe('Welcome');
    expect(await listed()).toEqual([['home/hero', 'en', 'Hero', null]]);

    const audit = (await t.app.db.select().from(auditLog)).map((e) => [e.action, e.target]);
    expect(audit).toEqual(
      expect.arrayContaining([
        ['scheduled', 'home/hero [bn]'],
        ['schedule_cancelled', 'home/hero [ar]'],
        ['published', 'home/hero [bn]'],
        ['published', 'home/hero [ar]'],
      ]),
    );
    expect(audit).not.toContainEqual(['scheduled', 'home/hero']);

    // With the default named too, every language's draft is published at once.
    expect((await call('PUT', `${HERO_DRAFT}?locale=bn`, { title: 'এখন' })).statusCode).toBe(200);
    const both = await call('POST', `${API}/drafts/publish`, { paths: ['home/hero'], locales: ['en', 'bn'] });
    expect(both.json<Published>().published.map((p) => p.locale)).toEqual([undefined, 'bn']);
    expect((await heroIn()).title).toBe('Later');
    expect((await heroIn('bn')).title).toBe('এখন');
  });

  it("has the translation's own history: listed, read and restored into its draft or live", async () => {
    await call('PUT', `${HERO}?locale=bn`, { title: 'এক' });
    await call('PUT', `${HERO}?locale=bn`, { title: 'দুই' });
    const history = await call('GET', `${API}/history/home/hero?locale=bn`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<History>()).toMatchObject({ document: 'home/hero', label: 'Hero (বাংলা)', current: 2 });
    expect(history.json<History>().items.map((i) => i.version)).toEqual([2, 1]);
    expect((await call('GET', `${API}/history/home/hero`)).json<History>().current).toBe(1);
    expect((await call('GET', `${API}/history/home/hero/1?locale=bn`)).json<{ data: unknown }>().data).toEqual({ title: 'এক' });
    expect((await call('GET', `${API}/history/home/hero/3?locale=bn`)).statusCode).toBe(404);
    expect((await call('GET', `${API}/history/home/hero?locale=zz`)).statusCode).toBe(400);

    const intoDraft = await call('POST', `${API}/history/home/hero/1/restore?locale=bn`, {});
    expect(intoDraft.statusCode, intoDraft.body).toBe(200);
    expect(intoDraft.json<Restored>()).toMatchObject({ into: 'draft', data: { title: 'এক' } });
    expect((await call('GET', `${HERO_DRAFT}?locale=bn`)).json<Draft>().document).toEqual({ title: 'এক' });
    expect((await call('GET', HERO_DRAFT)).statusCode).toBe(404);
    expect((await heroIn('bn')).title).toBe('দুই');

    const live = await call('POST', `${API}/history/home/hero/1/restore?locale=bn`, { into: 'live' });
    expect(live.json<Restored>()).toMatchObject({ into: 'live', version: 3 });
    expect((await heroIn('bn')).title).toBe('এক');
    expect((await heroIn()).title).toBe('Welcome');
    const audit = (await t.app.db.select().from(auditLog)).map((e) => [e.action, e.target]);
    expect(audit.filter(([action]) => action === 'restored')).toEqual([
      ['restored', 'home/hero [bn]'],
      ['restored', 'home/hero [bn]'],
    ]);
  });

  it('is reviewed on its own, in the app and by a review link, and previewed in its language', async () => {
    const author = await tokenAs(t, 'ann', 'author');
    const editor = await tokenAs(t, 'eve', 'editor');
    expect((await call('PUT', HERO_DRAFT, { ...heroDefault, title: 'English draft' }, author)).statusCode).toBe(200);
    expect((await call('PUT', `${HERO_DRAFT}?locale=bn`, { title: 'বাংলা খসড়া' }, author)).statusCode).toBe(200);
    expect((await call('PUT', `${HERO_DRAFT}?locale=ar`, { title: 'مسودة' }, author)).statusCode).toBe(200);
    const submitted = await call('POST', `${HERO_DRAFT}/submit?locale=bn`, { note: 'Bengali ready' }, author);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await call('POST', `${HERO_DRAFT}/submit?locale=ar`, {}, author)).statusCode).toBe(200);
    const reviews = (await call('GET', `${API}/drafts/`)).json<DraftSummary[]>().map((d) => [d.locale, d.review?.state ?? null]);
    expect(reviews).toEqual([
      ['en', null],
      ['bn', 'in_review'],
      ['ar', 'in_review'],
    ]);
    expect((await call('GET', `${HERO_DRAFT}/review?locale=bn`, undefined, editor)).json()).toMatchObject({
      review: { state: 'in_review', note: 'Bengali ready' },
    });
    expect((await call('GET', `${HERO_DRAFT}/review`, undefined, editor)).json()).toMatchObject({ review: null, steps: [] });

    // The preview (by a link's cookie) shows each language's draft in that language.
    const made = (await call('POST', `${API}/preview-links`, {})).json<CreatedPreviewLink>();
    const cookie = `site_preview=${made.url.split('preview=')[1]}`;
    const previewTitle = async (code: string) =>
      (await t.app.inject({ url: `${API}/pages/home?locale=${code}`, headers: { cookie } })).json<{
        sections: { hero: { title: string } };
      }>().sections.hero.title;
    expect(await previewTitle('bn')).toBe('বাংলা খসড়া');
    expect(await previewTitle('ar')).toBe('مسودة');
    expect(await previewTitle('en')).toBe('English draft');

    const approved = await call('POST', `${HERO_DRAFT}/approve?locale=bn`, {}, editor);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<Published>().published).toEqual([expect.objectContaining({ path: 'home/hero', locale: 'bn' })]);
    expect((await heroIn('bn')).title).toBe('বাংলা খসড়া');
    expect((await heroIn()).title).toBe('Welcome');

    // A review link lists the Arabic draft with its language, and its holder asks for changes to it.
    const link = await call('POST', `${API}/review-links`, { name: 'Dana', expires_in_hours: 24 }, editor);
    const token = link.json<CreatedPreviewLink>().url.split('/review/')[1]!;
    const seen = (await call('GET', `${API}/link-review/${token}`)).json<LinkReview>();
    expect(seen.drafts.map((d) => [d.path, d.locale, d.label])).toEqual([['home/hero', 'ar', 'Hero (العربية)']]);
    const decided = await call('POST', `${API}/link-review/${token}`, {
      path: 'home/hero',
      locale: 'ar',
      decision: 'request_changes',
      comment: 'Shorter, please',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await call('GET', `${HERO_DRAFT}?locale=ar`)).json<Draft>().review).toMatchObject({
      state: 'changes_requested',
      note: 'Shorter, please',
    });
    expect((await call('GET', HERO_DRAFT)).json<Draft>().review).toBeNull();

    const audit = (await t.app.db.select().from(auditLog)).map((e) => [e.action, e.target]);
    expect(audit).toEqual(
      expect.arrayContaining([
        ['review_submitted', 'home/hero [bn]'],
        ['review_approved', 'home/hero [bn]'],
        ['review_changes_requested', 'home/hero [ar]'],
      ]),
    );
  });
});

describe('a language removed from the settings', () => {
  it('keeps its translations and drafts, unlisted, and has them again when it is added back', async () => {
    expect((await call('PUT', `${HERO}?locale=ar`, { title: 'مرحبا' })).statusCode).toBe(200);
    expect((await call('PUT', `${HERO_DRAFT}?locale=ar`, { title: 'مسودة' })).statusCode).toBe(200);
    expect((await call('PUT', `${HERO_DRAFT}?locale=bn`, { title: 'খসড়া' })).statusCode).toBe(200);

    await setLanguages(LANGUAGES.slice(0, 2));
    expect(await listed()).toEqual([['home/hero', 'bn', 'Hero (বাংলা)', null]]);
    expect((await call('GET', `${HERO_DRAFT}?locale=ar`)).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${HERO}?locale=ar` })).statusCode).toBe(400);

    await setLanguages(LANGUAGES);
    expect((await heroIn('ar')).title).toBe('مرحبا');
    expect((await call('GET', `${API}/history/home/hero?locale=ar`)).json<History>().current).toBe(1);
    expect((await call('GET', `${HERO_DRAFT}?locale=ar`)).json<Draft>().document).toEqual({ title: 'مسودة' });
    expect((await listed()).map(([, code]) => code)).toEqual(['bn', 'ar']);
  });
});

describe('language codes and page addresses', () => {
  it('refuses a language at the address of an editor-built page, and a page at a language’s code, writing nothing', async () => {
    const page = { slug: 'fr', title: 'Frequent questions', blocks: [] };
    expect((await call('POST', `${API}/custom-pages/`, page)).statusCode).toBe(201);
    const settings = (await call('GET', `${API}/settings`)).json<{ languages: unknown[] }>();
    const clash = await call('PUT', `${API}/settings`, {
      ...settings,
      languages: [...LANGUAGES, { code: 'fr', name: 'Français' }],
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toMatchObject({
      error:
        'The languages are not valid: "fr" is the address of the page "Frequent questions" (/fr), and a language\'s pages are at /fr/. Give the page another address first, or use another code.',
      issues: [{ path: 'languages.3.code' }],
    });
    expect((await call('GET', `${API}/settings`)).json<{ languages: unknown[] }>().languages).toHaveLength(3);

    const created = await call('POST', `${API}/custom-pages/`, { ...page, slug: 'bn' });
    expect(created.statusCode).toBe(400);
    expect(created.json<{ error: string }>().error).toBe(
      'The page is not valid at "slug": "bn" is the code of the site\'s language "বাংলা", whose pages are at /bn/. Choose another address.',
    );
    const renamed = await call('PUT', `${API}/custom-pages/fr`, { ...page, slug: 'AR' });
    expect(renamed.statusCode).toBe(400);
    expect((await call('GET', `${API}/custom-pages/fr`)).statusCode).toBe(200);
    expect((await call('GET', `${API}/custom-pages/bn`)).statusCode).toBe(404);

    // Nor does a restore of settings from before the page bring such a language back.
    expect((await call('DELETE', `${API}/custom-pages/fr`)).statusCode).toBe(204);
    await setLanguages([...LANGUAGES, { code: 'fr', name: 'Français' }]);
    const withFrench = (await call('GET', `${API}/history/settings`)).json<History>().current;
    await setLanguages(LANGUAGES);
    expect((await call('POST', `${API}/custom-pages/`, page)).statusCode).toBe(201);
    const restore = await call('POST', `${API}/history/settings/${withFrench}/restore`);
    expect(restore.statusCode).toBe(400);
    expect(restore.json<{ error: string }>().error).toMatch(
      new RegExp(
        `^Version ${withFrench} cannot be restored: The languages are not valid: "fr" is the address of the page "Frequent questions"`,
      ),
    );
    expect((await call('GET', `${API}/settings`)).json<{ languages: unknown[] }>().languages).toHaveLength(3);
  });
});

describe("an editor-built page's and a page's search-engine settings' translation", () => {
  it('have drafts and histories of their own, restored without touching the default language', async () => {
    const page = {
      slug: 'careers',
      title: 'Careers',
      blocks: [{ type: 'home/hero', data: { ...heroDefault, title: 'Join us' } }],
    };
    expect((await call('POST', `${API}/custom-pages/`, page)).statusCode).toBe(201);
    const draft = await call('PUT', `${API}/drafts/custom-pages/careers?locale=bn`, { title: 'চাকরি' });
    expect(draft.json<Draft>()).toMatchObject({ locale: 'bn', label: 'Page "Careers" (বাংলা)', document: { title: 'চাকরি' } });
    const published = await call('POST', `${API}/drafts/custom-pages/careers/publish?locale=bn`);
    expect(published.json<Published>().published).toEqual([
      expect.objectContaining({ path: 'custom-pages/careers', locale: 'bn' }),
    ]);
    const history = (await call('GET', `${API}/history/custom-pages/careers?locale=bn`)).json<History>();
    expect(history).toMatchObject({ document: 'custom-pages/careers', label: 'The page "Careers" (বাংলা)', current: 1 });
    // The page is new: its own content is still only in its draft, which the Bengali publish left alone.
    expect((await call('GET', `${API}/history/custom-pages/careers`)).json<History>().current).toBe(0);
    // Restored into its draft as it was: a translation has no address of its own to keep.
    const restored = await call('POST', `${API}/history/custom-pages/careers/1/restore?locale=bn`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await call('GET', `${API}/drafts/custom-pages/careers?locale=bn`)).json<Draft>().document).toEqual({
      title: 'চাকরি',
    });
    expect((await call('GET', `${API}/drafts/custom-pages/careers`)).json<Draft>().document).toMatchObject({ title: 'Careers' });

    const seo = documentIn(seoVersionedDocument('about'), await resolveLocale(t.app.db, 'bn'));
    await seo.save(t.app.db, { title: 'আমাদের সম্পর্কে' }, {});
    await seo.save(t.app.db, { title: 'সম্পর্কে' }, {});
    const seoHistory = (await call('GET', `${API}/history/seo/about?locale=bn`)).json<History>();
    expect(seoHistory).toMatchObject({ document: 'seo/about', current: 2 });
    expect((await call('GET', `${API}/history/seo/about/1?locale=bn`)).json<{ data: unknown }>().data).toEqual({
      title: 'আমাদের সম্পর্কে',
    });
    const live = await call('POST', `${API}/history/seo/about/1/restore?locale=bn`);
    expect(live.json<Restored>()).toMatchObject({ into: 'live', version: 3 });
    expect(await seo.read(t.app.db)).toEqual({ title: 'আমাদের সম্পর্কে' });
    expect((await call('GET', `${API}/history/seo/about`)).json<History>().current).toBe(0);
  });
});
