// The contact limit's counts in the database: a fixed window per key, counted together by every
// connection to the database, as by servers behind a load balancer.
import { describe, expect, it } from 'vitest';
import type { OpenDb } from '../db/client.js';
import { requestCounts } from '../db/schema.js';
import { eachTestDatabase } from '../test/test-database.js';
import { openTwoConnections } from '../test/two-connections.js';
import { countRequest } from './rate-limit-store.js';

const MINUTE = 60_000;
const T0 = Date.parse('2026-01-01T00:00:00.000Z');

describe('a request count', () => {
  let db: OpenDb;
  eachTestDatabase((opened) => (db = opened));

  it('counts up within its window, says how long the window has left, and starts again after it', async () => {
    expect(await countRequest(db, 'contact:10.0.0.1', 10 * MINUTE, T0)).toEqual({ current: 1, ttl: 10 * MINUTE });
    expect(await countRequest(db, 'contact:10.0.0.1', 10 * MINUTE, T0 + 4 * MINUTE)).toEqual({ current: 2, ttl: 6 * MINUTE });
    expect(await countRequest(db, 'contact:10.0.0.2', 10 * MINUTE, T0 + 4 * MINUTE)).toEqual({ current: 1, ttl: 10 * MINUTE });
    expect(await countRequest(db, 'contact:10.0.0.1', 10 * MINUTE, T0 + 10 * MINUTE)).toEqual({ current: 1, ttl: 10 * MINUTE });
  });

  it('deletes the counts whose window has closed', async () => {
    await countRequest(db, 'contact:10.0.0.1', MINUTE, T0);
    await countRequest(db, 'contact:10.0.0.2', 10 * MINUTE, T0);
    await countRequest(db, 'contact:10.0.0.3', MINUTE, T0 + 2 * MINUTE);
    const keys = (await db.select({ key: requestCounts.key }).from(requestCounts)).map((row) => row.key).sort();
    expect(keys).toEqual(['contact:10.0.0.2', 'contact:10.0.0.3']);
  });
});

describe('a request count on two servers sharing one database', () => {
  it('counts every one of twenty requests sent to both at once exactly once', async () => {
    const { one, two, close } = await openTwoConnections();
    try {
      const counted = await Promise.all(
        Array.from({ length: 20 }, (_, i) => countRequest(i % 2 ? one : two, 'contact:10.0.0.9', 10 * MINUTE)),
      );
      expect(counted.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    } finally {
      await close();
    }
  });
});
