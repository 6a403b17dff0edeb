// The real server as a child process on a free port of 127.0.0.1, with a database and uploads
// folder of its own filled with the demo content: what the browser tests (web/e2e/global-setup.ts)
// and the benchmark (bench-http.ts) run against. Stopped by its PID, never by name.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The built server (`pnpm build`), so that the browser tests and the benchmarks prove the JavaScript that production runs. */
export const SERVER_MAIN = path.join(root, 'packages/server/dist/main.js');
// A fresh machine seeds the demo with a cold variant cache (seed/variant-cache.ts): AVIF and WebP for ~64 images.
const STARTUP_TIMEOUT_MS = 180_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port.'))));
    });
  });
}

/** Waits until `url` answers 2xx; `where` says where to look when the process dies first. */
/** Waits until `url` answers 2xx, asking every `pollMs` (a start timed to the millisecond asks often). */
export async function waitUntilAnswering(url: string, child: ChildProcess, where: string, pollMs = 200): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The process exited with code ${child.exitCode}; see ${where}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`${url} did not answer within ${STARTUP_TIMEOUT_MS / 1000}s; see ${where}.`);
}

/** SIGTERM by PID, SIGKILL after ten seconds if it is still there. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  if (child.pid === undefined || ended()) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid !== undefined && !ended() && process.kill(child.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export interface DemoServer {
  child: ChildProcess;
  baseURL: string;
  databasePath: string;
}

/**
 * Starts the server in `dir` (database, uploads and log there) with the demo content and the given
 * first admin, and waits until /healthz answers. The server's output goes to `dir/server.log`.
 */
export async function startDemoServer(
  dir: string,
  admin: { username: string; password: string },
  /** More settings (or other values) for this server, e.g. CACHE_MAX_AGE_S. */
  env: Record<string, string> = {},
): Promise<DemoServer> {
  if (!fs.existsSync(path.join(root, 'packages/web/dist/server/entry-server.js')) || !fs.existsSync(SERVER_MAIN)) {
    throw new Error('The build is missing: run `pnpm build` first.');
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const databasePath = path.join(dir, 'site.db');
  const logFile = path.join(dir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  // The built server, as `pnpm start` and the container run it, in this one process (so its PID is the server's).
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: dir,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: path.join(dir, 'uploads'),
      SEED_DEMO: 'true',
      // The demo content links to other sites: the tests never ask them, only a test's own server here.
      OUTSIDE_LINK_CHECKS: '127.0.0.1',
      // Publishing is not checked first: a test about something else would meet the warnings its
      // content happens to bring. The site-health tests turn it on.
      PUBLISH_CHECKS: 'false',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
  });
  child.once('exit', () => fs.closeSync(log));
  try {
    await waitUntilAnswering(`${baseURL}/healthz`, child, logFile);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { child, baseURL, databasePath };
}

/** Runs a script's `main`: what it returns is the exit code; an error is printed in one line and exits 1. */
export function runScript(main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
