// Content for tests that need a particular shape (a long project description, a service, a FAQ):
// set through the admin API before the tests of a file and put back afterwards, so the demo
// content stays as the seed left it for the other files. Also a document's saved versions.
import type { History, PageSeo, Revision, SiteSettings } from '@site/contracts';
import { adminToken, authHeader, baseUrl, test } from './fixtures';

const api = (path: string) => `${baseUrl()}/backend/api/${path}`;

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(api(path), {
    method,
    headers: { 'content-type': 'application/json', ...authHeader(await adminToken()) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

export const readSection = <T>(path: string) => call('GET', path) as Promise<T>;
export const patchSection = <T>(path: string, patch: Partial<T>) => call('PATCH', path, patch) as Promise<T>;
export const putSection = <T>(path: string, document: T) => call('PUT', path, document) as Promise<T>;

/** A document's history ("home/hero", "services"), newest first. */
export const readHistory = (doc: string) => call('GET', `history/${doc}`) as Promise<History>;
export const readVersion = <T>(doc: string, version: number) =>
  call('GET', `history/${doc}/${version}`) as Promise<Revision & { data: T }>;

/** The status of a document's draft ("services", "home/hero"): 200 when it has one, 404 when not. */
export const draftStatus = async (doc: string) =>
  (await fetch(api(`drafts/${doc}`), { headers: authHeader(await adminToken()) })).status;

/** PATCHes a section for the tests of the calling file and restores the whole document after them. */
export function withSection<T extends object>(path: string, patch: Partial<T>): void {
  let original: T | undefined;
  test.beforeAll(async () => {
    original = await readSection<T>(path);
    await patchSection<T>(path, patch);
  });
  test.afterAll(async () => {
    if (original) await putSection<T>(path, original);
  });
}

/** The site settings (name, title template, defaults, favicon). */
export const readSettings = () => call('GET', 'settings') as Promise<SiteSettings>;
export const putSettings = (settings: Partial<SiteSettings>) => call('PUT', 'settings', settings) as Promise<SiteSettings>;

/** A page's search-engine settings ("gallery", "about/team"). */
export const putPageSeo = (key: string, seo: Partial<PageSeo>) => call('PUT', `seo/${key}`, seo) as Promise<PageSeo>;

/** Changes the site settings for the tests of the calling file and puts them back after them. */
export function withSettings(patch: Partial<SiteSettings>): void {
  let original: SiteSettings | undefined;
  test.beforeAll(async () => {
    original = await readSettings();
    await putSettings({ ...original, ...patch });
  });
  test.afterAll(async () => {
    if (original) await putSettings(original);
  });
}

/** Replaces the services list for the tests of the calling file and restores it after them. */
export function withServices<T extends object>(services: T[]): void {
  let original: unknown;
  test.beforeAll(async () => {
    original = await call('GET', 'services/');
    await call('PUT', 'services/', services);
  });
  test.afterAll(async () => {
    if (original) await call('PUT', 'services/', original);
  });
}
