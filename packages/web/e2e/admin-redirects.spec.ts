// The Redirects screen against the real server, on a phone and a desktop: a redirect made in the
// form sends the browser on from its old address with its query, a loop is refused under its field,
// a change and a delete take effect at once, a renamed page's old address is in the list, and the
// not-found log's link opens the form with its address filled in. Each test removes what it made.
import type { Page } from '@playwright/test';
import { getSection, type Redirect } from '@site/contracts';
import { signIn } from './admin-session';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

const API = `/backend/api`;
const RENAMED_FROM = 'e2e-redirect-old';
const RENAMED_TO = 'e2e-redirect-new';

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl()}${API}${path}`, {
    method,
    headers: { ...authHeader(await adminToken()), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Removes every redirect from an address this file uses, and its page. */
async function cleanUp(): Promise<void> {
  const list = (await (await api('GET', '/redirects/')).json()) as Redirect[];
  for (const redirect of list)
    if (redirect.from.startsWith('/e2e-')) await api('DELETE', `/redirects/${encodeURIComponent(redirect.id)}`);
  for (const slug of [RENAMED_FROM, RENAMED_TO]) await api('DELETE', `/custom-pages/${slug}`);
}
test.beforeEach(cleanUp);
test.afterEach(cleanUp);

const redirectsTable = (page: Page) => page.getByRole('table', { name: 'Where old addresses lead' });
const rowOf = (page: Page, from: string) =>
  redirectsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: from, exact: true }) });

async function fillForm(page: Page, values: { from?: string; to: string; status?: '301' | '302' }) {
  const dialog = page.getByRole('dialog');
  if (values.from !== undefined) await dialog.getByLabel('From', { exact: true }).fill(values.from);
  await dialog.getByLabel('To', { exact: true }).fill(values.to);
  if (values.status) await dialog.getByLabel('Status', { exact: true }).selectOption(values.status);
  await dialog.getByRole('button', { name: 'Save redirect' }).click();
}

for (const width of [390, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('a redirect made in the editor sends the browser on with its query; changed and deleted, at once', async ({
      page,
      browser,
    }) => {
      const from = `/e2e-offers-${width}`;
      await signIn(page, '/admin/redirects');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redirects');
      await expect(page).toHaveTitle(/Redirects/);

      await page.getByRole('button', { name: 'New redirect' }).click();
      await expect(page.getByRole('dialog', { name: 'New redirect' })).toBeVisible();
      // A loop is refused under To, and the form stays open.
      await fillForm(page, { from, to: `${from}/` });
      await expect(page.getByRole('dialog').getByLabel('To', { exact: true })).toHaveAccessibleDescription(/round in a circle/);
      await page.screenshot({ path: test.info().outputPath(`redirect-form-${width}.png`) });
      await fillForm(page, { to: '/contact' });
      await expect(page.getByRole('dialog')).toBeHidden();
      const row = rowOf(page, from);
      await expect(row).toContainText('/contact');
      await expect(row).toContainText('301');
      await expect(row).toContainText('Redirect');

      // The public address, in a browser of its own: sent on, the query kept.
      const visitor = await browser.newPage();
      await visitor.goto(`${from}?utm_source=newsletter`);
      await expect(visitor).toHaveURL(`${baseUrl()}/contact?utm_source=newsletter`);
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();

      await row.getByRole('button', { name: `Change the redirect from ${from}` }).click();
      await expect(page.getByRole('dialog', { name: 'Change redirect' })).toBeVisible();
      await fillForm(page, { to: '/about', status: '302' });
      await expect(rowOf(page, from)).toContainText('/about');
      await expect(rowOf(page, from)).toContainText('302');
      // Counted: the visit above.
      await expect(rowOf(page, from).getByRole('cell').nth(2)).toHaveText(/1$/);
      await visitor.goto(`${from}?ref=e2e`);
      await expect(visitor).toHaveURL(`${baseUrl()}/about?ref=e2e`);

      await rowOf(page, from)
        .getByRole('button', { name: `Delete the redirect from ${from}` })
        .click();
      const confirm = page.getByRole('alertdialog', { name: `Delete the redirect from ${from}?` });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(rowOf(page, from)).toHaveCount(0);
      const gone = await visitor.goto(from);
      expect(gone?.status()).toBe(404);
      await visitor.close();

      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test("a renamed page's old address is listed as a rename; the not-found log's link opens the form filled in", async ({
      page,
    }) => {
      const hero = { type: 'home/hero', data: { ...getSection('hero').defaults, title: 'Renamed in e2e' } };
      expect((await api('POST', '/custom-pages/', { slug: RENAMED_FROM, title: 'Renamed', blocks: [hero] })).status).toBe(201);
      expect((await api('POST', `/drafts/custom-pages/${RENAMED_FROM}/publish`)).status).toBe(200);
      expect(
        (await api('PUT', `/custom-pages/${RENAMED_FROM}`, { slug: RENAMED_TO, title: 'Renamed', blocks: [hero] })).status,
      ).toBe(200);

      await signIn(page, `/admin/redirects?from=${encodeURIComponent('/e2e-missing')}`);
      const dialog = page.getByRole('dialog', { name: 'New redirect' });
      await expect(dialog.getByLabel('From', { exact: true })).toHaveValue('/e2e-missing');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/admin\/redirects$/);

      const row = rowOf(page, `/${RENAMED_FROM}`);
      await expect(row).toContainText(`/${RENAMED_TO}`);
      await expect(row).toContainText('Page renamed');
      await expect(row.getByRole('button', { name: /^Change/ })).toHaveCount(0);
      await expect(row.getByRole('button', { name: `Delete the redirect from /${RENAMED_FROM}` })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`redirects-${width}.png`), fullPage: true });
    });
  });
}
