// The image worker process: it answers jobs, refuses with the uploader's sentence, and at a deadline
// it is killed (not asked) and gone before the caller hears of it; the next job gets a fresh process.
// Left without work past its idle time, the process is stopped, and the next job starts another.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { blurBomb } from '../test/blur-bomb.js';
import { ImageRefusal, UNSUPPORTED_IMAGE } from './image-header.js';
import { Budget, DeadlinePassed, ImageWorker, imageWorker } from './image-worker.js';

const png = () =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: 'teal' } })
    .png()
    .toBuffer();

/** Whether a process with this id exists (signal 0 only checks). */
function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw err;
  }
}

describe('imageWorker', () => {
  it("answers a job with its value and a refusal with the uploader's sentence, spending one budget", async () => {
    const budget = new Budget(20_000);
    await expect(imageWorker.run({ kind: 'header', bytes: await png() }, budget)).resolves.toEqual({
      type: { ext: 'png', mime: 'image/png', animated: false },
      width: 30,
      height: 20,
      still: true,
    });
    const left = budget.leftMs;
    expect(left).toBeLessThan(20_000);
    await expect(imageWorker.run({ kind: 'header', bytes: Buffer.from('not an image') }, budget)).rejects.toEqual(
      new ImageRefusal(UNSUPPORTED_IMAGE),
    );
    expect(budget.leftMs).toBeLessThan(left);
  });

  it(
    'kills the process at the deadline, answers once it is gone, and runs the next job in a fresh one',
    { timeout: 15_000 },
    async () => {
      const bomb = blurBomb();
      const header = await imageWorker.run({ kind: 'header', bytes: bomb }, new Budget(20_000));
      const pid = imageWorker.pid!;
      expect(exists(pid)).toBe(true);
      const started = performance.now();
      await expect(
        imageWorker.run({ kind: 'decode', bytes: bomb, header, widths: [], encode: true }, new Budget(1_000)),
      ).rejects.toBeInstanceOf(DeadlinePassed);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(exists(pid)).toBe(false);
      expect(imageWorker.pid).toBeUndefined();

      await expect(imageWorker.run({ kind: 'header', bytes: await png() }, new Budget(20_000))).resolves.toMatchObject({
        width: 30,
      });
      expect(imageWorker.pid).not.toBe(pid);
    },
  );

  it('gives a job nothing when the earlier jobs of its image spent the budget', async () => {
    const budget = new Budget(20_000);
    budget.leftMs = 0;
    await expect(imageWorker.run({ kind: 'header', bytes: await png() }, budget)).rejects.toBeInstanceOf(DeadlinePassed);
  });

  it('leaves when the server dies, even in the middle of an image', { timeout: 15_000 }, async () => {
    const script = fileURLToPath(new URL('../test/abandon-image-worker.ts', import.meta.url));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', tsx, script]);
    const pid = Number(stdout.trim());
    expect(pid).toBeGreaterThan(0);
    await vi.waitFor(() => expect(exists(pid)).toBe(false), { timeout: 5_000, interval: 50 });
  });
});

describe('an idle image worker', () => {
  const IDLE_MS = 1_000;
  const header = async (worker: ImageWorker) =>
    expect(worker.run({ kind: 'header', bytes: await png() }, new Budget(20_000))).resolves.toMatchObject({ width: 30 });

  it('stops its process after the idle time and starts a new one for the next job', { timeout: 15_000 }, async () => {
    const worker = new ImageWorker({ idleMs: IDLE_MS });
    try {
      await header(worker);
      const first = worker.pid!;
      // Jobs within the idle time keep the same process.
      await new Promise((r) => setTimeout(r, IDLE_MS / 10));
      await header(worker);
      expect(worker.pid).toBe(first);
      await vi.waitFor(() => expect(exists(first)).toBe(false), { timeout: 5_000, interval: 20 });
      expect(worker.pid).toBeUndefined();

      await header(worker);
      expect(worker.pid).toBeGreaterThan(0);
      expect(worker.pid).not.toBe(first);
    } finally {
      await worker.stop();
    }
  });

  it('runs a job that arrives while the idle process is being stopped in a new process', { timeout: 15_000 }, async () => {
    const worker = new ImageWorker({ idleMs: IDLE_MS });
    try {
      await header(worker);
      const first = worker.pid!;
      // The moment the worker lets go of its idle process (the kill is sent, its exit not yet heard):
      // a job asked for then must not be sent to the dying process.
      while (worker.pid === first) await new Promise((r) => setImmediate(r));
      const job = header(worker);
      await job;
      expect(worker.pid).not.toBe(first);
      expect(exists(first)).toBe(false);
    } finally {
      await worker.stop();
    }
  });
});
