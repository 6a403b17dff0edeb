// Throttles password guessing with two sliding-window limits, both checked before the slow hash:
// - per (username, address) pair: 5 failures in 15 minutes, then that address may not try that
//   username again until the oldest failure ages out;
// - per address, whatever the usernames: 20 failures in 15 minutes.
// There is deliberately no limit per username alone that refuses. Any such limit, however high, is
// reached by a stranger guessing from addresses of their own, and then refuses the owner's right
// password from a clean address: anyone could lock the owner out, again and again. Without it, the
// owner signing in from an address without failures is never refused. What the username has instead
// is a ceiling that slows: beyond 10 failures in the window from all addresses together, each further
// attempt at it waits before its check, 0.5 s doubling with every failure beyond, at most 4 s. The
// owner's right password still signs in, a few seconds later; a guesser spread over many addresses
// pays those seconds for every guess. Guessing stays bounded: every address gets at
// most 5 guesses at one account and 20 in all per 15 minutes, so a guesser with many addresses pays
// for each guess with an address, and each guess still costs an argon2 hash, which keeps an attack
// from a large pool of addresses slow and visible in the log. An IPv6 client is counted by its /64
// network: a home or a server is commonly given a whole /64, and counted per address it could take a
// fresh address, and a fresh budget, for every guess.
// An attempt is counted as a failure the moment it is let through, before its password is hashed:
// checking first and counting after the slow hash let any number of guesses sent at once through.
// Counted in the database (db/schema.ts loginAttempts), so every server sharing it counts the same
// attempts: N servers behind a load balancer give a guesser exactly the budget of one. Letting an
// attempt through and counting it is one conditional insert that no other runs between, on either
// engine (db/dialect.ts aloneAmongWriters). Attempts older than the window are deleted as new ones
// come, and beyond `maxAttempts` rows the oldest go, so a flood of made-up usernames cannot grow
// the table without limit.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt, lte, ne, or, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Db } from '../db/client.js';
import { aloneAmongWriters } from '../db/dialect.js';
import { loginAttempts } from '../db/schema.js';
import type { Config } from '../config.js';
import { ApiError } from '../http/errors.js';

export interface LoginThrottleOptions {
  /** Failures allowed per (username, address) pair in the window; the next attempt is refused. */
  maxFailures?: number;
  /** Failures allowed per address, over all usernames, in the window. */
  maxAddressFailures?: number;
  windowMs?: number;
  /** Injectable clock for tests. */
  now?: () => number;
  /** Bound on remembered attempts, so a flood of made-up usernames cannot grow the table without limit. */
  maxAttempts?: number;
  /** Failures per username, from all addresses, in the window before each further attempt is slowed. */
  slowAfterFailures?: number;
  /** The wait of the first slowed attempt; it doubles with each failure beyond, up to `maxSlowMs`. */
  slowMs?: number;
  maxSlowMs?: number;
  /** Injectable wait for tests. */
  sleep?: (ms: number) => Promise<void>;
}

/** An attempt let through, counted as a failure until it reports a success. */
export interface GrantedAttempt {
  granted: true;
  /** How long it waited, for the username's failures from all addresses, before it was let through. */
  waitedMs: number;
  /** Clears the pair's failures and takes this attempt back from the address, whose earlier failures stay. */
  succeeded(): Promise<void>;
  /**
   * Takes back this attempt alone, leaving the pair's earlier failures counted: a right password that
   * still needs its second factor is no failure, but must not clear the wrong codes sent before it.
   */
  takenBack(): Promise<void>;
}

type Attempt = GrantedAttempt | { granted: false; retryAfterMs: number };

export interface LoginThrottle {
  /** Lets one password check through, counted against the (username, address) pair and the address, or says how long to wait. */
  attempt(username: string, address: string): Promise<Attempt>;
  /** Milliseconds until an attempt is allowed again; 0 when it is allowed now. */
  retryAfterMs(username: string, address: string): Promise<number>;
}

const LOGIN_MAX_FAILURES = 5;
const LOGIN_MAX_ADDRESS_FAILURES = 20;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const LOGIN_MAX_ATTEMPTS = 100_000;
const LOGIN_SLOW_AFTER_FAILURES = 10;
const LOGIN_SLOW_MS = 500;
const LOGIN_MAX_SLOW_MS = 4000;

/** The wait before an attempt at a username that has `failures` in the window from all addresses. */
function slowdownMs(failures: number, after: number, slowMs: number, maxSlowMs: number): number {
  if (failures < after) return 0;
  // Past 2^12 the cap has long been reached; the bound keeps the power finite.
  return Math.min(maxSlowMs, slowMs * 2 ** Math.min(failures - after, 12));
}

/** The 429 of a refused attempt, in Djoser's {detail} shape, with Retry-After in seconds. */
export function tooManyAttempts(retryAfterMs: number): ApiError {
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return new ApiError(
    429,
    { detail: `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.` },
    { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) },
  );
}

/** The throttle's options from the server's settings: its own numbers but where `loginSlowdown` says otherwise. */
export function throttleOptions(config: Pick<Config, 'loginSlowdown'>): LoginThrottleOptions {
  const slow = config.loginSlowdown ?? {};
  return { slowAfterFailures: slow.afterFailures, slowMs: slow.ms, maxSlowMs: slow.maxMs };
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

const iso = (ms: number) => new Date(ms).toISOString();

export function createLoginThrottle(db: Db, options: LoginThrottleOptions = {}): LoginThrottle {
  const maxPair = options.maxFailures ?? LOGIN_MAX_FAILURES;
  const maxAddress = options.maxAddressFailures ?? LOGIN_MAX_ADDRESS_FAILURES;
  const windowMs = options.windowMs ?? LOGIN_WINDOW_MS;
  const now = options.now ?? Date.now;
  const maxAttempts = options.maxAttempts ?? LOGIN_MAX_ATTEMPTS;
  const slowAfter = options.slowAfterFailures ?? LOGIN_SLOW_AFTER_FAILURES;
  const slowMs = options.slowMs ?? LOGIN_SLOW_MS;
  const maxSlowMs = options.maxSlowMs ?? LOGIN_MAX_SLOW_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  // Usernames are folded to lower case so "Admin" and "admin" share one budget of guesses. JSON
  // encoding keeps the pair unambiguous whatever characters the username holds.
  const pairKey = (username: string, address: string) => JSON.stringify([username.toLowerCase(), throttledAddress(address)]);
  // Every pair key of a username starts with this, whatever the address.
  const usernamePrefix = (username: string) => `[${JSON.stringify(username.toLowerCase())},`;

  /** The username's failures in the window from all addresses, besides the attempt `exceptId`. */
  async function usernameFailures(username: string, at: number, exceptId: string): Promise<number> {
    const prefix = usernamePrefix(username);
    const [row] = await db
      .select({ n: sql<number>`count(*)` })
      .from(loginAttempts)
      .where(
        and(
          // A prefix compared as text, not LIKE: a username may hold LIKE's wildcards.
          sql`substr(${loginAttempts.pairKey}, 1, ${prefix.length}) = ${prefix}`,
          gt(loginAttempts.at, iso(at - windowMs)),
          ne(loginAttempts.id, exceptId),
        ),
      );
    return Number(row?.n ?? 0);
  }

  /** How long until `key`'s attempts in the window fall below `max`; 0 when they are below it now. */
  async function waitFor(
    column: typeof loginAttempts.pairKey | typeof loginAttempts.addressKey,
    key: string,
    max: number,
    at: number,
  ): Promise<number> {
    // The attempt whose ageing out brings the count below the limit: the max-th newest.
    const [releasing] = await db
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(and(eq(column, key), gt(loginAttempts.at, iso(at - windowMs))))
      .orderBy(desc(loginAttempts.at))
      .limit(1)
      .offset(max - 1);
    return releasing ? Math.max(1, Date.parse(releasing.at) + windowMs - at) : 0;
  }

  async function retryAfterMs(username: string, address: string): Promise<number> {
    const at = now();
    const [pair, whole] = await Promise.all([
      waitFor(loginAttempts.pairKey, pairKey(username, address), maxPair, at),
      waitFor(loginAttempts.addressKey, throttledAddress(address), maxAddress, at),
    ]);
    return Math.max(pair, whole);
  }

  /** Deletes the attempts that left the window, and the oldest beyond the bound. */
  async function prune(at: number): Promise<void> {
    await db.delete(loginAttempts).where(lte(loginAttempts.at, iso(at - windowMs)));
    const [bound] = await db
      .select({ at: loginAttempts.at, id: loginAttempts.id })
      .from(loginAttempts)
      .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
      .limit(1)
      .offset(maxAttempts);
    if (!bound) return;
    const older = or(lt(loginAttempts.at, bound.at), and(eq(loginAttempts.at, bound.at), lte(loginAttempts.id, bound.id)));
    await db.delete(loginAttempts).where(older);
  }

  return {
    retryAfterMs,
    async attempt(username, address) {
      const at = now();
      const pair = pairKey(username, address);
      const whole = throttledAddress(address);
      const id = randomUUID();
      const text = (value: string) => sql<string>`cast(${value} as text)`;
      const inWindow = and(
        gt(loginAttempts.at, iso(at - windowMs)),
        or(eq(loginAttempts.pairKey, pair), eq(loginAttempts.addressKey, whole)),
      );
      // Checked and counted in one statement: the attempt is inserted only while both counts of the
      // window are below their limits (a count over no rows is one row, of zeros).
      const counted = db
        .select({
          pair: sql<number>`count(case when ${loginAttempts.pairKey} = ${pair} then 1 end)`.as('pair_n'),
          address: sql<number>`count(case when ${loginAttempts.addressKey} = ${whole} then 1 end)`.as('address_n'),
        })
        .from(loginAttempts)
        .where(inWindow)
        .as('counted');
      const inserted = await aloneAmongWriters(db, (d) =>
        d
          .insert(loginAttempts)
          .select(
            d
              .select({
                id: text(id).as('id'),
                pairKey: text(pair).as('pair_key'),
                addressKey: text(whole).as('address_key'),
                at: text(iso(at)).as('at'),
              })
              .from(counted)
              .where(and(lt(counted.pair, maxPair), lt(counted.address, maxAddress))),
          )
          .returning({ id: loginAttempts.id }),
      );
      if (inserted.length === 0) {
        await prune(at);
        // Refused by a count: how long is worth a second look, outside the statement that counted.
        return { granted: false, retryAfterMs: Math.max(1, await retryAfterMs(username, address)) };
      }
      // Counted first, then slowed: attempts sent at once each see the others and wait the longer.
      // The username's count reads only the window, so it need not wait for the pruning.
      const [failures] = await Promise.all([usernameFailures(username, at, id), prune(at)]);
      const waitedMs = slowdownMs(failures, slowAfter, slowMs, maxSlowMs);
      if (waitedMs > 0) await sleep(waitedMs);
      return {
        granted: true,
        waitedMs,
        async succeeded() {
          // The pair starts again from nothing; the address keeps its earlier failures, not this one.
          await db.update(loginAttempts).set({ pairKey: null }).where(eq(loginAttempts.pairKey, pair));
          await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
        },
        async takenBack() {
          await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
        },
      };
    },
  };
}
