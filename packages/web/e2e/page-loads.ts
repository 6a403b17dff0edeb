// What a page downloads: every response while it loads, until the network has been idle, with the
// bytes that crossed the wire (encoded, so after compression). Shared by the bundle budget and the
// "no admin code on public pages" checks.
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page, Response } from '@playwright/test';

export interface Download {
  url: URL;
  /** Playwright's resource type: script, stylesheet, font, image, document, fetch, ... */
  type: string;
  response: Response;
}

/** Opens `path` and lists what it downloaded, once the network has been quiet for 500 ms. */
export async function downloadsOf(page: Page, path: string): Promise<Download[]> {
  const downloads: Download[] = [];
  const record = (response: Response) => {
    downloads.push({ url: new URL(response.url()), type: response.request().resourceType(), response });
  };
  page.on('response', record);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('response', record);
  return downloads;
}

/** The encoded (transferred) size of a response body, in bytes. */
export async function transferredBytes(download: Download): Promise<number> {
  return (await download.response.request().sizes()).responseBodySize;
}

/** The admin bundle's entry script, as /admin's document names it. */
export async function adminEntryScript(request: APIRequestContext): Promise<string | undefined> {
  return /src="(\/assets\/admin-[^"]+\.js)"/.exec(await (await request.get('/admin')).text())?.[1];
}

/** A script the page fetched, with its encoded (transferred) body size. */
export interface ScriptLoad {
  path: string;
  bytes: number;
}

/** How the page's inline scripts are listed: their code comes inside the HTML. */
const INLINE_SCRIPT = '(inline)';

/** The page's inline scripts (not data blocks), each with its gzipped size: what it adds to the HTML. */
export async function inlineScripts(page: Page): Promise<ScriptLoad[]> {
  const code = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) =>
      scripts
        .filter((s) => ['', 'module', 'text/javascript'].includes(s.getAttribute('type') ?? ''))
        .map((s) => s.textContent ?? ''),
    );
  return code.map((text) => ({ path: INLINE_SCRIPT, bytes: gzipSync(text).length }));
}

/**
 * The scripts `path` runs before its load event: what a visitor downloads before the page is
 * interactive (islands that wait for idle, sight or a touch come later), the page's inline scripts
 * included. Read from the page's resource timing, so that a script that starts after the load event
 * is never counted by a race.
 */
export async function scriptsBeforeLoad(page: Page, path: string): Promise<ScriptLoad[]> {
  await page.goto(path, { waitUntil: 'load' });
  const files = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const loadStart = navigation?.loadEventStart ?? 0;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < loadStart)
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize }));
  });
  return [...(await inlineScripts(page)), ...files];
}
