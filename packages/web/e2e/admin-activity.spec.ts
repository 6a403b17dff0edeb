// The Activity screen (the audit log) at phone and desktop widths: a page published over the API is
// listed with who published it and from where; filters for who and what go into the address and
// narrow the list; Export CSV downloads the filtered entries; at 390 px the entries are cards and
// nothing scrolls sideways; and axe finds nothing. Other specs write to the log at the same time,
// so the expectations look for this run's own entries.
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { AUDIT_CSV_COLUMNS, getSection } from '@site/contracts';
import { freshSession, storeSession } from './admin-session';
import { axeViolations } from './axe';
import { adminCredentials, adminToken, authHeader, baseUrl, expect, test } from './fixtures';

const WIDTHS = [390, 1440] as const;
const run = Date.now().toString(36);

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl()}/backend/api${path}`, {
    method,
    headers: { ...authHeader(await adminToken()), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A new page, published: one `published` entry naming `page <slug>`. */
async function publishPage(slug: string): Promise<void> {
  const hero = { type: 'home/hero', data: { ...getSection('hero').defaults, title: 'Activity' } };
  const created = await api('POST', '/custom-pages/', { slug, title: `Activity ${slug}`, blocks: [hero] });
  expect(created.status, await created.clone().text()).toBe(201);
  const published = await api('POST', `/drafts/custom-pages/${slug}/publish`);
  expect(published.status, await published.clone().text()).toBe(200);
}

/** A signed-in admin at `width`, in a context where axe may run. */
async function adminAt(browser: Browser, width: number, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await storeSession(page, await freshSession(), path);
  return page;
}

/** The CSV as a spreadsheet reads it (no field of these entries holds a quote or a line break). */
function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split(/\r\n/)
    .map((line) =>
      (line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? []).slice(0, -1).map((f) => f.replace(/,$/, '').replace(/^"|"$/g, '')),
    );
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    const slug = `activity-${width}-${run}`;
    test.afterAll(async () => {
      expect([204, 404]).toContain((await api('DELETE', `/custom-pages/${slug}`)).status);
    });

    test('lists a publish with who and from where, filters by who and what in the address, and exports the filtered entries', async ({
      browser,
    }, info) => {
      await publishPage(slug);
      const page = await adminAt(browser, width, '/admin');
      // On a phone the sidebar is behind the menu button.
      if (width === 390) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Activity' }).click();
      await expect(page).toHaveURL(/\/admin\/activity$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
      const ours = page.getByRole('row').filter({ hasText: `page ${slug}` });
      await expect(ours.first()).toContainText('Published');
      await expect(ours.first()).toContainText(adminCredentials().username);
      await expect(ours.first()).toContainText('127.0.0.1');

      // Filters go into the address and narrow the list to what they match.
      await page.getByLabel('Who').fill(adminCredentials().username);
      await page.getByLabel('What').selectOption({ label: 'Published' });
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/[?&]actor=[^&]+&action=published$/);
      await expect(ours.first()).toBeVisible();
      // The address changes as the filtered list is asked for; the rows before it stay until it comes.
      const whats = page.locator('tbody td[data-action]');
      await expect
        .poll(async () => new Set(await whats.evaluateAll((cells) => cells.map((c) => c.getAttribute('data-action')))))
        .toEqual(new Set(['published']));
      // The address alone opens the same view (a bookmark, Back).
      await page.reload();
      await expect(page.getByLabel('What')).toHaveValue('published');
      await expect(ours.first()).toBeVisible();

      expect(await axeViolations(page)).toEqual([]);
      if (width === 390) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await page.screenshot({ path: info.outputPath(`activity-${width}.png`), fullPage: true });

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV (filtered)' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
      const [header, ...records] = parseCsv(fs.readFileSync(await file.path(), 'utf8'));
      expect(header).toEqual([...AUDIT_CSV_COLUMNS]);
      const column = (name: (typeof AUDIT_CSV_COLUMNS)[number]) => AUDIT_CSV_COLUMNS.indexOf(name);
      expect(new Set(records.map((r) => r[column('action')]))).toEqual(new Set(['published']));
      expect(records.map((r) => r[column('target')])).toContain(`page ${slug}`);

      // Clear shows every action again.
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect(page).toHaveURL(/\/admin\/activity$/);
      await expect(page.getByLabel('What')).toHaveValue('');
      await page.context().close();
    });
  });
}
