// The image worker: every step that hands an upload's bytes to sharp runs in a child process, so
// that a file which takes too long (an SVG whose filters keep the rasteriser busy for minutes) is
// stopped for real at its deadline. The process is killed, not asked: libvips cannot be interrupted
// from JavaScript, sharp's own timeout does not reach SVG rasterisation, and a worker thread's native
// work would go on in the shared thread pool after the thread was terminated. The next job starts a
// fresh process. One process runs one job at a time; callers queue (processing.ts). A process left
// without work for a while (a minute by default) is stopped, so that the memory of sharp and libvips
// (some 240 MB) is not held between uploads; the next job starts a fresh one.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { COMPILED, IMAGE_WORKER_ENTRY } from '../locations.js';
import { ImageRefusal } from './image-header.js';
import type { ImageJob, JobAnswer, JobRequest, JobValues } from './image-jobs.js';

/** The job ran past its deadline; its process has been killed and is gone. */
export class DeadlinePassed extends Error {}

/** The process died during a job: a decoder crashing on the file, most likely, or memory running out. */
export class WorkerCrashed extends Error {}

/** The time one image may take, spent across its jobs (its header, then its decode). */
export class Budget {
  constructor(public leftMs: number) {}
}

// The built server forks the built entry with plain node; run from its TypeScript sources (tests,
// `pnpm dev`), it forks the source entry through tsx, a development dependency only.
const execArgv = () => (COMPILED ? [] : ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]);

const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const how = (code: number | null, signal: NodeJS.Signals | null) => signal ?? `exit code ${code}`;

export interface ImageWorkerOptions {
  /** How long the process may stay without a job before it is stopped. */
  idleMs?: number;
}

export class ImageWorker {
  private child: ChildProcess | undefined;
  private starting: Promise<ChildProcess> | undefined;
  private nextId = 1;
  private readonly idleMs: number;
  /** Jobs between their call and their answer: the process is stopped for idleness only at none. */
  private jobs = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor({ idleMs = 60_000 }: ImageWorkerOptions = {}) {
    this.idleMs = idleMs;
  }

  /** The running worker process's id, if there is one. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Runs `job` within what is left of `budget`; past it the process is killed and DeadlinePassed thrown. */
  async run<K extends ImageJob['kind']>(job: Extract<ImageJob, { kind: K }>, budget: Budget): Promise<JobValues[K]> {
    if (budget.leftMs <= 0) throw new DeadlinePassed('The image had no time left for this job.');
    // Counted and the idle timer cleared before anything is awaited: a process being stopped for
    // idleness has been forgotten already, so this job starts a fresh one rather than reach it.
    this.jobs++;
    clearTimeout(this.idleTimer);
    try {
      const child = await this.start();
      // While a job runs the server waits for it; while idle the worker must not keep the server alive.
      child.ref();
      child.channel?.ref();
      const began = performance.now();
      try {
        return await this.ask<K>(child, job, budget.leftMs);
      } finally {
        budget.leftMs -= performance.now() - began;
        child.unref();
        child.channel?.unref();
      }
    } finally {
      if (--this.jobs === 0) this.stopWhenIdle();
    }
  }

  /** Stops the process once idleMs pass without a job (the timer keeps nothing alive). */
  private stopWhenIdle(): void {
    const child = this.child;
    if (!child) return;
    this.idleTimer = setTimeout(() => {
      this.forget(child);
      void this.kill(child);
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private ask<K extends ImageJob['kind']>(child: ChildProcess, job: ImageJob, ms: number): Promise<JobValues[K]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (then: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onGone);
        child.off('disconnect', onGone);
        then();
      };
      // The caller hears of a crash or a deadline only once the process is gone, so the next job
      // never reaches the dying one. The process may end in any order of its channel closing, its
      // exit and a failed send: whichever comes first settles the job, once.
      const afterKill = (err: Error) => settle(() => void this.kill(child).then(() => reject(err), reject));
      const onMessage = ({ id: answered, outcome }: JobAnswer) => {
        if (answered !== id) return;
        if (outcome.ok) settle(() => resolve(outcome.value as JobValues[K]));
        else if ('refused' in outcome) settle(() => reject(new ImageRefusal(outcome.refused)));
        else settle(() => reject(new Error(`The image worker failed: ${outcome.failed}`)));
      };
      const onGone = () => {
        const why = ended(child) ? how(child.exitCode, child.signalCode) : 'its channel closed';
        afterKill(new WorkerCrashed(`The image worker stopped during a job (${why}).`));
      };
      const timer = setTimeout(() => afterKill(new DeadlinePassed(`The image job took longer than ${ms} ms.`)), Math.max(0, ms));
      child.on('message', onMessage);
      child.on('exit', onGone);
      child.on('disconnect', onGone);
      if (!child.connected) return onGone();
      child.send({ id, job } satisfies JobRequest, (err) => {
        if (err) afterKill(new WorkerCrashed(`The image worker could not be sent a job (${err.message}).`));
      });
    });
  }

  /** Stops the running worker process, if there is one, and waits until it is gone; the next job starts a fresh one. */
  async stop(): Promise<void> {
    clearTimeout(this.idleTimer);
    const child = this.child;
    if (child) await this.kill(child);
  }

  private async kill(child: ChildProcess): Promise<void> {
    if (ended(child)) return;
    const gone = once(child, 'exit');
    child.kill('SIGKILL');
    await gone;
  }

  private start(): Promise<ChildProcess> {
    // A process whose channel has closed is dying even if its exit has not been heard yet: start afresh.
    if (this.child && (!this.child.connected || ended(this.child))) this.forget(this.child);
    this.starting ??= new Promise<ChildProcess>((resolve, reject) => {
      const child = fork(IMAGE_WORKER_ENTRY, [], {
        execArgv: execArgv(),
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      this.child = child;
      // Whatever ends it (a kill at a deadline, a crash, a failure to start), the next job starts a
      // fresh process. Dying before it was ready is a crash like any other for the job waiting on it.
      const gone = (why: string) => {
        this.forget(child);
        reject(new WorkerCrashed(`The image worker stopped before it was ready (${why}).`));
      };
      child.on('exit', (code, signal) => gone(how(code, signal)));
      child.on('disconnect', () => gone('its channel closed'));
      let killed = false;
      child.on('error', (err) => {
        gone(err.message);
        // A process that could not be started or written to is of no further use.
        if (!ended(child) && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      });
      child.once('message', (message) => {
        if (message === 'ready') resolve(child);
      });
    });
    return this.starting;
  }

  private forget(child: ChildProcess): void {
    if (this.child !== child) return;
    this.child = undefined;
    this.starting = undefined;
  }
}

/** The one worker of the process: one image at a time, whichever app or command asks. */
export const imageWorker = new ImageWorker();
