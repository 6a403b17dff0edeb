// axe-core over every public page (an editor-built one with every block type among them), at phone
// and desktop widths: no violations; also the public phone menu open. The editor's screens are swept
// by accessibility-editor*.spec.ts. axe is injected as an inline script, which the site's
// Content-Security-Policy (script-src without 'unsafe-inline') refuses, so these tests alone run in a
// context with Playwright's bypassCSP; the policy itself is checked by security-headers.spec.ts.
import type { Browser, Page } from '@playwright/test';
import { axeViolations as violations } from './axe';
import { withBuiltPage } from './built-page';
import { baseUrl, expect, test } from './fixtures';
import { DEMO_PUBLIC_PAGES, OTHER_PUBLIC_PAGES } from './pages';

const WIDTHS = [390, 1440] as const;
/** An editor-built page with every block type, checked with the fixed pages. */
const BUILT_PAGE = withBuiltPage('axe-built');

async function axePage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width, height: 900 } });
  return context.newPage();
}

for (const width of WIDTHS) {
  test(`every public page has no axe violations at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await axePage(browser, width);
    const found: string[] = [];
    for (const path of [...DEMO_PUBLIC_PAGES, ...OTHER_PUBLIC_PAGES, BUILT_PAGE]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
    await page.context().close();
  });
}

test('the open phone menu, over its backdrop, has no axe violations at 390 px', async ({ browser }) => {
  const page = await axePage(browser, 390);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('[data-menu-backdrop]')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.context().close();
});
