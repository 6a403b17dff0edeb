// `pnpm start`: build the web package and the server when a build is missing or older than its
// sources, then run the built server (plain node, packages/server/dist/main.js) as this process's
// child, passing on the signals it receives.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'packages/web');
const server = path.join(root, 'packages/server');
const contracts = path.join(root, 'packages/contracts/src');
const serverMain = path.join(server, 'dist/main.js');

/** Each package's build: the files it writes, the sources it is made from, and how to make it. */
const builds = [
  {
    name: '@site/web',
    built: ['dist/client/index.html', 'dist/admin/admin.html', 'dist/admin/login.html', 'dist/server/entry-server.js'].map((f) =>
      path.join(web, f),
    ),
    sources: [
      path.join(web, 'src'),
      path.join(web, 'index.html'),
      path.join(web, 'admin.html'),
      path.join(web, 'login.html'),
      path.join(web, 'vite.config.ts'),
      contracts,
    ],
  },
  {
    name: '@site/server',
    built: [serverMain, path.join(server, 'dist/cli.js'), path.join(server, 'dist/image-worker-process.js')],
    sources: [path.join(server, 'src'), path.join(server, 'scripts/build.ts'), path.join(server, 'package.json'), contracts],
  },
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

function needsBuild({ built, sources }) {
  if (!built.every((f) => fs.existsSync(f))) return true;
  const builtAt = Math.min(...built.map((f) => fs.statSync(f).mtimeMs));
  return Math.max(...sources.map(newestMtime)) > builtAt;
}

for (const build of builds.filter(needsBuild)) {
  console.log(`Building ${build.name} (first start or changed sources)...`);
  const done = spawnSync('pnpm', ['--filter', build.name, 'build'], { cwd: root, stdio: 'inherit' });
  if (done.status !== 0) process.exit(done.status ?? 1);
}

const child = spawn(process.execPath, [serverMain], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
