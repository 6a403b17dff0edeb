// The public site in three languages, added through the API: English (the default, at today's
// addresses), Bengali under /bn/ and Arabic, written right to left, under /ar/. A few texts are
// translated; everything else falls back to English. The languages are removed again afterwards.
import type { Page } from '@playwright/test';
import type { SiteSettings } from '@site/contracts';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';
import { putSettings, readSection, readSettings } from './content';
import { islandReady } from './islands';

const HERO_TITLE = 'আমাদের সেবায় স্বাগতম';
const FILL_ALL = 'অনুগ্রহ করে সব ঘর পূরণ করুন।';
const SEND = 'বার্তা পাঠান';

/** Saves a translation of a section (`home/hero`) into `locale`: only the fields given. */
async function translate(path: string, locale: string, fields: object) {
  const response = await fetch(`${baseUrl()}/backend/api/${path}?locale=${locale}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...authHeader(await adminToken()) },
    body: JSON.stringify(fields),
  });
  expect(response.status, await response.text()).toBe(200);
}

let original: SiteSettings | undefined;
let englishHero: { title: string; description: string };
test.beforeAll(async () => {
  original = await readSettings();
  await putSettings({
    ...original,
    languages: [
      { code: 'en', name: 'English' },
      { code: 'bn', name: 'বাংলা' },
      { code: 'ar', name: 'العربية' },
    ],
  });
  englishHero = await readSection('home/hero');
  await translate('home/hero', 'bn', { title: HERO_TITLE });
  await translate('layout/site-messages', 'bn', { formFillAll: FILL_ALL, formSend: SEND });
});
test.afterAll(async () => {
  if (original) await putSettings(original);
});

const switcher = (page: Page) => page.getByRole('list', { name: 'Language' });

test('the Bengali home page shows its translation over the English it lacks, and the switcher keeps the page', async ({
  page,
}) => {
  await page.goto('/bn/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: HERO_TITLE })).toBeVisible();
  // Not translated: the English text, in its place.
  await expect(page.locator('#hero')).toContainText(englishHero.description.slice(0, 40));
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\/ar\/$/);

  await page.goto('/bn/about');
  await expect(switcher(page).getByRole('link', { name: 'বাংলা' })).toHaveAttribute('aria-current', 'true');
  await switcher(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The site's own links follow the language: the navbar's Contact is Bengali's on a Bengali page.
  await page.goto('/bn/about');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'href',
    '/bn/contact',
  );
});

test('an Arabic page is written right to left and mirrored: the logo at the right, the menu to its left', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ar/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const brand = await page.locator('[data-navbar] a').first().boundingBox();
  const menu = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  expect(brand!.x).toBeGreaterThan(menu!.x);
  await page.goto('/');
  const ltrBrand = await page.locator('[data-navbar] a').first().boundingBox();
  const ltrMenu = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  expect(ltrBrand!.x).toBeLessThan(ltrMenu!.x);
});

test("the contact form speaks the page's language", async ({ page }) => {
  await page.goto('/bn/contact');
  await islandReady(page, 'shared/ContactForm');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: SEND }).click();
  await expect(form.getByRole('status')).toHaveText(FILL_ALL);
  // The English page keeps the specification's words.
  await page.goto('/contact');
  await islandReady(page, 'shared/ContactForm');
  await page.getByRole('form', { name: 'Contact form' }).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toHaveText('Please fill in all the fields.');
});
