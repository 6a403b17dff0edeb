// A PostgreSQL lock held by a connection of the test's own while statements from elsewhere queue up
// behind it, then released: they all go ahead at the same moment, which is when two servers' claims
// or counts would race if a statement were not safe against another running beside it.
import pg from 'pg';
import { vi } from 'vitest';

export interface HeldLock {
  /** Resolves once `count` other connections wait for a lock. */
  waiters(count: number): Promise<void>;
  release(): Promise<void>;
}

/** Opens a transaction on `url` that runs `statement` (one that takes a lock) and keeps it open. */
export async function holdLock(url: string, statement: string): Promise<HeldLock> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(statement);
  return {
    async waiters(count) {
      await vi.waitFor(
        async () => {
          const { rows } = await client.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
          );
          if ((rows[0]?.n ?? 0) < count) throw new Error(`${rows[0]?.n ?? 0} of ${count} are waiting`);
        },
        { timeout: 10_000, interval: 20 },
      );
    },
    async release() {
      await client.query('COMMIT');
      await client.end();
    },
  };
}
