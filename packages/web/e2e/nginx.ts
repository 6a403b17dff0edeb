// Debian's real nginx for the tests that run a documented configuration of deploy/nginx/: started in
// a folder of its own (pid, logs, temporary files there) with the given server configuration
// included inside `http {}`, and stopped by its PID.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, waitUntilAnswering } from '../../server/scripts/demo-server';

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
