// Migration tests start from the database as an older version left it: the migrations folder with
// its journal cut after `lastTag`, copied into `dir`.
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../db/client.js';

export function migrationsUpTo(dir: string, lastTag: string): string {
  const folder = path.join(dir, 'drizzle');
  fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === lastTag) + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}
