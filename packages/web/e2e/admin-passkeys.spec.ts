// Passkeys in a real browser: Chromium's virtual authenticator (over CDP: internal, resident keys,
// user verification) stands in for a phone's or laptop's. An account adds a passkey on the Admins
// screen, logs out, signs in with it without typing anything, renames it and removes it; once
// removed, the passkey the device still holds no longer signs in. At a phone's and a desktop's
// width, with the axe check. The pages are opened at localhost: browsers refuse passkeys on an IP
// address, and the server takes the relying party from the address the browser used.
import type { BrowserContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { freshSession, storeSession } from './admin-session';
import { axeViolations } from './axe';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text);
const passkeys = (page: Page) => page.getByRole('region', { name: 'Passkeys' });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

async function createAdmin(prefix: string): Promise<{ username: string; password: string }> {
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

/** A virtual authenticator built into the "device", as a laptop's fingerprint reader or a phone's screen lock is. */
async function addAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

async function logOut(page: Page, width: number) {
  if (width < 900) await page.getByRole('button', { name: 'Open menu' }).click();
  await sidebar(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

for (const width of [390, 1440]) {
  test(`adds a passkey, signs in with it without a password, renames and removes it (${width} px)`, async ({ browser }) => {
    const account = await createAdmin(`e2e-passkey-${width}`);
    const context = await browser.newContext({
      baseURL: baseUrl().replace('127.0.0.1', 'localhost'),
      bypassCSP: true,
      viewport: { width, height: 900 },
    });
    const page = await context.newPage();
    const device = await addAuthenticator(context, page);
    try {
      await storeSession(page, await freshSession(account), '/admin/admins');
      const section = passkeys(page);
      await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

      await section.getByRole('button', { name: 'Add a passkey' }).click();
      const naming = page.getByRole('dialog', { name: 'Add a passkey' });
      await expect(naming.getByLabel('Name')).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      await naming.getByRole('button', { name: 'Continue' }).click();
      await expect(naming.getByText('Give the passkey a name.')).toBeVisible();
      await naming.getByLabel('Name').fill('Test laptop');
      await naming.getByRole('button', { name: 'Continue' }).click();
      await expect(toast(page, 'Added the passkey "Test laptop".')).toBeVisible();
      await expect(naming).toBeHidden();
      const item = section.getByRole('listitem').filter({ hasText: 'Test laptop' });
      await expect(item).toContainText('Last used never');
      const [held] = await device.credentials();
      expect(held).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
      await page.screenshot({ path: test.info().outputPath(`passkeys-${width}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      await logOut(page, width);
      const signIn = page.getByRole('button', { name: 'Sign in with a passkey' });
      await expect(signIn).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`login-${width}.png`) });
      await signIn.click();
      await expect(page).toHaveURL(/\/admin/);
      const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { username?: string } | null);
      expect(user?.username).toBe(account.username);

      await page.goto('/admin/admins');
      await expect(item.locator('time')).toHaveCount(2);
      await item.getByRole('button', { name: 'Rename Test laptop' }).click();
      const renaming = page.getByRole('dialog', { name: 'Rename the passkey' });
      await expect(renaming.getByLabel('Name')).toHaveValue('Test laptop');
      await renaming.getByLabel('Name').fill('Work phone');
      await renaming.getByRole('button', { name: 'Rename' }).click();
      await expect(toast(page, 'Renamed the passkey to "Work phone".')).toBeVisible();
      const renamed = section.getByRole('listitem').filter({ hasText: 'Work phone' });

      await renamed.getByRole('button', { name: 'Remove Work phone' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Remove the passkey "Work phone"?' });
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(toast(page, 'Removed the passkey "Work phone".')).toBeVisible();
      await expect(section.getByText('You have no passkeys yet.')).toBeVisible();

      // The device still holds it, but the server no longer knows it.
      await logOut(page, width);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(toast(page, 'The passkey could not be verified. Please try again.')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    } finally {
      await context.close();
    }
  });
}
