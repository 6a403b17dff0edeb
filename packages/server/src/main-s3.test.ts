// The started server (main.ts) with S3 settings whose bucket cannot be used: one sentence naming the
// bucket and the endpoint, nothing else printed, exit code 1, and nothing written. On Node 20 the
// AWS SDK warns at every start that its later versions need Node 22; the test turns that warning
// off as docs/deploy.md tells operators to.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killServer, spawnServer } from '../scripts/api-server.js';
import { startS3Server, type TestS3Server } from './test/s3-server.js';

let s3: TestS3Server;
let dir: string;
let server: ReturnType<typeof spawnServer> | undefined;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());
afterEach(async () => {
  if (server) await killServer(server);
  server = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-main-s3-'));
  server = spawnServer(dir, {
    PORT: '0',
    DATABASE_PATH: path.join(dir, 'site.db'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    SEED_DEMO: 'false',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...env,
  });
  return { exited: await server.exited, output: fs.readFileSync(server.logFile, 'utf8') };
}

describe('starting with the uploads in S3', () => {
  it('stops with one sentence naming a missing bucket and its endpoint', async () => {
    const { exited, output } = await start({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    expect(exited).toEqual({ code: 1, signal: null });
    expect(output).toBe(`Cannot use the bucket no-such-bucket at ${s3.s3.endpoint} for the uploads: no such bucket.\n`);
    expect(fs.existsSync(path.join(dir, 'uploads')), 'no uploads folder').toBe(false);
    expect(fs.existsSync(path.join(dir, 'site.db')), 'no database').toBe(false);
  }, 120_000);

  it('stops with one sentence when nothing answers at the endpoint', async () => {
    const { exited, output } = await start({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:1' });
    expect(exited).toEqual({ code: 1, signal: null });
    expect(output).toMatch(/^Cannot use the bucket site-media at http:\/\/127\.0\.0\.1:1 for the uploads: .*ECONNREFUSED.*\.\n$/);
  }, 120_000);

  it('stops with the configuration sentence when a setting is missing', async () => {
    const { S3_SECRET_ACCESS_KEY: _left, ...partial } = s3.env;
    const { exited, output } = await start(partial);
    expect(exited).toEqual({ code: 1, signal: null });
    expect(output).toBe(
      'Invalid configuration: uploads in S3 need S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (S3_SECRET_ACCESS_KEY not set).\n',
    );
  }, 120_000);
});
