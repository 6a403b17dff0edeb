// The public site in three languages, added through the API: English (the default, at today's
// addresses), Bengali under /bn/ and Arabic, written right to left, under /ar/. A few texts are
// translated; everything else falls back to English. The Arabic home page's carousels run right to
// left (screenshotted at 1440 and 390 px). The languages and the sliders' content are put back afterwards.
import type { Locator, Page } from '@playwright/test';
import type { SectionData, SiteSettings } from '@site/contracts';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';
import { putSettings, readSection, readSettings, withSection } from './content';
import { image, LONG_TEXT } from './home-content';
import { carouselLive } from './carousel';
import { islandReady } from './islands';
import { shootAtWidths } from './screenshots';

const HERO_TITLE = 'আমাদের সেবায় স্বাগতম';
const FILL_ALL = 'অনুগ্রহ করে সব ঘর পূরণ করুন।';
const SEND = 'বার্তা পাঠান';
const CONTACT_API = '**/backend/api/contact-messages/';

/** Saves a translation of a section (`home/hero`) into `locale`: only the fields given. */
async function translate(path: string, locale: string, fields: object) {
  const response = await fetch(`${baseUrl()}/backend/api/${path}?locale=${locale}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...authHeader(await adminToken()) },
    body: JSON.stringify(fields),
  });
  expect(response.status, await response.text()).toBe(200);
}

// Sliders with something to slide: four pictures in the carousel, five news items.
withSection<SectionData<'carousel'>>('home/carousel', { images: [1, 2, 3, 4].map(image) });
withSection<SectionData<'news'>>('home/news', {
  news: [1, 2, 3, 4, 5].map((n) => ({ image: image(n), title: `News ${n}`, description: LONG_TEXT, action: 'Read' })),
});

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

  // The carousels read right to left: "previous" on the right pointing right, "next" on the left
  // pointing left, the slides and thumbnails running from the right, and the arrow keys moving
  // towards where they point.
  await carouselLive(page);
  const previous = page.getByRole('button', { name: 'Previous slide' });
  const next = page.getByRole('button', { name: 'Next slide' });
  expect(await x(previous)).toBeGreaterThan(await x(next));
  await expect(previous.locator('svg')).toHaveClass(/lucide-chevron-right/);
  await expect(next.locator('svg')).toHaveClass(/lucide-chevron-left/);
  const thumbs = page.getByRole('group', { name: 'Choose a slide' }).getByRole('button');
  expect(await x(thumbs.nth(0))).toBeGreaterThan(await x(thumbs.nth(1)));
  // The mouse rests on the thumbnails, which keeps the autoplay paused.
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await thumbs.nth(1).press('ArrowLeft');
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  await thumbs.nth(1).press('ArrowRight');
  await thumbs.nth(1).press('ArrowRight');
  await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');
  await next.click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');

  await islandReady(page, 'home/NewsSlider');
  const news = page.locator('#news [aria-roledescription="slide"]');
  const previousNews = page.getByRole('button', { name: 'Previous news' });
  const nextNews = page.getByRole('button', { name: 'Next news' });
  expect(await x(previousNews)).toBeGreaterThan(await x(nextNews));
  await expect(nextNews.locator('svg')).toHaveClass(/lucide-chevron-left/);
  expect(await x(news.nth(0))).toBeGreaterThan(await x(news.nth(1)));
  // (Half of a slide, not its edge: a right-to-left row's widths round to a sliver of a pixel.)
  await expect(news.nth(3)).not.toBeInViewport({ ratio: 0.5 });
  await nextNews.click();
  await expect(news.nth(3)).toBeInViewport({ ratio: 0.5 });
  await expect(news.nth(0)).not.toBeInViewport({ ratio: 0.5 });
  // The row has scrolled towards the right, bringing the fourth in from the left.
  expect(await x(news.nth(3))).toBeLessThan(await x(news.nth(2)));
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootAtWidths(page, 'languages-ar-home');

  // Left to right as before.
  await page.goto('/');
  const ltrBrand = await page.locator('[data-navbar] a').first().boundingBox();
  const ltrMenu = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  expect(ltrBrand!.x).toBeLessThan(ltrMenu!.x);
  await carouselLive(page);
  expect(await x(page.getByRole('button', { name: 'Previous slide' }))).toBeLessThan(
    await x(page.getByRole('button', { name: 'Next slide' })),
  );
  await expect(page.getByRole('button', { name: 'Previous slide' }).locator('svg')).toHaveClass(/lucide-chevron-left/);
});

/** The left edge of an element on the page. */
const x = async (locator: Locator) => (await locator.boundingBox())!.x;

test("the contact form speaks the page's language", async ({ page }) => {
  await page.goto('/bn/contact');
  await islandReady(page, 'shared/ContactForm');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: SEND }).click();
  await expect(form.getByRole('status')).toHaveText(FILL_ALL);
  // The server's refusal of one of the site's sentences is the page's sentence, with no English "Error: ".
  await refusedAfterSending(page, SEND);
  await expect(form.getByRole('status')).toHaveText(FILL_ALL);
  // The English page keeps the specification's words.
  await page.goto('/contact');
  await islandReady(page, 'shared/ContactForm');
  await page.getByRole('form', { name: 'Contact form' }).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toHaveText('Please fill in all the fields.');
  await refusedAfterSending(page, 'Send Message');
  await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toHaveText(
    'Error: Please fill in all the fields.',
  );
});

/** Fills the contact form and sends it to a server that refuses it with the site's "fill in all the fields". */
async function refusedAfterSending(page: Page, send: string) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.locator('input[name="name"]').fill('Bo');
  await form.locator('input[name="email"]').fill('bo@example.com');
  await form.locator('textarea[name="message"]').fill('Hi there');
  // Unrouted once the refusal is answered: a request seen is not yet a request routed, and unrouting
  // between the two would let the message through to the real server.
  let refused = () => {};
  const answered = new Promise<void>((resolve) => (refused = resolve));
  await page.route(CONTACT_API, async (route) => {
    await route.fulfill({ status: 400, json: { ok: false, error: 'Please fill in all the fields.' } });
    refused();
  });
  await form.getByRole('button', { name: send }).click();
  await answered;
  await page.unroute(CONTACT_API);
}
