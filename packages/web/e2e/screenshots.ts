// Pictures the browser tests take for a person to look at: where they go, and a page at a desktop's
// and a phone's width, whole.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export const SCREENSHOT_DIR =
  process.env.E2E_SCREENSHOT_DIR ?? fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

/** `name-1440.png` and `name-390.png`, whole pages, without motion (a drawer caught half-way). */
export async function shootAtWidths(page: Page, name: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
