import { describe, expect, it } from 'vitest';
import { createLoginThrottle, throttledAddress } from './login-throttle.js';

const MINUTE = 60 * 1000;

function setup(maxKeys?: number) {
  let clock = 1_000_000;
  const throttle = createLoginThrottle({
    maxFailures: 5,
    maxAddressFailures: 20,
    windowMs: 15 * MINUTE,
    now: () => clock,
    maxKeys,
  });
  const advance = (ms: number) => {
    clock += ms;
  };
  // An attempt that never reports a success stays counted: that is a failure.
  const fail = (times: number, username = 'admin', address = '10.0.0.1') => {
    for (let i = 0; i < times; i++) expect(throttle.attempt(username, address).granted).toBe(true);
  };
  return { throttle, advance, fail };
}

describe('login throttle', () => {
  it('lets at most five of ten logins through when they interleave while their passwords are checked', async () => {
    const { throttle } = setup();
    // Each login awaits between being let through and its answer (the user look-up and the hash):
    // counting at the moment an attempt is let through keeps the others from slipping in meanwhile.
    const login = async (rightPassword: boolean) => {
      const attempt = throttle.attempt('admin', '10.0.0.1');
      if (!attempt.granted) return 'refused';
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (!rightPassword) return 'wrong';
      attempt.succeeded();
      return 'signed in';
    };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(i === 9)));
    expect(answers.filter((a) => a === 'wrong')).toHaveLength(5);
    expect(answers.filter((a) => a === 'refused')).toHaveLength(5);
    expect(answers[9]).toBe('refused');
  });

  it('allows five failures and refuses the sixth attempt', () => {
    const { throttle, fail } = setup();
    fail(4);
    expect(throttle.retryAfterMs('admin', '10.0.0.1')).toBe(0);
    fail(1);
    expect(throttle.retryAfterMs('admin', '10.0.0.1')).toBe(15 * MINUTE);
  });

  it('blocks the pair, not the username from another address', () => {
    const { throttle, fail } = setup();
    fail(5);
    expect(throttle.retryAfterMs('ADMIN', '10.0.0.1')).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('admin', '10.9.9.9')).toBe(0);
    expect(throttle.retryAfterMs('someone-else', '10.0.0.1')).toBe(0);
  });

  it('never blocks a username from an address without failures, however many addresses guessed', () => {
    const { throttle, fail } = setup();
    for (let i = 0; i < 200; i++) fail(5, 'admin', `10.1.${Math.floor(i / 250)}.${i % 250}`);
    expect(throttle.retryAfterMs('admin', '10.9.9.9')).toBe(0);
  });

  it('counts failures across usernames against the address, up to its own higher limit', () => {
    const { throttle } = setup();
    for (let i = 0; i < 19; i++) throttle.attempt(`user-${i}`, '10.0.0.1');
    expect(throttle.retryAfterMs('f', '10.0.0.1')).toBe(0);
    throttle.attempt('user-19', '10.0.0.1');
    expect(throttle.retryAfterMs('f', '10.0.0.1')).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('user-0', '10.0.0.2')).toBe(0);
  });

  it('lets attempts through again once the oldest failures leave the window', () => {
    const { throttle, fail, advance } = setup();
    fail(1);
    advance(10 * MINUTE);
    fail(4);
    expect(throttle.retryAfterMs('admin', '10.0.0.1')).toBe(5 * MINUTE);
    advance(5 * MINUTE);
    expect(throttle.retryAfterMs('admin', '10.0.0.1')).toBe(0);
  });

  it('clears the pair on success but keeps the address its failures', () => {
    const { throttle, fail } = setup();
    fail(4, 'victim', '10.6.6.6');
    for (const name of ['b', 'c', 'd']) fail(5, name, '10.6.6.6');
    const attempt = throttle.attempt('victim', '10.6.6.6');
    if (!attempt.granted) throw new Error('the fifth attempt of the pair is let through');
    attempt.succeeded();
    // The pair starts again from nothing; the address keeps its 19 failures, the success is not one.
    expect(throttle.retryAfterMs('victim', '10.6.6.6')).toBe(0);
    fail(1, 'someone', '10.6.6.6');
    expect(throttle.retryAfterMs('victim', '10.6.6.6')).toBeGreaterThan(0);
  });

  it('counts an attempt the moment it is let through, so attempts in flight never exceed the limit', () => {
    const { throttle } = setup();
    const answers = Array.from({ length: 8 }, () => throttle.attempt('admin', '10.0.1.1'));
    expect(answers.map((a) => a.granted)).toEqual([true, true, true, true, true, false, false, false]);
    expect(answers[5]).toEqual({ granted: false, retryAfterMs: 15 * MINUTE });
  });

  it('forgets the stalest keys beyond its bound', () => {
    const { throttle, fail } = setup(2);
    fail(5, 'old', '10.0.0.9');
    expect(throttle.retryAfterMs('old', '10.0.0.9')).toBeGreaterThan(0);
    fail(1, 'new', '10.0.0.1');
    expect(throttle.retryAfterMs('old', '10.0.0.9')).toBe(0);
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
