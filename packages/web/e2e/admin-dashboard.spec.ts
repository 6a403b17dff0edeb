// The Dashboard in a real browser at phone and desktop widths, against a server of its own whose mail
// server refuses every alert (so a message's alert fails for good at once): first the empty states,
// then a draft (submitted for review), a scheduled draft, a saved section, an unread message and its
// failed alert, each shown on the dashboard from one request and each line opening the thing itself;
// the sidebar counts what needs someone. Everything made is removed at the end of each test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import type { Dashboard } from '@site/contracts';
import { startDemoServer, stopProcess, type DemoServer } from '../../server/scripts/demo-server';
import { startSmtpCatcher, type SmtpCatcher } from '../../server/src/test/smtp-catcher';
import { storeSession } from './admin-session';
import { SCREENSHOT_DIR } from './screenshots';

const admin = { username: 'dashboard-admin', password: 'dashboard-password-1' };
let dir: string;
let server: DemoServer;
let smtp: SmtpCatcher;
let token: string;
let user: unknown;

// The tests' pages are on this spec's server (started in beforeAll, which itself needs none).
const test = base.extend({
  baseURL: async ({ baseURL: configured }, use) => {
    await use(server?.baseURL ?? configured);
  },
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dashboard-'));
  smtp = await startSmtpCatcher();
  server = await startDemoServer(dir, admin, {
    SEED_DEMO: 'false',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'site@example.com',
    NOTIFY_EMAILS: 'office@example.com',
  });
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
  if (smtp) await smtp.close();
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

const card = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });
const sidebarLink = (page: Page, name: string) =>
  page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name, exact: true });

/** On a phone the sidebar is a drawer: opened first (following a link closes it). */
async function showSidebar(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
}

/** Opens the dashboard from another screen with the sidebar, and answers the API requests the screen made. */
async function openDashboard(page: Page): Promise<string[]> {
  await storeSession(page, { token, user }, '/admin/admins');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/backend/api/')) requests.push(`${request.method()} ${url.pathname}`);
  });
  await showSidebar(page);
  await sidebarLink(page, 'Dashboard').click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(card(page, 'Drafts')).toBeVisible();
  return requests;
}

/** Back to the dashboard from where a line led. */
async function back(page: Page) {
  await page.goBack();
  await expect(card(page, 'Drafts')).toBeVisible();
}

for (const width of [390, 1440] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('says what waits when nothing does', async ({ page }) => {
      await openDashboard(page);
      await expect(card(page, 'Drafts')).toContainText('No drafts: everything is published.');
      await expect(card(page, 'Scheduled')).toContainText('Nothing is scheduled to be published.');
      await expect(card(page, 'In review')).toContainText('No draft waits for review.');
      await expect(card(page, 'Messages')).toContainText('No unread messages.');
      await expect(card(page, 'Messages')).not.toContainText('email alert');
      // The first link of the sidebar, current here.
      await showSidebar(page);
      const links = page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('navigation', { name: 'Editor' })
        .getByRole('link');
      await expect(links.first()).toHaveText('Dashboard');
      await expect(links.first()).toHaveAttribute('aria-current', 'page');
    });

    test('shows drafts, schedules, review, messages, failed alerts and changes from one request, each line opening its thing', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const title = `Dashboard draft ${width}`;
      const visitor = `Dana ${width}`;
      const hero = await api<object>('GET', 'home/hero');
      await api('PUT', 'drafts/home/hero', { ...hero, title });
      await api('POST', 'drafts/home/hero/submit', { note: 'Please look' });
      await api('PUT', 'drafts/about/message', await api('GET', 'about/message'));
      await api('POST', 'drafts/publish', { paths: ['about/message'], at: '2031-03-01T09:00:00.000Z' });
      await api('PUT', 'gallery', await api('GET', 'gallery'));
      smtp.answers.push({ code: 550, text: 'Mailbox unavailable' });
      const sent = await fetch(`${server.baseURL}/backend/api/contact-messages/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: visitor, email: 'dana@example.com', message: `Hello from ${width}` }),
      });
      expect(sent.status).toBe(201);
      await expect.poll(async () => (await api<Dashboard>('GET', 'dashboard')).failed_alerts?.count, { timeout: 15_000 }).toBe(1);
      const messageId = (await api<Dashboard>('GET', 'dashboard')).messages!.newest[0]!.id;

      try {
        const requests = await openDashboard(page);
        await expect(card(page, 'Drafts').getByRole('link', { name: `Hero — ${title}` })).toBeVisible();
        // The screen's data is one request; the sidebar's in-review count is read again on every move.
        expect(requests.filter((r) => r !== 'GET /backend/api/drafts/')).toEqual(['GET /backend/api/dashboard']);

        await expect(card(page, 'Drafts')).toContainText(`saved`);
        await expect(card(page, 'Drafts')).toContainText(`by ${admin.username}`);
        await expect(card(page, 'Drafts')).toContainText('In review');
        await expect(card(page, 'Scheduled')).toContainText('publishes');
        await expect(card(page, 'In review')).toContainText(`asked by ${admin.username}`);
        await expect(card(page, 'In review')).toContainText('Please look');
        await expect(card(page, 'Messages').getByRole('link', { name: '1 email alert failed' })).toBeVisible();
        await expect(card(page, 'Messages')).toContainText('Mailbox unavailable');
        await expect(card(page, 'Recent changes').getByRole('link', { name: 'Gallery' }).first()).toBeVisible();
        await expect(card(page, 'Recent changes')).toContainText(`saved by ${admin.username}`);

        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `dashboard-${width}.png`), fullPage: true });
        // The sidebar counts what needs someone: one in review, one unread, one failed alert.
        await showSidebar(page);
        await expect(sidebarLink(page, 'Review')).toHaveAccessibleDescription('1 in review');
        await expect(sidebarLink(page, 'Messages')).toHaveAccessibleDescription('1 unread 1 email alert failed');
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `dashboard-sidebar-${width}.png`) });
        await page.keyboard.press('Escape');

        await card(page, 'Drafts')
          .getByRole('link', { name: `Hero — ${title}` })
          .click();
        await expect(page).toHaveURL(/\/admin\/home\?section=hero$/);
        await expect(page.getByRole('dialog', { name: 'Edit Hero' })).toBeVisible();
        await back(page);

        await card(page, 'Scheduled')
          .getByRole('link', { name: /^Message/ })
          .click();
        await expect(page).toHaveURL(/\/admin\/about\?section=message$/);
        await expect(page.getByRole('dialog', { name: 'Edit Message' })).toBeVisible();
        await back(page);

        await card(page, 'In review')
          .getByRole('link', { name: `Hero — ${title}` })
          .click();
        await expect(page).toHaveURL(/\/admin\/review$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
        await back(page);

        await card(page, 'Recent changes').getByRole('link', { name: 'Gallery' }).first().click();
        await expect(page).toHaveURL(/\/admin\/gallery\?section=gallery$/);
        await expect(page.getByRole('dialog', { name: 'Edit Gallery' })).toBeVisible();
        await back(page);

        await card(page, 'Messages').getByRole('link', { name: '1 email alert failed' }).click();
        await expect(page).toHaveURL(/\/admin\/settings#notifications$/);
        await back(page);

        await card(page, 'Messages').getByRole('link', { name: visitor }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/messages-list\\?message=${messageId}$`));
        await expect(page.getByRole('button', { name: `Close message from ${visitor}` })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        // Read now: neither unread nor a failed alert that needs someone.
        await showSidebar(page);
        await sidebarLink(page, 'Dashboard').click();
        await expect(card(page, 'Messages')).toContainText('No unread messages.');
        await expect(card(page, 'Messages')).not.toContainText('email alert');
        await showSidebar(page);
        await expect(sidebarLink(page, 'Messages')).not.toHaveAccessibleDescription(/unread|failed/);
      } finally {
        await api('DELETE', `contact-messages/${messageId}`);
        await api('DELETE', 'drafts/home/hero');
        await api('DELETE', 'drafts/about/message');
      }
    });
  });
}
