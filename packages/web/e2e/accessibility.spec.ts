// axe-core over every public page and every editor screen, at phone and desktop widths, and the
// editor in both themes: no violations. axe is injected as an inline script, which the site's
// Content-Security-Policy (script-src without 'unsafe-inline') refuses, so these tests alone run in a
// context with Playwright's bypassCSP; the policy itself is checked by security-headers.spec.ts.
import { createRequire } from 'node:module';
import type { Browser, Page } from '@playwright/test';
import { freshSession, storeSession } from './admin-session';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';
import { DEMO_PUBLIC_PAGES } from './pages';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.help}): ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`));
}

const WIDTHS = [390, 1440] as const;

async function axePage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width, height: 900 } });
  return context.newPage();
}

for (const width of WIDTHS) {
  test(`every public page has no axe violations at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await axePage(browser, width);
    const found: string[] = [];
    for (const path of DEMO_PUBLIC_PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
    await page.context().close();
  });
}

/**
 * A page never published (the Pages screen marks it) with two versions in its history (the History
 * panel offers Restore and Restore and publish); made once, as the API allows.
 */
const AXE_PAGE = 'axe-history';
async function pageWithHistory(): Promise<void> {
  const headers = { ...authHeader(await adminToken()), 'content-type': 'application/json' };
  const url = `${baseUrl()}/backend/api/custom-pages/`;
  const body = (title: string) => JSON.stringify({ slug: AXE_PAGE, title, blocks: [] });
  if ((await fetch(`${url}${AXE_PAGE}`, { headers })).status === 200) return;
  await fetch(url, { method: 'POST', headers, body: body('Axe history') });
  await fetch(`${baseUrl()}/backend/api/drafts/custom-pages/${AXE_PAGE}/publish`, {
    method: 'POST',
    headers: authHeader(await adminToken()),
  });
  await fetch(`${url}${AXE_PAGE}`, { method: 'PUT', headers, body: body('Axe history, again') });
  await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ slug: `${AXE_PAGE}-draft`, title: 'Axe draft', blocks: [] }),
  });
}

/** Every editor screen a sidebar link opens, plus the screens behind a click. */
const EDITOR_SCREENS: { path: string; open?: (page: Page) => Promise<void> }[] = [
  { path: '/admin/layouts' },
  { path: '/admin/home' },
  {
    path: '/admin/home',
    open: async (page) => {
      await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Hero', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Hero' })).toBeVisible();
    },
  },
  { path: '/admin/about' },
  { path: '/admin/services' },
  { path: '/admin/projects' },
  { path: '/admin/gallery' },
  { path: '/admin/contact' },
  { path: '/admin/pages' },
  {
    path: '/admin/pages',
    open: async (page) => {
      await pageWithHistory();
      await page.reload();
      await expect(page.getByText('Draft — not published yet').first()).toBeVisible();
    },
  },
  {
    path: `/admin/pages/${AXE_PAGE}`,
    open: async (page) => {
      await page.getByRole('button', { name: 'History' }).click();
      await expect(page.getByRole('button', { name: /^Restore and publish version \d+$/ }).first()).toBeVisible();
    },
  },
  { path: '/admin/drafts' },
  { path: '/admin/settings' },
  { path: '/admin/messages-list' },
  { path: '/admin/image-upload' },
  { path: '/admin/media-library' },
  {
    path: '/admin/media-library',
    open: async (page) => {
      await page.getByRole('list', { name: 'Image grid' }).getByRole('button').first().click();
      await expect(page.getByRole('dialog', { name: 'Image details' })).toBeVisible();
    },
  },
  { path: '/admin/create-admin' },
  { path: '/admin/admins' },
];

for (const theme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    test(`every editor screen has no axe violations at ${width} px in the ${theme} theme`, async ({ browser }) => {
      test.setTimeout(180_000);
      const page = await axePage(browser, width);
      await page.goto('/login');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await storeSession(page, await freshSession());
      const found: string[] = [];
      for (const screen of EDITOR_SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await page.waitForLoadState('networkidle');
        await screen.open?.(page);
        found.push(...(await violations(page)).map((v) => `${screen.path}${screen.open ? ' (opened)' : ''}: ${v}`));
      }
      expect(found).toEqual([]);
      await page.context().close();
    });
  }
}
