// Starts the server: reads the configuration, builds the app, listens, and closes cleanly on a signal.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DatabaseUnreachable } from './db/postgres-target.js';
// Relative paths in the configuration are taken from the repository root, whoever starts the server.
import { REPO_ROOT } from './locations.js';
import { StorageUnreachable } from './media/s3-config.js';

async function main() {
  const config = loadConfig(process.env, REPO_ROOT);
  // WEB_DEV_SERVER=1 is set by `pnpm dev` (scripts/dev.mjs) only.
  const app = await buildApp(config, { logger: true, webDevServer: process.env.WEB_DEV_SERVER === '1' });
  await app.listen({ port: config.port, host: config.host });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      // close() stops accepting connections, waits for the requests in flight, then closes the
      // database (which checkpoints the WAL); a failure there is still an exit the operator sees.
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'closing failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  // A configuration problem, or a database or bucket out of reach, is one sentence for the operator, not a stack trace.
  if (error instanceof ConfigError || error instanceof DatabaseUnreachable || error instanceof StorageUnreachable) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
