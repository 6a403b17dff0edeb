// Notices content written to the database by another process (`pnpm admin import`, `restore` into
// a folder a server already uses, a second server) and drops the answers cached from before, so the
// site never keeps serving what the database no longer holds. How a write is noticed is the engine's
// (db/client.ts `$onExternalWrite`): SQLite's data_version, polled every second; PostgreSQL's
// notifications, sent by the tables' triggers as each write commits.
import type { OpenDb } from '../db/client.js';
import type { ContentVersion } from './content-version.js';

/** At the latest, how long a write by another process takes to show on the site. */
export { DATA_VERSION_POLL_MS as EXTERNAL_WRITE_POLL_MS } from '../db/sqlite.js';

/** Starts watching; answers once watching, with the function that stops it (call it before the database closes). */
export function watchExternalWrites(db: OpenDb, version: ContentVersion): Promise<() => void> {
  return db.$onExternalWrite(() => version.bump('heard'));
}
