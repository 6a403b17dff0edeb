// Each page carries only its own part of the public stylesheet (server/src/render/page-styles.ts).
// Nothing it needs may be missing: with the whole stylesheet added to the page, every element (and
// its ::before and ::after) must be styled exactly as before. Checked on every kind of public page,
// an editor-built page with every block type included, at phone and desktop widths, and with the
// gallery's lightbox open, which only the browser draws. Motion is reduced, animations stopped and the
// page's clock held while comparing, so that nothing moves on its own (the carousel's autoplay, the
// logo strip) between the two looks.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { PAGE_STYLES_FILE, type PageStyleSheet } from '@site/contracts';
import { withBuiltPage } from './built-page';
import { expect, test } from './fixtures';
import { islandReady } from './islands';

const { stylesheet } = JSON.parse(
  fs.readFileSync(new URL(`../dist/client/${PAGE_STYLES_FILE}`, import.meta.url), 'utf8'),
) as PageStyleSheet;

const builtPage = withBuiltPage('page-styles');

/** The elements whose computed style changes while the whole stylesheet is added, described. */
async function unstyledWithoutWholeSheet(page: Page): Promise<string[]> {
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  return page.evaluate(async (href) => {
    // An animation's running value is not a rule's: each look is of the values without them.
    const looks = () => {
      for (const animation of document.getAnimations()) animation.cancel();
      return [...document.querySelectorAll('body, body *')].map((element) =>
        [null, '::before', '::after']
          .map((pseudo) => {
            const style = getComputedStyle(element, pseudo);
            // A pseudo-element without content is not drawn: its other values do not matter.
            if (pseudo && style.content === 'none') return 'content:none';
            return Array.from(style, (name) => `${name}:${style.getPropertyValue(name)}`).join(';');
          })
          .join('|'),
      );
    };
    const before = looks();
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: `/${href}` });
    await new Promise((resolve, reject) => {
      link.onload = resolve;
      link.onerror = reject;
      document.head.append(link);
    });
    const after = looks();
    // And without it again: an element that changed on its own meanwhile (a picture whose file came)
    // differs between the first and the last look, and says nothing about the stylesheets.
    link.remove();
    const again = looks();
    const elements = [...document.querySelectorAll('body, body *')];
    return after.flatMap((look, index) => {
      if (look === before[index] || before[index] !== again[index]) return [];
      const was = before[index]!.split('|').map((part) => new Set(part.split(';')));
      const changed = look.split('|').flatMap((part, pseudo) =>
        part
          .split(';')
          .filter((declaration) => !was[pseudo]!.has(declaration))
          .map((d) => `${['', '::before ', '::after '][pseudo]}${d}`),
      );
      const element = elements[index]!;
      return [
        `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">: ${changed.slice(0, 4).join('; ')}`,
      ];
    });
  }, stylesheet);
}

async function open(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await page.waitForLoadState('load');
}

const PAGES = [
  '/',
  '/about',
  '/about/team',
  '/services',
  '/services/cleaning-housekeeping',
  '/gallery',
  '/projects',
  '/contact',
  '/no-such-page',
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every public page has every rule it uses', async ({ page }) => {
      for (const path of [...PAGES, builtPage]) {
        await open(page, path);
        expect(await unstyledWithoutWholeSheet(page), path).toEqual([]);
      }
    });

    test("the gallery's lightbox, drawn only in the browser, has its rules", async ({ page }) => {
      await open(page, '/gallery');
      await islandReady(page, 'gallery/GallerySection');
      await page
        .getByRole('button', { name: /^Enlarge picture:/ })
        .first()
        .click();
      // The picture has no size of its own until its file has loaded: compared before, its box
      // would change between the two looks with either stylesheet.
      const picture = page.getByRole('dialog').locator('img');
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await unstyledWithoutWholeSheet(page)).toEqual([]);
    });
  });
}
