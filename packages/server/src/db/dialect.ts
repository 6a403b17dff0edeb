// The few SQL expressions the two engines spell differently, each written once per engine.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client.js';
import { ENGINE } from './engine.js';

const postgres = ENGINE === 'postgres';

/**
 * The database's clock `secondsAgo` seconds back, in the format times are stored in
 * (2026-11-27T04:26:59.123Z, what the tables' defaults write).
 */
export function storedTimeAgo(secondsAgo = 0): SQL<string> {
  return postgres
    ? sql<string>`to_char((statement_timestamp() - make_interval(secs => ${secondsAgo})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`-${secondsAgo} seconds`})`;
}

/**
 * A text in lower case in every alphabet ("Ä" to "ä"): SQLite's own lower() folds ASCII only, so the
 * SQLite connection registers unicode_lower (db/client.ts); PostgreSQL's lower() under the ICU
 * collation does it whatever the database's locale.
 */
export function folded(value: SQLWrapper): SQL<string> {
  return postgres ? sql<string>`lower(${value} collate "und-x-icu")` : sql<string>`unicode_lower(${value})`;
}

/** The later of two stored times (texts in the stored format compare as times). */
export function laterOf(a: SQLWrapper, b: SQLWrapper): SQL<string> {
  return postgres ? sql<string>`greatest(${a}, ${b})` : sql<string>`max(${a}, ${b})`;
}

/** A write refused by a unique index, on either engine, whether or not drizzle wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e instanceof Error && 'code' in e ? e.code : undefined);
  const codes = [codeOf(error), codeOf(error instanceof Error ? error.cause : undefined)];
  return codes.includes('SQLITE_CONSTRAINT_UNIQUE') || codes.includes('23505');
}

/** Error codes of a database out of reach: the network, PostgreSQL going down, SQLite kept busy. */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  'SQLITE_BUSY',
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /Cannot use a pool after calling end/i,
];

/**
 * True when `error` (or what caused it) says the database could not be reached or answered, not
 * that a statement was wrong: the request gets a 503 and the next one may well succeed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(e instanceof Error ? e.message : ''))) return true;
  }
  return false;
}

/**
 * Runs one statement whose condition reads other rows (a count before an insert) so that no other
 * such statement runs between its read and its write, on any number of servers. SQLite already does:
 * a writing statement takes the database's one write lock before it reads. PostgreSQL's statements
 * each read what was committed when they began, so two at once could both pass the same count: there
 * it runs in a transaction, which holds the transaction lock (db/postgres.ts). Not a transaction on
 * SQLite, so that it holds the write lock for the statement alone.
 */
export function aloneAmongWriters<T>(db: Db, statement: (db: Db) => Promise<T>): Promise<T> {
  return postgres ? db.transaction((tx) => statement(tx)) : statement(db);
}
