// WordPress as Debian ships it, run for the comparison (bench-wordpress.ts) in a throw-away folder:
// Debian's packages (installed with apt-get when missing: needs root on Debian), a MariaDB server on
// a datadir and socket of its own, PHP-FPM on a socket, and Debian's nginx in front on a free port
// of 127.0.0.1 with its own prefix, temporary folders and configuration. Debian's WordPress reads its
// settings from /etc/wordpress/config-NAME.php where NAME is the WORDPRESS_CONFIG FastCGI parameter;
// this writes one such file under a name of its own and removes it when stopped. Every process is
// started here and stopped by its PID.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, stopProcess, waitUntilAnswering } from '../demo-server.js';

/** Debian's packages: WordPress with its default block theme, the database, PHP-FPM and nginx. */
const PACKAGES = [
  'wordpress',
  'wordpress-theme-twentytwentythree',
  'mariadb-server',
  'php-fpm',
  'php-cli',
  'php-mysql',
  'php-gd',
  'php-xml',
  'php-mbstring',
  'php-curl',
  'php-intl',
  'nginx',
];
const WORDPRESS = '/usr/share/wordpress';
const THEME = `${WORDPRESS}/wp-content/themes/twentytwentythree`;

function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; input?: string } = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stderr || result.stdout}`,
    );
  }
  return result.stdout;
}

/** Installs what is missing with apt-get (no services started by the packages: they run here). */
export function installPackages(): void {
  const missing = PACKAGES.filter(
    (p) => spawnSync('dpkg-query', ['-W', '-f=${Status}', p], { encoding: 'utf8' }).stdout !== 'install ok installed',
  );
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(`Missing Debian packages (${missing.join(' ')}); run this as root to install them.`);
  console.error(`apt-get install ${missing.join(' ')}`);
  run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

/** The PHP-FPM program of the installed PHP version (php-fpm8.2 on Debian 12). */
function phpFpm(): string {
  const found = fs.readdirSync('/usr/sbin').find((f) => /^php-fpm\d+\.\d+$/.test(f));
  if (!found) throw new Error('PHP-FPM is not installed (apt-get install php-fpm).');
  return path.join('/usr/sbin', found);
}

export interface WordPressSite {
  /** http://127.0.0.1:<port>: WordPress through nginx, every page rendered by PHP. */
  base: string;
  /** The same site through nginx's FastCGI cache. */
  cachedBase: string;
  /** The site's admin with an application password, for its REST API (basic auth). */
  authorization: string;
  /** http://127.0.0.1:<port>: the extra server nginx serves. */
  extraBase: string;
}

/** What nginx serves besides WordPress, listening on its own port: the site's cached proxy. */
export interface ExtraServer {
  conf: (port: number) => string;
}

const waitForFile = async (file: string, child: ChildProcess, log: string) => {
  for (let i = 0; i < 300; i++) {
    if (fs.existsSync(file)) return;
    if (child.exitCode !== null) throw new Error(`The process exited with code ${child.exitCode}; see ${log}.`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${file} did not appear within 30 s; see ${log}.`);
};

/**
 * Starts MariaDB, PHP-FPM and nginx in `dir` and installs a fresh WordPress site there, its admin
 * `admin`. nginx also serves `extra` on a port of its own (answered by `extraBase`).
 */
export async function startWordPress(
  dir: string,
  extra: ExtraServer,
  /** Registers what undoes a step (stops a process, removes a file); the caller runs them, last first. */
  defer: (undo: () => Promise<void> | void) => void,
): Promise<WordPressSite> {
  const name = `bench-${randomBytes(4).toString('hex')}`;
  const configFile = `/etc/wordpress/config-${name}.php`;
  const children = { push: (child: ChildProcess) => defer(() => stopProcess(child)) };
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  fs.chmodSync(dir, 0o755);
  // MariaDB: a datadir and a socket of its own, no TCP port, run as Debian's mysql user.
  const dbDir = path.join(dir, 'mariadb');
  const runDir = path.join(dir, 'mariadb-run');
  for (const d of [dbDir, runDir]) {
    fs.mkdirSync(d);
    run('chown', ['mysql:mysql', d]);
  }
  run('mariadb-install-db', ['--no-defaults', '--user=mysql', `--datadir=${dbDir}`, '--skip-test-db']);
  const socket = path.join(runDir, 'mysqld.sock');
  const dbLog = path.join(dir, 'mariadb.log');
  const mariadb = spawn(
    '/usr/sbin/mariadbd',
    [
      '--no-defaults',
      '--user=mysql',
      `--datadir=${dbDir}`,
      `--socket=${socket}`,
      '--skip-networking',
      `--log-error=${dbLog}`,
      `--pid-file=${runDir}/mysqld.pid`,
    ],
    { stdio: 'ignore' },
  );
  children.push(mariadb);
  await waitForFile(socket, mariadb, dbLog);
  const dbPassword = randomBytes(12).toString('hex');
  run('mariadb', ['--no-defaults', `--socket=${socket}`, '-u', 'root'], {
    input:
      `CREATE DATABASE wordpress; CREATE USER wordpress@localhost IDENTIFIED BY '${dbPassword}'; ` +
      'GRANT ALL ON wordpress.* TO wordpress@localhost;',
  });

  // wp-content of its own (uploads written by PHP-FPM's www-data), Debian's theme linked in.
  const content = path.join(dir, 'wp-content');
  for (const d of ['', 'themes', 'plugins', 'uploads']) fs.mkdirSync(path.join(content, d), { recursive: true });
  fs.symlinkSync(THEME, path.join(content, 'themes/twentytwentythree'));
  run('chown', ['-R', 'www-data:www-data', path.join(content, 'uploads')]);

  const port = await freePort();
  const cachedPort = await freePort();
  const extraPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const keys = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ];
  defer(() => fs.rmSync(configFile, { force: true }));
  fs.writeFileSync(
    configFile,
    [
      '<?php',
      '// Written by packages/server/scripts/bench-wordpress.ts for one run; removed when it ends.',
      "define('DB_NAME', 'wordpress');",
      "define('DB_USER', 'wordpress');",
      `define('DB_PASSWORD', '${dbPassword}');`,
      `define('DB_HOST', 'localhost:${socket}');`,
      `define('WP_CONTENT_DIR', '${content}');`,
      // Both addresses (direct and cached) are the same site: links follow the address asked.
      "define('WP_HOME', 'http://' . $_SERVER['HTTP_HOST']);",
      "define('WP_SITEURL', 'http://' . $_SERVER['HTTP_HOST']);",
      // Application passwords over plain HTTP are allowed only on a "local" site.
      "define('WP_ENVIRONMENT_TYPE', 'local');",
      // No calls to wordpress.org (updates, news) from a benchmark.
      "define('WP_HTTP_BLOCK_EXTERNAL', true);",
      ...keys.map((k) => `define('${k}', '${randomBytes(24).toString('hex')}');`),
      '',
    ].join('\n'),
    { mode: 0o640 },
  );
  run('chown', ['root:www-data', configFile]);

  // PHP-FPM: Debian's pool settings (dynamic, 5 children at most) on a socket in the folder.
  const fpmSocket = path.join(dir, 'php-fpm.sock');
  const fpmLog = path.join(dir, 'php-fpm.log');
  fs.writeFileSync(
    path.join(dir, 'php-fpm.conf'),
    [
      '[global]',
      `pid = ${dir}/php-fpm.pid`,
      `error_log = ${fpmLog}`,
      '[www]',
      'user = www-data',
      'group = www-data',
      `listen = ${fpmSocket}`,
      'listen.mode = 0666',
      'pm = dynamic',
      'pm.max_children = 5',
      'pm.start_servers = 2',
      'pm.min_spare_servers = 1',
      'pm.max_spare_servers = 3',
      '',
    ].join('\n'),
  );
  const fpm = spawn(phpFpm(), ['--nodaemonize', '--fpm-config', path.join(dir, 'php-fpm.conf')], { stdio: 'ignore' });
  children.push(fpm);
  await waitForFile(fpmSocket, fpm, fpmLog);

  // nginx: WordPress (uncached), the same through its FastCGI cache, and the extra server.
  const php = (cached: boolean) =>
    [
      `    location ~ \\.php$ {`,
      '        fastcgi_split_path_info ^(.+?\\.php)(/.*)$;',
      '        try_files $fastcgi_script_name =404;',
      '        include /etc/nginx/fastcgi.conf;',
      `        fastcgi_param WORDPRESS_CONFIG ${name};`,
      `        fastcgi_pass unix:${fpmSocket};`,
      ...(cached
        ? [
            '        fastcgi_cache wordpress;',
            '        fastcgi_cache_key $scheme$request_method$host$request_uri;',
            '        fastcgi_cache_valid 200 301 302 10m;',
            '        fastcgi_cache_bypass $http_authorization $cookie_wordpress_logged_in;',
            '        fastcgi_no_cache $http_authorization $cookie_wordpress_logged_in;',
            '        fastcgi_cache_lock on;',
            '        fastcgi_cache_use_stale updating error timeout;',
            '        add_header X-Cache-Status $upstream_cache_status always;',
          ]
        : []),
      '    }',
    ].join('\n');
  const wordpressServer = (listen: number, cached: boolean) =>
    [
      'server {',
      `    listen 127.0.0.1:${listen};`,
      `    root ${WORDPRESS};`,
      '    index index.php;',
      '    client_max_body_size 20m;',
      `    location ^~ /wp-content/ { root ${dir}; }`,
      '    location / { try_files $uri $uri/ /index.php?$args; }',
      php(cached),
      '}',
    ].join('\n');
  fs.mkdirSync(path.join(dir, 'wordpress-cache'), { mode: 0o777 });
  fs.chmodSync(path.join(dir, 'wordpress-cache'), 0o777);
  const nginxConf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    nginxConf,
    [
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/nginx-error.log;`,
      ...(process.getuid?.() === 0 ? ['user nobody nogroup;'] : []),
      // Debian's nginx.conf: one worker per core, sendfile, gzip for HTML and (here) text assets.
      'worker_processes auto;',
      'events { worker_connections 768; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  gzip on;',
      '  gzip_types text/css application/javascript application/json image/svg+xml text/plain;',
      '  access_log off;',
      `  client_body_temp_path ${dir}/client-body;`,
      `  proxy_temp_path ${dir}/proxy-temp;`,
      `  fastcgi_temp_path ${dir}/fastcgi-temp;`,
      `  fastcgi_cache_path ${dir}/wordpress-cache levels=1:2 keys_zone=wordpress:10m max_size=1g inactive=7d use_temp_path=off;`,
      wordpressServer(port, false),
      wordpressServer(cachedPort, true),
      extra.conf(extraPort),
      '}',
      '',
    ].join('\n'),
  );
  run('/usr/sbin/nginx', ['-t', '-p', dir, '-c', nginxConf]);
  const nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', nginxConf, '-g', 'daemon off;'], { stdio: 'ignore' });
  children.push(nginx);
  await waitUntilAnswering(`${base}/readme.html`, nginx, path.join(dir, 'nginx-error.log'));

  // The site: WordPress's own installer over HTTP, then an application password for the REST API.
  const password = randomBytes(12).toString('hex');
  const install = await fetch(`${base}/wp-admin/install.php?step=2`, {
    method: 'POST',
    body: new URLSearchParams({
      weblog_title: 'Brightwell Facility Services',
      user_name: 'bench',
      admin_password: password,
      admin_password2: password,
      pw_weak: '1',
      admin_email: 'bench@example.com',
      blog_public: '1',
    }),
  });
  const installed = await install.text();
  if (!install.ok || !installed.includes('Success')) {
    throw new Error(`WordPress's installer answered ${install.status}:\n${installed.slice(0, 2000)}`);
  }
  const appPassword = run(
    'php',
    [
      '-r',
      `require '${WORDPRESS}/wp-load.php'; ` +
        "[$password] = WP_Application_Passwords::create_new_application_password(1, ['name' => 'benchmark']); echo $password;",
    ],
    { env: { WORDPRESS_CONFIG: name, HTTP_HOST: `127.0.0.1:${port}` } },
  ).trim();
  return {
    base,
    cachedBase: `http://127.0.0.1:${cachedPort}`,
    extraBase: `http://127.0.0.1:${extraPort}`,
    authorization: `Basic ${Buffer.from(`bench:${appPassword}`).toString('base64')}`,
  };
}
