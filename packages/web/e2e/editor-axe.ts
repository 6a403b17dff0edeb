// The editor's screens for the axe sweeps (accessibility-editor*.spec.ts, one file per theme so the
// two halves run side by side): every screen a sidebar link opens, plus the screens behind a click,
// in their states (on a phone the section editor's More menu open and its Preview view, a page's
// block editor in its Preview view and the page's More menu open). axe is injected as an inline
// script, which the site's Content-Security-Policy refuses, so the sweeps run in a context with
// Playwright's bypassCSP; the policy itself is checked by security-headers.spec.ts.
import type { Browser, Page } from '@playwright/test';
import { getSection } from '@site/contracts';
import { freshSession, storeSession } from './admin-session';
import { axeViolations as violations, COLOUR_RULES } from './axe';
import { adminToken, authHeader, baseUrl, expect } from './fixtures';

/** Refuses the editor's draft saves in this page, so a form filled only to be checked changes nothing. */
const keepDraftsUnsaved = (page: Page) =>
  page.route('**/backend/api/drafts/**', (route) => (route.request().method() === 'GET' ? route.continue() : route.abort()));

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

async function openHero(page: Page) {
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Hero', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Hero' })).toBeVisible();
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
  if ((await fetch(`${url}${AXE_PAGE}`, { headers })).status !== 200) {
    await fetch(url, { method: 'POST', headers, body: body('Axe history') });
    await fetch(`${baseUrl()}/backend/api/drafts/custom-pages/${AXE_PAGE}/publish`, {
      method: 'POST',
      headers: authHeader(await adminToken()),
    });
    await fetch(`${url}${AXE_PAGE}`, { method: 'PUT', headers, body: body('Axe history, again') });
  }
  // The never-published one is dropped after each sweep (dropNeverPublished), so made again here.
  if ((await fetch(`${url}${AXE_PAGE}-draft`, { headers })).status !== 200) {
    await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ slug: `${AXE_PAGE}-draft`, title: 'Axe draft', blocks: [] }),
    });
  }
}

/** A published page with one Hero block, for its block editor's states; made once, as the API allows. */
const AXE_BLOCKS_PAGE = 'axe-blocks';
async function pageWithBlock(): Promise<void> {
  const url = `${baseUrl()}/backend/api/custom-pages/`;
  if ((await fetch(`${url}${AXE_BLOCKS_PAGE}`, { headers: authHeader(await adminToken()) })).status === 200) return;
  const hero = { type: 'home/hero', data: { ...getSection('hero').defaults, title: 'Axe blocks' } };
  await fetch(url, {
    method: 'POST',
    headers: { ...authHeader(await adminToken()), 'content-type': 'application/json' },
    body: JSON.stringify({ slug: AXE_BLOCKS_PAGE, title: 'Axe blocks', blocks: [hero] }),
  });
  await fetch(`${baseUrl()}/backend/api/drafts/custom-pages/${AXE_BLOCKS_PAGE}/publish`, {
    method: 'POST',
    headers: authHeader(await adminToken()),
  });
}

async function openAxeBlock(page: Page) {
  await page.getByRole('button', { name: 'Edit Hero — Axe blocks, block 1' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Hero (block 1)' })).toBeVisible();
}

/** Deletes the never-published page: no later spec is left with it, each expects the drafts it makes alone. */
export async function dropNeverPublished(): Promise<void> {
  await fetch(`${baseUrl()}/backend/api/custom-pages/${AXE_PAGE}-draft`, {
    method: 'DELETE',
    headers: authHeader(await adminToken()),
  });
}

/** Every editor screen a sidebar link opens, plus the screens behind a click. */
export const EDITOR_SCREENS: { path: string; open?: (page: Page) => Promise<void> }[] = [
  { path: '/admin/layouts' },
  {
    // The menu editor: the automatic menu copied into the form, a target typed as another address.
    // The form's draft is never written (its save is refused here), so later screens and specs meet
    // the layout as it was.
    path: '/admin/layouts',
    open: async (page) => {
      await keepDraftsUnsaved(page);
      await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Edit Navbar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Navbar' });
      await dialog.getByRole('button', { name: 'Start from the current menu' }).click();
      await dialog.getByLabel('Page or address', { exact: true }).first().selectOption({ label: 'Other address…' });
    },
  },
  {
    path: '/admin/layouts',
    open: async (page) => {
      await keepDraftsUnsaved(page);
      await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Edit Footer', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Edit Footer' })
        .getByRole('button', { name: 'Start from the current columns' })
        .click();
    },
  },
  { path: '/admin/home' },
  { path: '/admin/home', open: openHero },
  // On a phone: the section editor's More menu open, and its Preview view.
  {
    path: '/admin/home',
    open: async (page) => {
      await openHero(page);
      if (!isPhone(page)) return;
      await page.getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('menu', { name: 'More' })).toBeVisible();
    },
  },
  {
    path: '/admin/home',
    open: async (page) => {
      await openHero(page);
      if (!isPhone(page)) return;
      await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Hero' }).getByTestId('preview')).toBeVisible();
    },
  },
  { path: '/admin/about' },
  { path: '/admin/services' },
  { path: '/admin/projects' },
  { path: '/admin/gallery' },
  // A form with image fields (each names its file), and the image picker over it.
  { path: '/admin/gallery?section=gallery' },
  {
    path: '/admin/gallery?section=gallery',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Choose .+ from the library$/ })
        .first()
        .click();
      await expect(
        page
          .getByRole('dialog', { name: /^Choose / })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
    },
  },
  { path: '/admin/contact' },
  { path: '/admin/pages' },
  {
    path: '/admin/pages',
    open: async (page) => {
      await pageWithHistory();
      await pageWithBlock();
      await page.reload();
      await expect(page.getByText('Draft — not published yet').first()).toBeVisible();
    },
  },
  {
    path: `/admin/pages/${AXE_PAGE}`,
    open: async (page) => {
      // On a phone History is in the page's More menu.
      if (isPhone(page)) {
        await page.getByRole('button', { name: 'More' }).click();
        await page.getByRole('menuitem', { name: 'History' }).click();
      } else await page.getByRole('button', { name: 'History' }).click();
      await expect(page.getByRole('button', { name: /^Restore and publish version \d+$/ }).first()).toBeVisible();
    },
  },
  {
    path: `/admin/pages/${AXE_PAGE}`,
    open: async (page) => {
      // The SEO dialog, with its line saying where a save goes (the page's draft, or live).
      await page.getByRole('button', { name: 'SEO: search engines and sharing' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search engines and sharing' });
      await expect(dialog.getByRole('status')).toHaveText(/draft|live/);
    },
  },
  // A block's editor; on a phone its Preview view, and the page's More menu open.
  { path: `/admin/pages/${AXE_BLOCKS_PAGE}`, open: openAxeBlock },
  {
    path: `/admin/pages/${AXE_BLOCKS_PAGE}`,
    open: async (page) => {
      if (!isPhone(page)) return;
      await openAxeBlock(page);
      const dialog = page.getByRole('dialog', { name: 'Edit Hero (block 1)' });
      await dialog.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Preview' }).click();
      await expect(dialog.getByTestId('preview')).toBeVisible();
    },
  },
  {
    path: `/admin/pages/${AXE_BLOCKS_PAGE}`,
    open: async (page) => {
      if (!isPhone(page)) return;
      await page.getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('menu', { name: 'More' })).toBeVisible();
    },
  },
  { path: '/admin/drafts' },
  { path: '/admin/settings' },
  { path: '/admin/messages-list' },
  { path: '/admin/image-upload' },
  {
    path: '/admin/image-upload',
    open: async (page) => {
      // The form's sentence beside its fields, after Upload with nothing chosen.
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(page.locator('form p', { hasText: 'Please select images and provide a category.' })).toBeVisible();
      // And in an error toast, whose colours are checked too.
      await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
    },
  },
  { path: '/admin/media-library' },
  {
    path: '/admin/media-library',
    open: async (page) => {
      // An upload list with a refused file (nothing is stored).
      const file = { name: 'axe.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') };
      await page.getByLabel('Images to upload').setInputFiles([file]);
      await expect(page.getByText('0 of 1 uploaded, 1 refused.')).toBeVisible();
    },
  },
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

// The dark theme changes colours only (admin.css's colour variables and color-scheme, the toaster's
// colours), on the same screens in the same states as the light one, so in it only axe's rules that
// read colours can find anything the light sweep did not: those are what it runs.
const RULES = { light: undefined, dark: COLOUR_RULES };

/** Every editor screen in `theme` at `width`: what axe finds, each line naming its screen. */
export async function editorViolations(browser: Browser, theme: 'light' | 'dark', width: number): Promise<string[]> {
  const context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await storeSession(page, await freshSession());
  const found: string[] = [];
  for (const screen of EDITOR_SCREENS) {
    await page.goto(screen.path);
    // A screen opened on a section (`?section=`) shows that section's dialog over its heading.
    await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.waitForLoadState('networkidle');
    await screen.open?.(page);
    found.push(...(await violations(page, RULES[theme])).map((v) => `${screen.path}${screen.open ? ' (opened)' : ''}: ${v}`));
  }
  await context.close();
  return found;
}
