// A section in another language over the API: `?locale=` on its read and writes, the fallbacks a read
// shows and names, and that a translation is a document of its own (its own versions and If-Match).
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
}, 'file');

const API = '/backend/api';
const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'fr-CA', name: 'Français (Canada)', fallback: 'fr' },
  { code: 'ar', name: 'العربية' },
];

const send = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...auth(token), ...headers },
  });

beforeAll(async () => {
  const settings = (await send('GET', `${API}/settings`)).json<object>();
  const saved = await send('PUT', `${API}/settings`, { ...settings, languages: LANGUAGES });
  expect(saved.statusCode, saved.body).toBe(200);
  const hero = (await send('GET', `${API}/home/hero`)).json<Record<string, unknown>>();
  await send('PUT', `${API}/home/hero`, {
    ...hero,
    title: 'Welcome',
    description: 'We clean.',
    ctaText: 'Call us',
    bgColor: '#112233',
  });
});

describe('a section in another language', () => {
  it('reads as the default language, with every text listed as fallen back, before anything is translated', async () => {
    const res = await t.app.inject({ url: `${API}/home/hero?locale=fr` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body.title).toBe('Welcome');
    expect(body.fallback).toEqual(expect.arrayContaining(['title', 'description', 'ctaText']));
  });

  it('saves a translation without touching the default language, and reads it over the fallback chain', async () => {
    expect((await send('PUT', `${API}/home/hero?locale=fr`, { title: 'Bienvenue', ctaText: 'Appelez' })).statusCode).toBe(200);
    const put = await send('PUT', `${API}/home/hero?locale=fr-CA`, { title: 'Bienvenue chez nous' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ title: 'Bienvenue chez nous' });

    const caRead = (await t.app.inject({ url: `${API}/home/hero?locale=fr-CA` })).json<Record<string, unknown>>();
    expect(caRead).toMatchObject({
      title: 'Bienvenue chez nous',
      ctaText: 'Appelez',
      description: 'We clean.',
      bgColor: '#112233',
    });
    expect(caRead.fallback).toEqual(expect.arrayContaining(['ctaText', 'description']));
    expect(caRead.fallback).not.toContain('title');

    const english = (await t.app.inject({ url: `${API}/home/hero` })).json<Record<string, unknown>>();
    expect(english.title).toBe('Welcome');
    expect(english).not.toHaveProperty('fallback');
  });

  it('patches a translation field by field', async () => {
    const res = await send('PATCH', `${API}/home/hero?locale=ar`, { title: 'مرحبا' });
    expect(res.statusCode, res.body).toBe(200);
    await send('PATCH', `${API}/home/hero?locale=ar`, { ctaText: 'اتصل بنا' });
    const read = (await t.app.inject({ url: `${API}/home/hero?locale=ar` })).json<Record<string, unknown>>();
    expect(read).toMatchObject({ title: 'مرحبا', ctaText: 'اتصل بنا' });
  });

  it('refuses a colour in a translation, a language the site does not have, and writes nothing', async () => {
    const colour = await send('PUT', `${API}/home/hero?locale=fr`, { title: 'x', bgColor: '#000000' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json<{ error: string }>().error).toContain('translation');
    const unknown = await send('PUT', `${API}/home/hero?locale=de`, { title: 'Willkommen' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toBe(
      'The site has no language "de". Its languages are: en, fr, fr-CA, ar (add one in the site settings).',
    );
    const read = (await t.app.inject({ url: `${API}/home/hero?locale=fr` })).json<Record<string, unknown>>();
    expect(read.title).toBe('Bienvenue');
  });

  it('keeps its own versions: If-Match names the translation, and a change of the default changes the read ETag', async () => {
    const first = await send('GET', `${API}/home/hero?locale=fr`);
    const etag = first.headers.etag as string;
    const ok = await send('PUT', `${API}/home/hero?locale=fr`, { title: 'Bonjour', ctaText: 'Appelez' }, { 'if-match': etag });
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await send('PUT', `${API}/home/hero?locale=fr`, { title: 'Encore' }, { 'if-match': etag });
    expect(stale.statusCode).toBe(412);

    const before = (await t.app.inject({ url: `${API}/home/hero?locale=fr` })).headers.etag;
    const hero = (await send('GET', `${API}/home/hero`)).json<Record<string, unknown>>();
    await send('PUT', `${API}/home/hero`, { ...hero, description: 'We clean well.' });
    const after = await t.app.inject({ url: `${API}/home/hero?locale=fr`, headers: { 'if-none-match': String(before) } });
    expect(after.statusCode).toBe(200);
    expect(after.json<Record<string, unknown>>().description).toBe('We clean well.');
  });
});
