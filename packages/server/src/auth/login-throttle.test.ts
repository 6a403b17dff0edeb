import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.js';

const MINUTE = 60 * 1000;

function setup(maxKeys?: number) {
  let clock = 1_000_000;
  const throttle = createLoginThrottle({ maxFailures: 5, windowMs: 15 * MINUTE, now: () => clock, maxKeys });
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
  it('allows five failures and refuses the sixth attempt', () => {
    const { throttle, fail } = setup();
    fail(4);
    expect(throttle.retryAfterMs('admin', '10.0.0.1')).toBe(0);
    fail(1);
    expect(throttle.retryAfterMs('admin', '10.0.0.1')).toBe(15 * MINUTE);
  });

  it('blocks the username from any address and the address for any username', () => {
    const { throttle, fail } = setup();
    fail(5);
    expect(throttle.retryAfterMs('admin', '10.9.9.9')).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('ADMIN', '10.9.9.9')).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('someone-else', '10.0.0.1')).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('someone-else', '10.9.9.9')).toBe(0);
  });

  it('counts failures across usernames against the address', () => {
    const { throttle } = setup();
    for (const name of ['a', 'b', 'c', 'd', 'e']) throttle.attempt(name, '10.0.0.1');
    expect(throttle.retryAfterMs('f', '10.0.0.1')).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('a', '10.0.0.2')).toBe(0);
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

  it('clears the username on success but keeps the address blocked', () => {
    const { throttle, fail } = setup();
    fail(4, 'victim', '10.6.6.6');
    const attempt = throttle.attempt('victim', '10.6.6.6');
    if (!attempt.granted) throw new Error('the fifth attempt is let through');
    attempt.succeeded();
    expect(throttle.retryAfterMs('victim', '10.0.0.1')).toBe(0);
    // The address keeps its four failures; the success itself is not one of them.
    expect(throttle.retryAfterMs('someone', '10.6.6.6')).toBe(0);
    fail(1, 'someone', '10.6.6.6');
    expect(throttle.retryAfterMs('someone', '10.6.6.6')).toBeGreaterThan(0);
  });

  it('counts an attempt the moment it is let through, so attempts in flight never exceed the limit', () => {
    const { throttle } = setup();
    const answers = Array.from({ length: 8 }, (_, i) => throttle.attempt('admin', `10.0.1.${i}`));
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
