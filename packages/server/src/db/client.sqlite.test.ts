// The database is opened the way the durability and concurrency claims rely on: WAL (readers never
// block the writer, a killed process loses no commit), a busy timeout (a second process such as
// `pnpm admin import` waits for a lock instead of failing at once), foreign keys enforced.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from './client.js';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('opens in WAL mode with a busy timeout, foreign keys on and synchronous=NORMAL', () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-db-'));
  const db = openDatabase(path.join(dir, 'site.db'));
  const pragma = (name: string) => db.$client.pragma(name, { simple: true });
  try {
    expect(pragma('journal_mode')).toBe('wal');
    expect(pragma('busy_timeout')).toBe(5000);
    expect(pragma('foreign_keys')).toBe(1);
    // 1 = NORMAL: durable against a process crash in WAL mode (see durability.test.ts).
    expect(pragma('synchronous')).toBe(1);
  } finally {
    db.$client.close();
  }
});
