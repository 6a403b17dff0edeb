// A SQLite file another process keeps locked past the busy timeout: what `pnpm admin` says then.
// About SQLite's own write lock (the file held by a second connection), hence on SQLite only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../cli.js';
import { readSection, writeSection } from '../content/sections.js';
import { openDatabase } from '../db/client.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-locked-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const target = () => ({ DATABASE_PATH: path.join(dir, 'target', 'site.db'), UPLOADS_DIR: path.join(dir, 'target', 'uploads') });

async function run(env: NodeJS.ProcessEnv, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { env: { ...env }, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('an unexpected failure', () => {
  it('is one sentence naming the variable that shows the details, not a stack', async () => {
    const site = target();
    const db = openDatabase(site.DATABASE_PATH);
    await writeSection(db, 'hero', { ...(await readSection(db, 'hero')), title: 'Ours' });
    db.$client.close();
    const file = path.join(dir, 'content.json');
    expect((await run(site, 'export', file)).code).toBe(0);
    // Another process holds the write lock past the busy timeout: no command foresees that.
    const holder = new Database(site.DATABASE_PATH);
    holder.exec('BEGIN EXCLUSIVE');
    try {
      const result = await run(site, 'import', file);
      expect(result).toEqual({
        code: 1,
        out: [],
        err: ['The command failed unexpectedly (database is locked); run it again with ADMIN_DEBUG=1 to see the details.'],
      });
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
  });
});
