// Full-page screenshots of every page at phone, tablet and desktop widths, for a person to look at
// (saved under test-results/screenshots, not compared against anything).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from './fixtures';
import { PUBLIC_ROUTES } from './pages';

const WIDTHS = [375, 768, 1440];
// E2E_SCREENSHOT_DIR lets a second, concurrent run keep its pictures apart.
const OUT = process.env.E2E_SCREENSHOT_DIR ?? fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

async function firstServicePath(baseURL: string): Promise<string | undefined> {
  const slugs = (await (await fetch(`${baseURL}/backend/api/get-service-slugs/`)).json()) as { slug: string }[];
  return slugs[0] ? `/services/${slugs[0].slug}` : undefined;
}

for (const width of WIDTHS) {
  test(`screenshots of every page at ${width}px`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const service = await firstServicePath(baseURL!);
    const routes = [...PUBLIC_ROUTES, ...(service ? [{ path: service, name: 'service-detail' }] : []), { path: '/no-such-page', name: 'not-found' }, { path: '/login', name: 'login' }];
    for (const route of routes) {
      await page.goto(route.path);
      // Scroll through once so lazy images load, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      // Reveal every scroll-animated element, so a full-page picture shows the page as a visitor
      // who scrolled through it would see it.
      await page.evaluate(() => document.querySelectorAll('.animate-on-scroll').forEach((el) => el.classList.add('visible')));
      await page.waitForTimeout(700);
      await page.screenshot({ path: path.join(OUT, `${route.name}-${width}.png`), fullPage: true });
    }
  });
}
