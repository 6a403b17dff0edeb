// Browser tests against the REAL server (e2e/global-setup.ts starts it on a free port with a
// temporary database and the demo content). The production build must exist: run
// `pnpm --filter @site/web build` first. Debian's Chromium (or the one CHROME_PATH names), never a
// downloaded browser.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { findPostgres, NO_POSTGRES } from '../server/src/test/pg-cluster';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The site and editor on PostgreSQL and the several servers behind nginx need its server programs.
const withPostgres = findPostgres() !== null;
if (!withPostgres) console.log(NO_POSTGRES.replace('its tests are', 'the browser tests on PostgreSQL are'));

export default defineConfig({
  testDir: 'e2e',
  testIgnore: withPostgres ? [] : ['postgres.spec.ts', 'several-servers.spec.ts'],
  outputDir: 'test-results',
  globalSetup: here('./e2e/global-setup.ts'),
  // A server and a database for each worker (e2e/global-setup.ts): on its worker's server, tests that
  // edit content run one at a time, and the files are shared out among the workers. E2E_WORKERS
  // chooses how many (two by default: the tests wait on browsers and servers about half the time).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that fails only sometimes is a race to find, not to retry away.
  retries: 0,
  // A test is a story of many steps, each waiting at most the expect timeout below. With two workers
  // and their servers on two cores, the longest stories (a flow through three screens with six
  // full-page screenshots) take up to 30 s, so the whole test is given twice that.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  // The root test-results/playwright.json is what CI sums into its "N passed, N failed" line.
  reporter: [['list'], ['json', { outputFile: here('../../test-results/playwright.json') }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
  },
});
