// Every page editor's screen fits a 1440 px window: the heading keeps to one line above the section
// buttons and the preview, and the preview ends within the window.
import type { Page } from '@playwright/test';
import { signIn } from './admin-session';
import { expect, test } from './fixtures';

const EDITORS = ['/admin', '/admin/layouts', '/admin/about', '/admin/contact', '/admin/gallery', '/admin/projects'];

/** How many lines the screen's heading takes. */
const headingLines = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));

test('at 1440 px each page editor’s heading is one line and its preview ends within the window', async ({ page }) => {
  await signIn(page, EDITORS[0]);
  for (const path of EDITORS) {
    await page.goto(path);
    await expect(page.getByRole('list', { name: 'Sections' })).toBeVisible();
    expect(await headingLines(page), path).toBe(1);
    const frame = await page.getByRole('figure', { name: 'Live preview' }).boundingBox();
    expect(frame!.y + frame!.height, path).toBeLessThanOrEqual(900);
  }
});
