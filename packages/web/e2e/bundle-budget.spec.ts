// What the home page downloads, as a gzip-only browser receives it (docs/performance.md, "Bundles"):
// its scripts stay within the JavaScript budget, its styles within the CSS budget, in few files (each
// counts against the first load's requests), no admin chunk comes with it, and no font or
// stylesheet is fetched from another origin (the site uses system fonts).
import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import {
  adminEntryScript,
  downloadsOf,
  inlineScripts,
  scriptsBeforeLoad,
  transferredBytes,
  type Download,
  type ScriptLoad,
} from './page-loads';
import { baseUrl, expect, test } from './fixtures';

const KB = 1024;
/**
 * Every script the home page runs once it has settled without being scrolled: the entry (inside the
 * HTML, web/build/inline-entry.ts), and after the load event the carousel's plain script with the
 * sliders' step logic it shares. 5.5 KB (2026-11-29), the target being 20 KB and WordPress's home page
 * 10 KB; 18.9 KB while the carousel was an island on Preact, 27.9 KB while the sliders ran on Embla,
 * 84.4 KB when the islands ran on React and React DOM (2026-11-24), 130.2 KB when the browser
 * hydrated the whole page with the router. The budget is what is reached, with a little room.
 */
const HOME_JS_BUDGET = 7 * KB;
/**
 * What a page runs before it is interactive (before its load event): the entry with the plain-script
 * behaviours and the islands' loader, inside the HTML, 4.0 KB on each (2026-11-28). The target is 10 KB;
 * the budget is what is reached, with a little room, so that it can only go down. The islands'
 * runtime and the islands come after, when needed.
 */
const BEFORE_LOAD_BUDGETS = { home: 5 * KB, about: 5 * KB, service: 5 * KB };
const PUBLIC_CSS_BUDGET = 30 * KB;
/**
 * The carousel's script and the sliders' step logic (one `slides` chunk, web/vite.config.ts); Preact
 * and the islands come only as the news slider or the contact form nears the viewport. More files
 * means small shared modules are being split into chunks of their own again. The entry and the page's
 * own part of the stylesheet are inside the HTML (web/build/inline-entry.ts, server/src/render/inline-styles.ts).
 */
const HOME_SCRIPT_FILES = 2;
const HOME_STYLESHEET_FILES = 0;
/** The first-load limits for the home page, on a phone. */
const FIRST_LOAD_REQUESTS = 20;
const FIRST_LOAD_BYTES = 400 * KB;

const total = async (downloads: Download[]) => (await Promise.all(downloads.map(transferredBytes))).reduce((a, b) => a + b, 0);
/** For the failure message: each file with its transferred size. */
const listing = async (downloads: Download[]) =>
  (await Promise.all(downloads.map(async (d) => `${d.url.pathname} ${await transferredBytes(d)} B`))).join('\n');

const sum = (scripts: ScriptLoad[]) => scripts.reduce((a, s) => a + s.bytes, 0);

test.use({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });

test('the home page loads its scripts and styles within budget, gzipped, and nothing of the admin', async ({ page, request }) => {
  const adminEntry = await adminEntryScript(request);
  expect(adminEntry).toBeTruthy();
  const downloads = await downloadsOf(page, '/');
  const scripts = downloads.filter((d) => d.type === 'script');
  const styles = downloads.filter((d) => d.type === 'stylesheet');
  expect(scripts.length).toBeGreaterThan(0);
  for (const asset of [...scripts, ...styles]) {
    // Only files too small to be worth compressing may arrive as they are.
    const encoding = asset.response.headers()['content-encoding'];
    if (encoding !== 'gzip') expect(await transferredBytes(asset), asset.url.pathname).toBeLessThan(1024);
  }
  expect(scripts.map((s) => s.url.pathname)).not.toContain(adminEntry);
  expect(styles.map((s) => s.url.pathname).filter((p) => p.includes('/admin-'))).toEqual([]);

  const inline = await inlineScripts(page);
  expect(inline.length).toBeGreaterThan(0);
  const scriptBytes = (await total(scripts)) + sum(inline);
  const inlineCss = (await page.locator('head style').allTextContents()).join('');
  expect(inlineCss.length).toBeGreaterThan(1000);
  const styleBytes = (await total(styles)) + gzipSync(inlineCss).length;
  const allBytes = await total(downloads);
  const counts = new Map<string, number>();
  for (const d of downloads) counts.set(d.type, (counts.get(d.type) ?? 0) + 1);
  const byType = [...counts].map(([type, n]) => `${type} ${n}`);
  test.info().annotations.push({
    type: 'home page',
    description:
      `${scripts.length} script files and ${inline.length} inline scripts, ${(scriptBytes / KB).toFixed(1)} KB; ${styles.length} stylesheets, CSS ${(styleBytes / KB).toFixed(1)} KB (gzip); ` +
      `${downloads.length} requests in all (${byType.join(', ')}), ${(allBytes / KB).toFixed(1)} KB`,
  });
  expect(scripts.length, await listing(scripts)).toBeLessThanOrEqual(HOME_SCRIPT_FILES);
  expect(styles.length, await listing(styles)).toBeLessThanOrEqual(HOME_STYLESHEET_FILES);
  expect(scriptBytes, await listing(scripts)).toBeLessThanOrEqual(HOME_JS_BUDGET);
  expect(styleBytes, await listing(styles)).toBeLessThanOrEqual(PUBLIC_CSS_BUDGET);
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'accept-encoding': 'br, gzip' },
  });

  test('the first load of the home page is at most 20 requests and 400 KB', async ({ page }) => {
    const downloads = await downloadsOf(page, '/');
    const bytes = await total(downloads);
    const listingAll = await listing(downloads);
    expect(downloads.length, listingAll).toBeLessThanOrEqual(FIRST_LOAD_REQUESTS);
    expect(bytes, listingAll).toBeLessThanOrEqual(FIRST_LOAD_BYTES);
  });
});

const scriptListing = (scripts: ScriptLoad[]) => scripts.map((s) => `${s.path} ${s.bytes} B`).join('\n');

test('before the load event, the home page, /about and a service page load only their budget of JavaScript', async ({
  page,
  request,
}) => {
  const services = (await (await request.get('/backend/api/services')).json()) as { slug: string }[];
  const paths = { home: '/', about: '/about', service: `/services/${services[0]!.slug}` };
  for (const [name, path] of Object.entries(paths) as [keyof typeof paths, string][]) {
    const scripts = await scriptsBeforeLoad(page, path);
    expect(scripts.length, path).toBeGreaterThan(0);
    test.info().annotations.push({
      type: `${path} before load`,
      description: `${scripts.length} scripts, ${(sum(scripts) / KB).toFixed(1)} KB gzipped`,
    });
    expect(sum(scripts), `${path}\n${scriptListing(scripts)}`).toBeLessThanOrEqual(BEFORE_LOAD_BUDGETS[name]);
    // The islands' runtime is an island's, never the page's first load.
    expect(
      scripts.map((s) => s.path).filter((p) => p.includes('/preact-')),
      path,
    ).toEqual([]);
  }
});

/** Strings only React DOM's code has: its error pages' address and the key it keeps its fibers under. */
const REACT_DOM_MARKS = ['react.dev/errors', '__reactFiber', '__reactContainer'];

test('no public page downloads React: its islands run on Preact', async ({ page, request }) => {
  const services = (await (await request.get('/backend/api/services')).json()) as { slug: string }[];
  const pages = ['/', '/about', `/services/${services[0]!.slug}`, '/gallery', '/projects', '/contact'];
  const runtimes = new Set<string>();
  for (const path of pages) {
    const scripts: Response[] = [];
    const record = (response: Response) => response.request().resourceType() === 'script' && scripts.push(response);
    page.on('response', record);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Scrolled to the end, so that the islands waiting to be seen load too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
    page.off('response', record);
    for (const script of scripts) {
      const body = await script.text();
      const marks = REACT_DOM_MARKS.filter((mark) => body.includes(mark));
      expect(marks, `${path}: ${script.url()}`).toEqual([]);
      if (script.url().includes('/preact-')) runtimes.add(path);
    }
  }
  // The islands did load (so the scripts looked at include their runtime): the home page's news slider and contact form, the gallery, the contact page's form.
  expect([...runtimes]).toEqual(expect.arrayContaining(['/', '/gallery', '/contact']));
});

test("React DOM's marks are what the check above looks for: the editor's scripts have them", async ({ page }) => {
  const downloads = await downloadsOf(page, '/login');
  const bodies = await Promise.all(downloads.filter((d) => d.type === 'script').map((d) => d.response.text()));
  expect(bodies.some((body) => REACT_DOM_MARKS.every((mark) => body.includes(mark)))).toBe(true);
});

test('no public page fetches fonts or stylesheets from another origin', async ({ page }) => {
  const origin = new URL(baseUrl()).origin;
  for (const path of ['/', '/about', '/contact']) {
    const foreign = (await downloadsOf(page, path)).filter(
      (d) => ['font', 'stylesheet'].includes(d.type) && d.url.origin !== origin,
    );
    expect(
      foreign.map((d) => d.url.href),
      path,
    ).toEqual([]);
  }
});

test("the CSS modules' classes in a page are short: `_` and five characters (web/build/class-names.ts)", async ({ page }) => {
  await page.goto('/');
  const scoped = await page
    .locator('[class]')
    .evaluateAll((elements) => elements.flatMap((e) => [...e.classList]).filter((name) => name.startsWith('_')));
  expect(scoped.length).toBeGreaterThan(100);
  expect(scoped.filter((name) => !/^_[\w-]{5}$/.test(name))).toEqual([]);
});
