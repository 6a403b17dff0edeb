// The admin command line, `pnpm admin <command>`: creates users, resets passwords, backs up, restores,
// exports and imports the configured site without starting the server. The commands are plain
// functions for tests (the transfer ones in transfer/commands.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createUserInputSchema } from '@site/contracts';
import { generatePassword } from './auth/passwords.js';
import { createUser, findUserByUsername, setPassword } from './auth/users.js';
import { ConfigError, loadConfig } from './config.js';
import { connectDatabase, type Db, type OpenDb } from './db/client.js';
import { DatabaseUnreachable } from './db/postgres-target.js';
import { purgeAfter } from './cache/purge.js';
import { siteAddresses } from './content/public-pages.js';
// The repository root, not the folder pnpm runs us in (packages/server).
import { REPO_ROOT } from './locations.js';
import { recordCommand } from './audit/command-line-audit.js';
import { ApiError } from './http/errors.js';
import {
  backupCommand,
  exportCommand,
  importCommand,
  importOriginalCommand,
  readContentExport,
  restoreCommand,
  withLibrary,
} from './transfer/commands.js';
import { oneLine, reasonOf } from './transfer/printable.js';
import { TransferError } from './transfer/transfer-error.js';

/** A failure the person at the terminal can act on: printed as is, exit code 1. */
export class CliError extends Error {}

export const USAGE = `Usage: pnpm admin <command>

Commands:
  create-user <username> <email> [--password <password>]   Create an admin user.
  reset-password <username> [--password <password>]        Set a new password and sign out that user's sessions.
  backup <file.tar.gz>                                     Archive the database and the uploads (safe while the server runs).
  restore <file.tar.gz>                                    Bring a backup back into an empty database (either engine).
  export <file.json>                                       Write every section, the services and the image records as JSON.
  import <file.json>                                       Check a JSON export whole, then write it in one transaction.
  import-original <file.json>                              Import the original site's export, uploading its embedded images.
  help                                                     Show this help.

Without --password a strong password is generated and printed once (a password typed on the
command line may stay in your shell history). The database is DATABASE_PATH and the uploads folder
UPLOADS_DIR, relative paths taken from the repository root, as for the server (DATABASE_URL and
S3_BUCKET with its settings name PostgreSQL and a bucket instead). A <file> is taken
from the folder pnpm admin runs in; existing output files are never overwritten.`;

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
    if (error instanceof ApiError && error.status === 400) {
      // A look-alike ("ERIN" beside "erin") is the same username: name the account that holds it.
      const holder = (await findUserByUsername(db, args.username))?.username ?? args.username;
      const why = holder === args.username ? '' : '; usernames do not differ by case alone';
      throw new CliError(`A user named "${holder}" already exists${why}.`);
    }
    throw error;
  }
  return [`Created user "${args.username}" <${args.email}>.`, ...passwordLines(password, args.password === undefined)];
}

export async function resetPasswordCommand(db: Db, args: { username: string; password?: string }): Promise<string[]> {
  const password = args.password ?? generatePassword();
  check('password', password);
  const user = await setPassword(db, args.username, password);
  if (!user) throw new CliError(`There is no user named "${args.username}".`);
  return [
    `Set a new password for "${user.username}" and signed out its sessions.`,
    ...passwordLines(password, args.password === undefined),
  ];
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
  const config = configOf(env);
  let db: OpenDb;
  try {
    db = await connectDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseUnreachable) throw new CliError(error.message);
    throw new CliError(
      `Cannot open the database ${config.databasePath}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    return await run(db);
  } finally {
    await db.$close();
  }
}

/**
 * Runs a backup or restore, then records it in the audit log of the database it read or wrote (the
 * restored one holds the log of the site backed up, and now this restore too).
 */
async function logged(env: NodeJS.ProcessEnv, command: 'backup' | 'restore', file: string, run: () => Promise<string[]>) {
  const lines = await run();
  await withDatabase(env, (db) => recordCommand(db, command === 'backup' ? 'backup' : 'import', command, file).then(() => []));
  return lines;
}

/** The commands that take one file. */
const FILE_COMMANDS = {
  backup: (env: NodeJS.ProcessEnv, file: string) => logged(env, 'backup', file, () => backupCommand(configOf(env), file)),
  restore: (env: NodeJS.ProcessEnv, file: string) => logged(env, 'restore', file, () => restoreCommand(configOf(env), file)),
  export: (env: NodeJS.ProcessEnv, file: string) => withDatabase(env, (db) => exportCommand(db, file)),
  // The file is read and checked whole before the database is even opened.
  import: async (env: NodeJS.ProcessEnv, file: string) => {
    const content = await readContentExport(file);
    return withDatabase(env, (db) => tellingTheCache(env, db, () => importCommand(db, content, file)));
  },
  'import-original': (env: NodeJS.ProcessEnv, file: string) =>
    withLibrary(configOf(env), (app) => tellingTheCache(env, app.db, () => importOriginalCommand(app, file))),
};

/**
 * Runs an import and then tells the cache in front (CACHE_PURGE_URL) what changed, as the server
 * would for a save: the running servers hear of the import but leave the notice to the writer. A
 * notice that fails is one more line; the import has succeeded.
 */
async function tellingTheCache(env: NodeJS.ProcessEnv, db: Db, write: () => Promise<string[]>): Promise<string[]> {
  const { result, failure } = await purgeAfter(configOf(env).cachePurgeUrl, () => siteAddresses(db), write);
  if (!failure) return result;
  return [...result, `Telling the cache in front (CACHE_PURGE_URL) what changed failed: ${failure}.`];
}

/** Set to 1, an unexpected failure prints its stack after the sentence. */
export const DEBUG_VARIABLE = 'ADMIN_DEBUG';

/** A failure no command foresaw (a bug, a disk that vanished): one sentence, the stack only on request. */
function unexpected(error: unknown, io: CliIo): void {
  io.err(`The command failed unexpectedly (${reasonOf(error)}); run it again with ${DEBUG_VARIABLE}=1 to see the details.`);
  if (io.env[DEBUG_VARIABLE] === '1' && error instanceof Error && error.stack) io.err(error.stack);
}

/** Runs one command line; answers the process exit code. Failures are one line on stderr, never a stack. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    const { command, rest, password, help } = parse(argv);
    if (help || command === 'help') {
      io.out(USAGE);
      return 0;
    }
    if (!command) {
      io.err(USAGE);
      return 1;
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
      lines = await FILE_COMMANDS[command as keyof typeof FILE_COMMANDS](
        io.env,
        path.resolve(io.env.INIT_CWD ?? process.cwd(), file),
      );
    } else {
      throw new CliError(`Unknown command "${command}". Run "pnpm admin help" for the commands.`);
    }
    // Lines may quote what a file holds: each stays one line.
    lines.forEach((line) => io.out(oneLine(line)));
    return 0;
  } catch (error) {
    if (error instanceof CliError || error instanceof ConfigError || error instanceof TransferError)
      io.err(oneLine(error.message));
    else unexpected(error, io);
    return 1;
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const io: CliIo = { env: process.env, out: (line) => console.log(line), err: (line) => console.error(line) };
  // An error thrown outside the command's promise (a stream's late event) is still one sentence.
  const fail = (error: unknown) => {
    unexpected(error, io);
    process.exit(1);
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  process.exitCode = await runCli(process.argv.slice(2), io);
}
