// Everything a request could change, as one comparable value: every table's rows and the uploads
// folder's file names. Tables are listed from the database itself, so a new table is included.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';

export interface StateSnapshot {
  tables: Record<string, unknown[]>;
  uploads: string[];
}

/**
 * Columns a refused request may legitimately touch: the guard refreshes a token's last use once a
 * minute (auth/tokens.ts) whatever the answer, and a long test run crosses that minute.
 */
const VOLATILE_COLUMNS: Record<string, string[]> = { tokens: ['last_used_at'] };

export function snapshotState(app: FastifyInstance): StateSnapshot {
  const sqlite = app.db.$client;
  const names = sqlite
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  const tables = Object.fromEntries(
    names.map((name) => {
      const rows = sqlite.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all() as Record<string, unknown>[];
      const volatile = VOLATILE_COLUMNS[name] ?? [];
      return [name, rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !volatile.includes(column))))];
    }),
  );
  const dir = app.config.uploadsDir;
  const uploads = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  return { tables, uploads };
}
