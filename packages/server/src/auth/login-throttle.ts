// Throttles password guessing with two sliding-window limits, both checked before the slow hash:
// - per (username, address) pair: 5 failures in 15 minutes, then that address may not try that
//   username again until the oldest failure ages out;
// - per address, whatever the usernames: 20 failures in 15 minutes.
// There is deliberately no limit per username alone. Any such limit, however high, is reached by a
// stranger guessing from addresses of their own, and then refuses the owner's right password from a
// clean address: anyone could lock the owner out, again and again. Without it, the owner signing in
// from an address without failures is never refused. Guessing stays bounded: every address gets at
// most 5 guesses at one account and 20 in all per 15 minutes, so a guesser with many addresses pays
// for each guess with an address, and each guess still costs an argon2 hash, which keeps an attack
// from a large pool of addresses slow and visible in the log. An IPv6 client is counted by its /64
// network: a home or a server is commonly given a whole /64, and counted per address it could take a
// fresh address, and a fresh budget, for every guess.
// An attempt is counted as a failure the moment it is let through, before its password is hashed:
// checking first and counting after the slow hash let any number of guesses sent at once through.
// In memory, per process: enough for one instance; a restart forgets (acceptable for a small site).
import ipaddr from 'ipaddr.js';
import { ApiError } from '../http/errors.js';

export interface LoginThrottleOptions {
  /** Failures allowed per (username, address) pair in the window; the next attempt is refused. */
  maxFailures?: number;
  /** Failures allowed per address, over all usernames, in the window. */
  maxAddressFailures?: number;
  windowMs?: number;
  /** Injectable clock for tests. */
  now?: () => number;
  /** Bound on remembered keys, so a flood of made-up usernames cannot grow memory without limit. */
  maxKeys?: number;
}

/** An attempt let through, counted as a failure until it reports a success. */
export interface GrantedAttempt {
  granted: true;
  /** Clears the pair's failures and takes this attempt back from the address, whose earlier failures stay. */
  succeeded(): void;
}

export type Attempt = GrantedAttempt | { granted: false; retryAfterMs: number };

export interface LoginThrottle {
  /** Lets one password check through, counted against the (username, address) pair and the address, or says how long to wait. */
  attempt(username: string, address: string): Attempt;
  /** Milliseconds until an attempt is allowed again; 0 when it is allowed now. */
  retryAfterMs(username: string, address: string): number;
}

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_MAX_ADDRESS_FAILURES = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** The 429 of a refused attempt, in Djoser's {detail} shape, with Retry-After in seconds. */
export function tooManyAttempts(retryAfterMs: number): ApiError {
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return new ApiError(
    429,
    { detail: `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.` },
    { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) },
  );
}

/**
 * The client as the throttle counts it: an IPv4 address as it is (also when written as IPv4-mapped
 * IPv6), an IPv6 address by its /64 network, anything else as given.
 */
export function throttledAddress(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (!(parsed instanceof ipaddr.IPv6)) return parsed.toString();
  return `${new ipaddr.IPv6([...parsed.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}

/** One counted attempt; an object, so that a success takes back exactly its own entry. */
interface Entry {
  at: number;
}

export function createLoginThrottle(options: LoginThrottleOptions = {}): LoginThrottle {
  const maxPair = options.maxFailures ?? LOGIN_MAX_FAILURES;
  const maxAddress = options.maxAddressFailures ?? LOGIN_MAX_ADDRESS_FAILURES;
  const windowMs = options.windowMs ?? LOGIN_WINDOW_MS;
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 10_000;
  // key -> counted attempts, oldest first. Map keeps insertion order, so the first key is the stalest.
  const failures = new Map<string, Entry[]>();

  // Usernames are folded to lower case so "Admin" and "admin" share one budget of guesses. JSON
  // encoding keeps the pair unambiguous whatever characters the username holds.
  const pairKey = (username: string, address: string) =>
    `p:${JSON.stringify([username.toLowerCase(), throttledAddress(address)])}`;
  const addressKey = (address: string) => `a:${throttledAddress(address)}`;

  function recent(key: string, at: number): Entry[] {
    const entries = (failures.get(key) ?? []).filter((e) => at - e.at < windowMs);
    if (entries.length) failures.set(key, entries);
    else failures.delete(key);
    return entries;
  }

  function waitFor(key: string, max: number, at: number): number {
    const entries = recent(key, at);
    if (entries.length < max) return 0;
    // Allowed again once enough failures have left the window to fall below the limit.
    const releasing = entries[entries.length - max]?.at ?? at;
    return releasing + windowMs - at;
  }

  function record(key: string, entry: Entry) {
    const entries = recent(key, entry.at);
    failures.delete(key);
    failures.set(key, [...entries, entry]);
    while (failures.size > maxKeys) {
      const stalest = failures.keys().next().value;
      if (stalest === undefined) break;
      failures.delete(stalest);
    }
  }

  function retryAfterMs(username: string, address: string): number {
    const at = now();
    return Math.max(waitFor(pairKey(username, address), maxPair, at), waitFor(addressKey(address), maxAddress, at));
  }

  return {
    retryAfterMs,
    attempt(username, address) {
      // Check and count in one synchronous step: no other attempt can run in between.
      const wait = retryAfterMs(username, address);
      if (wait > 0) return { granted: false, retryAfterMs: wait };
      const entry: Entry = { at: now() };
      record(pairKey(username, address), entry);
      record(addressKey(address), entry);
      return {
        granted: true,
        succeeded() {
          failures.delete(pairKey(username, address));
          const key = addressKey(address);
          const rest = (failures.get(key) ?? []).filter((e) => e !== entry);
          if (rest.length) failures.set(key, rest);
          else failures.delete(key);
        },
      };
    },
  };
}
