// The started server (main.ts) as an operator meets it, in a child process: SIGTERM lets the request
// in flight finish, refuses new connections, closes the database cleanly and exits 0, even while an
// email alert is stuck on a stalled mail server; a bad configuration stops the start with its one
// sentence (nothing else printed) and exit code 1.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { killServer, signIn, spawnServer, startApiServer, type ApiServer } from '../scripts/api-server.js';
import { asc } from 'drizzle-orm';
import { connectDatabase } from './db/client.js';
import { ENGINE } from './db/engine.js';
import { images, messageNotifications } from './db/schema.js';
import { freshPostgresDatabase } from './test/pg-database.js';
import { startSmtpCatcher } from './test/smtp-catcher.js';

let dir: string;
let server: Pick<ApiServer, 'child' | 'exited'> | undefined;
// On a test run on PostgreSQL, the server's database of its own (never the run's template).
let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;

afterEach(async () => {
  // Whatever the test did, its server is gone by PID before the next one.
  if (server) await killServer(server);
  server = undefined;
  await postgres?.drop();
  postgres = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The server's DATABASE_URL on a test run on PostgreSQL: a fresh database; none on SQLite. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (ENGINE !== 'postgres') return {};
  postgres = await freshPostgresDatabase();
  return { DATABASE_URL: postgres.url };
}

/** The stopped server's database, read through the query builder on either engine. */
async function openStopped(api: ApiServer) {
  return connectDatabase({ databasePath: api.databasePath, databaseUrl: postgres?.url });
}

const tempDir = () => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-main-')));

/** An upload slow enough to be in flight when the signal comes: six variants of a large photo take a second or two. */
async function slowUploadBody(): Promise<{ body: Buffer; contentType: string }> {
  const width = 2400;
  const height = 1600;
  const jpeg = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const boundary = '----shutdown-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\ngallery\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends the upload on a connection of its own; `sent` resolves once the whole body is written. */
function upload(port: number, token: string, form: { body: Buffer; contentType: string }) {
  let markSent: () => void;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const answered = new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/backend/api/images',
        agent: new http.Agent({ keepAlive: true }),
        headers: { authorization: `Token ${token}`, 'content-type': form.contentType, 'content-length': form.body.length },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, at: Date.now() }));
      },
    );
    req.on('error', reject);
    req.end(form.body, () => markSent());
  });
  return { sent, answered };
}

/** Whether a new TCP connection to the port is accepted. */
const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** The ids of the processes whose parent is `pid`, from Linux's /proc. */
function childrenOf(pid: number): number[] {
  return fs.readdirSync('/proc').flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid ? [Number(name)] : [];
    } catch {
      // The process ended between the listing and the read.
      return [];
    }
  });
}

/** Polls until a new connection is refused, for at most `ms`. */
async function refusedWithin(port: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!(await connects(port))) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

describe('main.ts', () => {
  it('on SIGTERM finishes the upload in flight, refuses new connections, closes the database and exits 0', async () => {
    const form = await slowUploadBody();
    const api = await startApiServer(tempDir(), await databaseEnv());
    server = api;
    const token = await signIn(api.baseURL);

    const { sent, answered } = upload(api.port, token, form);
    let answeredYet = false;
    // Awaited below; this only keeps an early failure of the test from leaving it unhandled.
    answered.then(
      () => (answeredYet = true),
      () => undefined,
    );
    await sent;
    // The server has read the form and is decoding it once its image worker process is running.
    await vi.waitFor(() => expect(childrenOf(api.child.pid!)).not.toEqual([]), { timeout: 30_000, interval: 20 });
    const signalledAt = Date.now();
    process.kill(api.child.pid!, 'SIGTERM');
    // The listener closes as soon as the signal is handled; on a busy machine that may take a moment.
    expect(await refusedWithin(api.port, 2_000), 'new connections are refused after SIGTERM').toBe(true);
    expect(answeredYet, 'the upload was still in flight when new connections were refused').toBe(false);

    const answer = await answered;
    expect(answer.status, answer.body).toBe(201);
    expect(answer.at).toBeGreaterThan(signalledAt);
    expect(await api.exited).toEqual({ code: 0, signal: null });
    // Not the 72 s keep-alive timeout of the upload's connection (http/closing.ts).
    expect(Date.now() - answer.at, 'exit soon after the last answer').toBeLessThan(10_000);

    if (ENGINE === 'sqlite') {
      // A clean close checkpoints the WAL into the database file and removes it.
      const wal = `${api.databasePath}-wal`;
      expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0);
      const file = new Database(api.databasePath, { readonly: true });
      try {
        expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        file.close();
      }
    }
    const db = await openStopped(api);
    try {
      const fileName = (await db.select({ fileName: images.fileName }).from(images)).map((row) => row.fileName);
      expect(fileName).toHaveLength(1);
      expect(fs.existsSync(path.join(api.uploadsDir, fileName[0]!))).toBe(true);
    } finally {
      await db.$close();
    }
  }, 240_000);

  it('sends email alerts, and on SIGTERM cuts off one stuck on a stalled mail server, leaving it due, and exits 0', async () => {
    const smtp = await startSmtpCatcher();
    try {
      const api = await startApiServer(tempDir(), {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'site@example.com',
        NOTIFY_EMAILS: 'owner@example.com',
        ...(await databaseEnv()),
      });
      server = api;
      const sendMessage = (name: string) =>
        fetch(`${api.baseURL}/backend/api/contact-messages/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name, email: 'ada@example.com', message: `Hello there, from ${name}.` }),
        });
      expect((await sendMessage('Ada')).status).toBe(201);
      await vi.waitFor(() => expect(smtp.caught.map((c) => c.mail.subject)).toEqual(['New message from Ada']), {
        timeout: 10_000,
        interval: 20,
      });

      smtp.answers.push('stall');
      expect((await sendMessage('Bob')).status).toBe(201);
      await vi.waitFor(() => expect(smtp.dataCount()).toBe(2), { timeout: 10_000, interval: 20 });
      const signalledAt = Date.now();
      process.kill(api.child.pid!, 'SIGTERM');
      expect(await api.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalledAt, 'the stalled try does not hold up the exit').toBeLessThan(10_000);
      expect(fs.readFileSync(api.logFile, 'utf8')).toContain('PUBLIC_URL is not set: email alerts link to the message');

      const db = await openStopped(api);
      try {
        const rows = await db
          .select({
            state: messageNotifications.state,
            attempts: messageNotifications.attempts,
            lease: messageNotifications.leaseUntil,
          })
          .from(messageNotifications)
          .orderBy(asc(messageNotifications.messageId));
        expect(rows).toEqual([
          { state: 'sent', attempts: 1, lease: null },
          { state: 'pending', attempts: 1, lease: null },
        ]);
      } finally {
        await db.$close();
      }
    } finally {
      await smtp.close();
    }
  }, 120_000);

  it('refuses a bad configuration with its one sentence as the only output, and exit code 1', async () => {
    const spawned = spawnServer(tempDir(), { PORT: 'abc', DATABASE_PATH: path.join(dir, 'site.db'), SEED_DEMO: 'false' });
    server = spawned;
    expect(await spawned.exited).toEqual({ code: 1, signal: null });
    expect(fs.readFileSync(spawned.logFile, 'utf8')).toBe(
      'Invalid configuration: PORT must be a port number from 0 to 65535 (got "abc").\n',
    );
    expect(fs.existsSync(path.join(dir, 'site.db')), 'nothing was created').toBe(false);
  }, 120_000);
});
