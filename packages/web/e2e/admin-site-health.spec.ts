// Site health in a real browser at phone and desktop widths, against a server of its own whose outside
// link checks are on (OUTSIDE_LINK_CHECKS) and a local HTTP server that answers 500 and 404 for the
// outside links. A hero draft brings a colour pair below AA, an image without alternative text, a link
// to a page that does not exist and a failing outside link: Publish shows them first (Go to field
// focuses the field; Publish anyway publishes), Check now lists them on the Site health screen with
// their swatches and the link's answer, Fix opens the hero's editor at the field, and the dashboard
// counts them. The hero is put back as it was at the end of each test.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { getSection, type Hero, type SiteHealth } from '@site/contracts';
import { startDemoServer, stopProcess, type DemoServer } from '../../server/scripts/demo-server';
import { storeSession } from './admin-session';
import { axeViolations } from './axe';
import { CHECK_FAILED } from '../src/admin/site-health/usePublishCheck';
import { SCREENSHOT_DIR } from './screenshots';

const admin = { username: 'health-admin', password: 'health-password-1' };
let dir: string;
let server: DemoServer;
let outside: http.Server;
let outsideUrl: string;
let token: string;
let user: unknown;

const test = base.extend({
  baseURL: async ({ baseURL: configured }, use) => {
    await use(server?.baseURL ?? configured);
  },
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The other site the hero links to: a server error, and a page it does not have.
  outside = http.createServer((request, response) => {
    response.writeHead(request.url?.startsWith('/broken') ? 500 : 404, { 'content-type': 'text/plain' });
    response.end('no');
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-health-'));
  server = await startDemoServer(dir, admin, { SEED_DEMO: 'false', OUTSIDE_LINK_CHECKS: 'true', PUBLISH_CHECKS: 'true' });
  const login = await fetch(`${server.baseURL}/backend/auth/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(login.ok).toBe(true);
  ({ auth_token: token, user } = (await login.json()) as { auth_token: string; user: unknown });
});

test.afterAll(async () => {
  if (server) await stopProcess(server.child);
  if (outside) await new Promise((resolve) => outside.close(resolve));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function api<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseURL}/backend/api/${url}`, {
    method,
    headers: { authorization: `Token ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${url}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
}

/** What the hero draft changes: each a problem of its own kind (a picture from another site has no library alt text). */
const problems = () => ({
  textColor: '#9a9a9a',
  bgColor: '#a8a8a8',
  image1: `${outsideUrl}/picture.jpg`,
  altText1: '',
  ctaLink: '/no-such-page',
  contactLink: `${outsideUrl}/broken`,
});

const KINDS = ['contrast', 'missing-alt', 'broken-link', 'broken-external-link'] as const;

/** Runs a whole-site check over the API until it is done. */
async function checkNow(): Promise<SiteHealth> {
  let run = await api<{ id: number; state: string }>('POST', 'site-health/run');
  while (run.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 500));
    run = await api('GET', `site-health/runs/${run.id}`);
  }
  return api<SiteHealth>('GET', 'site-health/');
}

async function withHeroDraft(run: (published: Hero) => Promise<void>) {
  const published = await api<Hero>('GET', 'home/hero');
  await api('PUT', 'drafts/home/hero', { ...published, ...problems() });
  try {
    await run(published);
  } finally {
    await fetch(`${server.baseURL}/backend/api/drafts/home/hero`, {
      method: 'DELETE',
      headers: { authorization: `Token ${token}` },
    });
    await api('PUT', 'home/hero', published);
    await checkNow();
  }
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Before publishing' });

/** The section editor's Publish (on a phone the dialog's footer has it too). */
const publish = (page: Page) =>
  page.getByRole('dialog', { name: 'Edit Hero' }).getByRole('button', { name: 'Publish', exact: true });

for (const width of [390, 1440] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('what a publish would introduce is shown first, Publish anyway publishes it, and the screen lists it with Fix links', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await withHeroDraft(async () => {
        // The publish step: the dialog lists what the change would introduce.
        await storeSession(page, { token, user }, '/admin/home?section=hero');
        await publish(page).click();
        await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
        for (const kind of KINDS) await expect(dialog(page).locator(`[data-kind="${kind}"]`).first()).toBeVisible();
        await expect(dialog(page).locator('[data-kind="broken-external-link"]').first()).toContainText('500');
        await expect(dialog(page).locator('[data-kind="contrast"]').first()).toContainText(':1');

        // Go to field: the dialog closes, nothing is published, the field has the focus.
        const contrast = dialog(page).locator('[data-kind="contrast"]').first();
        const field = await contrast.locator('code').last().textContent();
        await contrast.getByRole('button', { name: /^Go to field/ }).click();
        await expect(dialog(page)).toBeHidden();
        await expect(page.locator(`[id="field-${field!.replace(/[^a-zA-Z0-9_-]/g, '-')}"]`)).toBeFocused();
        expect((await api<Hero>('GET', 'home/hero')).textColor).not.toBe(problems().textColor);

        // Publish anyway publishes.
        await publish(page).click();
        await dialog(page).getByRole('button', { name: 'Publish anyway' }).click();
        await expect(page.getByRole('dialog', { name: 'Edit Hero' })).toBeHidden();
        await expect.poll(async () => (await api<Hero>('GET', 'home/hero')).textColor).toBe(problems().textColor);

        // Check now on the Site health screen lists each kind on the home page.
        await page.goto('/admin/site-health');
        await expect(page.getByRole('heading', { level: 1, name: 'Site health' })).toBeVisible();
        await page.getByRole('button', { name: 'Check now' }).click();
        await expect(page.getByText('The whole site was checked.')).toBeVisible({ timeout: 60_000 });
        const home = page.getByRole('region', { name: 'Page /', exact: true });
        for (const kind of KINDS) await expect(home.locator(`[data-kind="${kind}"]`).first()).toBeVisible();
        await expect(home.locator('[data-kind="broken-external-link"]').first()).toContainText(`${outsideUrl}/broken`);
        await expect(home.locator('[data-kind="broken-external-link"]').first()).toContainText(/checked/);
        await expect(page.getByRole('list', { name: 'Findings by kind' })).toContainText('Colours hard to read');

        // The kind filter keeps one kind.
        await page.getByRole('combobox', { name: 'Kind' }).selectOption('missing-alt');
        await expect(page.locator('[data-kind="contrast"]')).toHaveCount(0);
        const missingAlt = home.locator('[data-kind="missing-alt"]').first();
        await expect(missingAlt).toBeVisible();

        // Fix opens the hero's editor at the field.
        const altField = await missingAlt.locator('code').last().textContent();
        await missingAlt.getByRole('link', { name: /^Fix/ }).click();
        await expect(page).toHaveURL(/\/admin\/home\?section=hero&field=/);
        await expect(page.locator(`[id="field-${altField!.replace(/[^a-zA-Z0-9_-]/g, '-')}"]`)).toBeFocused();

        // The dashboard counts them and links to the screen.
        await page.goto('/admin/dashboard');
        const card = page.getByRole('region', { name: /^Site health/ });
        await expect(card.getByRole('link', { name: /Images without alternative text/ })).toBeVisible();
        await card.getByRole('link', { name: 'Open Site health' }).click();
        await expect(page).toHaveURL(/\/admin\/site-health$/);
      });
    });
  });
}

const HEADINGS_PAGE = 'health-headings';

for (const width of [390, 1440] as const) {
  test(`a heading level a change skips shows before its Publish, then on the screen, Fix opening its block at the heading, at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    // A hero (h1) followed by service cards (h3) under their section's title (h2); the draft empties
    // that title, so the cards' headings skip h2.
    const hero = { type: 'home/hero', data: { ...getSection('hero').defaults, title: 'Headings' } };
    const services = (title: string) => ({
      type: 'home/services',
      data: {
        ...getSection('homeServices').defaults,
        title,
        description: '',
        services: [{ title: 'Design', description: 'Plans.' }],
      },
    });
    const headingsPage = (title: string) => ({ slug: HEADINGS_PAGE, title: 'Headings', blocks: [hero, services(title)] });
    await api('POST', 'custom-pages/', headingsPage('What we do'));
    await api('POST', `drafts/custom-pages/${HEADINGS_PAGE}/publish`);
    await api('PUT', `drafts/custom-pages/${HEADINGS_PAGE}`, headingsPage(''));
    try {
      await storeSession(page, { token, user }, `/admin/pages/${HEADINGS_PAGE}`);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
      await expect(dialog(page).locator('[data-kind="heading-order"]').first()).toContainText('skips h2');
      await dialog(page).getByRole('button', { name: 'Publish anyway' }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(page.getByText('Page published.')).toBeVisible();

      await page.goto('/admin/site-health');
      await page.getByRole('button', { name: 'Check now' }).click();
      await expect(page.getByText('The whole site was checked.')).toBeVisible({ timeout: 60_000 });
      const finding = page
        .getByRole('region', { name: `Page /${HEADINGS_PAGE}`, exact: true })
        .locator('[data-kind="heading-order"]')
        .first();
      await expect(finding).toContainText('skips h2');
      // Fix opens the page's editor on the block, its heading's field focused.
      await finding.getByRole('link', { name: /^Fix/ }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/pages/${HEADINGS_PAGE}\\?field=blocks\\.1\\.`));
      await expect(page.locator('[id="field-services-0-title"]')).toBeFocused();
    } finally {
      await fetch(`${server.baseURL}/backend/api/custom-pages/${HEADINGS_PAGE}`, {
        method: 'DELETE',
        headers: { authorization: `Token ${token}` },
      });
    }
  });
}

test('a check that fails does not stop the publish: it says so and publishes', async ({ page }) => {
  const published = await api<Hero>('GET', 'home/hero');
  try {
    await page.route('**/backend/api/site-health/check', (route) => route.fulfill({ status: 500, json: { detail: 'Broken.' } }));
    await storeSession(page, { token, user }, '/admin/home?section=hero');
    await page.getByRole('dialog', { name: 'Edit Hero' }).getByLabel('Title', { exact: true }).fill('Checked or not');
    await publish(page).click();
    await expect(page.getByText(CHECK_FAILED)).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(async () => (await api<Hero>('GET', 'home/hero')).title).toBe('Checked or not');
  } finally {
    await api('PUT', 'home/hero', published);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the screen and the publish dialog have no axe violations in the ${theme} theme, and their pictures`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    await withHeroDraft(async (published) => {
      // The problems published and checked for the screen; the draft another set for the dialog.
      await api('PUT', 'home/hero', { ...published, ...problems() });
      await checkNow();
      await api('PUT', 'drafts/home/hero', {
        ...published,
        ...problems(),
        textColor: '#b5b5b5',
        ctaLink: '/another-missing-page',
        contactLink: `${outsideUrl}/gone`,
      });
      for (const width of [390, 1440]) {
        const context = await browser.newContext({ baseURL: server.baseURL, bypassCSP: true, viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto('/login');
        await page.evaluate((t) => localStorage.setItem('theme', t), theme);
        await storeSession(page, { token, user }, '/admin/home?section=hero');
        await publish(page).click();
        await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `site-health-dialog-${theme}-${width}.png`) });
        await dialog(page).getByRole('button', { name: 'Cancel' }).click();
        await page.goto('/admin/site-health');
        await expect(page.getByRole('region', { name: 'Page /', exact: true })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `site-health-${theme}-${width}.png`), fullPage: true });
        await context.close();
      }
    });
  });
}
