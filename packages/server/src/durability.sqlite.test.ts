// SIGKILL durability on every CI run: the crash script (scripts/crash-durability.ts) against the real
// server in a child process, with a small burst: nothing acknowledged is lost, the file is intact.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { runCrashDurability, verifyDatabase } from '../scripts/crash-durability.js';
import { openDatabase } from './db/client.js';

it('a server killed with SIGKILL mid-burst keeps every acknowledged write, passes integrity_check and serves them after a restart', async () => {
  const result = await runCrashDurability({ writes: 120, concurrency: 4, timeLimitMs: 60_000 });
  expect(result.failures).toEqual([]);
  expect(result.summary).toMatch(/^crash-durability OK: SIGKILL after 60 acknowledged writes; 6\d of 6\d writes/);
}, 240_000);

it('the check itself notices a lost message and a section that holds neither the acknowledged nor the in-flight value', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-verify-'));
  try {
    const file = path.join(dir, 'site.db');
    const db = openDatabase(file);
    db.$client.prepare("INSERT INTO sections (key, data) VALUES ('hero', ?)").run(JSON.stringify({ title: 'older' }));
    db.$client.close();
    const lane = { sectionKey: 'hero', path: 'home/hero', field: 'title', initial: '', acked: 'newest', inFlight: 'next' };
    expect(verifyDatabase(file, [lane], ['crash-message-7'])).toEqual([
      'Acknowledged contact message "crash-message-7" is missing.',
      'Section hero.title holds "older"; expected the last acknowledged "newest" or the one in flight "next".',
    ]);
    expect(verifyDatabase(file, [{ ...lane, acked: 'older' }], [])).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
