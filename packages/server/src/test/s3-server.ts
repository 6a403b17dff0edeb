// A real S3-compatible server for tests: s3rver, in this process, on a free port of 127.0.0.1, keeping
// its objects in a temporary folder that `stop` removes. Each call starts its own server with one
// empty bucket. s3rver answers the calls the site makes (put, get with a range, head, list, delete)
// and refuses an unknown access key id, but does not check version 4 signatures, so a wrong secret
// key goes unnoticed here. The client asks for checksums only where S3 requires them (s3Client in
// media/s3-storage.ts); s3rver took the site's whole-buffer puts with the SDK's default ones too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../media/s3-storage.js';

export interface TestS3Server {
  /** Settings for a storage on the server's bucket, as loadConfig reads them from S3_*. */
  s3: S3Config;
  /** The same as environment variables, for the CLI. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver's fixed credentials: the only access key id it accepts. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export async function startS3Server(bucket = 'site-media'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'site-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const s3: S3Config = {
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
  return {
    s3,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: s3.region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
