// Responsive images on the home page against the real server and its demo content: the
// first carousel slide is the page's main image (eager, fetched first, preloaded from <head>), the
// rest wait until scrolled near, every image reserves its box, and a stored image is offered as the
// server's AVIF and WebP copies, which the server actually serves.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface ImageFacts {
  alt: string;
  src: string;
  loading: string | null;
  fetchPriority: string | null;
  width: string | null;
  height: string | null;
  top: number;
  inNavbar: boolean;
  sources: { type: string | null; srcset: string | null; sizes: string | null }[];
}

/** Every <img> of the page, in document order, with its <picture>'s sources. */
const imagesOf = (page: Page) =>
  page.locator('img').evaluateAll((images) =>
    images.map((img): ImageFacts => ({
      alt: img.getAttribute('alt') ?? '',
      src: img.getAttribute('src') ?? '',
      loading: img.getAttribute('loading'),
      fetchPriority: img.getAttribute('fetchpriority'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      top: img.getBoundingClientRect().top + window.scrollY,
      inNavbar: Boolean(img.closest('header') && !img.closest('main, footer')),
      sources:
        img.parentElement?.tagName === 'PICTURE'
          ? [...img.parentElement.querySelectorAll('source')].map((s) => ({
              type: s.getAttribute('type'),
              srcset: s.getAttribute('srcset'),
              sizes: s.getAttribute('sizes'),
            }))
          : [],
    })),
  );

const urlsOf = (srcset: string) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');

test('the server-rendered home page loads its first slide at once and first, and every other image lazily', async ({
  browser,
  baseURL,
}) => {
  // Without JavaScript: the HTML as the server sent it, before the carousel loads its neighbours ahead.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  const images = await imagesOf(page);
  const first = images.find((i) => i.alt === 'Carousel image 1');
  expect(first).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
  for (const image of images) {
    if (image === first) continue;
    // The navbar's logos are above the fold on every page; nothing else is fetched before it is near.
    expect(image.loading, `${image.alt || image.src}`).toBe(image.inNavbar ? 'eager' : 'lazy');
    expect(image.fetchPriority, `${image.alt || image.src}`).not.toBe('high');
  }
  await context.close();
});

test('every image reserves its box, and below the fold waits to be scrolled near', async ({ page }) => {
  await page.goto('/');
  const images = await imagesOf(page);
  expect(images.length).toBeGreaterThan(10);
  const fold = page.viewportSize()?.height ?? 0;
  for (const image of images) {
    const name = image.alt || image.src;
    expect(Number(image.width), `${name} width`).toBeGreaterThan(0);
    expect(Number(image.height), `${name} height`).toBeGreaterThan(0);
    if (image.top > fold) expect(image.loading, `${name} below the fold`).toBe('lazy');
  }
  // A <picture> wrapper leaves the layout as it was: the hero's pair sits side by side, the second a little lower.
  const left = await page.locator('#hero img').nth(0).boundingBox();
  const right = await page.locator('#hero img').nth(1).boundingBox();
  if (!left || !right) throw new Error('The demo hero has two pictures.');
  expect(right.x).toBeGreaterThan(left.x + left.width);
  expect(right.y - left.y).toBeGreaterThan(0);
  expect(right.y - left.y).toBeLessThan(left.height / 2);
});

test('a stored image is offered as AVIF and WebP copies the server serves, and the main one is preloaded', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const images = await imagesOf(page);
  const first = images.find((i) => i.alt === 'Carousel image 1');
  // The demo's carousel pictures are uploads 1600 px wide: the server made smaller copies of them.
  expect(first?.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);

  const pictures = images.filter((i) => i.sources.length > 0);
  const checked = new Set<string>();
  for (const image of pictures) {
    for (const source of image.sources) {
      expect(source.sizes, `${image.src} sizes`).toBeTruthy();
      const format = source.type?.replace('image/', '') ?? '';
      expect(['avif', 'webp']).toContain(format);
      for (const url of urlsOf(source.srcset ?? '')) {
        expect(url, 'a copy is named after its original').toMatch(
          new RegExp(`^${image.src.replace(/\.\w+$/, '')}-w\\d+\\.${format}$`),
        );
        if (checked.has(url)) continue;
        checked.add(url);
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toBe(`image/${format}`);
      }
    }
  }

  // The browser took a copy, not the original, for the main image.
  const slide = page.getByAltText('Carousel image 1');
  await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-w\d+\.avif$/);

  const avif = first?.sources.find((s) => s.type === 'image/avif');
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('imagesrcset', avif?.srcset ?? '');
  await expect(preload).toHaveAttribute('imagesizes', avif?.sizes ?? '');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
});

test("the about page's first picture is its main image: eager, fetched first, preloaded, and shown without waiting for scripts", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto('/about');
  const main = page.locator('#about1 img').first();
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).not.toHaveAttribute('loading', 'lazy');
  const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
  await expect(preload).toHaveCount(1);
  const avif = await page.locator('#about1 picture').first().locator('source[type="image/avif"]').getAttribute('srcset');
  expect(avif).toBeTruthy();
  await expect(preload).toHaveAttribute('imagesrcset', avif!);
  // Not behind the scroll reveal: in view at once, even before (here: without) the page's scripts.
  await expect(page.locator('#about1 .animate-on-scroll')).toHaveCount(0);
  await context.close();
});

test("the gallery's first picture is its main image: eager, fetched first and preloaded, the others lazy", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto('/gallery');
  const pictures = page.getByRole('main').locator('li img');
  const main = pictures.first();
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).not.toHaveAttribute('loading', 'lazy');
  await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
  const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
  await expect(preload).toHaveCount(1);
  const avif = await page
    .getByRole('main')
    .locator('li picture')
    .first()
    .locator('source[type="image/avif"]')
    .getAttribute('srcset');
  expect(avif).toBeTruthy();
  await expect(preload).toHaveAttribute('imagesrcset', avif!);
  await context.close();
});

/** The card grids whose first row is in view as the page opens, and the list that holds each one's cards. */
const CARD_GRIDS = [
  { path: '/gallery', cards: (page: Page) => page.getByRole('main').locator('li') },
  { path: '/projects', cards: (page: Page) => page.getByRole('main').locator('li') },
  { path: '/contact', cards: (page: Page) => page.getByRole('list', { name: 'Our locations' }).locator('li') },
];

for (const { path, cards } of CARD_GRIDS) {
  test(`${path}: the first row of cards is in view at once, not waiting for the page's script to reveal it`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // The page's scripts never arrive: what shows is what the HTML and the stylesheet show alone
    // (the head's inline script still marks the page as scripted, so the scroll reveal hides what it owns).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true);
    const list = cards(page);
    const count = await list.count();
    const opacity = (index: number) => list.nth(index).evaluate((card) => getComputedStyle(card).opacity);
    for (let index = 0; index < Math.min(count, 4); index++) expect(await opacity(index)).toBe('1');
    // Further down, the scroll reveal still fades cards in as they are reached.
    if (count > 4) expect(await opacity(4)).toBe('0');
    // The first card's picture is the page's main image: fetched first, preloaded, and painted.
    const main = list.first().locator('img');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveJSProperty('complete', true);
    const avif = await list.first().locator('source[type="image/avif"]').getAttribute('srcset');
    expect(avif).toBeTruthy();
    await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveAttribute(
      'imagesrcset',
      avif!,
    );
    await expect(list.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  });
}
