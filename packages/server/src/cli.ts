// The admin command line, `pnpm admin <command>`: creates users, resets passwords, backs up, restores,
// exports and imports the configured site without starting the server. The commands are plain
// functions for tests (the transfer ones in transfer/commands.ts).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createUserInputSchema } from '@site/contracts';
import { generatePassword } from './auth/passwords.js';
import { createUser, setPassword } from './auth/users.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, type Db } from './db/client.js';
import { ApiError } from './http/errors.js';
import {
  backupCommand, exportCommand, importCommand, importOriginalCommand, restoreCommand, withLibrary,
} from './transfer/commands.js';
import { TransferError } from './transfer/transfer-error.js';

/** A failure the person at the terminal can act on: printed as is, exit code 1. */
export class CliError extends Error {}

export const USAGE = `Usage: pnpm admin <command>

Commands:
  create-user <username> <email> [--password <password>]   Create an admin user.
  reset-password <username> [--password <password>]        Set a new password and sign out that user's sessions.
  backup <file.tar.gz>                                     Archive the database and the uploads (safe while the server runs).
  restore <file.tar.gz>                                    Bring a backup back into an empty data folder.
  export <file.json>                                       Write every section, the services and the image records as JSON.
  import <file.json>                                       Check a JSON export whole, then write it in one transaction.
  import-original <file.json>                              Import the original site's export, uploading its embedded images.
  help                                                     Show this help.

Without --password a strong password is generated and printed once (a password typed on the
command line may stay in your shell history). The database is DATABASE_PATH and the uploads folder
UPLOADS_DIR, relative paths taken from the repository root, as for the server. A <file> is taken
from the folder pnpm admin runs in; existing output files are never overwritten.`;

/** The repository root (this file is packages/server/src/cli.ts): pnpm runs us from packages/server. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Field = keyof typeof createUserInputSchema.shape;

/** Validates with the API's own rules, so a user made here could have been made through the API. */
function check(field: Field, value: string) {
  const result = createUserInputSchema.shape[field].safeParse(value);
  if (!result.success) throw new CliError(`The ${field} is not valid: ${result.error.issues[0]?.message ?? 'unknown problem'}`);
}

function passwordLines(password: string, generated: boolean): string[] {
  return generated ? [`Password: ${password}`, 'This password is shown only this once; keep it somewhere safe.'] : [];
}

export async function createUserCommand(db: Db, args: { username: string; email: string; password?: string }): Promise<string[]> {
  const password = args.password ?? generatePassword();
  check('username', args.username);
  check('email', args.email);
  check('password', password);
  try {
    await createUser(db, { username: args.username, email: args.email, password });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw new CliError(`A user named "${args.username}" already exists.`);
    throw error;
  }
  return [`Created user "${args.username}" <${args.email}>.`, ...passwordLines(password, args.password === undefined)];
}

export async function resetPasswordCommand(db: Db, args: { username: string; password?: string }): Promise<string[]> {
  const password = args.password ?? generatePassword();
  check('password', password);
  if (!(await setPassword(db, args.username, password))) throw new CliError(`There is no user named "${args.username}".`);
  return [`Set a new password for "${args.username}" and signed out its sessions.`, ...passwordLines(password, args.password === undefined)];
}

interface Parsed {
  command: string | undefined;
  rest: string[];
  password?: string;
  help: boolean;
}

function parse(argv: string[]): Parsed {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
    const [command, ...rest] = positionals;
    return { command, rest, password: values.password, help: values.help ?? false };
  } catch (error) {
    // Node's messages go on with hints over several lines; the first sentence says what is wrong.
    const first = (error instanceof Error ? error.message : String(error)).split(/\.\s|\n/)[0];
    throw new CliError(`${first}. Run "pnpm admin help" for the usage.`);
  }
}

function expectArgs(rest: string[], count: number, usage: string) {
  if (rest.length !== count) throw new CliError(`Usage: pnpm admin ${usage}`);
}

export interface CliIo {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
}

const configOf = (env: NodeJS.ProcessEnv) => loadConfig(env, REPO_ROOT);

async function withDatabase(env: NodeJS.ProcessEnv, run: (db: Db) => Promise<string[]>): Promise<string[]> {
  const file = configOf(env).databasePath;
  let db: Db;
  try {
    db = openDatabase(file);
  } catch (error) {
    throw new CliError(`Cannot open the database ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return await run(db);
  } finally {
    db.$client.close();
  }
}

/** The commands that take one file. */
const FILE_COMMANDS = {
  backup: (env: NodeJS.ProcessEnv, file: string) => backupCommand(configOf(env), file),
  restore: (env: NodeJS.ProcessEnv, file: string) => restoreCommand(configOf(env), file),
  export: (env: NodeJS.ProcessEnv, file: string) => withDatabase(env, (db) => exportCommand(db, file)),
  import: (env: NodeJS.ProcessEnv, file: string) => withDatabase(env, (db) => importCommand(db, file)),
  'import-original': (env: NodeJS.ProcessEnv, file: string) => withLibrary(configOf(env), (app) => importOriginalCommand(app, file)),
};

/** Runs one command line; answers the process exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    const { command, rest, password, help } = parse(argv);
    if (help || command === 'help') {
      io.out(USAGE);
      return 0;
    }
    let lines: string[];
    if (command === 'create-user') {
      expectArgs(rest, 2, 'create-user <username> <email> [--password <password>]');
      const [username = '', email = ''] = rest;
      lines = await withDatabase(io.env, (db) => createUserCommand(db, { username, email, password }));
    } else if (command === 'reset-password') {
      expectArgs(rest, 1, 'reset-password <username> [--password <password>]');
      const [username = ''] = rest;
      lines = await withDatabase(io.env, (db) => resetPasswordCommand(db, { username, password }));
    } else if (command && Object.hasOwn(FILE_COMMANDS, command)) {
      expectArgs(rest, 1, `${command} <file>`);
      const [file = ''] = rest;
      // pnpm runs us from packages/server; INIT_CWD is where the person typed `pnpm admin`.
      lines = await FILE_COMMANDS[command as keyof typeof FILE_COMMANDS](io.env, path.resolve(io.env.INIT_CWD ?? process.cwd(), file));
    } else {
      throw new CliError(command ? `Unknown command "${command}". Run "pnpm admin help" for the commands.` : USAGE);
    }
    lines.forEach((line) => io.out(line));
    return 0;
  } catch (error) {
    if (error instanceof CliError || error instanceof ConfigError || error instanceof TransferError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const io: CliIo = { env: process.env, out: (line) => console.log(line), err: (line) => console.error(line) };
  process.exitCode = await runCli(process.argv.slice(2), io);
}
