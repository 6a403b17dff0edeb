// What the rest of the server needs to know of PostgreSQL without loading its driver (pg and
// drizzle's node-postgres, loaded by db/client.ts only when DATABASE_URL names a database).

/** The connection problem said in one sentence, naming the host (never the password). */
export class DatabaseUnreachable extends Error {}

export function describeTarget(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
}
