// GET /translations/: per document with texts to translate (sections, the services list, editor-built
// pages, search-engine settings), how many of them each language other than the default gives; only
// for signed-in accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getSection,
  NO_CREDENTIALS,
  SECTIONS,
  sectionsUntranslated,
  translate,
  translatedProgress,
  translationStatusSchema,
  type SectionKey,
} from '@site/contracts';
import { createPublishedPage } from '../test/published-page.js';
import { adminToken, auth, makeTestApp, type TestApp, withTestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
}, 'file');

const API = '/backend/api';

const status = async () => {
  const res = await t.app.inject({ url: `${API}/translations/`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return translationStatusSchema.parse(res.json());
};

beforeAll(async () => {
  const settings = (await t.app.inject({ url: `${API}/settings` })).json<object>();
  const languages = [
    { code: 'en', name: 'English' },
    { code: 'bn', name: 'বাংলা' },
    { code: 'ar', name: 'العربية' },
  ];
  const saved = await t.app.inject({
    method: 'PUT',
    url: `${API}/settings`,
    headers: auth(token),
    payload: { ...settings, languages },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const hero = (await t.app.inject({ url: `${API}/home/hero` })).json<object>();
  const texts = { title: 'Welcome', description: 'We clean.', ctaText: 'Call us' };
  const put = await t.app.inject({
    method: 'PUT',
    url: `${API}/home/hero`,
    headers: auth(token),
    payload: { ...hero, ...texts },
  });
  expect(put.statusCode, put.body).toBe(200);
});

describe('the translation status', () => {
  it('is refused without a token', async () => {
    const res = await t.app.inject({ url: `${API}/translations/` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: NO_CREDENTIALS });
  });

  it('lists every section with texts, navbar and footer included, with nothing translated at first', async () => {
    const { languages, documents } = await status();
    expect(languages.map((l) => l.code)).toEqual(['en', 'bn', 'ar']);
    const paths = documents.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['home/hero', 'layout/navbar', 'layout/footer']));
    const hero = documents.find((d) => d.path === 'home/hero')!;
    expect(hero).toMatchObject({ label: expect.any(String), page: 'home' });
    expect(Object.keys(hero.progress)).toEqual(['bn', 'ar']);
    expect(hero.progress.bn!.total).toBeGreaterThan(2);
    expect(hero.progress.bn!.translated).toBe(0);
  });

  it('counts what one language translates, and only for that language', async () => {
    const before = (await status()).documents.find((d) => d.path === 'home/hero')!;
    const put = await t.app.inject({
      method: 'PUT',
      url: `${API}/home/hero?locale=bn`,
      headers: auth(token),
      payload: { title: 'স্বাগতম', description: '' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const hero = (await status()).documents.find((d) => d.path === 'home/hero')!;
    // An empty text falls back: it is not counted as translated.
    expect(hero.progress.bn).toEqual({ translated: 1, total: before.progress.bn!.total });
    expect(hero.progress.ar).toEqual(before.progress.ar);
  });
});

describe('the translation status of the services, editor-built pages and search-engine settings', () => {
  const send = async (url: string, payload: unknown) => {
    const res = await t.app.inject({ method: 'PUT', url: `${API}${url}`, headers: auth(token), payload: payload as object });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const row = async (path: string) => (await status()).documents.find((d) => d.path === path);

  it('counts each language of them on its own; settings without texts and a deleted page are not listed', async () => {
    const [cleaning] = (
      await send('/services', [{ title: 'Cleaning', tagline: 'Spotless', features: [{ title: 'Fast', description: 'Quick' }] }])
    ).json<{ _id: string }[]>();
    const created = await createPublishedPage(t.app, token, {
      slug: 'offers',
      title: 'Offers',
      blocks: [{ type: 'home/hero', data: { ...getSection('hero').defaults, title: 'Big offer', description: 'Cheap.' } }],
    });
    expect(created.statusCode, created.body).toBe(201);
    await send('/seo/about', { title: 'About our company', description: 'Who we are.' });

    const services = (await row('services'))!;
    expect(services).toMatchObject({ label: 'Services', page: 'services' });
    expect(services.progress.bn).toEqual({ translated: 0, total: services.progress.bn!.total });
    expect(services.progress.bn!.total).toBeGreaterThanOrEqual(4);
    const page = (await row('custom-pages/offers'))!;
    expect(page).toMatchObject({ label: 'Page "Offers"', page: 'custom-pages' });
    expect(page.progress.ar!.translated).toBe(0);
    expect((await row('seo/about'))?.progress.bn).toEqual({ translated: 0, total: 2 });
    expect(await row('seo/home')).toBeUndefined();

    await send('/services?locale=bn', [{ _id: cleaning!._id, title: 'পরিষ্কার', features: [{ description: 'দ্রুত' }] }]);
    await send('/custom-pages/offers?locale=ar', { title: 'عروض', blocks: [{ title: 'عرض كبير' }] });
    await send('/seo/about?locale=bn', { title: 'আমাদের সম্পর্কে' });
    expect((await row('services'))!.progress).toEqual({
      bn: { translated: 2, total: services.progress.bn!.total },
      ar: { translated: 0, total: services.progress.bn!.total },
    });
    expect((await row('custom-pages/offers'))!.progress.ar).toEqual({ translated: 2, total: page.progress.ar!.total });
    expect((await row('custom-pages/offers'))!.progress.bn!.translated).toBe(0);
    expect((await row('seo/about'))!.progress).toEqual({ bn: { translated: 1, total: 2 }, ar: { translated: 0, total: 2 } });

    const deleted = await t.app.inject({ method: 'DELETE', url: `${API}/custom-pages/offers`, headers: auth(token) });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await row('custom-pages/offers')).toBeUndefined();
  });
});

describe("the demo content's Home page in a second language", () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await makeTestApp({ seedDemo: true });
  }, 180_000); // with a cold variant cache the seed encodes the demo images' variants
  afterAll(() => demo.close());

  it('counts its texts only, the same in the overview, the page editor and each section’s translation form', async () => {
    const admin = auth(await adminToken(demo.app));
    const settings = (await demo.app.inject({ url: `${API}/settings` })).json<object>();
    const languages = [
      { code: 'en', name: 'English' },
      { code: 'bn', name: 'বাংলা' },
    ];
    const saved = await demo.app.inject({
      method: 'PUT',
      url: `${API}/settings`,
      headers: admin,
      payload: { ...settings, languages },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const overview = await demo.app.inject({ url: `${API}/translations/`, headers: admin });
    const rows = translationStatusSchema.parse(overview.json()).documents.filter((d) => d.page === 'home');
    const page = (await demo.app.inject({ url: `${API}/pages/home?locale=bn` })).json<{
      sections: Record<string, unknown>;
      fallback: Partial<Record<SectionKey, string[]>>;
    }>();
    // The page editor's counts, from the page's answer in the language.
    const editor = sectionsUntranslated(page.fallback);
    const published = (await demo.app.inject({ url: `${API}/pages/home` })).json<{ sections: Record<string, unknown> }>();

    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const section = SECTIONS.find((s) => s.path === row.path)!;
      const fromOverview = row.progress.bn!.total - row.progress.bn!.translated;
      expect(editor[section.key] ?? 0, row.path).toBe(fromOverview);
      // The translation form's count: the section's merge over its published document, nothing translated.
      const merge = (base: unknown, layers: readonly unknown[]) => translate(section.schema, base, layers);
      const form = translatedProgress(merge, published.sections[section.key], {});
      expect(form.total - form.translated, row.path).toBe(fromOverview);
    }
    // The carousel holds pictures only: they follow English, shared, and nothing there is untranslated.
    expect(page.fallback.carousel?.length).toBeGreaterThan(0);
    expect(editor.carousel).toBe(0);
    const fellBack = Object.values(page.fallback).reduce((sum, paths) => sum + (paths?.length ?? 0), 0);
    const counted = Object.values(editor).reduce((sum, count) => sum + (count ?? 0), 0);
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThan(fellBack);
  }, 60_000);
});
