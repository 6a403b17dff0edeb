// Create Club Admin against the real server: the required checks, a new
// admin who can then log in through the form, the server's refusal shown next to its field, and
// the sending state. Login is throttled after failures, so every login here succeeds.
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { signIn } from './admin-session';
import { adminCredentials, expect, test } from './fixtures';

const REQUIRED = 'This field is required.';
const CREATED = 'Successfully Created Admin';
const USERNAME_TAKEN = 'A user with that username already exists.';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Create Admin' });

test('an empty form shows "This field is required." next to each field and sends nothing', async ({ page }) => {
  let posted = false;
  await page.route('**/backend/auth/users/', (route) => {
    posted = true;
    return route.abort();
  });
  await signIn(page, '/admin/create-admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Club Admin');
  await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
  await expect(field(page, 'Password')).toHaveAttribute('type', 'password');
  await submit(page).click();
  for (const label of ['Username', 'Email', 'Password']) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, label)).toHaveAccessibleDescription(REQUIRED);
  }
  await expect(field(page, 'Username')).toBeFocused();
  // Typing into a field clears its message.
  await field(page, 'Username').fill('someone');
  await expect(field(page, 'Username')).not.toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
});

test('creates an admin who can then log in through the login form', async ({ page }) => {
  const username = `e2e-new-admin-${Date.now()}`;
  const password = `Pw-${randomBytes(9).toString('hex')}`;
  await signIn(page, '/admin/create-admin');
  await field(page, 'Username').fill(username);
  await field(page, 'Email').fill(`${username}@example.com`);
  await field(page, 'Password').fill(password);
  await submit(page).click();
  await expect(page.getByText(CREATED)).toBeVisible();
  for (const label of ['Username', 'Email', 'Password']) await expect(field(page, label)).toHaveValue('');

  // Sign the first admin out of this browser, then log in as the new one.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const stored = await page.evaluate(() => localStorage.getItem('user'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ username, email: `${username}@example.com` });
});

test("a duplicate username shows the server's message next to Username and in a toast", async ({ page }) => {
  await signIn(page, '/admin/create-admin');
  await field(page, 'Username').fill(adminCredentials().username);
  await field(page, 'Email').fill('duplicate@example.com');
  await field(page, 'Password').fill(`Pw-${randomBytes(9).toString('hex')}`);
  await submit(page).click();
  await expect(field(page, 'Username')).toHaveAccessibleDescription(USERNAME_TAKEN);
  await expect(field(page, 'Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-sonner-toast]').getByText(USERNAME_TAKEN)).toBeVisible();
  // The form keeps what was typed so that only the username needs changing.
  await expect(field(page, 'Email')).toHaveValue('duplicate@example.com');
});

test("shows 'Creating...' while sending, and errors that belong to no field above the button", async ({ page }) => {
  let release = () => {};
  await page.route('**/backend/auth/users/', (route) => {
    release = () => void route.fulfill({ status: 400, json: { non_field_errors: ['Something is not right.'] } });
  });
  await signIn(page, '/admin/create-admin');
  await field(page, 'Username').fill('held-request');
  await field(page, 'Email').fill('held@example.com');
  await field(page, 'Password').fill('a-long-password');
  await submit(page).click();
  await expect(page.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  release();
  await expect(submit(page)).toBeEnabled();
  await expect(page.getByRole('form', { name: 'Create Club Admin' })).toHaveAccessibleDescription('Something is not right.');
  await expect(page.locator('[data-sonner-toast]').getByText('Something is not right.')).toBeVisible();
});

test('a rejected token ends the session and goes to /login', async ({ page }) => {
  await page.route('**/backend/auth/users/', (route) => route.fulfill({ status: 401, json: { detail: 'Invalid token.' } }));
  await signIn(page, '/admin/create-admin');
  await field(page, 'Username').fill('anyone');
  await field(page, 'Email').fill('anyone@example.com');
  await field(page, 'Password').fill('a-long-password');
  await submit(page).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
