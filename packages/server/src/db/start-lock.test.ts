// The start lock: of two servers starting at once on one database, one does its start-up work while
// the other waits, on either engine; on SQLite a lock whose holder died is free after its lease.
import { describe, expect, it } from 'vitest';
import type { OpenDb } from './client.js';
import { eachTwoConnections } from '../test/two-connections.js';
import { takeLeaseLock } from './start-lock.js';

let one: OpenDb;
let two: OpenDb;
eachTwoConnections((a, b) => {
  one = a;
  two = b;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the start lock', () => {
  it('runs the start-up work of two servers one after the other, never both at once', async () => {
    const events: string[] = [];
    const starting = (name: string) => async () => {
      events.push(`${name} begins`);
      // Long enough for the other to be asking for the lock meanwhile.
      await pause(300);
      events.push(`${name} ends`);
      return name;
    };
    const done = await Promise.all([one.$whileStarting(starting('one')), two.$whileStarting(starting('two'))]);
    expect(done).toEqual(['one', 'two']);
    expect([
      ['one begins', 'one ends', 'two begins', 'two ends'],
      ['two begins', 'two ends', 'one begins', 'one ends'],
    ]).toContainEqual(events);
  });

  it('is free again after work that failed', async () => {
    await expect(
      one.$whileStarting(async () => {
        throw new Error('the seed failed');
      }),
    ).rejects.toThrow('the seed failed');
    expect(await two.$whileStarting(async () => 'started')).toBe('started');
  });
});

describe('the lock row (SQLite start lock)', () => {
  const T = Date.parse('2026-01-01T00:00:00.000Z');

  it('is held until its lease runs out, then taken over from a holder that died', async () => {
    expect(await takeLeaseLock(one, 'start', 'died', 1000, T)).toBe(true);
    expect(await takeLeaseLock(two, 'start', 'waiting', 1000, T + 999)).toBe(false);
    expect(await takeLeaseLock(two, 'start', 'waiting', 1000, T + 1000)).toBe(true);
    expect(await takeLeaseLock(one, 'start', 'died', 1000, T + 1500)).toBe(false);
  });
});
