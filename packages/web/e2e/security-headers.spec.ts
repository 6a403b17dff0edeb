// The Content-Security-Policy in a real browser: the public pages and the editor load,
// run their hashed inline script and hydrate their islands without a single violation. Violations are collected
// from `securitypolicyviolation` events (installed before any page script) and from Chromium's
// console messages ("Refused to ...", or "... violates the following Content Security Policy directive").
import type { Page } from '@playwright/test';
import { signIn } from './admin-session';
import { adminCredentials, expect, test } from './fixtures';
import { islandReady } from './islands';

declare global {
  interface Window {
    cspViolations?: string[];
    hydrationMarker?: string;
  }
}

async function watchViolations(page: Page): Promise<string[]> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        window.cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`),
      true,
    );
  });
  return messages;
}

const pageViolations = (page: Page) => page.evaluate(() => window.cspViolations ?? ['the watcher did not run']);

/**
 * The page's scripts ran under the policy: every island on it is hydrated (each scrolled to, as the
 * ones that wait to be seen need), and a link loads the next page as a new document (links are plain
 * page loads).
 */
async function expectScriptsRan(page: Page, target: string): Promise<void> {
  await expect(page.locator('html')).toHaveClass(/\bjs\b/);
  const names = await page.locator('[data-island]').evaluateAll((els) => els.map((el) => el.getAttribute('data-island') ?? ''));
  for (const [index, name] of names.entries()) {
    await islandReady(page, name, names.slice(0, index).filter((n) => n === name).length);
  }
  await page.evaluate(() => (window.hydrationMarker = 'previous document'));
  await page.locator(`a[href="${target}"]:visible`).first().click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  expect(await page.evaluate(() => window.hydrationMarker)).toBeUndefined();
}

test('public pages: the policy is sent, the inline script runs by its hash, islands hydrate, no violation', async ({
  page,
  request,
}) => {
  const consoleViolations = await watchViolations(page);
  const services = (await (await request.get('/backend/api/services')).json()) as { slug: string }[];
  expect(services.length).toBeGreaterThan(0);
  const pages: [path: string, linkTo: string][] = [
    ['/', '/contact'],
    ['/about', '/contact'],
    [`/services/${services[0]!.slug}`, '/contact'],
  ];
  for (const [path, linkTo] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp, path).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp, path).not.toContain('upgrade-insecure-requests');
    // Scroll to the end: lazy images and frames (the location map) load under the policy too.
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    await expectScriptsRan(page, linkTo);
    expect(await pageViolations(page), path).toEqual([]);
  }
  expect(consoleViolations).toEqual([]);
});

test('the policy is enforced, and the watcher sees it: a script injected into a page is refused', async ({ page }) => {
  const consoleViolations = await watchViolations(page);
  await page.goto('/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.hydrationMarker = "injected ran"';
    document.body.append(script);
  });
  await expect.poll(() => pageViolations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  expect(await page.evaluate(() => window.hydrationMarker)).toBeUndefined();
  expect(consoleViolations.join('\n')).toMatch(/inline script violates the following Content Security Policy directive/);
});

test('/login renders and signs in under the editor policy, no violation', async ({ page }) => {
  const consoleViolations = await watchViolations(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(await pageViolations(page)).toEqual([]);
  const { username, password } = adminCredentials();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.evaluate(() => (window.hydrationMarker = 'login document'));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // The login shell loads the editor's own document (admin.html), under the same policy, and its scripts ran.
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  expect(await page.evaluate(() => window.hydrationMarker)).toBeUndefined();
  expect(await pageViolations(page)).toEqual([]);
  expect(consoleViolations).toEqual([]);
});

test('the editor: a section form, its colour picker and the live preview, no violation', async ({ page }) => {
  const consoleViolations = await watchViolations(page);
  await signIn(page, '/admin/contact');
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Contact 1', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Contact 1' });
  await expect(dialog).toBeVisible();
  // react-colorful inserts its own <style> when the picker opens.
  await dialog.getByRole('button', { name: 'Pick Background colour' }).click();
  await expect(dialog.getByRole('slider', { name: 'Hue' })).toBeVisible();
  const header = dialog.getByLabel('Header', { exact: true });
  await header.fill('Preview under the policy');
  await expect(page.getByTestId('preview')).toContainText('Preview under the policy');
  expect(await pageViolations(page)).toEqual([]);
  expect(consoleViolations).toEqual([]);
});
