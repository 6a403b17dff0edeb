// `pnpm start`: build the web package when its build is missing or older than its sources, then run
// the production server in this process's place (signals reach it directly, no wrapper in between).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'packages/web');
const builtFiles = [
  'dist/client/index.html',
  'dist/admin/admin.html',
  'dist/admin/login.html',
  'dist/server/entry-server.js',
].map((f) => path.join(web, f));
const sources = [
  path.join(web, 'src'),
  path.join(web, 'index.html'),
  path.join(web, 'admin.html'),
  path.join(web, 'login.html'),
  path.join(web, 'vite.config.ts'),
  path.join(root, 'packages/contracts/src'),
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

function needsBuild() {
  if (!builtFiles.every((f) => fs.existsSync(f))) return true;
  const builtAt = Math.min(...builtFiles.map((f) => fs.statSync(f).mtimeMs));
  return Math.max(...sources.map(newestMtime)) > builtAt;
}

if (needsBuild()) {
  console.log('Building the site (first start or changed sources)...');
  const build = spawnSync('pnpm', ['--filter', '@site/web', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const requireFromServer = createRequire(path.join(root, 'packages/server/package.json'));
const tsx = pathToFileURL(requireFromServer.resolve('tsx')).href;
const server = spawn(process.execPath, ['--import', tsx, path.join(root, 'packages/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
