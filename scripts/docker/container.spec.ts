// The production image, proven as an operator would use it (run by `pnpm test:docker`, which builds
// the image first and names it in SITE_IMAGE): a fresh volume, /healthz, a server-rendered home page,
// sign-in with ADMIN_USERNAME/ADMIN_PASSWORD, an image upload and a section save, a timed `docker
// stop`, a second container on the same volume that still has both, the process user, the built
// server run by plain node (no sources, no TypeScript compiler), a backup with
// `admin backup` and its restore into a new volume (moving hosts), and Docker's healthcheck. It
// prints and records (test-results/docker-measurements.json) the image size, the stop time and the
// start times that docs/deploy.md quotes.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../packages/server/scripts/demo-server';
import { solidPng } from '../../packages/web/e2e/solid-png';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const image = process.env.SITE_IMAGE;
const BASE_IMAGE = 'node:20-bookworm-slim';
/** The goal for what the image adds on top of its base. */
const MAX_ADDED_MB = 150;
const STOP_LIMIT_S = 10;
/** The first start seeds the demo content and makes its image variants. */
const FIRST_START_TIMEOUT_MS = 240_000;

const docker = (...args: string[]) =>
  execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

const run = randomBytes(4).toString('hex');
const volume = `site-test-${run}`;
const movedVolume = `site-test-${run}-moved`;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'site-docker-'));
const containers: string[] = [];
const username = 'docker-admin';
const password = randomBytes(12).toString('hex');
let port: number;
let base: string;
const measured: Record<string, number> = {};

/** Seconds from `started` (by default now) until /healthz answers. */
async function waitForHealthz(container: string, timeoutMs: number, started = Date.now()): Promise<number> {
  while (Date.now() - started < timeoutMs) {
    if (docker('inspect', '-f', '{{.State.Running}}', container) !== 'true') {
      throw new Error(`The container stopped while starting:\n${docker('logs', '--tail', '30', container)}`);
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) return (Date.now() - started) / 1000;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`/healthz did not answer within ${timeoutMs / 1000}s:\n${docker('logs', '--tail', '30', container)}`);
}

/** Starts a container of the image on a test volume; host networking, on a free port of 127.0.0.1. */
function startContainer(name: string, onVolume = volume): string {
  containers.push(name);
  return docker(
    'run',
    '--detach',
    '--name',
    name,
    '--network',
    'host',
    '--volume',
    `${onVolume}:/data`,
    '--env',
    'HOST=127.0.0.1',
    '--env',
    `PORT=${port}`,
    '--env',
    `ADMIN_USERNAME=${username}`,
    '--env',
    `ADMIN_PASSWORD=${password}`,
    // The image's healthcheck, asked every second instead of every 30 so the test need not wait.
    '--health-interval',
    '1s',
    image ?? '',
  );
}

beforeAll(async () => {
  if (!image) throw new Error('SITE_IMAGE is not set: run this through `pnpm test:docker`, which builds the image.');
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  docker('volume', 'create', volume);
});

afterAll(() => {
  for (const name of containers) {
    try {
      docker('rm', '--force', name);
    } catch {
      // Never started.
    }
  }
  docker('volume', 'rm', '--force', volume, movedVolume);
  fs.rmSync(scratch, { recursive: true, force: true });
  if (Object.keys(measured).length > 0) {
    fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'test-results', 'docker-measurements.json'), `${JSON.stringify(measured, null, 2)}\n`);
    console.log('Measured:', measured);
  }
});

describe('the production image', () => {
  it(`adds at most ${MAX_ADDED_MB} MB to ${BASE_IMAGE}`, () => {
    const size = (name: string) => Number(docker('image', 'inspect', '-f', '{{.Size}}', name));
    const added = (size(image ?? '') - size(BASE_IMAGE)) / 1e6;
    measured.imageAddedMB = Math.round(added);
    measured.imageMB = Math.round(size(image ?? '') / 1e6);
    expect(added).toBeLessThanOrEqual(MAX_ADDED_MB);
  });

  let token: string;
  let uploaded: { id: number; image: string };
  const title = `Saved in the container ${run}`;

  it('starts on a fresh volume and answers /healthz', async () => {
    startContainer(`site-test-${run}-1`);
    measured.firstStartS = await waitForHealthz(`site-test-${run}-1`, FIRST_START_TIMEOUT_MS);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
  });

  it('renders the home page on the server, with its content', async () => {
    const hero = (await (await fetch(`${base}/backend/api/home/hero`)).json()) as { title: string };
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    // The hero's title is in the HTML as sent, not added later by a script.
    expect(hero.title.length).toBeGreaterThan(0);
    expect(html).toContain(hero.title.replaceAll('&', '&amp;'));
  });

  it('signs in with ADMIN_USERNAME and ADMIN_PASSWORD', async () => {
    const login = await fetch(`${base}/backend/auth/token/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { auth_token: string }).auth_token;
    expect(token).toBeTruthy();
  });

  it('uploads an image and saves a section that shows it', async () => {
    const form = new FormData();
    form.set('category', 'docker-test');
    form.set('image', new Blob([solidPng(800, 600, [20, 120, 200])], { type: 'image/png' }), 'docker-test.png');
    const upload = await fetch(`${base}/backend/api/images`, {
      method: 'POST',
      headers: { authorization: `Token ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    uploaded = (await upload.json()) as { id: number; image: string };

    const hero = (await (await fetch(`${base}/backend/api/home/hero`)).json()) as Record<string, unknown>;
    const save = await fetch(`${base}/backend/api/home/hero`, {
      method: 'PUT',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...hero, title, image1: uploaded.image }),
    });
    expect(save.status).toBe(200);
  });

  it(`stops within ${STOP_LIMIT_S} s on docker stop, through the graceful shutdown`, () => {
    const name = `site-test-${run}-1`;
    const started = Date.now();
    docker('stop', '--time', String(STOP_LIMIT_S + 5), name);
    measured.stopS = (Date.now() - started) / 1000;
    expect(measured.stopS).toBeLessThan(STOP_LIMIT_S);
    // 0: the server closed itself on SIGTERM; 137 would be Docker's SIGKILL after the grace time.
    expect(docker('inspect', '-f', '{{.State.ExitCode}}', name)).toBe('0');
    expect(docker('logs', name)).toContain('SIGTERM received, closing');
  });

  it('starts again on the same volume with the saved section and the uploaded image', async () => {
    // From `docker run` (the container's creation and start included) to the first answer.
    const began = Date.now();
    startContainer(`site-test-${run}-2`);
    measured.restartS = await waitForHealthz(`site-test-${run}-2`, FIRST_START_TIMEOUT_MS, began);
    const hero = (await (await fetch(`${base}/backend/api/home/hero`)).json()) as { title: string; image1: string };
    expect(hero).toMatchObject({ title, image1: uploaded.image });
    expect(await (await fetch(`${base}/`)).text()).toContain(title);
    const library = (await (
      await fetch(`${base}/backend/api/images`, { headers: { authorization: `Token ${token}` } })
    ).json()) as {
      id: number;
    }[];
    expect(library.map((i) => i.id)).toContain(uploaded.id);
    const file = await fetch(new URL(uploaded.image, base));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
  });

  it('runs every process as the unprivileged node user', () => {
    const name = `site-test-${run}-2`;
    expect(docker('inspect', '-f', '{{.Config.User}}', name)).toBe('node');
    // Each process in the container with its user id (the image has no ps).
    const processes = docker('exec', name, 'sh', '-c', 'for p in /proc/[0-9]*; do echo "$(cat $p/comm) $(stat -c %u $p)"; done')
      .split('\n')
      // A process that ended while the loop ran (the loop's own subshells) prints no name or id.
      .filter((line) => /^\S+ \d+$/.test(line))
      .filter((line) => !line.startsWith('sh ') && !line.startsWith('cat ') && !line.startsWith('stat '));
    expect(processes.some((line) => line.startsWith('node '))).toBe(true);
    for (const line of processes) expect(line.endsWith(' 1000'), line).toBe(true);
  });

  it('runs the built JavaScript with plain node, without server sources or a TypeScript compiler', () => {
    const name = `site-test-${run}-2`;
    expect(JSON.parse(docker('inspect', '-f', '{{json .Config.Cmd}}', name))).toEqual(['node', 'dist/main.js']);
    const server = docker('exec', name, 'ls', '/app/packages/server').split('\n');
    expect(server).toContain('dist');
    expect(server).not.toContain('src');
    const installed = docker('exec', name, 'ls', '/app/packages/server/node_modules/.pnpm').split('\n');
    expect(installed.filter((entry) => /^(tsx|typescript|esbuild)@/.test(entry))).toEqual([]);
  });

  it('backs up with `admin backup` (the nightly job of deploy/compose.yaml) while the site runs', () => {
    const name = `site-test-${run}-2`;
    const output = docker('exec', name, 'admin', 'backup', '/backups/nightly.tar.gz');
    expect(output).toMatch(/nightly\.tar\.gz/);
    expect(Number(docker('exec', name, 'stat', '-c', '%s', '/backups/nightly.tar.gz'))).toBeGreaterThan(1000);
  });

  it('moves to a new host: the backup restored into an empty volume serves the same site', async () => {
    // As docs/deploy.md does it: the archive copied out, restored with `admin restore` into a new
    // volume before the site first starts there, then the site started on it.
    const archive = path.join(scratch, 'move.tar.gz');
    docker('cp', `site-test-${run}-2:/backups/nightly.tar.gz`, archive);
    fs.chmodSync(archive, 0o644);
    docker('stop', `site-test-${run}-2`);
    docker('volume', 'create', movedVolume);
    const restored = docker(
      'run',
      '--rm',
      '--network',
      'none',
      '--volume',
      `${movedVolume}:/data`,
      '--volume',
      `${archive}:/tmp/move.tar.gz:ro`,
      '--entrypoint',
      'admin',
      image ?? '',
      'restore',
      '/tmp/move.tar.gz',
    );
    expect(restored).toMatch(
      /^Restored the backup of .* the database to \/data\/site\.db \(\d+ rows in \d+ tables\) and \d+ uploaded files to \/data\/uploads\./,
    );
    expect(restored).toContain('Integrity check: ok.');
    startContainer(`site-test-${run}-3`, movedVolume);
    await waitForHealthz(`site-test-${run}-3`, FIRST_START_TIMEOUT_MS);
    const hero = (await (await fetch(`${base}/backend/api/home/hero`)).json()) as { title: string; image1: string };
    expect(hero).toMatchObject({ title, image1: uploaded.image });
    expect((await fetch(new URL(uploaded.image, base))).status).toBe(200);
  });

  it("reports healthy through the image's healthcheck", async () => {
    const name = `site-test-${run}-3`;
    let status = '';
    for (let i = 0; i < 60 && status !== 'healthy'; i += 1) {
      status = docker('inspect', '-f', '{{.State.Health.Status}}', name);
      if (status !== 'healthy') await new Promise((r) => setTimeout(r, 500));
    }
    expect(status).toBe('healthy');
  });
});
