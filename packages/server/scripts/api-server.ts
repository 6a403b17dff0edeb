// The real server (src/main.ts) as a child process on a free port of 127.0.0.1 with an empty
// database of its own and no demo content: the API alone, which needs no web build. What the crash
// and shutdown tests kill and stop, always by its PID.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, waitUntilAnswering } from './demo-server.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MAIN = path.join(serverDir, 'src/main.ts');

export const API_ADMIN = { username: 'crash-admin', password: 'crash-admin-password' } as const;

export interface ApiServer {
  child: ChildProcess;
  baseURL: string;
  port: number;
  databasePath: string;
  uploadsDir: string;
  logFile: string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Spawns `node --import tsx src/main.ts` (one process, so its PID is the server's) with the given
 * environment over the defaults below, its output to `dir/server.log`.
 */
export function spawnServer(
  dir: string,
  env: Record<string, string>,
): { child: ChildProcess; logFile: string; exited: ApiServer['exited'] } {
  const logFile = path.join(dir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const tsx = pathToFileURL(createRequire(path.join(serverDir, 'package.json')).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsx, MAIN], {
    cwd: dir,
    stdio: ['ignore', log, log],
    env: { ...process.env, ...env },
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      fs.closeSync(log);
      resolve({ code, signal });
    }),
  );
  return { child, logFile, exited };
}

/** Starts the API server in `dir` and waits until /healthz answers. */
export async function startApiServer(dir: string, extraEnv: Record<string, string> = {}): Promise<ApiServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const databasePath = path.join(dir, 'site.db');
  const uploadsDir = path.join(dir, 'uploads');
  const { child, logFile, exited } = spawnServer(dir, {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_PATH: databasePath,
    UPLOADS_DIR: uploadsDir,
    SEED_DEMO: 'false',
    // The demo content links to other sites: the tests never ask them.
    OUTSIDE_LINK_CHECKS: 'false',
    ADMIN_USERNAME: API_ADMIN.username,
    ADMIN_PASSWORD: API_ADMIN.password,
    ...extraEnv,
  });
  try {
    await waitUntilAnswering(`${baseURL}/healthz`, child, logFile);
  } catch (error) {
    if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
    await exited;
    throw error;
  }
  return { child, baseURL, port, databasePath, uploadsDir, logFile, exited };
}

/** Signs in as the admin the server was started with and returns the token. */
export async function signIn(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/backend/auth/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(API_ADMIN),
  });
  if (!res.ok) throw new Error(`Signing in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { auth_token: string }).auth_token;
}

/** Kills the server by its PID if it is still running, and waits for it to be gone. */
export async function killServer(server: Pick<ApiServer, 'child' | 'exited'>): Promise<void> {
  if (server.child.pid !== undefined && server.child.exitCode === null && server.child.signalCode === null) {
    process.kill(server.child.pid, 'SIGKILL');
  }
  await server.exited;
}
