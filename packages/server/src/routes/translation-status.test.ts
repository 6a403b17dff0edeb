// GET /translations/: per section with texts to translate, how many of them each language other
// than the default gives; only for signed-in accounts.
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_CREDENTIALS, translationStatusSchema } from '@site/contracts';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';

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
