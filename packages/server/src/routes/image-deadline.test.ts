// Images that take too long to process: a few kilobytes of SVG can keep the rasteriser busy for
// minutes. Every image gets a deadline (IMAGE_TIMEOUT_S); past it the upload is refused with one
// sentence, nothing is stored, the work is really stopped, and the uploads queued behind it go on.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { images } from '../db/schema.js';
import { UNREADABLE_IMAGE } from '../media/image-header.js';
import { imageWorker } from '../media/image-worker.js';
import { tooSlowMessage } from '../media/refusals.js';
import { blurBomb } from '../test/blur-bomb.js';
import { EXIT_MOMENTS } from '../test/image-worker-exit.js';
import type { Config } from '../config.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

const DEADLINE_MS = 2_000;
/**
 * Starting a fresh worker after a termination, the upload's own work, a busy two-core machine running
 * other test files. Far below what the bomb takes without a deadline (over a minute).
 */
const SLACK_MS = 8_000;

let t: TestApp;
let token: string;
/** An app of the describe's own for each of its tests. */
function withApp(overrides: Partial<Config> = {}): void {
  beforeEach(async () => {
    t = await makeTestApp(overrides);
    token = await adminToken(t.app);
  });
  afterEach(async () => {
    await t.close();
  });
}

async function upload(bytes: Buffer) {
  const body = new FormData();
  body.append('category', 'news');
  body.append('image', new Blob([bytes]), 'upload.svg');
  const started = performance.now();
  const res = await t.app.inject({ method: 'POST', url: '/backend/api/images', payload: body, headers: auth(token) });
  return { res, ms: performance.now() - started, at: performance.now() };
}

/** A process's parent and CPU seconds so far, from /proc; undefined once it is gone. */
function procStat(pid: number | string): { ppid: number; cpu: number } | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The fields after the command name (which may hold spaces): state, ppid, ..., utime (14th), stime (15th), in 1/100 s.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / 100 };
}

/** CPU seconds used so far by this process and by every process it started that is still running. */
function cpuSecondsOfTree(): number {
  const own = process.cpuUsage();
  let children = 0;
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = procStat(entry);
    if (stat?.ppid === process.pid) children += stat.cpu;
  }
  return (own.user + own.system) / 1e6 + children;
}

describe('an image that takes longer than IMAGE_TIMEOUT_S to process', () => {
  withApp({ imageTimeoutMs: DEADLINE_MS });

  it(
    'refuses the SVG blur bomb with 400 and one sentence within the deadline, and stores nothing',
    { timeout: 30_000 },
    async () => {
      const bomb = blurBomb();
      expect(bomb.length).toBeLessThan(3 * 1024);
      const { res, ms } = await upload(bomb);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: tooSlowMessage(DEADLINE_MS) });
      expect(ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
      expect(await t.app.db.select().from(images)).toEqual([]);
      expect(fs.readdirSync(t.config.uploadsDir)).toEqual([]);
    },
  );

  it(
    'lets a normal upload sent together with the bomb through, without waiting for the bomb beyond the deadline',
    { timeout: 30_000 },
    async () => {
      const photo = await sharp(randomBytes(600 * 400 * 3), { raw: { width: 600, height: 400, channels: 3 } })
        .jpeg()
        .toBuffer();
      const [bomb, normal] = await Promise.all([upload(blurBomb()), upload(photo)]);
      expect(bomb.res.statusCode).toBe(400);
      expect(normal.res.statusCode).toBe(201);
      expect(normal.ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
      // Queued behind the bomb or not, it is answered within its own time of the bomb's refusal.
      expect(normal.at - bomb.at).toBeLessThan(SLACK_MS);
      expect(await t.app.db.select().from(images)).toHaveLength(1);
    },
  );

  it('really stops the work: after the refusal the server and its processes use no CPU', { timeout: 30_000 }, async () => {
    const { res } = await upload(blurBomb());
    expect(res.statusCode).toBe(400);
    const before = cpuSecondsOfTree();
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // the measured second itself
    // A rasteriser left running would use a whole core (a second per second).
    expect(cpuSecondsOfTree() - before).toBeLessThan(0.3);
  });
});

describe('an image during which the worker process dies (a decoder crashing on the file)', () => {
  withApp(); // the default deadline: only the crash ends the bomb here

  it(
    'is refused as damaged with 400, not a 500, and nothing is stored; the next upload gets a fresh worker',
    { timeout: 30_000 },
    async () => {
      const refused = upload(blurBomb());
      // It dies while rasterising: once its process has spent a second of CPU on the bomb.
      let first: { pid: number; cpu: number } | undefined;
      await vi.waitFor(
        () => {
          const pid = imageWorker.pid;
          const cpu = pid === undefined ? undefined : procStat(pid)?.cpu;
          if (pid === undefined || cpu === undefined) throw new Error('No worker process yet.');
          if (first?.pid !== pid) first = { pid, cpu };
          expect(cpu - first.cpu).toBeGreaterThan(1);
        },
        { timeout: 10_000, interval: 50 },
      );
      process.kill(first!.pid, 'SIGKILL');
      const { res } = await refused;
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: UNREADABLE_IMAGE });
      expect(await t.app.db.select().from(images)).toEqual([]);
      expect(fs.readdirSync(t.config.uploadsDir)).toEqual([]);
      const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: 'teal' } })
        .png()
        .toBuffer();
      expect((await upload(png)).res.statusCode).toBe(201);
    },
  );
});

describe('an image whose worker process dies at any moment of its job', () => {
  withApp();
  let log: string;
  beforeEach(() => {
    log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'image-worker-exit-')), 'moments');
    process.env.IMAGE_WORKER_TEST_EXIT_LOG = log;
  });
  afterEach(async () => {
    delete process.env.IMAGE_WORKER_TEST_EXIT;
    delete process.env.IMAGE_WORKER_TEST_EXIT_LOG;
    await imageWorker.stop();
    fs.rmSync(path.dirname(log), { recursive: true, force: true });
  });

  // The worker process reads IMAGE_WORKER_TEST_EXIT when it starts (test/image-worker-exit.ts), so
  // each case stops the running one first; the upload then starts a worker that dies at that moment.
  it.each(EXIT_MOMENTS)(
    'dies %s: refused as damaged with 400, nothing stored, and the next upload gets a fresh worker',
    { timeout: 30_000 },
    async (moment) => {
      // Over 64 KiB, so that the job reaches the worker in more than one read.
      const photo = await sharp(randomBytes(400 * 300 * 3), { raw: { width: 400, height: 300, channels: 3 } })
        .png()
        .toBuffer();
      expect(photo.length).toBeGreaterThan(64 * 1024);
      process.env.IMAGE_WORKER_TEST_EXIT = moment;
      await imageWorker.stop();
      const { res } = await upload(photo);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: UNREADABLE_IMAGE });
      // It died at that moment, once, and of nothing else.
      expect(fs.readFileSync(log, 'utf8')).toBe(`${moment}\n`);
      expect(await t.app.db.select().from(images)).toEqual([]);
      expect(fs.readdirSync(t.config.uploadsDir)).toEqual([]);

      delete process.env.IMAGE_WORKER_TEST_EXIT;
      expect((await upload(photo)).res.statusCode).toBe(201);
      expect(await t.app.db.select().from(images)).toHaveLength(1);
    },
  );
});
