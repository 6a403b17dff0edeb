// The Admins screen against the real server: the list of admins, removing one through the confirm
// dialog (their session ends at once), and changing one's own password through the form. Each test
// works on an admin account of its own, so the shared e2e admin keeps its password. Failed password
// checks count against the login throttle per address (every test here shares 127.0.0.1), so this
// file fails exactly two: one wrong current password, one login with the old password.
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { freshSession, signIn, storeSession } from './admin-session';
import { adminCredentials, adminToken, authHeader, baseUrl, expect, test } from './fixtures';

const PASSWORD_CHANGED = 'Password changed. Your other sessions have been signed out.';
const LOGIN_FAILED = 'Login failed. Please check your credentials.';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const adminsTable = (page: Page) => page.getByRole('table', { name: 'Who can edit the site' });

async function createAdmin(prefix: string): Promise<{ username: string; password: string; email: string }> {
  const username = `${prefix}-${Date.now()}`;
  const credentials = { username, email: `${username}@example.com`, password: `Pw-${randomBytes(9).toString('hex')}` };
  const response = await fetch(`${baseUrl()}/backend/auth/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeader(await adminToken()) },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 201) throw new Error(`Creating ${username} answered ${response.status}: ${await response.text()}`);
  return credentials;
}

const meStatus = async (token: string) =>
  (await fetch(`${baseUrl()}/backend/auth/users/me/`, { headers: authHeader(token) })).status;

test('lists the admins, and removes another one through the confirm dialog: gone, and signed out', async ({ page }) => {
  const other = await createAdmin('e2e-removed');
  const { token: otherToken } = await freshSession(other);
  await signIn(page, '/admin/admins');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admins');
  await expect(page).toHaveTitle(/Admins/);

  const table = adminsTable(page);
  const selfRow = table.getByRole('row').filter({ hasText: adminCredentials().username });
  await expect(selfRow).toContainText('you');
  await expect(selfRow.getByRole('button')).toHaveCount(0);
  const row = table.getByRole('row').filter({ hasText: other.username });
  await expect(row).toContainText(other.email);
  // Joined and signed in just now: both as a readable date and time, with the machine-readable one beside.
  await expect(row.locator('time')).toHaveCount(2);
  await expect(row.locator('time').first()).toHaveText(/\d{4}|\d{1,2}:\d\d/);

  const remove = row.getByRole('button', { name: `Remove ${other.username}` });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: `Remove the admin "${other.username}"?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await meStatus(otherToken)).toBe(200);

  await remove.click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, `Removed the admin "${other.username}".`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: other.username })).toHaveCount(0);
  expect(await meStatus(otherToken)).toBe(401);
  await page.reload();
  await expect(selfRow).toBeVisible();
  await expect(adminsTable(page).getByText(other.username)).toHaveCount(0);
});

test('changes your own password through the form: the new one signs in, the old one no longer does', async ({ page }) => {
  const me = await createAdmin('e2e-password');
  const newPassword = `New-${randomBytes(9).toString('hex')}`;
  const elsewhere = await freshSession(me);
  await storeSession(page, await freshSession(me), '/admin/admins');
  const form = page.getByRole('form', { name: 'Change password' });
  await expect(form).toBeVisible();

  // The form's own checks: the same rules as the server's, nothing sent.
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/users/set_password/')) posted += 1;
  });
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(field(page, 'Current password')).toHaveAccessibleDescription('This field is required.');
  await field(page, 'Current password').fill(me.password);
  await field(page, 'New password').fill('1234567890');
  await field(page, 'Confirm new password').fill('1234567890');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(field(page, 'New password')).toHaveAccessibleDescription('This password is entirely numeric.');
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Confirm new password').fill(`${newPassword}-typo`);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(field(page, 'Confirm new password')).toHaveAccessibleDescription("The two password fields didn't match.");
  expect(posted).toBe(0);

  // The server's refusal, on its field.
  await field(page, 'Current password').fill('not-my-password');
  await field(page, 'Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(field(page, 'Current password')).toHaveAccessibleDescription('Invalid password.');
  await expect(field(page, 'Current password')).toHaveAttribute('aria-invalid', 'true');
  await expect(toast(page, 'Invalid password.')).toBeVisible();

  await field(page, 'Current password').fill(me.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, PASSWORD_CHANGED)).toBeVisible();
  for (const label of ['Current password', 'New password', 'Confirm new password'])
    await expect(field(page, label)).toHaveValue('');
  expect(posted).toBe(2);
  // This session goes on; the other one has ended.
  const stored = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(await meStatus(stored ?? '')).toBe(200);
  expect(await meStatus(elsewhere.token)).toBe(401);

  // Through the login form: the old password is refused, the new one signs in.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Username').fill(me.username);
  await page.getByLabel('Password').fill(me.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(LOGIN_FAILED)).toBeVisible();
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('the Admins link sits next to Create Admin in the sidebar and opens the screen', async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('navigation', { name: 'Editor' });
  await expect(nav.getByRole('link', { name: 'Create Admin', exact: true })).toBeVisible();
  const links = await nav.getByRole('link').allTextContents();
  expect(links.indexOf('Admins')).toBe(links.indexOf('Create Admin') + 1);
  await nav.getByRole('link', { name: 'Admins', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/admins$/);
  await expect(nav.getByRole('link', { name: 'Admins', exact: true })).toHaveAttribute('aria-current', 'page');
});
