import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The JSON report is what CI sums into its "N passed, N failed" line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx', 'scripts/**/*.test.ts'] },
      },
      {
        // The API contract in supertest (packages/server/contract): in-process here, or against a
        // deployment with CONTRACT_BASE_URL (`pnpm test:contract`).
        extends: true,
        test: {
          name: 'contract',
          include: ['packages/server/contract/**/*.test.ts'],
          globalSetup: ['packages/server/contract/announce.ts'],
        },
      },
    ],
  },
});
