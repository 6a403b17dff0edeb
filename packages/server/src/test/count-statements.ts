// Counts the SQL statements the app's database runs, on either engine: every statement the query
// builder runs is prepared by the database's session first (drizzle's `prepareQuery`), on SQLite as
// on PostgreSQL, so wrapping it sees them all without touching either engine's connection.
import type { Db } from '../db/client.js';

interface Session {
  prepareQuery: (...args: unknown[]) => unknown;
}

/** How many statements `db` ran while `run` ran. */
export async function countStatements(db: Db, run: () => Promise<unknown>): Promise<number> {
  const session = (db as unknown as { session: Session }).session;
  const own = Object.prototype.hasOwnProperty.call(session, 'prepareQuery');
  const prepare = session.prepareQuery;
  let statements = 0;
  session.prepareQuery = function (this: Session, ...args: unknown[]) {
    statements += 1;
    return prepare.apply(this, args);
  };
  try {
    await run();
  } finally {
    if (own) session.prepareQuery = prepare;
    else delete (session as Partial<Session>).prepareQuery;
  }
  return statements;
}
