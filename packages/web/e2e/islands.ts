// Islands (web/src/islands): the interactive parts of a public page that the browser hydrates on
// their own when needed. A click on an island's server markup before then would do nothing, so a
// test that uses one waits for it here.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The island element named `name` (its module's path under src/sections), nth on the page. */
export const island = (page: Page, name: string, nth = 0): Locator => page.locator(`[data-island="${name}"]`).nth(nth);

/** Waits until the island is hydrated, scrolling it into view first when it waits to be seen. */
export async function islandReady(page: Page, name: string, nth = 0): Promise<void> {
  const element = island(page, name, nth);
  if ((await element.getAttribute('data-island-when')) === 'visible') {
    // `display: contents` has no box of its own: its first child is what comes into view.
    await element.locator(':scope > *').first().scrollIntoViewIfNeeded();
  }
  await expect(element).toHaveAttribute('data-island-hydrated', '');
}

/** Holds back the scripts `url` matches until the function returned is called. */
export async function holdScripts(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds back the islands' runtime (Preact and the islands' hydrate module, one `preact` chunk: web/vite.config.ts)
 * until the function returned is called: meanwhile every island is the server's HTML, with no handler of its own.
 */
export const holdIslandRuntime = (page: Page) => holdScripts(page, '**/assets/preact-*.js');
