// Counts the public pages' 404s in the not-found log after the answer has gone: the visitor never
// waits for the write, and a write that fails is logged, never thrown. One write at a time per
// server, so counting never takes the database connections pages are read with; visits that arrive
// meanwhile wait in a queue, one entry a path (a path asked again adds to its entry), of at most
// MAX_QUEUED_PATHS: under a flood of made-up addresses the rest are not counted (the answer goes out
// all the same), and the log's own bound keeps its size.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { NOT_FOUND_LOG_LIMIT } from '@site/contracts';
import type { Db } from '../db/client.js';
import { recordNotFound, type NotFoundVisits } from '../content/not-found-log.js';
import { loggedPathOf, referrerHostOf } from '../content/not-found-paths.js';

export const MAX_QUEUED_PATHS = 100;

export interface NotFoundRecorder {
  /** Counts a 404 answered to `request`, when the log counts its address. */
  record(request: Pick<FastifyRequest, 'url' | 'headers'>): void;
  /** Answers when every visit counted so far is written (closing the app; tests). */
  settled(): Promise<void>;
}

export function notFoundRecorder(
  db: Db,
  clock: () => Date,
  log: FastifyBaseLogger,
  /** How many addresses the log keeps (tests keep fewer). */
  limit = NOT_FOUND_LOG_LIMIT,
): NotFoundRecorder {
  const queued = new Map<string, NotFoundVisits>();
  let writing: Promise<void> | undefined;

  async function writeQueued(): Promise<void> {
    for (let next = queued.values().next(); !next.done; next = queued.values().next()) {
      const visits = next.value;
      queued.delete(visits.path);
      try {
        await recordNotFound(db, visits, limit);
      } catch (error) {
        log.warn({ err: error, path: visits.path }, 'Counting an address that answered 404 failed');
      }
    }
    writing = undefined;
  }

  return {
    record(request) {
      const path = loggedPathOf(request.url);
      if (path === undefined) return;
      const at = clock().toISOString();
      const referrerHost = referrerHostOf(request.headers.referer);
      const waiting = queued.get(path);
      if (waiting) {
        waiting.hits += 1;
        waiting.lastAt = at;
        waiting.referrerHost = referrerHost ?? waiting.referrerHost;
      } else if (queued.size < MAX_QUEUED_PATHS) {
        queued.set(path, { path, hits: 1, firstAt: at, lastAt: at, referrerHost });
      }
      writing ??= writeQueued();
    },
    async settled() {
      while (writing) await writing;
    },
  };
}
