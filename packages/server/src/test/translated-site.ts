// What the route tests of translated documents start from: one app per file whose site has three
// languages (English the default, Bengali, and Arabic, written right to left), and a signed-in
// request under the API.
import { beforeAll, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { auth, type TestApp, withTestApp } from './test-app.js';

export const API = '/backend/api';

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'bn', name: 'বাংলা' },
  { code: 'ar', name: 'العربية' },
];

/** Sends a signed-in request to `url` under the API (`/services?locale=bn`). */
export type Send = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

/**
 * Makes the file's app, signs in and adds the languages, before the file's own `beforeAll` hooks;
 * `use` is handed the app, the token and `send`.
 */
export function withTranslatedSite(use: (made: { t: TestApp; token: string; send: Send }) => void): void {
  let app: TestApp;
  let token: string;
  const send: Send = (method, url, payload) =>
    app.app.inject({
      method,
      url: `${API}${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: auth(token),
    });
  withTestApp((made) => {
    ({ t: app, token } = made);
    use({ ...made, send });
  }, 'file');
  beforeAll(async () => {
    const settings = (await send('GET', '/settings')).json<object>();
    const saved = await send('PUT', '/settings', { ...settings, languages: LANGUAGES });
    expect(saved.statusCode, saved.body).toBe(200);
  });
}
