// The run on PostgreSQL leaves out only the test files engine-free.ts names, and each of those is
// proven engine-free here: neither it nor anything it imports reads DATABASE_URL from the
// environment, asks for the PostgreSQL template or starts a process. A database test named there
// by mistake fails this test instead of silently leaving the run on PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENGINE_FREE_TESTS, engineReach } from './engine-free.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const here = (relative: string) => path.join(ROOT, relative);

describe('the test files left out of the run on PostgreSQL', () => {
  it('are server test files that exist, each named once', () => {
    for (const file of ENGINE_FREE_TESTS) {
      expect(file).toMatch(/^packages\/server\/src\/.+\.test\.ts$/);
      expect(fs.existsSync(here(file)), file).toBe(true);
    }
    expect(new Set(ENGINE_FREE_TESTS).size).toBe(ENGINE_FREE_TESTS.length);
  });

  it.each(ENGINE_FREE_TESTS)('%s cannot meet the engine', (file) => {
    expect(engineReach(here(file))).toBeUndefined();
  });

  it('would see the engine behind the test app, a test that starts a process, and one that reads DATABASE_URL', () => {
    // Files that do each: the check is not one that finds nothing anywhere.
    expect(engineReach(here('packages/server/src/test/test-app.ts'))).toMatch(/db\/engine\.ts: reads DATABASE_URL/);
    expect(engineReach(here('packages/server/src/main-s3.test.ts'))).toMatch(/starts a process/);
    expect(engineReach(here('packages/server/src/test/pg-database.ts'))).toMatch(/pg-database\.ts: reads DATABASE_URL/);
  });
});
