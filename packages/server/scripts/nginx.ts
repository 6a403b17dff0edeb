// Debian's real nginx for the tests and benchmarks that run a documented configuration of
// deploy/nginx/: started in a folder of its own (pid, logs, temporary files there) with the given
// server configuration included inside `http {}`, and stopped by its PID. With it, the documented
// cache (deploy/nginx/site.conf) and its purge receiver (deploy/nginx/purge-receiver.mjs) adapted to
// a run's ports and folder: one source for the cache test and the publish benchmark.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitUntilAnswering } from './demo-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SITE_CONF = path.join(root, 'deploy/nginx/site.conf');
const RECEIVER = path.join(root, 'deploy/nginx/purge-receiver.mjs');

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A documented file with each `[from, to]` replaced; every `from` must be in it. */
export function adaptedConf(file: string, replacements: [string, string][]): string {
  let conf = fs.readFileSync(file, 'utf8');
  for (const [from, to] of replacements) {
    if (!conf.includes(from)) throw new Error(`${path.basename(file)} no longer has "${from}"; update the test with it.`);
    conf = conf.replace(from, to);
  }
  return conf;
}

export interface RunningNginx {
  process: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
}

/**
 * Writes `conf(port)` (the server configuration, listening on `port`) and a main configuration into
 * `dir`, checks them with `nginx -t`, starts nginx and waits until `probe` answers through it.
 */
export async function startNginx(dir: string, conf: (port: number) => string, probe = '/healthz'): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX)) {
    throw new Error(`nginx is not installed at ${NGINX}: apt-get install -y nginx (.ci/run installs it), or set NGINX_PATH.`);
  }
  // nginx's workers (not root) read and write in the folder.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'site.conf'), conf(port));
  const main = [
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/nginx-error.log;`,
    ...(process.getuid?.() === 0 ? ['user nobody nogroup;'] : []),
    'events {}',
    'http {',
    `  access_log ${dir}/nginx-access.log;`,
    `  client_body_temp_path ${dir}/client-body;`,
    `  proxy_temp_path ${dir}/proxy-temp;`,
    `  include ${dir}/site.conf;`,
    '}',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration:\n${check.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${base}${probe}`, child, path.join(dir, 'nginx-error.log'));
  return { process: child, base };
}

/** The documented cache configuration with a run's ports and cache folder. */
export const documentedCacheConf = (sitePort: number, nginxPort: number, cacheDir: string): string =>
  adaptedConf(SITE_CONF, [
    ['/var/cache/nginx/site', cacheDir],
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${sitePort};`],
    ['listen 80;', `listen 127.0.0.1:${nginxPort};`],
  ]);

/** A cache folder in `dir` that nginx's workers (not root) may write in. */
export function cacheFolder(dir: string): string {
  const cacheDir = path.join(dir, 'cache');
  fs.mkdirSync(cacheDir, { recursive: true, mode: 0o777 });
  fs.chmodSync(cacheDir, 0o777);
  return cacheDir;
}

export interface RunningReceiver {
  process: ChildProcess;
  /** What CACHE_PURGE_URL names. */
  url: string;
  /** How many purge notices it has carried out so far (its log has a `Purged` line for each). */
  purged: () => number;
}

function purgedLines(logFile: string): number {
  return fs.readFileSync(logFile, 'utf8').match(/^Purged /gm)?.length ?? 0;
}

/**
 * Starts the documented purge receiver for `cacheDir` on `port` (a free one when not given), its
 * output in `dir/receiver.log`, and waits until it listens (it answers GET with 405).
 */
export async function startPurgeReceiver(dir: string, cacheDir: string, port?: number): Promise<RunningReceiver> {
  const receiverPort = port ?? (await freePort());
  const logFile = path.join(dir, 'receiver.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [RECEIVER], {
    env: { ...process.env, NGINX_CACHE_DIR: cacheDir, PURGE_PORT: String(receiverPort) },
    stdio: ['ignore', log, log],
  });
  child.once('exit', () => fs.closeSync(log));
  const base = `http://127.0.0.1:${receiverPort}`;
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`The purge receiver exited with code ${child.exitCode}; see ${logFile}.`);
    if (
      await fetch(`${base}/`).then(
        () => true,
        () => false,
      )
    )
      return { process: child, url: `${base}/purge`, purged: () => purgedLines(logFile) };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Nothing answers at ${base}/; see ${logFile}.`);
}
