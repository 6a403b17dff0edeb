// `pnpm dev`: the server under `tsx watch` with WEB_DEV_SERVER=1, so that pages and the editor come
// from Vite's dev server inside it (packages/server/src/render/dev-renderer.ts) with hot module
// replacement: an edit under packages/web shows in the browser at once and in the next server-rendered
// page, with no build. The server restarts when its own sources (or the web package's Vite config)
// change. Configuration comes from the environment as for `pnpm start` (PORT, DATABASE_PATH, …).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/server');

const child = spawn(
  'pnpm',
  ['exec', 'tsx', 'watch', '--clear-screen=false', '--include', '../web/vite.config.ts', 'src/main.ts'],
  {
    cwd: server,
    stdio: 'inherit',
    env: { ...process.env, WEB_DEV_SERVER: '1' },
  },
);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
