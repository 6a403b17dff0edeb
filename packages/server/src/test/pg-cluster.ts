// A throw-away PostgreSQL server for tests: a cluster made with initdb in a temporary folder, reached
// on 127.0.0.1 at a port the OS picked, with no password (trust) and no fsync (nothing in it has to
// survive), removed again by stop(). Tests that need PostgreSQL skip when findPostgres() finds none.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The line a test prints when it skips for want of PostgreSQL. */
export const NO_POSTGRES =
  'PostgreSQL was not found ($POSTGRES_BIN, /usr/lib/postgresql/<version>/bin, the PATH), so its tests are skipped: apt-get install -y postgresql';

export interface PgCluster {
  /** The `postgres` database of the cluster, as its superuser `postgres`. */
  url: string;
  /** The process id of the server (the postmaster). */
  pid: number;
  /** The temporary folder holding the cluster's files and its socket. */
  folder: string;
  /** Makes a new empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server at once (no checkpoint: nothing is kept) and removes its folder. */
  stop(): Promise<void>;
}

const hasServer = (dir: string) => ['initdb', 'postgres'].every((program) => fs.existsSync(path.join(dir, program)));

/**
 * The folder of PostgreSQL's server programs (initdb, postgres), or null when there is none:
 * $POSTGRES_BIN when set, else the newest of Debian's /usr/lib/postgresql/<version>/bin, else a
 * folder of the PATH (Homebrew and most other installs put them there).
 */
export function findPostgres(): string | null {
  const fromEnv = process.env.POSTGRES_BIN;
  if (fromEnv) return hasServer(fromEnv) ? fromEnv : null;
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = path.join(debian, version, 'bin');
      if (hasServer(bin)) return bin;
    }
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && hasServer(dir)) return dir;
  }
  return null;
}

/** A port nobody listens on now, as the OS hands out for port 0. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The user the server runs as: initdb and postgres refuse to run as root, so as root they run as the
 * `postgres` account the package created; anyone else runs them as themselves.
 */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

const SAFE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function startPgCluster(): Promise<PgCluster> {
  const bin = findPostgres();
  if (!bin) throw new Error(NO_POSTGRES);
  const user = serverUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-'));
  const data = path.join(dir, 'data');
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const asServer = { ...user, cwd: dir, env: { ...process.env, LC_ALL: 'C.UTF-8' } };

  try {
    // --no-sync: initdb does not wait for the disk either.
    execFileSync(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '--locale=C.UTF-8', '--encoding=UTF8', '--no-sync'],
      { ...asServer, stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`initdb failed: ${stderr || String(error)}`, { cause: error });
  }

  const port = await freePort();
  const server = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      // Its unix socket in the temporary folder, not in /var/run/postgresql (which may not exist).
      '-c',
      `unix_socket_directories=${dir}`,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    { ...asServer, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  // The server's log, read as it comes (an unread pipe would stall it), kept for an error message.
  let log = '';
  server.stderr.setEncoding('utf8');
  const ready = new Promise<void>((resolve, reject) => {
    server.stderr.on('data', (chunk: string) => {
      const text = log + chunk;
      if (text.includes('database system is ready to accept connections')) resolve();
      log = text.slice(-8000);
    });
    server.once('error', reject);
    server.once('exit', (code, signal) =>
      reject(new Error(`PostgreSQL stopped while starting (${signal ?? `exit code ${code}`}): ${log.trim()}`)),
    );
  });

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      // SIGQUIT is PostgreSQL's immediate shutdown: every backend ends at once, no checkpoint.
      server.kill('SIGQUIT');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }

  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    pid: server.pid!,
    folder: dir,
    async createDatabase(name) {
      if (!SAFE_NAME.test(name)) throw new Error(`A test database's name is lower-case letters, digits and _: ${name}`);
      const client = new pg.Client({ connectionString: urlOf('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return urlOf(name);
    },
    stop,
  };
}
