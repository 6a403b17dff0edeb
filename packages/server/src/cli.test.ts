import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authenticate, findUserByUsername } from './auth/users.js';
import { CliError, createUserCommand, resetPasswordCommand, runCli, USAGE } from './cli.js';
import { connectDatabase, type OpenDb } from './db/client.js';
import { users } from './db/schema.js';
import { ENGINE } from './db/engine.js';
import { freshPostgresDatabase } from './test/pg-database.js';

let dir: string;
let db: OpenDb;
// On a test run on PostgreSQL, a database of its own, which the commands are pointed at too.
let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-'));
  postgres = ENGINE === 'postgres' ? await freshPostgresDatabase() : undefined;
  db = await connectDatabase({ databasePath: path.join(dir, 'site.db'), databaseUrl: postgres?.url });
});

afterEach(async () => {
  await db.$close();
  await postgres?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The database settings of this test: its SQLite file, and its PostgreSQL database on a run there. */
const databaseEnv = (databasePath: string) => ({
  DATABASE_PATH: databasePath,
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
});

const printed = (lines: string[]) => lines.join('\n').match(/^Password: (\S+)$/m)?.[1];

describe('admin commands', () => {
  it('creates a user with the given password, printing no password', async () => {
    const lines = await createUserCommand(db, { username: 'erin', email: 'erin@example.com', password: 'erin-password' });
    expect(lines).toEqual(['Created user "erin" <erin@example.com>.']);
    expect(await authenticate(db, 'erin', 'erin-password')).toMatchObject({ username: 'erin' });
  });

  it('generates, prints and sets a password when none is given, then resets it the same way', async () => {
    const created = printed(await createUserCommand(db, { username: 'erin', email: 'erin@example.com' }));
    expect(created).toMatch(/^[\w-]{24}$/);
    const reset = printed(await resetPasswordCommand(db, { username: 'erin' }));
    expect(reset).toMatch(/^[\w-]{24}$/);
    expect(await authenticate(db, 'erin', reset ?? '')).not.toBeNull();
  });

  it('refuses a taken username, an invalid field and an unknown user with one sentence each', async () => {
    await createUserCommand(db, { username: 'erin', email: 'erin@example.com', password: 'erin-password' });
    const hashBefore = (await findUserByUsername(db, 'erin'))?.passwordHash;
    await expect(createUserCommand(db, { username: 'erin', email: 'e@example.com', password: 'other-password' })).rejects.toThrow(
      new CliError('A user named "erin" already exists.'),
    );
    await expect(createUserCommand(db, { username: 'frank', email: 'frank', password: 'frank-password' })).rejects.toThrow(
      new CliError('The email is not valid: Enter a valid email address.'),
    );
    await expect(resetPasswordCommand(db, { username: 'erin', password: '12345678' })).rejects.toThrow(
      new CliError('The password is not valid: This password is entirely numeric.'),
    );
    await expect(resetPasswordCommand(db, { username: 'nobody', password: 'good-password' })).rejects.toThrow(
      new CliError('There is no user named "nobody".'),
    );
    expect((await findUserByUsername(db, 'erin'))?.passwordHash).toBe(hashBefore);
  });

  it('treats usernames regardless of case: a look-alike is refused, and a reset finds the account', async () => {
    await createUserCommand(db, { username: 'erin', email: 'erin@example.com', password: 'erin-password' });
    await expect(createUserCommand(db, { username: 'ERIN', email: 'e@example.com', password: 'other-password' })).rejects.toThrow(
      new CliError('A user named "erin" already exists; usernames do not differ by case alone.'),
    );
    expect((await db.select({ username: users.username }).from(users)).map((row) => row.username)).toEqual(['erin']);
    expect(await resetPasswordCommand(db, { username: 'Erin', password: 'second-password' })).toEqual([
      'Set a new password for "erin" and signed out its sessions.',
    ]);
    expect(await authenticate(db, 'erin', 'second-password')).toMatchObject({ username: 'erin' });
  });
});

describe('runCli', () => {
  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const env = databaseEnv(path.join(dir, 'site.db'));
    const code = await runCli(argv, { env, out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out, err };
  }

  it('prints the help', async () => {
    expect(await run('help')).toEqual({ code: 0, out: [USAGE], err: [] });
    expect((await run('--help')).out).toEqual([USAGE]);
  });

  it('fails with one sentence on a wrong command line', async () => {
    expect(await run('frob')).toEqual({
      code: 1,
      out: [],
      err: ['Unknown command "frob". Run "pnpm admin help" for the commands.'],
    });
    expect(await run('create-user', 'erin')).toEqual({
      code: 1,
      out: [],
      err: ['Usage: pnpm admin create-user <username> <email> [--password <password>]'],
    });
    expect(await run('reset-password', 'erin', '--frob')).toEqual({
      code: 1,
      out: [],
      err: ['Unknown option \'--frob\'. Run "pnpm admin help" for the usage.'],
    });
  });

  it('runs a command on the configured database', async () => {
    const result = await run('create-user', 'erin', 'erin@example.com', '--password', 'erin-password');
    expect(result).toEqual({ code: 0, out: ['Created user "erin" <erin@example.com>.'], err: [] });
    expect(await findUserByUsername(db, 'erin')).toBeDefined();
  });
});

describe('the cli process', () => {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const repoRoot = path.resolve(serverDir, '../..');
  const exec = promisify(execFile);
  const spawnCli = (...argv: string[]) => {
    // Not the test run's own DATABASE_URL (the template the test databases are copied from).
    const { DATABASE_URL: _runs, ...inherited } = process.env;
    return exec(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...argv], {
      cwd: serverDir,
      env: {
        ...inherited,
        // Relative on purpose: it must be taken from the repository root, not from the process's cwd.
        ...databaseEnv(path.relative(repoRoot, path.join(dir, 'site.db'))),
        ADMIN_USERNAME: '',
        ADMIN_PASSWORD: '',
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );
  };

  it('creates a user for real in the configured database, and exits non-zero with one sentence on failure', async () => {
    const ok = await spawnCli('create-user', 'grace', 'grace@example.com');
    expect(ok.code).toBe(0);
    const password = printed(ok.stdout.trim().split('\n'));
    expect(await authenticate(db, 'grace', password ?? '')).not.toBeNull();

    const failed = await spawnCli('reset-password', 'nobody');
    expect(failed).toEqual({ code: 1, stdout: '', stderr: 'There is no user named "nobody".\n' });
  });
});
