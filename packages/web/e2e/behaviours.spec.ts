// The public site's small interactions work without React: the page's own scripts (React, the
// router, every chunk under /assets/) are blocked, and only the behaviours module
// (src/site/behaviours/start.ts, bundled here on its own) runs on the server's HTML. The navbar's
// dropdowns and phone menu, the flip and image cards, Read More and the scroll reveal must all work.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import type { SectionData } from '@site/contracts';
import { withSection } from './content';
import { flipCards, image, LONG_TEXT } from './home-content';
import { expect, test } from './fixtures';

const BEHAVIOURS_URL = '/behaviours-under-test.js';

let behaviours = '';

test.beforeAll(async () => {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: fileURLToPath(new URL('../src/site/behaviours/start.ts', import.meta.url)),
        formats: ['iife'],
        name: 'siteBehaviours',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((c) => c.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The behaviours module did not bundle.');
  behaviours = `${chunk.code}\nsiteBehaviours.startBehaviours();`;
});

withSection<SectionData<'cards'>>('home/cards', {
  cards: [1, 2].map((n) => ({ imageSrc: image(n), title: `Card ${n}`, additionalDetails: `Details of card ${n}` })),
});
withSection<SectionData<'gridCards'>>('home/grid-cards', { gridCards: flipCards(2) });
withSection<SectionData<'news'>>('home/news', {
  news: [1, 2].map((n) => ({ image: image(n), title: `News ${n}`, description: LONG_TEXT, action: 'Read' })),
});

/**
 * Opens `path` with every script of the page blocked (the chunks, and the entry the page carries
 * inside it: web/build/inline-entry.ts), then runs the behaviours alone.
 */
async function openWithoutReact(page: Page, path: string): Promise<void> {
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const withoutEntry = html.replace(/<script type="module">[\s\S]*?<\/script>/, '');
      expect(withoutEntry, 'the page carries its entry').not.toBe(html);
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      await route.fulfill({ response, headers, body: withoutEntry });
    },
  );
  await page.route(`**${BEHAVIOURS_URL}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: behaviours }),
  );
  await page.goto(path);
  await page.addScriptTag({ url: BEHAVIOURS_URL });
  await expect(page.locator('html')).toHaveAttribute('data-behaviours', 'started');
  // No element was ever touched by React.
  const reactOwned = await page.evaluate(() =>
    [...document.querySelectorAll('*')].some((el) => Object.keys(el).some((key) => key.startsWith('__react'))),
  );
  expect(reactOwned).toBe(false);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the navbar dropdowns open on hover and click, one at a time, and close with Escape', async ({ page }) => {
  await openWithoutReact(page, '/');
  const about = nav(page).getByRole('button', { name: 'About' });
  const services = nav(page).getByRole('button', { name: 'Services' });
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await about.hover();
  await expect(nav(page).getByRole('link', { name: 'Company Profile' })).toBeVisible();
  await page.mouse.move(5, 600);
  await expect(nav(page).getByRole('link', { name: 'Company Profile' })).toBeHidden();
  await about.click();
  await page.mouse.move(5, 600);
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await services.click();
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'All Services' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(services).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav(page).getByRole('link', { name: 'All Services' })).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the menu toggle shows and hides the list; Escape closes it and gives focus back', async ({ page }) => {
    await openWithoutReact(page, '/');
    await expect(nav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await nav(page).getByRole('button', { name: 'About' }).click();
    await expect(nav(page).getByRole('link', { name: 'Team', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(nav(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test('flip cards turn on hover and click, image cards show their details, Read More opens the news text', async ({ page }) => {
  await openWithoutReact(page, '/');
  const flip = (n: number) => page.getByRole('button', { name: `Show details: Flip ${n}` });
  await page.locator('#grid-cards [data-card]').first().hover();
  await expect(flip(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Back of 1')).toBeVisible();
  // The mouse is over it, so a click flips it back; Enter flips it again.
  await flip(1).click();
  await expect(flip(1)).toHaveAttribute('aria-expanded', 'false');
  await flip(1).press('Enter');
  await expect(flip(1)).toHaveAttribute('aria-expanded', 'true');
  await page.locator('#grid-cards [data-card]').nth(1).hover();
  await expect(flip(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(flip(1)).toHaveAttribute('aria-expanded', 'false');

  const details = page.locator('#cards').getByText('Details of card 1');
  await expect(details).toBeHidden();
  await page.locator('#cards article').first().hover();
  await expect(details).toBeVisible();

  const news = page.locator('#news article').first();
  const text = news.getByText(LONG_TEXT);
  const clamped = (await text.boundingBox())!.height;
  await news.getByRole('button', { name: 'Read More' }).click();
  await expect(news.getByRole('button', { name: 'Show Less', exact: true })).toHaveAttribute('aria-expanded', 'true');
  expect((await text.boundingBox())!.height).toBeGreaterThan(clamped);
  await news.getByRole('button', { name: 'Show Less', exact: true }).click();
  await expect(news.getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');
});

test('the scroll reveal shows a block once it is reached', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 2400 });
  await openWithoutReact(page, '/');
  await expect(page.locator('#cards .animate-on-scroll').first()).toHaveClass(/\bvisible\b/);
  const location = page.locator('#location .animate-on-scroll').first();
  await expect(location).not.toHaveClass(/\bvisible\b/);
  await page.locator('#location').scrollIntoViewIfNeeded();
  await expect(location).toHaveClass(/\bvisible\b/);
});
