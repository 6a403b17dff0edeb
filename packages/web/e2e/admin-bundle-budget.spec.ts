// What the editor downloads, as a gzip-only phone receives it (docs/performance.md, "Bundles"): a
// visit that starts at /login gets the login shell (the form on React DOM, no router, no screen), and
// each admin screen opened first in a fresh browser gets the editor's shell and that screen's own
// code only (src/admin/routes.tsx: every screen is a lazy route). The screens are the sidebar's
// addresses (ADMIN_PATHS, and the Dashboard's, Redirects' and Not found's, kept apart from them for the login page's budget), so a
// screen added there is measured too.
import type { Browser } from '@playwright/test';
import { ADMIN_BASE, ADMIN_PATHS } from '../src/admin/admin-paths';
import { DASHBOARD_PATH } from '../src/admin/dashboard/dashboard-path';
import { NOT_FOUND_PATH } from '../src/admin/not-found/not-found-path';
import { SITE_HEALTH_PATH } from '../src/admin/site-health/site-health-path';
import { REDIRECTS_PATH } from '../src/admin/redirects/redirects-path';
import { freshSession } from './admin-session';
import { expect, test } from './fixtures';
import { adminEntryScript, downloadsOf, transferredBytes, type Download } from './page-loads';

const KB = 1024;
const LOGIN_JS_BUDGET = 80 * KB;
const SCREEN_JS_BUDGET = 215 * KB;

const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  extraHTTPHeaders: { 'accept-encoding': 'gzip' },
};

const scriptsOf = (downloads: Download[]) => downloads.filter((d) => d.type === 'script' || d.url.pathname.endsWith('.js'));
const total = async (downloads: Download[]) => (await Promise.all(downloads.map(transferredBytes))).reduce((a, b) => a + b, 0);
const listing = async (downloads: Download[]) =>
  (await Promise.all(downloads.map(async (d) => `${d.url.pathname} ${await transferredBytes(d)} B`))).join('\n');

/** The scripts `path` downloads in a browser with an empty cache, signed in or not. */
async function firstVisitScripts(browser: Browser, path: string, session?: { token: string; user: unknown }) {
  const context = await browser.newContext(PHONE);
  try {
    if (session)
      await context.addInitScript(
        ([t, u]) => {
          localStorage.setItem('authToken', t);
          localStorage.setItem('user', u);
        },
        [session.token, JSON.stringify(session.user)] as const,
      );
    const page = await context.newPage();
    const scripts = scriptsOf(await downloadsOf(page, path));
    return { scripts, bytes: await total(scripts), listing: await listing(scripts) };
  } finally {
    await context.close();
  }
}

test("/login on a phone loads at most 80 KB gzipped of JavaScript, and not the editor's entry", async ({ browser, request }) => {
  const adminEntry = await adminEntryScript(request);
  expect(adminEntry).toBeTruthy();
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const scripts = scriptsOf(await downloadsOf(page, '/login'));
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  const bytes = await total(scripts);
  test.info().annotations.push({ type: '/login', description: `${scripts.length} scripts, ${(bytes / KB).toFixed(1)} KB` });
  expect(scripts.map((s) => s.url.pathname)).not.toContain(adminEntry);
  expect(bytes, await listing(scripts)).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
  await context.close();
});

test('each admin screen opened first on a phone loads at most 215 KB gzipped of JavaScript', async ({ browser }) => {
  // Twenty-two screens, each in a fresh browser: about 1.5 minutes on a busy two-core machine.
  test.setTimeout(180_000);
  const session = await freshSession();
  const screens = [];
  for (const path of [
    ADMIN_BASE,
    DASHBOARD_PATH,
    SITE_HEALTH_PATH,
    REDIRECTS_PATH,
    NOT_FOUND_PATH,
    ...Object.values(ADMIN_PATHS),
  ])
    screens.push({ path, ...(await firstVisitScripts(browser, path, session)) });
  test.info().annotations.push({
    type: 'screens',
    description: screens
      .map(({ path, bytes, scripts }) => `${path} ${scripts.length} scripts ${(bytes / KB).toFixed(1)} KB`)
      .join(', '),
  });
  for (const { path, bytes, scripts, listing: files } of screens) {
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(bytes, `${path}\n${files}`).toBeLessThanOrEqual(SCREEN_JS_BUDGET);
  }
});
