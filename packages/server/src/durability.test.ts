// SIGKILL durability on every CI run: the crash script (scripts/crash-durability.ts) against the real
// server in a child process, with a small burst: nothing acknowledged is lost, the file is intact.
import { expect, it } from 'vitest';
import { runCrashDurability } from '../scripts/crash-durability.js';

it('a server killed with SIGKILL mid-burst keeps every acknowledged write, and its database passes integrity_check', async () => {
  const result = await runCrashDurability({ writes: 120, concurrency: 4, timeLimitMs: 60_000 });
  expect(result.failures).toEqual([]);
  expect(result.summary).toMatch(/^crash-durability OK: SIGKILL after 60 acknowledged writes; 6\d of 6\d writes/);
}, 240_000);
