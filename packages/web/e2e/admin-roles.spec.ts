// Roles in the editor against the real server: an editor and an author (made over the API) see only
// the screens and buttons their role may use, on a phone and on a desktop, and a screen they may not
// open says so plainly; an admin changes an account's role on the Admins screen.
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { freshSession, storeSession } from './admin-session';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

type Role = 'admin' | 'editor' | 'author';
const ROLE_REFUSED = 'Your role cannot open this page.';
const AUTHOR_MAY_NOT_PUBLISH = 'An author may not publish or schedule content.';
const AUTHOR_MAY_NOT_DELETE = 'An author may not delete published content or images in use.';

async function createAccount(role: Role): Promise<{ username: string; password: string }> {
  const username = `e2e-${role}-${Date.now()}-${randomBytes(3).toString('hex')}`;
  const credentials = { username, email: `${username}@example.com`, password: `Pw-${randomBytes(9).toString('hex')}`, role };
  const response = await fetch(`${baseUrl()}/backend/auth/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeader(await adminToken()) },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 201) throw new Error(`Creating ${username} answered ${response.status}: ${await response.text()}`);
  return credentials;
}

async function roleOf(username: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl()}/backend/auth/users/`, { headers: authHeader(await adminToken()) });
  const accounts = (await response.json()) as { username: string; role: string }[];
  return accounts.find((a) => a.username === username)?.role;
}

/** The sidebar's links, after opening the drawer on a phone. */
async function sidebarLinks(page: Page, width: number): Promise<string[]> {
  if (width < 640) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Editor' });
  await expect(nav.getByRole('link', { name: 'Drafts' })).toBeVisible();
  // Labels only: Messages and Review carry a count when something waits, which other specs cause.
  const links = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim().replace(/\s*\d+$/, ''));
  if (width < 640) await page.keyboard.press('Escape');
  return links;
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an editor sees the inbox but not accounts or site settings, and is told so at their address', async ({ page }) => {
      await storeSession(page, await freshSession(await createAccount('editor')), '/admin/drafts');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drafts');
      const links = await sidebarLinks(page, width);
      expect(links).toEqual(expect.arrayContaining(['Drafts', 'Messages', 'Your account']));
      for (const hidden of ['Site settings', 'Create Admin', 'Admins']) expect(links).not.toContain(hidden);
      await expect(page.getByRole('button', { name: 'Publish selected' })).not.toHaveAttribute('title');

      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROLE_REFUSED);
      await page.goto('/admin/create-admin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROLE_REFUSED);
      await page.goto('/admin/admins');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
      await expect(page.getByRole('table')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`editor-account-${width}.png`), fullPage: true });
    });

    test('an author writes drafts but cannot publish, and cannot open the inbox', async ({ page }) => {
      await storeSession(page, await freshSession(await createAccount('author')), '/admin/drafts');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drafts');
      await page.screenshot({ path: test.info().outputPath(`author-drafts-${width}.png`), fullPage: true });
      const links = await sidebarLinks(page, width);
      expect(links).toEqual(expect.arrayContaining(['Drafts', 'Pages', 'Image Upload', 'Your account']));
      for (const hidden of ['Messages', 'Site settings', 'Create Admin', 'Admins']) expect(links).not.toContain(hidden);
      const publish = page.getByRole('button', { name: 'Publish selected' });
      await expect(publish).toBeDisabled();
      await expect(publish).toHaveAttribute('title', AUTHOR_MAY_NOT_PUBLISH);

      await page.goto('/admin/messages-list');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROLE_REFUSED);
      await expect(page.getByRole('link', { name: 'Go to the Home editor' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`author-refused-${width}.png`), fullPage: true });

      // A saved service is published: its Delete button is disabled and says why.
      await page.goto('/admin/services');
      const remove = page.getByRole('button', { name: 'Delete service' });
      await expect(remove).toBeDisabled();
      await expect(remove).toHaveAttribute('title', AUTHOR_MAY_NOT_DELETE);
    });

    test("an admin changes an account's role on the Admins screen", async ({ page }) => {
      const { username } = await createAccount('editor');
      await storeSession(page, await freshSession(), '/admin/admins');
      const select = page.getByRole('combobox', { name: `Role of ${username}` });
      await expect(select).toHaveValue('editor');
      await select.selectOption('author');
      await expect(page.locator('[data-sonner-toast]').getByText(`${username} is now an Author.`)).toBeVisible();
      expect(await roleOf(username)).toBe('author');
      await expect(select).toHaveValue('author');
      await page.screenshot({ path: test.info().outputPath(`admins-${width}.png`), fullPage: true });

      // A new account is an Editor unless another role is chosen; the choice says what the role may do.
      await page.goto('/admin/create-admin');
      const role = page.getByLabel('Role', { exact: true });
      await expect(role).toHaveValue('editor');
      await expect(role).toHaveAccessibleDescription(/No accounts or site settings/);
      await role.selectOption('author');
      await expect(role).toHaveAccessibleDescription(/Cannot publish/);
      await page.screenshot({ path: test.info().outputPath(`create-account-${width}.png`), fullPage: true });
    });
  });
}
