// SIGKILL durability: a burst of writes against the real server, which is killed by its PID in the
// middle of it; then the database file is opened directly and must pass integrity_check and hold
// every write the server acknowledged, and a restarted server must serve them. `pnpm crash-test`
// runs it; src/durability.test.ts runs it small on every CI run.
//
// Why it holds: SQLite in WAL mode appends each commit to the -wal file before answering, and with
// synchronous=NORMAL (db/client.ts) that write reaches the operating system before the commit
// returns. A killed process loses nothing the OS has; only power loss can drop the last commits,
// which this test does not (and cannot) simulate.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { SECTIONS } from '@site/contracts';
import { killServer, signIn, startApiServer, type ApiServer } from './api-server.js';
import { runScript, stopProcess } from './demo-server.js';

export interface CrashOptions {
  /** Writes to attempt in all, half contact messages and half section edits. */
  writes: number;
  /** Requests in flight at once; each lane edits its own section, one write at a time. */
  concurrency: number;
  /** The kill comes after this many acknowledged writes (default: half of `writes`). */
  killAfter?: number;
  /** The whole burst stops (and fails) after this long. */
  timeLimitMs: number;
}

export interface CrashResult {
  ok: boolean;
  failures: string[];
  summary: string;
}

export interface Lane {
  sectionKey: string;
  path: string;
  field: string;
  initial: string;
  /** The last value the server answered 200 for. */
  acked?: string;
  /** A value sent and not answered: the kill may or may not have beaten its commit. */
  inFlight?: string;
}

/** Sections with a top-level text field to edit, one per lane. */
function lanesFor(count: number): Lane[] {
  const lanes: Lane[] = [];
  for (const s of SECTIONS) {
    const shape = s.schema.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
    const field = Object.entries(s.defaults as Record<string, unknown>).find(
      ([k, v]) => typeof v === 'string' && shape[k]!.safeParse('crash-0-0').success,
    )?.[0];
    if (field) lanes.push({ sectionKey: s.key, path: s.path, field, initial: (s.defaults as Record<string, string>)[field]! });
    if (lanes.length === count) return lanes;
  }
  throw new Error(`Only ${lanes.length} sections have a text field to edit; use a concurrency of at most that.`);
}

/**
 * Behind a "proxy" so that each message can come from its own address (X-Forwarded-For), and with a
 * site-wide ceiling above the burst: this measures durability, not the contact form's limits.
 */
const SERVER_ENV = { TRUST_PROXY: 'true', CONTACT_MESSAGES_PER_HOUR: '100000' };

/** A distinct client address per message, so the contact rate limit (per client) does not refuse the burst. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

interface Burst {
  sent: number;
  acked: number;
  /** The texts of the acknowledged messages, each its own (the answer names no id). */
  messages: string[];
  failures: string[];
  killed: boolean;
  /** Acknowledged writes when the kill was sent (answers already on their way may still arrive). */
  killedAt: number;
}

async function fireBurst(server: ApiServer, token: string, lanes: Lane[], options: CrashOptions): Promise<Burst> {
  const burst: Burst = { sent: 0, acked: 0, messages: [], failures: [], killed: false, killedAt: 0 };
  const killAfter = options.killAfter ?? Math.floor(options.writes / 2);
  const kill = () => {
    if (burst.killed) return;
    burst.killed = true;
    burst.killedAt = burst.acked;
    if (server.child.pid !== undefined) process.kill(server.child.pid, 'SIGKILL');
  };
  const timer = setTimeout(() => {
    burst.failures.push(`The burst did not finish within ${options.timeLimitMs / 1000} s.`);
    kill();
  }, options.timeLimitMs);
  const json = { 'content-type': 'application/json' };

  async function write(lane: Lane, i: number): Promise<void> {
    if (i % 2 === 0) {
      const text = `crash-message-${i}`;
      const res = await fetch(`${server.baseURL}/backend/api/contact-messages`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': addressOf(i) },
        body: JSON.stringify({ name: 'Crash test', email: 'crash@example.com', message: text }),
      });
      if (res.status !== 201) throw new Error(`A contact message answered ${res.status}: ${await res.text()}`);
      await res.json();
      burst.messages.push(text);
    } else {
      const value = `crash-${lane.sectionKey}-${i}`;
      lane.inFlight = value;
      const res = await fetch(`${server.baseURL}/backend/api/${lane.path}`, {
        method: 'PATCH',
        headers: { ...json, authorization: `Token ${token}` },
        body: JSON.stringify({ [lane.field]: value }),
      });
      if (res.status !== 200) throw new Error(`PATCH ${lane.path} answered ${res.status}: ${await res.text()}`);
      await res.json();
      lane.acked = value;
      lane.inFlight = undefined;
    }
  }

  async function worker(lane: Lane): Promise<void> {
    while (!burst.killed && burst.sent < options.writes) {
      const i = burst.sent++;
      try {
        await write(lane, i);
      } catch (error) {
        // After the kill a refused or cut connection is the expected end of this lane.
        if (!burst.killed) burst.failures.push(`Write ${i} failed before the kill: ${(error as Error).message}`);
        return;
      }
      burst.acked += 1;
      if (burst.acked >= killAfter) kill();
    }
  }

  await Promise.all(lanes.map(worker));
  clearTimeout(timer);
  kill();
  return burst;
}

/** What a lane's field may hold after the kill: the last acknowledged value, or the one in flight. */
const allowedValues = (lane: Lane) => [lane.acked ?? lane.initial, ...(lane.inFlight ? [lane.inFlight] : [])];

/** The server starts again on the killed database and serves what was acknowledged. */
async function restartAndRead(dir: string, lanes: Lane[], messages: string[]): Promise<string[]> {
  const failures: string[] = [];
  const again = await startApiServer(dir, SERVER_ENV);
  try {
    const token = await signIn(again.baseURL);
    for (const lane of lanes) {
      const doc = (await (await fetch(`${again.baseURL}/backend/api/${lane.path}`)).json()) as Record<string, unknown>;
      if (!allowedValues(lane).includes(doc[lane.field] as string)) {
        failures.push(
          `After a restart, ${lane.path} serves ${lane.field} "${String(doc[lane.field])}", not an acknowledged or in-flight value.`,
        );
      }
    }
    const res = await fetch(`${again.baseURL}/backend/api/contact-messages`, { headers: { authorization: `Token ${token}` } });
    const listed = new Set(((await res.json()) as { message: string }[]).map((m) => m.message));
    const lost = messages.filter((text) => !listed.has(text)).length;
    if (lost) failures.push(`After a restart, ${lost} acknowledged contact messages are not listed.`);
  } finally {
    await stopProcess(again.child);
  }
  return failures;
}

/** Opens the killed server's database directly and checks it against what was acknowledged. */
export function verifyDatabase(databasePath: string, lanes: Lane[], messages: string[]): string[] {
  const failures: string[] = [];
  const db = new Database(databasePath);
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') failures.push(`PRAGMA integrity_check answered "${String(integrity)}", not "ok".`);
    const copies = db.prepare('SELECT count(*) FROM contact_messages WHERE message = ?').pluck();
    for (const text of messages) {
      const stored = copies.get(text) as number;
      if (stored !== 1)
        failures.push(`Acknowledged contact message "${text}" is ${stored === 0 ? 'missing' : `stored ${stored} times`}.`);
    }
    const section = db.prepare('SELECT data FROM sections WHERE key = ?').pluck();
    for (const lane of lanes) {
      const row = section.get(lane.sectionKey) as string | undefined;
      const stored = row === undefined ? lane.initial : (JSON.parse(row) as Record<string, unknown>)[lane.field];
      const allowed = allowedValues(lane);
      if (!allowed.includes(stored as string)) {
        failures.push(
          `Section ${lane.sectionKey}.${lane.field} holds "${String(stored)}"; expected the last acknowledged "${allowed[0]}"${lane.inFlight ? ` or the one in flight "${lane.inFlight}"` : ''}.`,
        );
      }
    }
  } finally {
    db.close();
  }
  return failures;
}

export async function runCrashDurability(options: CrashOptions): Promise<CrashResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-crash-'));
  const lanes = lanesFor(options.concurrency);
  let server: ApiServer | undefined;
  let failures: string[] = [];
  let burst: Burst | undefined;
  let walBytes = 0;
  try {
    server = await startApiServer(dir, SERVER_ENV);
    const token = await signIn(server.baseURL);
    burst = await fireBurst(server, token, lanes, options);
    await killServer(server);
    // The commits since the last checkpoint live only in the -wal file: opening the database below
    // has to recover them from there, which is the point of the exercise.
    walBytes = fs.statSync(`${server.databasePath}-wal`, { throwIfNoEntry: false })?.size ?? 0;
    failures = [...burst.failures, ...verifyDatabase(server.databasePath, lanes, burst.messages)];
    if (!failures.length) failures = await restartAndRead(dir, lanes, burst.messages);
  } catch (error) {
    failures.push((error as Error).message);
  } finally {
    if (server) await killServer(server);
  }
  const ok = failures.length === 0;
  // The folder stays for a look when something failed.
  if (ok) fs.rmSync(dir, { recursive: true, force: true });
  const inFlight = lanes.filter((l) => l.inFlight).length;
  const counts = burst
    ? `SIGKILL after ${burst.killedAt} acknowledged writes; ${burst.acked} of ${burst.sent} writes acknowledged in all (${burst.messages.length} contact messages, ${burst.acked - burst.messages.length} section edits; ${inFlight} section edits in flight)`
    : 'no writes made';
  const summary = ok
    ? `crash-durability OK: ${counts}; a ${walBytes}-byte WAL left by the kill; integrity_check ok; every acknowledged write is in the database and served again after a restart.`
    : `crash-durability FAILED: ${counts}; ${failures.length} problem${failures.length === 1 ? '' : 's'} (files kept in ${dir}).`;
  return { ok, failures, summary };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { writes: { type: 'string', default: '300' }, concurrency: { type: 'string', default: '4' } },
  });
  const writes = Number(values.writes);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(writes) || writes < 2 || writes > 10_000)
    throw new Error('--writes must be a whole number from 2 to 10000.');
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16)
    throw new Error('--concurrency must be a whole number from 1 to 16.');
  const result = await runCrashDurability({ writes, concurrency, timeLimitMs: 60_000 });
  for (const failure of result.failures) console.error(`FAIL ${failure}`);
  console.log(result.summary);
  return result.ok ? 0 : 1;
}

// Run as a script, not when the test imports runCrashDurability.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runScript(main);
