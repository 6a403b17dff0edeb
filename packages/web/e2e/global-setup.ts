// Starts the real server (server/scripts/demo-server.ts, shared with the benchmark) on a free port of
// 127.0.0.1 with a temporary database and uploads folder, the demo content and a known admin, once for
// each worker: tests that edit content run one at a time on their worker's server, and the workers
// share nothing. Tests read their worker's base URL and credentials through fixtures.ts. The returned
// teardown stops those processes by their PIDs and removes the folders.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startDemoServer, stopProcess, type DemoServer } from '../../server/scripts/demo-server';
import type { WorkerServer } from './fixtures';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const username = 'e2e-admin';
  const password = randomBytes(12).toString('hex');
  const started: { dir: string; server: DemoServer }[] = [];
  const stop = async () => {
    await Promise.all(started.map(({ server }) => stopProcess(server.child)));
    for (const { dir } of started) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(
      Array.from({ length: Math.max(1, config.workers) }, async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
        // On failure the folder stays: its server.log says why.
        const server = await startDemoServer(dir, { username, password });
        started.push({ dir, server });
      }),
    );
  } catch (error) {
    // The servers that did start are stopped and their folders removed; the one that failed keeps its folder.
    await stop();
    throw error;
  }
  const servers: WorkerServer[] = started.map(({ server }) => ({
    baseURL: server.baseURL,
    databasePath: server.databasePath,
  }));
  process.env.E2E_SERVERS = JSON.stringify(servers);
  process.env.E2E_ADMIN_USERNAME = username;
  process.env.E2E_ADMIN_PASSWORD = password;
  return stop;
}
