// Full-page screenshots of every page at phone, tablet and desktop widths, for a person to look at
// (saved under test-results/screenshots, not compared against anything).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { PUBLIC_ROUTES } from './pages';

const WIDTHS = [375, 768, 1440];
// E2E_SCREENSHOT_DIR lets a second, concurrent run keep its pictures apart.
const OUT = process.env.E2E_SCREENSHOT_DIR ?? fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

/** Whether every image inside the viewport has loaded (evaluated in the page). */
const visibleImagesLoaded = () =>
  [...document.images].every((img) => {
    const box = img.getBoundingClientRect();
    const inView = box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    return !inView || img.complete;
  });

async function firstServicePath(baseURL: string): Promise<string | undefined> {
  const slugs = (await (await fetch(`${baseURL}/backend/api/get-service-slugs/`)).json()) as { slug: string }[];
  return slugs[0] ? `/services/${slugs[0].slug}` : undefined;
}

for (const width of WIDTHS) {
  test(`screenshots of every page at ${width}px`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const service = await firstServicePath(baseURL!);
    const routes = [
      ...PUBLIC_ROUTES,
      ...(service ? [{ path: service, name: 'service-detail' }] : []),
      { path: '/no-such-page', name: 'not-found' },
      { path: '/login', name: 'login' },
    ];
    for (const route of routes) {
      await page.goto(route.path);
      // Scroll through once so lazy images load (each screenful's before the next), then back to the top.
      const height = await page.evaluate(() => document.body.scrollHeight);
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect.poll(() => page.evaluate(visibleImagesLoaded)).toBe(true);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      // Reveal every scroll-animated element, so a full-page picture shows the page as a visitor
      // who scrolled through it would see it, once the reveal transitions have run to their end.
      await page.evaluate(async () => {
        const revealed = [...document.querySelectorAll('.animate-on-scroll')];
        revealed.forEach((el) => el.classList.add('visible'));
        await Promise.allSettled(revealed.flatMap((el) => el.getAnimations()).map((animation) => animation.finished));
      });
      await page.screenshot({ path: path.join(OUT, `${route.name}-${width}.png`), fullPage: true });
    }
  });
}
