// The home page's carousel runs on plain script loaded once the page is idle (web/src/site/behaviours/carousels.ts):
// a test that clicks it waits for it here, or holds its script back to act before it runs.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { holdScripts } from './islands';

/** Waits until the carousel's script runs (its listeners are attached). */
export async function carouselLive(page: Page): Promise<void> {
  await expect(page.locator('#carousel')).toHaveAttribute('data-carousel-live', '');
}

/** Holds back the carousel's script until the function returned is called: meanwhile it is the server's HTML. */
export const holdCarouselScript = (page: Page) => holdScripts(page, '**/assets/carousel-*.js');
