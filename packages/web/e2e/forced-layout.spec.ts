// The public pages' scripts never make the browser lay the page out inside their own task. Reading
// a position while the layout is stale does that; right after the HTML is parsed it is the first
// layout of the whole page, and on a slow phone it made the entry script's task the page's longest
// (docs/performance.md, "Lighthouse"). The behaviours measure once a frame has been drawn instead
// (site/behaviours/after-layout.ts). Read from Chromium's own trace: a layout or style pass that a
// script forced carries that script's stack.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface TraceEvent {
  name: string;
  args?: { beginData?: { stackTrace?: { url: string; functionName: string }[] } };
}

/** The layout and style passes the site's own scripts forced while `page` loaded `path`. */
async function forcedByOurScripts(page: Page, path: string): Promise<string[]> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.stack'] });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-behaviours', 'started');
  // Two frames drawn after the behaviours started: whatever they measure after a frame has been measured.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  return trace.traceEvents
    .filter((event) => event.name === 'Layout' || event.name === 'UpdateLayoutTree')
    .flatMap((event) => event.args?.beginData?.stackTrace?.filter((frame) => frame.url.includes('/assets/')).slice(0, 1) ?? [])
    .map((frame) => `${frame.functionName || '(anonymous)'} in ${frame.url}`);
}

for (const path of ['/', '/about/company-profile', '/gallery']) {
  test(`${path}: the page's scripts force no layout while it loads`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // Errors the page reports to itself, a resize observer loop among them (measuring after layout
    // uses a resize observer), which reach no console.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { reportedErrors: seen });
      window.addEventListener('error', (event) => seen.push(event.message));
    });
    expect(await forcedByOurScripts(page, path)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { reportedErrors: string[] }).reportedErrors)).toEqual([]);
  });
}
