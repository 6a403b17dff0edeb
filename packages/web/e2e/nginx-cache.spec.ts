// The documented nginx configuration (deploy/nginx/site.conf), run by Debian's real nginx in front
// of a real server with CACHE_MAX_AGE_S: pages and public content answers are served from nginx's
// cache (X-Cache-Status), a signed-in editor is never, a publish reaches visitors at once through
// the purge receiver (deploy/nginx/purge-receiver.mjs, CACHE_PURGE_URL), and within CACHE_MAX_AGE_S
// when no purge arrives. Its own server and nginx, stopped by their PIDs; no browser needed.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { freePort, startDemoServer, stopProcess, type DemoServer } from '../../server/scripts/demo-server';
import { adaptedConf, startNginx } from './nginx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SITE_CONF = path.join(root, 'deploy/nginx/site.conf');
const RECEIVER = path.join(root, 'deploy/nginx/purge-receiver.mjs');
const MAX_AGE_S = 3;

/** The documented file with this run's ports and cache folder. */
const siteConf = (sitePort: number, nginxPort: number, cacheDir: string) =>
  adaptedConf(SITE_CONF, [
    ['/var/cache/nginx/site', cacheDir],
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${sitePort};`],
    ['listen 80;', `listen 127.0.0.1:${nginxPort};`],
  ]);

let dir: string;
let server: DemoServer;
let nginx: ChildProcess;
let receiver: ChildProcess | undefined;
let base: string;
let receiverPort: number;
let cacheDir: string;
const admin = { username: 'nginx-admin', password: randomBytes(12).toString('hex') };

function startReceiver(): ChildProcess {
  const log = fs.openSync(path.join(dir, 'receiver.log'), 'a');
  return spawn(process.execPath, [RECEIVER], {
    env: { ...process.env, NGINX_CACHE_DIR: cacheDir, PURGE_PORT: String(receiverPort) },
    stdio: ['ignore', log, log],
  });
}

/** Waits until something answers at `url`, whatever its status (the receiver answers GET with 405). */
async function listening(url: string) {
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Nothing answers at ${url}; see ${path.join(dir, 'receiver.log')}.`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  cacheDir = path.join(dir, 'cache');
  fs.mkdirSync(cacheDir, { mode: 0o777 });
  fs.chmodSync(cacheDir, 0o777);
  receiverPort = await freePort();
  receiver = startReceiver();
  await listening(`http://127.0.0.1:${receiverPort}/`);
  server = await startDemoServer(dir, admin, {
    SEED_DEMO: 'false',
    CACHE_MAX_AGE_S: String(MAX_AGE_S),
    CACHE_PURGE_URL: `http://127.0.0.1:${receiverPort}/purge`,
  });
  const sitePort = Number(new URL(server.baseURL).port);
  const running = await startNginx(dir, (nginxPort) => siteConf(sitePort, nginxPort, cacheDir));
  nginx = running.process;
  base = running.base;
});

test.afterAll(async () => {
  if (nginx) await stopProcess(nginx);
  if (receiver) await stopProcess(receiver);
  if (server) await stopProcess(server.child);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const HERO = '/backend/api/home/hero';

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${url}`, { headers });
  return { status: response.status, cache: response.headers.get('x-cache-status'), body: await response.text() };
}

async function saveHeroTitle(token: string, title: string) {
  const hero = (await (await fetch(`${base}${HERO}`, { headers: { authorization: `Token ${token}` } })).json()) as object;
  const saved = await fetch(`${base}${HERO}`, {
    method: 'PUT',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...hero, title }),
  });
  expect(saved.status).toBe(200);
}

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

  const login = await fetch(`${base}/backend/auth/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(login.status).toBe(200);
  const { auth_token: token } = (await login.json()) as { auth_token: string };
  expect((await get(HERO, { authorization: `Token ${token}` })).cache).toBe('BYPASS');

  // With the purge receiver: the next visitor already gets the new page, long before it expires.
  const purged = `Purged ${randomBytes(3).toString('hex')}`;
  await saveHeroTitle(token, purged);
  await expect.poll(async () => (await get('/')).body, { timeout: 1_500, intervals: [100] }).toContain(purged);

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
  expect(fs.readFileSync(path.join(dir, 'server.log'), 'utf8')).toContain(
    'Telling the cache in front (CACHE_PURGE_URL) what changed failed',
  );
});
