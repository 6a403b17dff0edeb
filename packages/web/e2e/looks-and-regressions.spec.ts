// Accessibility, looks and small regressions the accessibility pass found, each in a real browser at
// phone and desktop widths: the carousel's keyboard focus, the News toggle's words, the navbar logos'
// alt text, the editor's dark theme over the live preview, the section buttons' alignment, no 404 in
// the console when a screen opens without a draft, one toast per form, and one's own email on Admins.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { freshSession, signIn, storeSession } from './admin-session';
import { readSection, withSection } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';
import { carouselLive } from './carousel';
import { islandReady } from './islands';

const WIDTHS = [390, 1440] as const;
/** tokens.css --focus-ring's blue, as getComputedStyle writes it. */
const FOCUS_BLUE = 'rgb(29, 78, 216)';

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

/** The console's errors and the pages' failed requests, for a test to say there were none. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('response', (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`));
  return errors;
}

const api = async (method: string, path: string, body?: unknown) =>
  fetch(`${baseUrl()}/backend/api/${path}`, {
    method,
    headers: { ...authHeader(await adminToken()), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

test.describe('the public site', () => {
  withSection('layout/navbar', {
    logoAlt: '',
    logo2Alt: 'Northgate Engineering website',
    logo2Link: 'https://sister.example.com/',
  });

  for (const width of WIDTHS) {
    test(`the carousel's Previous and Next show the focus ring at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await carouselLive(page);
      for (const name of ['Previous slide', 'Next slide']) {
        const button = page.getByRole('button', { name });
        // Keyboard focus, as Tab gives it (a programmatic focus after a key press is :focus-visible too).
        await page.keyboard.press('Shift');
        await button.focus();
        await expect(button).toBeFocused();
        expect(await button.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
        expect(await button.evaluate((el) => getComputedStyle(el).boxShadow)).toContain(FOCUS_BLUE);
        if (name === 'Next slide') await shot(page, `carousel-focus-${width}`);
      }
    });

    test(`the News toggle reads "Read More", then "Show Less", at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await islandReady(page, 'home/NewsSlider');
      const card = page.locator('#news article').first();
      const toggle = card.locator('[data-read-more]');
      await toggle.scrollIntoViewIfNeeded();
      await expect(toggle).toHaveText('Read More', { useInnerText: true });
      await expect(toggle).toHaveAccessibleName('Read More');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveText('Show Less', { useInnerText: true });
      await expect(toggle).toHaveAccessibleName('Show Less');
      await shot(page, `news-show-less-${width}`);
      await toggle.click();
      await expect(toggle).toHaveText('Read More', { useInnerText: true });
    });

    test(`the navbar logos read as their alt text from the navbar form at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about');
      const banner = page.getByRole('banner');
      // No alt text of its own: the site's name and where the link goes.
      await expect(banner.getByRole('link', { name: 'Brightwell Facility Services home page', exact: true })).toBeVisible();
      const sister = banner.getByRole('link', { name: 'Northgate Engineering website (opens in a new tab)', exact: true });
      await expect(sister).toHaveAttribute('href', 'https://sister.example.com/');
      await expect(banner.getByRole('link', { name: /Meridian Holdings/ })).toHaveCount(0);
    });
  }
});

test('the navbar form has an alt text field for each logo, and the preview uses them', async ({ page }) => {
  const original = await readSection<object>('layout/navbar/');
  try {
    await signIn(page, '/admin/layouts');
    await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Edit Navbar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Navbar' });
    await dialog.getByLabel('Logo alt text', { exact: true }).fill('Brightwell, back to the home page');
    await dialog.getByLabel('Second logo alt text', { exact: true }).fill('Our engineering sister company');
    const preview = page.getByTestId('preview');
    await expect(preview.locator('img[alt="Brightwell, back to the home page"]')).toHaveCount(1);
    await expect(preview.locator('img[alt="Our engineering sister company (opens in a new tab)"]')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Navbar updated successfully!')).toBeVisible();
    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Brightwell, back to the home page', exact: true }),
    ).toBeVisible();
  } finally {
    await api('PUT', 'layout/navbar/', original);
  }
});

test.describe('the editor', () => {
  for (const width of WIDTHS) {
    test(`the dark theme stays dark once a page editor's live preview has loaded, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await storeSession(page, await freshSession(), '/admin/home');
      await expect(page.getByTestId('preview').locator('#news')).toBeAttached();
      const colours = await page.evaluate(() => {
        const of = (el: Element | null) => (el ? getComputedStyle(el) : null);
        const title = [...document.querySelectorAll('p, span')].find(
          (el) => el.textContent === 'Dynamic Website Editor' && el.getBoundingClientRect().width > 0,
        );
        return {
          body: of(document.body)?.backgroundColor,
          text: of(document.body)?.color,
          title: of(title ?? null)?.color,
          preview: of(document.querySelector('[data-testid="preview"]'))?.backgroundColor,
        };
      });
      // admin.css's dark --admin-bg and --admin-text; the preview keeps the public site's white.
      expect(colours).toEqual({
        body: 'rgb(15, 20, 28)',
        text: 'rgb(230, 233, 239)',
        title: 'rgb(230, 233, 239)',
        preview: 'rgb(255, 255, 255)',
      });
      await shot(page, `editor-dark-${width}`);
    });

    test(`a section button with a Draft badge starts its label where the others do, at ${width} px`, async ({ page }) => {
      const hero = await readSection<object>('home/hero/');
      expect((await api('PUT', 'drafts/home/hero', hero)).status).toBe(200);
      try {
        await page.setViewportSize({ width, height: 900 });
        await signIn(page, '/admin/home');
        const list = page.getByRole('list', { name: 'Sections' });
        await expect(list.getByRole('button', { name: /^Hero/ })).toContainText('Draft');
        const offsets = await list.getByRole('button').evaluateAll((buttons) =>
          buttons.map((button) => {
            const range = document.createRange();
            range.selectNodeContents(button.firstChild!);
            return Math.round(range.getBoundingClientRect().left - button.getBoundingClientRect().left);
          }),
        );
        expect(offsets.length).toBeGreaterThan(3);
        expect(new Set(offsets).size, JSON.stringify(offsets)).toBe(1);
        await shot(page, `section-buttons-${width}`);
      } finally {
        await api('DELETE', 'drafts/home/hero');
      }
    });
  }

  test('the Services Manager and a custom page without a draft open with no failed request or console error', async ({
    page,
  }) => {
    const slug = `e2e-no-draft-${Date.now()}`;
    const created = await api('POST', 'custom-pages/', { slug, title: 'No draft here', blocks: [] });
    expect(created.status, await created.text()).toBe(201);
    // A new page starts as a draft: published, it has none.
    const published = await fetch(`${baseUrl()}/backend/api/drafts/custom-pages/${slug}/publish`, {
      method: 'POST',
      headers: authHeader(await adminToken()),
    });
    expect(published.status).toBe(200);
    try {
      await signIn(page, '/admin/home');
      const errors = collectErrors(page);
      await page.goto('/admin/services');
      await expect(page.getByRole('tablist')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.goto(`/admin/pages/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('No draft here');
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      await api('DELETE', `custom-pages/${slug}`);
    }
  });

  for (const width of WIDTHS) {
    test(`after a refused Create Admin, the success toast replaces the error toast at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, '/admin/create-admin');
      const username = `e2e-toast-${Date.now()}-${width}`;
      const field = (label: string) => page.getByLabel(label, { exact: true });
      await field('Username').fill('e2e-admin');
      await field('Email').fill(`${username}@example.com`);
      await field('Password').fill(`Pw-${randomBytes(9).toString('hex')}`);
      await page.getByRole('button', { name: 'Create Admin' }).click();
      const toasts = page.locator('[data-sonner-toast]');
      await expect(toasts.getByText('A user with that username already exists.')).toBeVisible();
      await field('Username').fill(username);
      await page.getByRole('button', { name: 'Create Admin' }).click();
      await expect(toasts.getByText('Successfully Created Admin')).toBeVisible();
      await expect(toasts).toHaveCount(1);
      await shot(page, `create-admin-toast-${width}`);
    });

    test(`an admin sees their email on Admins and changes it; a bad address is refused, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // An admin of their own, made without an email as the owner is at first start: a PATCH cannot
      // clear one, so the account is created with one and its empty state is the owner's below.
      const username = `e2e-email-${Date.now()}-${width}`;
      const password = `Pw-${randomBytes(9).toString('hex')}`;
      const made = await fetch(`${baseUrl()}/backend/auth/users/`, {
        method: 'POST',
        headers: { ...authHeader(await adminToken()), 'content-type': 'application/json' },
        body: JSON.stringify({ username, email: `${username}@old.example.com`, password }),
      });
      expect(made.status).toBe(201);
      await storeSession(page, await freshSession({ username, password }), '/admin/admins');
      const row = page.getByRole('row', { name: new RegExp(username) });
      await expect(row).toContainText(`${username}@old.example.com`);
      const form = page.getByRole('form', { name: 'Change email' });
      await expect(form.locator('..')).toContainText(`Your email is ${username}@old.example.com.`);

      await form.getByLabel('New email').fill('not-an-address');
      await form.getByRole('button', { name: 'Change email' }).click();
      await expect(form.getByLabel('New email')).toHaveAccessibleDescription('Enter a valid email address.');
      await expect(row).toContainText(`${username}@old.example.com`);

      await form.getByLabel('New email').fill(`${username}@new.example.com`);
      await form.getByRole('button', { name: 'Change email' }).click();
      await expect(page.locator('[data-sonner-toast]').getByText('Email changed.')).toBeVisible();
      await expect(row).toContainText(`${username}@new.example.com`);
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null')).toMatchObject({
        email: `${username}@new.example.com`,
      });
      const me = await fetch(`${baseUrl()}/backend/auth/users/me/`, {
        headers: authHeader((await page.evaluate(() => localStorage.getItem('authToken'))) ?? ''),
      });
      expect(((await me.json()) as { email: string }).email).toBe(`${username}@new.example.com`);
      await shot(page, `admins-email-${width}`);
    });
  }

  test("the owner made at first start has no email: the table and the form say so in words, not 'None'", async ({ page }) => {
    await signIn(page, '/admin/admins');
    const row = page.getByRole('row', { name: /^e2e-admin\b/ });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').first()).toHaveText('Not set');
    await expect(page.getByText('You have no email yet.')).toBeVisible();
  });
});
