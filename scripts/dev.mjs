// `pnpm dev`: the server with reload, and the web package rebuilt on change. One build first so the
// server starts with pages to render; then four watchers: the public site's and the editor's browser
// bundles and the server renderer (`vite build --watch` each) and the server under `tsx watch`, which
// also restarts when a new web build lands (the server loads the build once, at start). Ctrl-C stops
// them all.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'packages/web');
const server = path.join(root, 'packages/server');

const first = spawnSync('pnpm', ['--filter', '@site/web', 'build'], { cwd: root, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const run = (cwd, args) => spawn('pnpm', ['exec', ...args], { cwd, stdio: 'inherit' });
const children = [
  run(web, ['vite', 'build', '--watch']),
  run(web, ['vite', 'build', '--watch', '--mode', 'admin']),
  run(web, ['vite', 'build', '--watch', '--ssr', 'src/entry-server.tsx']),
  run(server, ['tsx', 'watch', '--include', '../web/dist/server/entry-server.js', '--include', '../web/dist/client/index.html', '--include', '../web/dist/admin/admin.html', 'src/main.ts']),
];

let stopping = false;
function stopAll(signal) {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
// One watcher dying (a crash, a bad config) ends the session rather than leaving half of it running.
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      process.exitCode = code ?? 1;
      stopAll('SIGTERM');
    }
  });
}
