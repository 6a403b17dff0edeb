// Notices content written to the database by another process (`pnpm admin import`, `restore` into
// a folder a server already uses, a second instance) and drops the answers cached from before, so
// the site never keeps serving what the database no longer holds. SQLite's `data_version` changes
// whenever another connection commits; reading it is a cheap pragma on an already prepared statement.
import type Database from 'better-sqlite3';
import type { ContentVersion } from './content-version.js';

/** How often the database is asked; a write by another process shows on the site within this time. */
export const EXTERNAL_WRITE_POLL_MS = 1000;

/** Starts watching; the returned function stops it (call it before the database closes). */
export function watchExternalWrites(
  client: Database.Database,
  version: ContentVersion,
  everyMs = EXTERNAL_WRITE_POLL_MS,
): () => void {
  const dataVersion = client.prepare('PRAGMA data_version').pluck();
  let seen = dataVersion.get();
  const timer = setInterval(() => {
    const now = dataVersion.get();
    if (now !== seen) {
      seen = now;
      version.bump();
    }
  }, everyMs);
  // A poll must never keep a finishing process alive.
  timer.unref();
  return () => clearInterval(timer);
}
