// Starts the real server as a child process on a free port of 127.0.0.1, with a temporary database
// and uploads folder, the demo content and a known admin; tests read the base URL and credentials
// from the environment. The returned teardown stops that process by its PID and removes the folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverMain = path.join(root, 'packages/server/src/main.ts');
const builtEntry = path.join(root, 'packages/web/dist/server/entry-server.js');
const STARTUP_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port.'))));
    });
  });
}

async function waitUntilHealthy(baseURL: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}; see ${logFile}.`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer /healthz within ${STARTUP_TIMEOUT_MS / 1000}s; see ${logFile}.`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid !== undefined && child.exitCode === null && process.kill(child.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!fs.existsSync(builtEntry)) throw new Error('The web build is missing: run `pnpm --filter @site/web build` before the browser tests.');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const username = 'e2e-admin';
  const password = randomBytes(12).toString('hex');
  const logFile = path.join(dir, 'server.log');
  const log = fs.openSync(logFile, 'a');

  // tsx as the server's own start script uses it, in this one process (so its PID is the server's).
  const tsx = pathToFileURL(createRequire(path.join(root, 'packages/server/package.json')).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsx, serverMain], {
    cwd: dir,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: path.join(dir, 'site.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      SEED_DEMO: 'true',
      ADMIN_USERNAME: username,
      ADMIN_PASSWORD: password,
    },
  });

  try {
    await waitUntilHealthy(baseURL, child, logFile);
  } catch (error) {
    await stop(child);
    throw error;
  }

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_ADMIN_USERNAME = username;
  process.env.E2E_ADMIN_PASSWORD = password;
  // For the one test that ages a session token in the database (expiry is 14 idle days).
  process.env.E2E_DATABASE_PATH = path.join(dir, 'site.db');

  return async () => {
    await stop(child);
    fs.closeSync(log);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
