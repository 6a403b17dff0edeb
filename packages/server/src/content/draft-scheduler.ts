// Publishes scheduled drafts from inside the server process: once at start (a time that passed while
// the server was down publishes then) and every `pollMs` after, so a schedule goes out within one
// poll of its time. The clock is injectable, so tests move time instead of waiting for it.
import type { Db } from '../db/client.js';
import { publishDueSchedules, type ScheduleRun } from './drafts.js';

/** How often due schedules are looked for: a schedule publishes within this of its time. */
const SCHEDULE_POLL_MS = 5000;

export interface SchedulerOptions {
  clock: () => Date;
  pollMs?: number;
  /** Told what each run published or could not publish (the server logs it). */
  report: (run: ScheduleRun | { crashed: unknown }) => void;
}

/**
 * Starts the scheduler and answers once its first run is done, so a server that was down when a
 * schedule's time came has published it before it answers a request (on PostgreSQL a request's read
 * does not wait for another connection's transaction, as it does on SQLite's one connection). The
 * function it answers stops it (the server calls it on close). A poll while the previous run is
 * still publishing is skipped.
 */
export async function startDraftScheduler(db: Db, options: SchedulerOptions): Promise<() => void> {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const run = await publishDueSchedules(db, options.clock());
      if (run.published.length > 0 || run.failed.length > 0) options.report(run);
    } catch (error) {
      // A database that cannot be read now may be readable at the next poll.
      options.report({ crashed: error });
    } finally {
      running = false;
    }
  };
  await tick();
  const timer = setInterval(() => void tick(), options.pollMs ?? SCHEDULE_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
