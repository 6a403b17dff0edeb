// The Not found screen at phone and desktop widths: addresses visited in the browser that do not
// exist are listed with their visits and the site that linked there (never their query), bots'
// probes are grouped apart, and Clear takes a line out of the log; Create redirect opens the
// Redirects screen's form with the address filled in, and once saved the old address sends the
// browser on with its query and has left the log. At 390 px the lines are cards and nothing scrolls
// sideways; axe finds nothing. Other specs may fill the log too, so this one looks for its own
// addresses, and clears them and its redirect at its end.
import type { Browser, Page } from '@playwright/test';
import { notFoundEntrySchema, type NotFoundEntry, type Redirect } from '@site/contracts';
import { freshSession, storeSession } from './admin-session';
import { axeViolations } from './axe';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

const WIDTHS = [390, 1440] as const;
const run = Date.now().toString(36);

async function logEntries(): Promise<NotFoundEntry[]> {
  const res = await fetch(`${baseUrl()}/backend/api/not-found?sort=recent`, { headers: authHeader(await adminToken()) });
  expect(res.status).toBe(200);
  return notFoundEntrySchema.array().parse(await res.json());
}

async function clearFromLog(path: string): Promise<void> {
  const res = await fetch(`${baseUrl()}/backend/api/not-found?path=${encodeURIComponent(path)}`, {
    method: 'DELETE',
    headers: authHeader(await adminToken()),
  });
  expect([200, 404]).toContain(res.status);
}

async function deleteRedirectFrom(from: string): Promise<void> {
  const headers = authHeader(await adminToken());
  const list = (await (await fetch(`${baseUrl()}/backend/api/redirects/`, { headers })).json()) as Redirect[];
  for (const redirect of list.filter((r) => r.from === from)) {
    const res = await fetch(`${baseUrl()}/backend/api/redirects/${encodeURIComponent(redirect.id)}`, {
      method: 'DELETE',
      headers,
    });
    expect(res.status).toBeLessThan(300);
  }
}

/** A visitor following a link from `referer` to `path`, which answers the site's Not Found page. */
async function visitMissing(browser: Browser, path: string, referer: string): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  const answer = await page.goto(path, { referer });
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await context.close();
}

/** A signed-in admin at `width`, in a context where axe may run. */
async function adminAt(browser: Browser, width: number, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await storeSession(page, await freshSession(), path);
  return page;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    const missing = `/old-offers-${width}-${run}`;
    const other = `/team-2019-${width}-${run}`;
    test.afterAll(async () => {
      await deleteRedirectFrom(missing);
      await clearFromLog(missing);
      await clearFromLog(other);
    });

    test('lists the addresses visitors found missing, probes apart, and makes a redirect from one or clears it', async ({
      browser,
    }, info) => {
      await visitMissing(browser, `${missing}?email=someone%40example.com`, 'https://partner.example/links?id=7');
      await visitMissing(browser, missing, 'https://news.example/story');
      await visitMissing(browser, other, 'https://partner.example/');
      await visitMissing(browser, '/wp-login.php', 'https://scanner.example/');

      const page = await adminAt(browser, width, '/admin');
      // On a phone the sidebar is behind the menu button.
      if (width === 390) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Not found' }).click();
      await expect(page).toHaveURL(/\/admin\/not-found$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();

      const line = page.locator(`tr[data-path="${missing}"]`);
      await expect(line).toContainText('2 visits');
      await expect(line).toContainText('news.example');
      await expect(page.getByText('someone@example.com')).toHaveCount(0);
      await expect(page.getByText('email=')).toHaveCount(0);
      await expect(page.locator(`tr[data-path="${other}"]`)).toContainText('1 visit');

      // Probes are their own group, without Create redirect.
      const probes = page.getByRole('region', { name: 'Probes by bots' });
      const wordpress = probes.locator('tr[data-path="/wp-*"]');
      await expect(wordpress).toContainText(/WordPress/);
      await expect(wordpress.getByRole('link', { name: /Create redirect/ })).toHaveCount(0);

      // Last seen first puts the address visited last on top, in the address of the screen.
      await page.getByLabel('Order').selectOption({ label: 'Last seen' });
      await expect(page).toHaveURL(/\?sort=recent$/);
      const firstLine = page.getByRole('table', { name: 'Not found' }).locator('tbody tr').first();
      await expect(firstLine).toHaveAttribute('data-path', other);

      if (width === 390) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        const card = await line.boundingBox();
        expect(card!.width).toBeLessThanOrEqual(390);
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: info.outputPath(`not-found-${width}.png`), fullPage: true });

      // Clear takes the line out of the log, on the screen and over the API.
      await page
        .locator(`tr[data-path="${other}"]`)
        .getByRole('button', { name: /^Clear/ })
        .click();
      await expect(page.getByText(`${other} cleared.`)).toBeVisible();
      await expect(page.locator(`tr[data-path="${other}"]`)).toHaveCount(0);
      expect((await logEntries()).some((entry) => entry.path === other)).toBe(false);

      // Create redirect opens the Redirects screen's form with the address as its From.
      await line.getByRole('link', { name: /Create redirect/ }).click();
      await expect(page).toHaveURL(`/admin/redirects?from=${encodeURIComponent(missing)}`);
      const form = page.getByRole('dialog', { name: 'New redirect' });
      await expect(form.getByLabel('From', { exact: true })).toHaveValue(missing);
      await form.getByLabel('To', { exact: true }).fill('/about');
      await form.getByRole('button', { name: 'Save redirect' }).click();
      await expect(form).toBeHidden();

      // The old address now sends a visitor on, query kept, and has left the log.
      const visitor = await browser.newContext({ baseURL: baseUrl() });
      const tab = await visitor.newPage();
      await tab.goto(`${missing}?utm_source=partner`);
      await expect(tab).toHaveURL(/\/about\?utm_source=partner$/);
      await visitor.close();
      expect((await logEntries()).some((entry) => entry.path === missing)).toBe(false);
      await page.goBack();
      await expect(page).toHaveURL(/\/admin\/not-found/);
      await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
      await expect(page.locator(`tr[data-path="${missing}"]`)).toHaveCount(0);
    });
  });
}
