// Two servers behind Debian's nginx with the documented configuration (deploy/nginx/several-servers.conf),
// on one PostgreSQL database (a throw-away cluster), with media in S3-compatible storage (s3rver), email
// alerts to a real SMTP server and a purge receiver: the site behaves as one. Both start at once on the
// empty database; an upload through one is served by the other; a save on one shows on the other; a
// schedule publishes once; the login limit and the alerts count across both; and a server killed in
// the middle of a burst of saves loses none that were acknowledged. No browser needed. Only in the run
// when PostgreSQL is installed (playwright.config.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startDemoServer, stopProcess, type DemoServer } from '../../server/scripts/demo-server';
import { startPgCluster, type PgCluster } from '../../server/src/test/pg-cluster';
import { startS3Server, type TestS3Server } from '../../server/src/test/s3-server';
import { purgeReceiver, type PurgeReceiver } from '../../server/src/test/purge-receiver';
import { startSmtpCatcher, type SmtpCatcher } from '../../server/src/test/smtp-catcher';
import { solidPng } from './solid-png';
import { adaptedConf, startNginx, type RunningNginx } from '../../server/scripts/nginx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SEVERAL_CONF = path.join(root, 'deploy/nginx/several-servers.conf');
const HERO = '/backend/api/home/hero';
const OFFICE = 'office@example.com';

const admin = { username: 'lb-admin', password: randomBytes(12).toString('hex') };
let dir: string;
let cluster: PgCluster;
let s3: TestS3Server;
let smtp: SmtpCatcher;
let receiver: PurgeReceiver;
let servers: [DemoServer, DemoServer] | [] = [];
let nginx: RunningNginx;
let token: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-servers-'));
  cluster = await startPgCluster();
  s3 = await startS3Server();
  smtp = await startSmtpCatcher();
  receiver = await purgeReceiver();
  const env = {
    DATABASE_URL: await cluster.createDatabase('site'),
    ...s3.env,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'site@example.com',
    NOTIFY_EMAILS: OFFICE,
    CACHE_PURGE_URL: receiver.url,
    TRUST_PROXY: '1',
    // The site's one address, as behind any load balancer: every server writes it into its pages.
    PUBLIC_URL: 'https://www.example.com',
  };
  // Both at once on the empty database: the tables and the demo content are made once.
  const folders = ['a', 'b'].map((name) => fs.mkdirSync(path.join(dir, name), { recursive: true }) ?? path.join(dir, name));
  const [folderA, folderB] = folders as [string, string];
  servers = await Promise.all([startDemoServer(folderA, admin, env), startDemoServer(folderB, admin, env)]);
  const [a, b] = servers.map((server) => new URL(server.baseURL).port);
  nginx = await startNginx(dir, (port) =>
    adaptedConf(SEVERAL_CONF, [
      ['server site-1:3000 ', `server 127.0.0.1:${a} `],
      ['server site-2:3000 ', `server 127.0.0.1:${b} `],
      ['listen 80;', `listen 127.0.0.1:${port};`],
    ]),
  );
  token = await logIn(bases()[0]);
});

test.afterAll(async () => {
  // Each stopped whatever happened to the others; the first failure is reported after.
  const stopped = await Promise.allSettled([
    nginx && stopProcess(nginx.process),
    ...servers.map((server) => stopProcess(server.child)),
    receiver?.close(),
    smtp?.close(),
    s3?.stop(),
  ]);
  await cluster?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  for (const result of stopped) if (result.status === 'rejected') throw result.reason;
});

/** The two servers' own addresses, past nginx. */
function bases(): [string, string] {
  const [a, b] = servers;
  if (!a || !b) throw new Error('The servers did not start.');
  return [a.baseURL, b.baseURL];
}

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/backend/auth/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { auth_token: string }).auth_token;
}

const asAdmin = (headers: Record<string, string> = {}) => ({ authorization: `Token ${token}`, ...headers });

async function json<T>(base: string, url: string): Promise<T> {
  const response = await fetch(`${base}${url}`, { headers: asAdmin() });
  expect(response.status, `${url}: ${response.status}`).toBe(200);
  return (await response.json()) as T;
}

async function saveHero(base: string, title: string): Promise<Response> {
  const hero = await json<Record<string, unknown>>(base, HERO);
  return fetch(`${base}${HERO}`, {
    method: 'PUT',
    headers: asAdmin({ 'content-type': 'application/json' }),
    body: JSON.stringify({ ...hero, title }),
  });
}

/** Every hero title among its saved versions. */
async function heroTitlesInHistory(base: string): Promise<string[]> {
  const history = await json<{ items: { version: number }[] }>(base, '/backend/api/history/home/hero');
  const revisions = await Promise.all(
    history.items.map(({ version }) => json<{ data: { title: string } }>(base, `/backend/api/history/home/hero/${version}`)),
  );
  return revisions.map((revision) => revision.data.title);
}

test('started at once on one empty database, the two servers made the demo content once', async () => {
  const [a, b] = bases();
  const images = await json<{ name: string; image: string }[]>(a, '/backend/api/images/');
  expect(images.length).toBeGreaterThan(0);
  expect(new Set(images.map((image) => image.image)).size).toBe(images.length);
  expect(await json(b, '/backend/api/images/')).toEqual(images);
  const services = await json<{ slug: string }[]>(a, '/backend/api/services');
  expect(new Set(services.map((service) => service.slug)).size).toBe(services.length);
  const history = await json<{ items: unknown[] }>(a, '/backend/api/history/home/hero');
  expect(history.items).toHaveLength(1);
});

test('an image uploaded through one server is served by the other from the bucket, and no uploads folder has a file', async () => {
  const [a, b] = bases();
  const png = solidPng(40, 30, [10, 160, 90]);
  const form = new FormData();
  form.append('category', 'general');
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'two-servers.png');
  const uploaded = await fetch(`${a}/backend/api/images/`, { method: 'POST', headers: asAdmin(), body: form });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const image = (await uploaded.json()) as { image: string };
  const served = await fetch(`${b}${image.image}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('cache-control')).toContain('immutable');
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(bytes.length).toBeGreaterThan(0);
  expect(Buffer.from(await (await fetch(`${a}${image.image}`)).arrayBuffer()).equals(bytes)).toBe(true);
  for (const folder of ['a', 'b']) {
    const uploads = path.join(dir, folder, 'uploads');
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([]);
  }
});

test('a save on one server is read on the other at once and its page within a second, with one purge, and ETags hold on both', async () => {
  const [a, b] = bases();
  const before = await fetch(`${a}/`);
  const etag = before.headers.get('etag') ?? '';
  expect(etag).not.toBe('');
  expect((await fetch(`${b}/`, { headers: { 'if-none-match': etag } })).status).toBe(304);

  const noticesBefore = receiver.notices.length;
  const title = `Saved on one, seen on both ${Date.now()}`;
  expect((await saveHero(a, title)).status).toBe(200);
  expect((await json<{ title: string }>(b, HERO)).title).toBe(title);
  const saved = Date.now();
  await expect.poll(async () => await (await fetch(`${b}/`)).text(), { timeout: 1_000, intervals: [50] }).toContain(title);
  expect(Date.now() - saved).toBeLessThan(1_000);
  for (const base of [a, b]) expect((await fetch(`${base}/`, { headers: { 'if-none-match': etag } })).status).toBe(200);
  const [fresh, other] = await Promise.all([fetch(`${a}/`), fetch(`${b}/`)]);
  expect(fresh.headers.get('etag')).toBe(other.headers.get('etag'));

  // The purge is sent by the server that saved, once: the other heard of the save but sends none.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const notices = receiver.notices.slice(noticesBefore);
  expect(notices).toHaveLength(1);
  expect((notices[0]?.body as { paths: string[] }).paths).toContain('/');
});

test('a schedule is published once, though both servers look for due schedules', async () => {
  const [a] = bases();
  const versionsBefore = (await json<{ items: unknown[] }>(a, '/backend/api/history/home/hero')).items.length;
  const hero = await json<Record<string, unknown>>(a, HERO);
  const title = `Scheduled ${Date.now()}`;
  const draft = await fetch(`${a}/backend/api/drafts/home/hero`, {
    method: 'PUT',
    headers: asAdmin({ 'content-type': 'application/json' }),
    body: JSON.stringify({ ...hero, title }),
  });
  expect(draft.status).toBe(200);
  const scheduled = await fetch(`${a}/backend/api/drafts/publish`, {
    method: 'POST',
    headers: asAdmin({ 'content-type': 'application/json' }),
    body: JSON.stringify({ paths: ['home/hero'], at: new Date(Date.now() + 1_000).toISOString() }),
  });
  expect(scheduled.status, await scheduled.clone().text()).toBe(200);
  // Both servers poll every five seconds: after two polls each, it is out and stays out once.
  await expect.poll(async () => (await json<{ title: string }>(a, HERO)).title, { timeout: 15_000 }).toBe(title);
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const history = await json<{ items: unknown[] }>(a, '/backend/api/history/home/hero');
  expect(history.items.length - versionsBefore).toBe(1);
});

test('five failed logins spread over both servers: the sixth is refused, on either', async () => {
  const username = `guesser-${Date.now()}`;
  const attempt = (base: string) =>
    fetch(`${base}/backend/auth/token/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'not-the-password' }),
    });
  const statuses = [];
  for (let i = 0; i < 5; i += 1) statuses.push((await attempt(bases()[i % 2]!)).status);
  expect(statuses).toEqual([400, 400, 400, 400, 400]);
  expect((await attempt(nginx.base)).status).toBe(429);
  for (const base of bases()) expect((await attempt(base)).status).toBe(429);
});

test('a message sent through each server gets one alert email each', async () => {
  const sent: string[] = [];
  for (const [i, base] of bases().entries()) {
    const name = `Visitor ${i} ${Date.now()}`;
    const response = await fetch(`${base}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, email: `visitor${i}@example.com`, message: `A question through server ${i}.` }),
    });
    expect(response.status).toBe(201);
    sent.push(name);
  }
  await expect.poll(() => smtp.caught.length, { timeout: 20_000 }).toBe(2);
  // Both outboxes run: a second copy would come within their next rounds.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  expect(smtp.caught).toHaveLength(2);
  expect(smtp.caught.every((caught) => caught.recipients.includes(OFFICE))).toBe(true);
  for (const name of sent) expect(smtp.caught.filter((caught) => caught.mail.text?.includes(name))).toHaveLength(1);
});

test('a server killed in the middle of a burst of saves: every acknowledged save is kept, nginx sends the rest to the other', async () => {
  test.setTimeout(60_000);
  const titles = Array.from({ length: 40 }, (_, i) => `Burst ${i} ${randomBytes(3).toString('hex')}`);
  const answers = new Map<string, number>();
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < titles.length) {
      const title = titles[next++]!;
      if (!killed && answers.size >= 12) {
        killed = true;
        process.kill(servers[0]!.child.pid!, 'SIGKILL');
      }
      answers.set(title, (await saveHero(nginx.base, title)).status);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  expect(killed).toBe(true);
  // nginx repeats a PUT that reached the dead server on the other, so every save is answered.
  expect([...answers.values()].filter((status) => status !== 200)).toEqual([]);
  const kept = await heroTitlesInHistory(bases()[1]);
  expect(titles.filter((title) => !kept.includes(title))).toEqual([]);
});
