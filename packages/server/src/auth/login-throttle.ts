// Throttles password guessing: after too many failed logins in a sliding window, further attempts
// for that username, or from that client address, are refused until the oldest failure ages out.
// In memory, per process: enough for one instance; a restart forgets (acceptable for a small site).

export interface LoginThrottleOptions {
  /** Failures allowed in the window; the next attempt is refused. */
  maxFailures?: number;
  windowMs?: number;
  /** Injectable clock for tests. */
  now?: () => number;
  /** Bound on remembered keys, so a flood of made-up usernames cannot grow memory without limit. */
  maxKeys?: number;
}

export interface LoginThrottle {
  /** Milliseconds until an attempt is allowed again; 0 when it is allowed now. */
  retryAfterMs(username: string, address: string): number;
  recordFailure(username: string, address: string): void;
  /** Clears the username's failures only: a success must not unlock an attacker's address. */
  recordSuccess(username: string): void;
}

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export function createLoginThrottle(options: LoginThrottleOptions = {}): LoginThrottle {
  const max = options.maxFailures ?? LOGIN_MAX_FAILURES;
  const windowMs = options.windowMs ?? LOGIN_WINDOW_MS;
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 10_000;
  // key -> failure times, oldest first. Map keeps insertion order, so the first key is the stalest.
  const failures = new Map<string, number[]>();

  // Usernames are folded to lower case so "Admin" and "admin" share one budget of guesses.
  const userKey = (username: string) => `u:${username.toLowerCase()}`;
  const addressKey = (address: string) => `a:${address}`;

  function recent(key: string, at: number): number[] {
    const times = (failures.get(key) ?? []).filter((t) => at - t < windowMs);
    if (times.length) failures.set(key, times);
    else failures.delete(key);
    return times;
  }

  function waitFor(key: string, at: number): number {
    const times = recent(key, at);
    if (times.length < max) return 0;
    // Allowed again once enough failures have left the window to fall below the limit.
    const releasing = times[times.length - max] ?? at;
    return releasing + windowMs - at;
  }

  function record(key: string, at: number) {
    const times = recent(key, at);
    failures.delete(key);
    failures.set(key, [...times, at]);
    while (failures.size > maxKeys) {
      const stalest = failures.keys().next().value;
      if (stalest === undefined) break;
      failures.delete(stalest);
    }
  }

  return {
    retryAfterMs(username, address) {
      const at = now();
      return Math.max(waitFor(userKey(username), at), waitFor(addressKey(address), at));
    },
    recordFailure(username, address) {
      const at = now();
      record(userKey(username), at);
      record(addressKey(address), at);
    },
    recordSuccess(username) {
      failures.delete(userKey(username));
    },
  };
}
