import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { ENGINE_FREE_TESTS } from './packages/server/src/test/engine-free.js';
import { findPostgres, NO_POSTGRES } from './packages/server/src/test/pg-cluster.js';

const CONTRACT_FILES = ['packages/server/contract/**/*.test.ts'];

/**
 * The same suites again on PostgreSQL, on a throw-away cluster the global setup starts, when this
 * machine has PostgreSQL; otherwise one line says they were skipped and how to have them.
 */
function onPostgres(): TestProjectInlineConfiguration[] {
  if (!findPostgres()) {
    console.log(NO_POSTGRES.replace('its tests are', 'the test run on PostgreSQL is'));
    return [];
  }
  return [
    {
      extends: true,
      test: {
        name: 'unit-pg',
        // The server's tests again, but those about what only SQLite does (*.sqlite.test.ts) and those
        // whose outcome cannot depend on the engine (test/engine-free.ts names them, and its test
        // proves each one engine-free): a new test runs on both engines unless it is named there.
        include: ['packages/server/src/**/*.test.ts'],
        exclude: ['**/*.sqlite.test.ts', '**/node_modules/**', ...ENGINE_FREE_TESTS],
        globalSetup: ['packages/server/src/test/pg-global-setup.ts'],
        setupFiles: ['packages/server/src/test/pg-setup-file.ts'],
      },
    },
    {
      extends: true,
      test: {
        name: 'contract-pg',
        include: CONTRACT_FILES,
        globalSetup: ['packages/server/src/test/pg-global-setup.ts', 'packages/server/contract/announce.ts'],
        setupFiles: ['packages/server/src/test/pg-setup-file.ts'],
      },
    },
  ];
}

export default defineConfig({
  test: {
    pool: 'forks',
    // A file at once per core (vitest's default leaves one core out, so one file at a time on two):
    // the tests spend much of their time waiting on databases, servers and child processes, and the
    // whole run on both engines took 11 minutes this way on two cores against 18.
    maxWorkers: '100%',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The JSON report is what CI sums into its "N passed, N failed" line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/src/**/*.test.tsx',
            'packages/server/scripts/**/*.test.ts',
            'packages/web/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // What only happens on PostgreSQL runs in the projects below.
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
          // On SQLite, even when the shell names a PostgreSQL database.
          env: { DATABASE_URL: '' },
        },
      },
      {
        // The API contract in supertest (packages/server/contract): in-process here, or against a
        // deployment with CONTRACT_BASE_URL (`pnpm test:contract`).
        extends: true,
        test: {
          name: 'contract',
          include: CONTRACT_FILES,
          globalSetup: ['packages/server/contract/announce.ts'],
          env: { DATABASE_URL: '' },
        },
      },
      ...onPostgres(),
    ],
  },
});
