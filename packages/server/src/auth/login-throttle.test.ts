// The throttle's rules on a fake clock, counted in a database of the run's engine; and its counts
// shared by two connections to one database, as two servers behind a load balancer have.
import { describe, expect, it } from 'vitest';
import type { OpenDb } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';
import { eachTestDatabase } from '../test/test-database.js';
import { openTwoConnections } from '../test/two-connections.js';
import { createLoginThrottle, throttledAddress, type LoginThrottleOptions } from './login-throttle.js';

const MINUTE = 60 * 1000;

let db: OpenDb;
eachTestDatabase((opened) => (db = opened));

function setup(maxAttempts?: number) {
  let clock = 1_000_000;
  // The waits of slowed attempts, recorded instead of waited.
  const waits: number[] = [];
  const options: LoginThrottleOptions = {
    maxFailures: 5,
    maxAddressFailures: 20,
    windowMs: 15 * MINUTE,
    now: () => clock,
    maxAttempts,
    slowAfterFailures: 10,
    slowMs: 500,
    maxSlowMs: 4000,
    sleep: async (ms) => {
      waits.push(ms);
    },
  };
  const throttle = createLoginThrottle(db, options);
  const advance = (ms: number) => {
    clock += ms;
  };
  // An attempt that never reports a success stays counted: that is a failure.
  const fail = async (times: number, username = 'admin', address = '10.0.0.1') => {
    for (let i = 0; i < times; i++) expect((await throttle.attempt(username, address)).granted).toBe(true);
  };
  return { throttle, advance, fail, options, waits };
}

describe('login throttle', () => {
  it('lets at most five of ten wrong logins through when they interleave while their passwords are checked', async () => {
    const { throttle } = setup();
    // Each login awaits between being let through and its answer (the user look-up and the hash):
    // counting at the moment an attempt is let through keeps the others from slipping in meanwhile.
    // All ten are wrong: which five go through depends on the order the database takes them in (on
    // PostgreSQL not the order they were sent), and a right password among them would rightly start
    // the pair's count again.
    const login = async () => {
      const attempt = await throttle.attempt('admin', '10.0.0.1');
      if (!attempt.granted) return 'refused';
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'wrong';
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => login()));
    expect(answers.filter((a) => a === 'wrong')).toHaveLength(5);
    expect(answers.filter((a) => a === 'refused')).toHaveLength(5);
  });

  it('allows five failures and refuses the sixth attempt', async () => {
    const { throttle, fail } = setup();
    await fail(4);
    expect(await throttle.retryAfterMs('admin', '10.0.0.1')).toBe(0);
    await fail(1);
    expect(await throttle.retryAfterMs('admin', '10.0.0.1')).toBe(15 * MINUTE);
  });

  it('blocks the pair, not the username from another address', async () => {
    const { throttle, fail } = setup();
    await fail(5);
    expect(await throttle.retryAfterMs('ADMIN', '10.0.0.1')).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs('admin', '10.9.9.9')).toBe(0);
    expect(await throttle.retryAfterMs('someone-else', '10.0.0.1')).toBe(0);
  });

  it('never blocks a username from an address without failures, however many addresses guessed', async () => {
    const { throttle, fail } = setup();
    for (let i = 0; i < 200; i++) await fail(5, 'admin', `10.1.${Math.floor(i / 250)}.${i % 250}`);
    expect(await throttle.retryAfterMs('admin', '10.9.9.9')).toBe(0);
  });

  it('counts failures across usernames against the address, up to its own higher limit', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 19; i++) await throttle.attempt(`user-${i}`, '10.0.0.1');
    expect(await throttle.retryAfterMs('f', '10.0.0.1')).toBe(0);
    await throttle.attempt('user-19', '10.0.0.1');
    expect(await throttle.retryAfterMs('f', '10.0.0.1')).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs('user-0', '10.0.0.2')).toBe(0);
  });

  it('lets attempts through again once the oldest failures leave the window', async () => {
    const { throttle, fail, advance } = setup();
    await fail(1);
    advance(10 * MINUTE);
    await fail(4);
    expect(await throttle.retryAfterMs('admin', '10.0.0.1')).toBe(5 * MINUTE);
    advance(5 * MINUTE);
    expect(await throttle.retryAfterMs('admin', '10.0.0.1')).toBe(0);
  });

  it('clears the pair on success but keeps the address its failures', async () => {
    const { throttle, fail } = setup();
    await fail(4, 'victim', '10.6.6.6');
    for (const name of ['b', 'c', 'd']) await fail(5, name, '10.6.6.6');
    const attempt = await throttle.attempt('victim', '10.6.6.6');
    if (!attempt.granted) throw new Error('the fifth attempt of the pair is let through');
    await attempt.succeeded();
    // The pair starts again from nothing; the address keeps its 19 failures, the success is not one.
    expect(await throttle.retryAfterMs('victim', '10.6.6.6')).toBe(0);
    await fail(1, 'someone', '10.6.6.6');
    expect(await throttle.retryAfterMs('victim', '10.6.6.6')).toBeGreaterThan(0);
  });

  it('takes back one attempt without clearing the failures of the pair before it', async () => {
    const { throttle, fail } = setup();
    await fail(4, 'owner', '10.5.0.1');
    for (let i = 0; i < 3; i++) {
      const attempt = await throttle.attempt('owner', '10.5.0.1');
      if (!attempt.granted) throw new Error('the fifth attempt of the pair is let through');
      await attempt.takenBack();
    }
    await fail(1, 'owner', '10.5.0.1');
    expect(await throttle.retryAfterMs('owner', '10.5.0.1')).toBe(15 * MINUTE);
  });

  it('counts an attempt the moment it is let through, so attempts in flight never exceed the limit', async () => {
    const { throttle } = setup();
    const answers: Awaited<ReturnType<typeof throttle.attempt>>[] = [];
    for (let i = 0; i < 8; i++) answers.push(await throttle.attempt('admin', '10.0.1.1'));
    expect(answers.map((a) => a.granted)).toEqual([true, true, true, true, true, false, false, false]);
    expect(answers[5]).toEqual({ granted: false, retryAfterMs: 15 * MINUTE });
  });

  it('slows, never refuses, attempts at a username beyond ten failures from all addresses', async () => {
    const { throttle, fail, waits } = setup();
    // Ten strangers' addresses, one failure each: nothing slowed yet.
    for (let i = 0; i < 10; i++) await fail(1, 'owner', `10.2.0.${i}`);
    expect(waits).toEqual([]);
    // Beyond ten, each attempt waits 0.5 s doubling, at most 4 s, and is still let through.
    for (let i = 10; i < 16; i++) await fail(1, 'owner', `10.2.0.${i}`);
    expect(waits).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
    // The owner from a clean address waits the capped delay, and is let in.
    const owner = await throttle.attempt('Owner', '10.9.9.9');
    expect(owner).toMatchObject({ granted: true, waitedMs: 4000 });
    // Another username is not slowed by the first one's failures.
    expect(await throttle.attempt('someone-else', '10.9.9.9')).toMatchObject({ granted: true, waitedMs: 0 });
  });

  it('counts a username with LIKE wildcards in it only against itself', async () => {
    const { throttle, fail } = setup();
    for (let i = 0; i < 12; i++) await fail(1, 'a_b', `10.3.0.${i}`);
    expect(await throttle.attempt('axb', '10.9.9.9')).toMatchObject({ granted: true, waitedMs: 0 });
  });

  it("forgets the username's failures once they leave the window", async () => {
    const { throttle, fail, advance } = setup();
    for (let i = 0; i < 12; i++) await fail(1, 'owner', `10.4.0.${i}`);
    advance(15 * MINUTE);
    expect(await throttle.attempt('owner', '10.9.9.9')).toMatchObject({ granted: true, waitedMs: 0 });
  });

  it('forgets the stalest attempts beyond its bound, and those that left the window', async () => {
    const { throttle, fail, advance } = setup(5);
    await fail(5, 'old', '10.0.0.9');
    expect(await throttle.retryAfterMs('old', '10.0.0.9')).toBeGreaterThan(0);
    advance(1);
    await fail(1, 'new', '10.0.0.1');
    expect(await throttle.retryAfterMs('old', '10.0.0.9')).toBe(0);
    expect(await db.select().from(loginAttempts)).toHaveLength(5);
    // Once the window has passed, the next attempt deletes every earlier one.
    advance(15 * MINUTE);
    await fail(1, 'later', '10.0.0.2');
    expect((await db.select().from(loginAttempts)).map((row) => row.addressKey)).toEqual(['10.0.0.2']);
  });
});

describe('login throttle on two servers sharing one database', () => {
  // Two throttles over two connections to one database: each server's own, as behind a load balancer.
  async function twoServers(
    run: (one: ReturnType<typeof setup>['throttle'], two: ReturnType<typeof setup>['throttle']) => Promise<void>,
  ) {
    const { one, two, close } = await openTwoConnections();
    try {
      const options = setup().options;
      await run(createLoginThrottle(one, options), createLoginThrottle(two, options));
    } finally {
      await close();
    }
  }

  it('lets exactly five of twenty guesses at one username through, sent to both at once', async () => {
    await twoServers(async (one, two) => {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).attempt('admin', '10.30.0.1')));
      expect(answers.filter((a) => a.granted)).toHaveLength(5);
      expect(await one.retryAfterMs('admin', '10.30.0.1')).toBe(15 * MINUTE);
      expect(await two.retryAfterMs('admin', '10.30.0.1')).toBe(15 * MINUTE);
    });
  });

  it('lets exactly twenty of forty guesses from one address through, over many usernames', async () => {
    await twoServers(async (one, two) => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).attempt(`user-${i}`, '10.30.0.2')),
      );
      expect(answers.filter((a) => a.granted)).toHaveLength(20);
    });
  });

  it('clears the pair for both when one of them lets the owner in', async () => {
    await twoServers(async (one, two) => {
      for (let i = 0; i < 4; i++) await two.attempt('admin', '10.30.0.3');
      const right = await one.attempt('admin', '10.30.0.3');
      if (!right.granted) throw new Error('the fifth attempt of the pair is let through');
      await right.succeeded();
      for (let i = 0; i < 5; i++) expect((await two.attempt('admin', '10.30.0.3')).granted).toBe(true);
      expect((await one.attempt('admin', '10.30.0.3')).granted).toBe(false);
    });
  });
});

describe('the address a failure counts against', () => {
  it('is an IPv6 address by its /64 network and an IPv4 address as it is', () => {
    expect(throttledAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(throttledAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(throttledAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(throttledAddress('10.0.0.1')).toBe('10.0.0.1');
    expect(throttledAddress('not an address')).toBe('not an address');
  });
});
