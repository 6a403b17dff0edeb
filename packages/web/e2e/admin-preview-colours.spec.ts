// A page editor's live preview draws the page in the public site's own colours: the accent the
// navbar's button colours set, and the colours derived from it (the About page's eyebrow text), as
// on the public page. (The Services Manager's preview: admin-services.spec.ts.)
import type { Locator } from '@playwright/test';
import type { SectionData } from '@site/contracts';
import { signIn } from './admin-session';
import { coloursOf, rgbOf } from './computed-colours';
import { readSection } from './content';
import { expect, test } from './fixtures';

test("the About editor's preview shows the About page's colours", async ({ page }) => {
  const elements = (root: Locator) => ({
    eyebrow: root.locator('#about1 p', { hasText: /^About Us$/ }),
    'navbar button': root.locator('header a[href="/contact"]'),
    footer: root.locator('footer'),
  });
  await page.goto('/about');
  const site = await coloursOf(elements(page.locator('body')));
  const navbar = await readSection<SectionData<'navbar'>>('layout/navbar');
  expect(site['navbar button']![1]).toBe(rgbOf(navbar.buttonBgColor));

  await signIn(page, '/admin/about');
  expect(await coloursOf(elements(page.getByTestId('preview')))).toEqual(site);
});
