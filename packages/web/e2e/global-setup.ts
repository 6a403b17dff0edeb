// Starts the real server (server/scripts/demo-server.ts, shared with the benchmark) on a free port of
// 127.0.0.1 with a temporary database and uploads folder, the demo content and a known admin; tests
// read the base URL and credentials from the environment. The returned teardown stops that process
// by its PID and removes the folder.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDemoServer, stopProcess } from '../../server/scripts/demo-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
  const username = 'e2e-admin';
  const password = randomBytes(12).toString('hex');
  // On failure the folder stays: its server.log says why.
  const server = await startDemoServer(dir, { username, password });

  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_ADMIN_USERNAME = username;
  process.env.E2E_ADMIN_PASSWORD = password;
  // For the one test that ages a session token in the database (expiry is 14 idle days).
  process.env.E2E_DATABASE_PATH = server.databasePath;

  return async () => {
    await stopProcess(server.child);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
