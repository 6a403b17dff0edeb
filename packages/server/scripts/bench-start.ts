// `pnpm bench:start`: how long the built server takes from its process starting to its first 200
// from /healthz. The demo content is seeded by a first start (not counted) in a temporary folder;
// then the server (node dist/main.js, as the container runs it) is started `BENCH_STARTS` (7) times
// on that data and a free port of 127.0.0.1, and the median printed beside each run. Last, one run
// of the whole `pnpm start` path (pnpm, scripts/start.mjs's check of the builds, then the same
// server). The time counts from spawn to the answer, polling every 10 ms. Each server is stopped by
// its PID; `pnpm start` by its process group's (pnpm, its shell, start.mjs and the server). pnpm's
// own start (`pnpm --version`) is timed beside it, as the part of `pnpm start` that is not the site's.
//
// Then the server's memory: started once more on that data, its RSS and V8 heap (used, total) right
// after start, then after a load (autocannon, 50 connections for `BENCH_LOAD_SECONDS` (10) over the
// home page, /about, a service page and the home page's content answer) once it has been idle for
// 5 s. The heap is the process's own process.memoryUsage(): a probe given to node with --import
// (a data: URL, nothing in the server's code) writes it to a file when the process gets SIGUSR2.
// Last, the image worker: an upload starts its process (a child of the server's), which must be gone
// once it has had no job for its idle time (60 s; `BENCH_WORKER_WAIT_S`, 75, is how long it is
// watched); the seconds it took are printed. `BENCH_MEMORY=0` leaves this part out.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { freePort, runScript, SERVER_MAIN, startDemoServer, stopProcess, waitUntilAnswering } from './demo-server.js';
import { median } from './stats.js';

const STARTS = Number(process.env.BENCH_STARTS ?? 7);
/** What `pnpm start` should reach /healthz within, with a current build. */
const TARGET_MS = 1500;
const MEMORY = process.env.BENCH_MEMORY !== '0';
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WORKER_WAIT_S = Number(process.env.BENCH_WORKER_WAIT_S ?? 75);
/** How long the server is left alone before its memory after the load is read. */
const SETTLE_MS = 5_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Spawns `command` with the data of `dir` on a free port; resolves the milliseconds to the first 200
 * from /healthz. `group`: the command starts processes of its own, stopped with it as a process group.
 */
async function timeStart(command: string, args: string[], dir: string, group = false): Promise<number> {
  const port = await freePort();
  const log = fs.openSync(path.join(dir, 'start.log'), 'a');
  const began = performance.now();
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    detached: group,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: path.join(dir, 'site.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
    },
  });
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/healthz`, child, `${dir}/start.log`, 10);
    return performance.now() - began;
  } finally {
    if (group) await stopGroup(child);
    else await stopProcess(child);
    fs.closeSync(log);
  }
}

/** SIGTERM to the process group `child` leads (its PID), and waits until its leader is gone. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** The probe node imports before the server: on SIGUSR2 it writes process.memoryUsage() to MEMORY_REPORT. */
const MEMORY_PROBE = `
import fs from 'node:fs';
const file = process.env.MEMORY_REPORT;
if (file) process.on('SIGUSR2', () => fs.writeFileSync(file, JSON.stringify(process.memoryUsage())));
`;
const probeOption = `--import=data:text/javascript;base64,${Buffer.from(MEMORY_PROBE).toString('base64')}`;

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
}

/** The server's memory as it reports it (the probe's file after a SIGUSR2), in bytes. */
async function memoryOf(pid: number, file: string): Promise<Memory> {
  fs.rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 200; i++) {
    await new Promise((r) => setTimeout(r, 10));
    if (fs.existsSync(file) && fs.statSync(file).size > 0) return JSON.parse(fs.readFileSync(file, 'utf8')) as Memory;
  }
  throw new Error('The server did not report its memory (the --import probe).');
}

/** The PIDs whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The parent is the 4th field, after the name in parentheses (which may hold spaces).
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const describe = (m: Memory) => `RSS ${mb(m.rss)}, heap used ${mb(m.heapUsed)} of ${mb(m.heapTotal)}`;

/** The server's memory after start and after a load, and its image worker gone when idle. */
async function measureMemory(dir: string, admin: { username: string; password: string }): Promise<void> {
  const report = path.join(dir, 'memory.json');
  const server = await startDemoServer(dir, admin, { NODE_OPTIONS: probeOption, MEMORY_REPORT: report });
  try {
    const pid = server.child.pid!;
    await new Promise((r) => setTimeout(r, 1_000));
    const started = await memoryOf(pid, report);
    console.log(`memory after start: ${describe(started)}`);

    const slugs = (await (await fetch(`${server.baseURL}/backend/api/get-service-slugs`)).json()) as { slug: string }[];
    const paths = ['/', '/about', `/services/${slugs[0]?.slug ?? ''}`, '/backend/api/pages/home'];
    const load = await autocannon({
      url: server.baseURL,
      connections: 50,
      duration: LOAD_SECONDS,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: paths.map((p) => ({ method: 'GET', path: p })),
    });
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const loaded = await memoryOf(pid, report);
    console.log(
      `memory after ${Math.round(load.requests.total)} requests in ${LOAD_SECONDS} s (${paths.join(', ')}; ` +
        `${load.errors + load.non2xx} errors) and ${SETTLE_MS / 1000} s idle: ${describe(loaded)}`,
    );

    const login = await fetch(`${server.baseURL}/backend/auth/token/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { auth_token: token } = (await login.json()) as { auth_token: string };
    const before = childrenOf(pid);
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    const body = new FormData();
    body.append('category', 'gallery');
    body.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${server.baseURL}/backend/api/images/`, {
      method: 'POST',
      headers: { authorization: `Token ${token}` },
      body,
    });
    await uploaded.arrayBuffer();
    const uploadedAt = performance.now();
    if (uploaded.status !== 201) throw new Error(`The upload answered ${uploaded.status}.`);
    const workers = childrenOf(pid).filter((child) => !before.includes(child));
    if (workers.length === 0) throw new Error('No image worker process is there after an upload.');
    const afterUpload = await memoryOf(pid, report);
    console.log(`image worker: process ${workers.join(', ')} after an upload; the server: ${describe(afterUpload)}`);
    let goneAfter: number | undefined;
    while (performance.now() - uploadedAt < WORKER_WAIT_S * 1000) {
      const alive = childrenOf(pid);
      if (!workers.some((w) => alive.includes(w))) {
        goneAfter = performance.now() - uploadedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    console.log(
      goneAfter === undefined
        ? `image worker: still there ${WORKER_WAIT_S} s after the upload (NOT gone when idle)`
        : `image worker: gone ${(goneAfter / 1000).toFixed(1)} s after the upload (its idle time is 60 s)`,
    );
    const idle = await memoryOf(pid, report);
    console.log(`memory once the worker is gone: ${describe(idle)}`);
  } finally {
    await stopProcess(server.child);
  }
}

async function main(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-start-'));
  delete process.env.DATABASE_URL;
  delete process.env.S3_BUCKET;
  try {
    // The first start seeds the demo content (and its image variants): not what is measured.
    const admin = { username: 'bench', password: randomBytes(12).toString('hex') };
    const seeded = await startDemoServer(dir, admin);
    await stopProcess(seeded.child);

    const times: number[] = [];
    for (let i = 0; i < STARTS; i++) {
      times.push(await timeStart(process.execPath, [SERVER_MAIN], dir));
      console.log(`node dist/main.js   start ${i + 1}: ${times.at(-1)!.toFixed(0)} ms`);
    }
    const whole = await timeStart('pnpm', ['start'], dir, true);
    const pnpmBegan = performance.now();
    spawnSync('pnpm', ['--version'], { stdio: 'ignore' });
    const pnpmOwn = performance.now() - pnpmBegan;
    const mid = median(times);
    console.log(`node dist/main.js   median of ${STARTS}: ${mid.toFixed(0)} ms`);
    console.log(`pnpm start (current build): ${whole.toFixed(0)} ms (target under ${TARGET_MS} ms)`);
    console.log(`pnpm's own start (pnpm --version): ${pnpmOwn.toFixed(0)} ms`);
    if (MEMORY) await measureMemory(dir, admin);
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ');
    console.log(`${new Date().toISOString()}, load average ${load} on ${os.cpus().length} cores.`);
    return 0;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

runScript(main);
