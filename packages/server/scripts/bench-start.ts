// `pnpm bench:start`: how long the built server takes from its process starting to its first 200
// from /healthz. The demo content is seeded by a first start (not counted) in a temporary folder;
// then the server (node dist/main.js, as the container runs it) is started `BENCH_STARTS` (7) times
// on that data and a free port of 127.0.0.1, and the median printed beside each run. Last, one run
// of the whole `pnpm start` path (pnpm, scripts/start.mjs's check of the builds, then the same
// server). The time counts from spawn to the answer, polling every 10 ms. Each server is stopped by
// its PID; `pnpm start` by its process group's (pnpm, its shell, start.mjs and the server). pnpm's
// own start (`pnpm --version`) is timed beside it, as the part of `pnpm start` that is not the site's.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, runScript, SERVER_MAIN, startDemoServer, stopProcess, waitUntilAnswering } from './demo-server.js';

const STARTS = Number(process.env.BENCH_STARTS ?? 7);
/** What `pnpm start` should reach /healthz within, with a current build. */
const TARGET_MS = 1500;
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-start-'));
  delete process.env.DATABASE_URL;
  delete process.env.S3_BUCKET;
  try {
    // The first start seeds the demo content (and its image variants): not what is measured.
    const seeded = await startDemoServer(dir, { username: 'bench', password: randomBytes(12).toString('hex') });
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
    return 0;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

runScript(main);
