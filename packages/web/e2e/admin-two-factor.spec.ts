// Two-factor sign-in in a real browser against the real server, at a phone's and a desktop's width:
// turning it on from the Admins screen (QR code and key, one code from the "app" computed here with
// otplib as an authenticator would, then the ten recovery codes), signing in with a code and with a
// recovery code, a wrong code's sentence, an account that must turn it on being taken to the
// setup (the list of accounts saying why it is refused), and an admin resetting another account's
// second factor. Each test works on accounts of its own, and puts the shared setting back as it found it.
import type { Browser, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { storeSession, freshSession } from './admin-session';
import { axeViolations } from './axe';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

const SHOTS = process.env.TWO_FACTOR_SHOTS_DIR;
const TWO_FACTOR_REQUIRED = 'Two-factor sign-in is required for every account: turn it on under Account.';
const CODE_WRONG = 'That code is not right or was already used: enter the newest code from your authenticator app.';

interface Account {
  username: string;
  password: string;
}

async function createAccount(prefix: string): Promise<Account> {
  const username = `${prefix}-${Date.now()}`;
  const account = { username, password: `Pw-${randomBytes(9).toString('hex')}` };
  const response = await fetch(`${baseUrl()}/backend/auth/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeader(await adminToken()) },
    body: JSON.stringify({ ...account, email: `${username}@example.com` }),
  });
  if (response.status !== 201) throw new Error(`Creating ${username} answered ${response.status}: ${await response.text()}`);
  return account;
}

/** The authenticator's code `steps` periods from now: each code signs in once, so a later one is the next. */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function pageAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width, height: 900 } });
  return context.newPage();
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const section = (page: Page) => page.getByRole('region', { name: 'Two-factor sign-in' });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text);

/** Turns two-factor sign-in on through the Admins screen; answers the secret and the recovery codes. */
async function turnOnInBrowser(page: Page, width: number): Promise<{ secret: string; codes: string[] }> {
  const part = section(page);
  await expect(part.getByText('Status: Off')).toBeVisible();
  await part.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(part.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await part.getByLabel('Secret key').textContent())?.replace(/\s/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const field = part.getByLabel('2. Enter the 6-digit code the app shows');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, `two-factor-setup-${width}`);

  await field.fill('000000' === (await codeOf(secret)) ? '111111' : '000000');
  await part.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, CODE_WRONG)).toBeVisible();
  await field.fill(await codeOf(secret));
  await part.getByRole('button', { name: 'Confirm' }).click();
  const list = part.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await expect(part.getByRole('button', { name: 'Download' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, `two-factor-recovery-codes-${width}`);
  const download = page.waitForEvent('download');
  await part.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
  await part.getByRole('button', { name: 'Done' }).click();
  await expect(part.getByText('Status: On')).toBeVisible();
  await expect(part.getByText('10 of 10 recovery codes left.')).toBeVisible();
  return { secret, codes };
}

/** Turns two-factor sign-in on over the API, as the Admins screen does. */
async function turnOnOverApi(account: Account): Promise<void> {
  const { token } = await freshSession(account);
  const post = (path: string, body?: unknown) =>
    fetch(`${baseUrl()}/backend/auth/2fa/${path}/`, {
      method: 'POST',
      headers: { ...authHeader(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const setup = await post('setup');
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  expect((await post('confirm', { code: await codeOf(secret) })).status).toBe(200);
}

async function fillLogin(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test('turns two-factor sign-in on, then signs in with a code and with a recovery code', async ({ browser }) => {
      const account = await createAccount(`e2e-2fa-${width}`);
      const page = await pageAt(browser, width);
      await storeSession(page, await freshSession(account), '/admin/admins');
      const { secret, codes } = await turnOnInBrowser(page, width);

      // Signed out, the password alone asks for the code.
      await page.evaluate(() => localStorage.clear());
      await fillLogin(page, account);
      const code = page.getByLabel('Authentication code');
      await expect(code).toBeVisible();
      await expect(code).toBeFocused();
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `two-factor-login-code-${width}`);
      // The code already used to confirm is refused; the next one signs in.
      await code.fill(await codeOf(secret, -1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(toast(page, CODE_WRONG)).toBeVisible();
      await code.fill(await codeOf(secret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/admin(\/[a-z-]+)?$/);

      // Again, with a recovery code instead.
      await page.evaluate(() => localStorage.clear());
      await fillLogin(page, account);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      const recovery = page.getByLabel('Recovery code');
      await expect(recovery).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `two-factor-login-recovery-${width}`);
      await recovery.fill(codes[0] ?? '');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/admin(\/[a-z-]+)?$/);
      await page.goto('/admin/admins');
      await expect(section(page).getByText('9 of 10 recovery codes left.')).toBeVisible();
      await page.context().close();
    });

    test('takes an account without it to the setup while every account must have it', async ({ browser }) => {
      // An admin with two-factor sign-in requires it of everyone on the same screen (only such an admin may).
      const admin = await createAccount(`e2e-2fa-admin-${width}`);
      const adminPage = await pageAt(browser, width);
      await storeSession(adminPage, await freshSession(admin), '/admin/admins');
      const { secret } = await turnOnInBrowser(adminPage, width);
      const other = await createAccount(`e2e-2fa-other-${width}`);
      // Signed in over the API too, to put the shared setting back whatever happens below.
      const login = await fetch(`${baseUrl()}/backend/auth/token/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...admin, code: await codeOf(secret, 1) }),
      });
      expect(login.status).toBe(200);
      const adminAuth = authHeader(((await login.json()) as { auth_token: string }).auth_token);
      const setPolicy = (required: boolean) =>
        fetch(`${baseUrl()}/backend/auth/2fa/policy/`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', ...adminAuth },
          body: JSON.stringify({ required }),
        });
      try {
        const requireAll = section(adminPage).getByRole('checkbox', { name: 'Require two-factor sign-in for every account' });
        await expect(requireAll).not.toBeChecked();
        // Checked once the server has saved it (the box shows the saved setting).
        await requireAll.click();
        await expect(toast(adminPage, 'Every account must now have two-factor sign-in.')).toBeVisible();
        await expect(requireAll).toBeChecked();
        expect(await axeViolations(adminPage)).toEqual([]);
        await shot(adminPage, `two-factor-on-admin-${width}`);
        await adminPage.context().close();

        const page = await pageAt(browser, width);
        await fillLogin(page, other);
        await expect(page).toHaveURL(/\/admin\/admins#two-factor$/);
        await expect(section(page).getByRole('alert')).toHaveText(
          'Two-factor sign-in is required for every account: turn it on to go on editing.',
        );
        // The list of accounts is refused until then, and says why in the server's words.
        const accounts = page.getByRole('region', { name: 'Who can edit the site' });
        await expect(accounts.getByRole('alert')).toHaveText(TWO_FACTOR_REQUIRED);
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `two-factor-required-${width}`);
        await turnOnInBrowser(page, width);
        await expect(section(page).getByText('Every account must have two-factor sign-in, so it stays on.')).toBeVisible();
        await expect(accounts.getByRole('table')).toBeVisible();
        await expect(accounts.getByRole('alert')).toHaveCount(0);
        await page.context().close();
      } finally {
        expect((await setPolicy(false)).status).toBe(200);
      }
    });

    test("an admin resets another account's second factor, which then signs in with its password alone", async ({ browser }) => {
      const account = await createAccount(`e2e-2fa-reset-${width}`);
      await turnOnOverApi(account);
      const page = await pageAt(browser, width);
      await storeSession(page, await freshSession(), '/admin/admins');
      const reset = page.getByRole('button', { name: `Reset two-factor of ${account.username}` });
      await reset.scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`admins-reset-two-factor-${width}.png`), fullPage: true });
      await reset.click();
      const dialog = page.getByRole('alertdialog', { name: `Reset the two-factor sign-in of "${account.username}"?` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Reset' }).click();
      await expect(toast(page, `${account.username} now signs in with their password alone.`)).toBeVisible();
      // The list was read again: the account no longer has a second factor to reset.
      await expect(reset).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Remove ${account.username}` })).toBeVisible();
      await page.context().close();

      const own = await pageAt(browser, width);
      await fillLogin(own, account);
      await expect(own).toHaveURL(/\/admin(\/[a-z-]+)?$/);
      await expect(own.getByLabel('Authentication code')).toHaveCount(0);
      await own.context().close();
    });
  });
}
