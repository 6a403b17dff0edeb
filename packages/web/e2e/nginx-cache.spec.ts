// The documented nginx configuration (deploy/nginx/site.conf), run by Debian's real nginx in front
// of a real server with CACHE_MAX_AGE_S: pages and public content answers are served from nginx's
// cache (X-Cache-Status), a signed-in editor is never, a publish reaches visitors at once through
// the purge receiver (deploy/nginx/purge-receiver.mjs, CACHE_PURGE_URL), and within CACHE_MAX_AGE_S
// when no purge arrives. Its own server and nginx, stopped by their PIDs; no browser needed.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startDemoServer, stopProcess, type DemoServer } from '../../server/scripts/demo-server';
import { cacheFolder, documentedCacheConf, startNginx, startPurgeReceiver } from '../../server/scripts/nginx';

const MAX_AGE_S = 3;
/**
 * For the changes that must reach visitors through the purge: nginx would keep its copy this long
 * without one, far longer than a test waits, so a change seen in time was purged.
 */
const PURGE_ONLY_MAX_AGE_S = 600;
/** How long a purged change may take to reach a visitor here: a busy shared machine, not the benchmark's figure. */
const PURGED_WITHIN_MS = 10_000;

let dir: string | undefined;
let server: DemoServer | undefined;
let nginx: ChildProcess | undefined;
let receiver: ChildProcess | undefined;
let purgesDone: () => number = () => 0;
let base: string;
const admin = { username: 'nginx-admin', password: randomBytes(12).toString('hex') };

/** A server of its own with CACHE_MAX_AGE_S `maxAgeS`, the receiver and nginx in front, in a new folder. */
async function startSite(maxAgeS: number) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  const cacheDir = cacheFolder(dir);
  const running = await startPurgeReceiver(dir, cacheDir);
  receiver = running.process;
  purgesDone = running.purged;
  server = await startDemoServer(dir, admin, {
    SEED_DEMO: 'false',
    CACHE_MAX_AGE_S: String(maxAgeS),
    CACHE_PURGE_URL: running.url,
  });
  const sitePort = Number(new URL(server.baseURL).port);
  const cache = cacheDir;
  const proxy = await startNginx(dir, (nginxPort) => documentedCacheConf(sitePort, nginxPort, cache));
  nginx = proxy.process;
  base = proxy.base;
}

async function stopSite() {
  if (nginx) await stopProcess(nginx);
  if (receiver) await stopProcess(receiver);
  if (server) await stopProcess(server.child);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  nginx = receiver = server = dir = undefined;
}

const HERO = '/backend/api/home/hero';
const API = '/backend/api';

/** What a visitor gets through nginx: a redirect is not followed. */
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${url}`, { headers, redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-cache-status'),
    location: response.headers.get('location'),
    body: await response.text(),
  };
}

async function signIn(): Promise<string> {
  const login = await fetch(`${base}/backend/auth/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { auth_token: string }).auth_token;
}

/** An editor's call through nginx (never cached: it carries the token); answers its JSON, if any. */
async function call(token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${API}${url}`, {
    method,
    headers: { authorization: `Token ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  expect(response.status, `${method} ${url}: ${text}`).toBeLessThan(300);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Runs `write`, a change visitors see, and waits until the receiver has carried out the purge it
 * causes. The server sends that notice after the save has answered; one still on its way could drop
 * the copy a later step has just had nginx keep, and that step would then see a miss.
 */
async function change<T>(write: () => Promise<T>): Promise<T> {
  const before = purgesDone();
  const result = await write();
  await expect.poll(purgesDone, { timeout: PURGED_WITHIN_MS, intervals: [50] }).toBeGreaterThan(before);
  return result;
}

async function saveHeroTitle(token: string, title: string) {
  const hero = (await call(token, 'GET', '/home/hero')) as object;
  await call(token, 'PUT', '/home/hero', { ...hero, title });
}

/** Visits `url` until nginx serves it from its cache, and answers what it serves. */
async function cached(url: string) {
  await get(url);
  const kept = await get(url);
  expect(kept.cache, url).toBe('HIT');
  return kept;
}

/**
 * What a visitor gets at `url` soon after a publish, long before CACHE_MAX_AGE_S would let nginx ask
 * again: as `status`, at `location` for a redirect, with `text` in the page.
 */
async function reaches(url: string, want: { status: number; location?: string; text?: string }) {
  await expect
    .poll(
      async () => {
        const seen = await get(url);
        return {
          status: seen.status,
          location: seen.location ?? undefined,
          has: want.text ? seen.body.includes(want.text) : undefined,
        };
      },
      { timeout: PURGED_WITHIN_MS, intervals: [50] },
    )
    .toEqual({ status: want.status, location: want.location, has: want.text ? true : undefined });
}

// Each change is to a page nginx holds: without a purge naming that address, the old copy stays
// until CACHE_MAX_AGE_S (ten minutes here) has passed. How fast it is: `pnpm bench:publish`.
test.describe('a publish reaches visitors through nginx at once', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await startSite(PURGE_ONLY_MAX_AGE_S);
  });
  test.afterAll(stopSite);

  test('a service: published from its draft, renamed and deleted', async () => {
    const token = await signIn();
    await change(() => call(token, 'PUT', '/services', [{ title: 'Deep Cleaning', tagline: 'Floors you can eat from.' }]));
    await reaches('/services/deep-cleaning', { status: 200, text: 'Floors you can eat from.' });
    await cached('/services/deep-cleaning');
    await cached('/services');

    const services = (await call(token, 'GET', '/services')) as { tagline: string }[];
    await call(token, 'PUT', '/drafts/services', [{ ...services[0], tagline: 'Spotless in a day.' }]);
    await change(() => call(token, 'POST', '/drafts/services/publish'));
    await reaches('/services/deep-cleaning', { status: 200, text: 'Spotless in a day.' });
    await reaches('/services', { status: 200, text: 'Spotless in a day.' });

    await cached('/services/deep-cleaning');
    const published = (await call(token, 'GET', '/services')) as object[];
    await change(() => call(token, 'PUT', '/services', [{ ...published[0], slug: 'deep-clean' }]));
    await reaches('/services/deep-cleaning', { status: 404 });
    await reaches('/services/deep-clean', { status: 200, text: 'Spotless in a day.' });

    await cached('/services/deep-clean');
    await change(() => call(token, 'PUT', '/services', []));
    await reaches('/services/deep-clean', { status: 404 });
    await reaches('/services', { status: 200 });
    expect((await get('/services')).body).not.toContain('Spotless in a day.');
  });

  test('a page built in the editor: published, changed, renamed and deleted', async () => {
    const token = await signIn();
    const hero = (await call(token, 'GET', '/home/hero')) as object;
    const careers = {
      slug: 'careers',
      title: 'Careers',
      blocks: [{ type: 'home/hero', data: { ...hero, title: 'Work with us' } }],
    };
    await call(token, 'POST', '/custom-pages', careers);
    // Created, it is a draft: visitors get a Not Found page, which nginx never keeps.
    expect((await get('/careers')).status).toBe(404);
    await change(() => call(token, 'POST', '/drafts/custom-pages/careers/publish'));
    await reaches('/careers', { status: 200, text: 'Work with us' });

    await cached('/careers');
    const changed = { ...careers, blocks: [{ type: 'home/hero', data: { ...hero, title: 'Grow with us' } }] };
    await call(token, 'PUT', '/drafts/custom-pages/careers', changed);
    await change(() => call(token, 'POST', '/drafts/custom-pages/careers/publish'));
    await reaches('/careers', { status: 200, text: 'Grow with us' });

    await cached('/careers');
    await change(() => call(token, 'PUT', '/custom-pages/careers', { ...changed, slug: 'jobs' }));
    await reaches('/careers', { status: 301, location: '/jobs' });
    await reaches('/jobs', { status: 200, text: 'Grow with us' });

    await cached('/jobs');
    await change(() => call(token, 'DELETE', '/custom-pages/jobs'));
    await reaches('/jobs', { status: 404 });
    await reaches('/careers', { status: 404 });
  });

  test("a redirect added at a page's address, and taken away", async () => {
    const token = await signIn();
    const about = await cached('/about');
    expect(about.status).toBe(200);
    const redirect = (await change(() => call(token, 'POST', '/redirects', { from: '/about', to: '/contact', status: 301 }))) as {
      id: number;
    };
    await reaches('/about', { status: 301, location: '/contact' });
    // nginx keeps the redirect too (it is public), and drops it when it goes.
    await cached('/about');
    await change(() => call(token, 'DELETE', `/redirects/${redirect.id}`));
    await reaches('/about', { status: 200 });
  });

  test("a section's change on the home page of a second language (`/bn/`)", async () => {
    const token = await signIn();
    const settings = (await call(token, 'GET', '/settings')) as object;
    const languages = [
      { code: 'en', name: 'English' },
      { code: 'bn', name: 'বাংলা' },
    ];
    await change(() => call(token, 'PUT', '/settings', { ...settings, languages }));
    await reaches('/bn/', { status: 200 });
    await cached('/bn/');
    const title = `Both languages ${randomBytes(3).toString('hex')}`;
    await change(() => saveHeroTitle(token, title));
    await reaches('/bn/', { status: 200, text: title });
    await change(() => call(token, 'PUT', '/settings', settings));
  });
});

test.describe('with CACHE_MAX_AGE_S', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await startSite(MAX_AGE_S);
  });
  test.afterAll(stopSite);

  test('nginx serves pages and content from its cache, never to an editor, and a publish reaches visitors', async () => {
    test.setTimeout(60_000);
    const first = await get('/');
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    const second = await get('/');
    expect(second.cache).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect((await get(HERO)).cache).toBe('MISS');
    expect((await get(HERO)).cache).toBe('HIT');

    const token = await signIn();
    expect((await get(HERO, { authorization: `Token ${token}` })).cache).toBe('BYPASS');

    // With the purge receiver: the next visitor already gets the new page, long before it expires.
    const purged = `Purged ${randomBytes(3).toString('hex')}`;
    await saveHeroTitle(token, purged);
    await expect.poll(async () => (await get('/')).body, { timeout: 1_500, intervals: [100] }).toContain(purged);
    expect((await get(HERO)).body).toContain(purged);

    // Without it (the receiver is gone, the purge fails and the save does not): nginx keeps serving
    // its copy, then the new page within CACHE_MAX_AGE_S.
    await stopProcess(receiver as ChildProcess);
    receiver = undefined;
    expect((await get('/')).cache).toBe('HIT');
    const timed = `Timed ${randomBytes(3).toString('hex')}`;
    const savedAt = Date.now();
    await saveHeroTitle(token, timed);
    const stale = await get('/');
    expect(stale.cache).toBe('HIT');
    expect(stale.body).toContain(purged);
    await expect.poll(async () => (await get('/')).body, { timeout: (MAX_AGE_S + 3) * 1000, intervals: [200] }).toContain(timed);
    expect((Date.now() - savedAt) / 1000).toBeLessThan(MAX_AGE_S + 1.5);
    expect(fs.readFileSync(path.join(dir!, 'server.log'), 'utf8')).toContain(
      'Telling the cache in front (CACHE_PURGE_URL) what changed failed',
    );
  });
});
