// The site and the editor on PostgreSQL, in a real browser: a server of its own started with
// DATABASE_URL on a throw-away cluster (server/src/test/pg-cluster.ts), seeded with the demo content.
// A visitor sees the pages; an admin signs in, publishes a section, uploads an image and finds a
// visitor's message by a search that ignores case in any alphabet. The rest of the browser tests run
// on SQLite; the API suite runs on both engines. Only in the run when PostgreSQL is installed
// (playwright.config.ts leaves this file out otherwise, and says so).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startDemoServer, stopProcess, type DemoServer } from '../../server/scripts/demo-server';
import { startPgCluster } from '../../server/src/test/pg-cluster';
import { islandReady } from './islands';
import { solidPng } from './solid-png';

const admin = { username: 'pg-admin', password: randomBytes(12).toString('hex') };

interface PgSite extends DemoServer {
  /** The server's folder: its log, and where a SQLite file would be if one were written. */
  dir: string;
  /** Stops the server and the cluster (once; later calls do nothing) and removes the folder unless a test failed. */
  stop(): Promise<void>;
}

async function startPgSite(): Promise<PgSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-pg-'));
  const cluster = await startPgCluster();
  let server: DemoServer;
  try {
    server = await startDemoServer(dir, admin, { DATABASE_URL: await cluster.createDatabase('site') });
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  let stopping: Promise<void> | undefined;
  const stop = async () => {
    await stopProcess(server.child);
    await cluster.stop();
    // On failure the folder stays: its server.log says why.
    if (!failed) fs.rmSync(dir, { recursive: true, force: true });
  };
  return { ...server, dir, stop: () => (stopping ??= stop()) };
}

const test = base.extend<object, { pgSite: PgSite }>({
  // A cold start seeds the demo images and their variants into an empty database.
  pgSite: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startPgSite();
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ pgSite }, use) => {
    await use(pgSite.baseURL);
  },
});

let failed = false;
test.afterEach(async ({ pgSite: _started }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) failed = true;
});
// The worker goes on to the other files: the server and cluster stop with this file's last test.
test.afterAll(async ({ pgSite }) => {
  await pgSite.stop();
});

async function signIn(page: Page, to: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin/);
  await page.goto(to);
}

test('the demo site is served from PostgreSQL, and no SQLite file is written', async ({ page, pgSite }) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).not.toBeEmpty();
  const hero = page.locator('main img').first();
  await expect(hero).toBeVisible();
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.goto('/services');
  await expect(page.getByRole('link', { name: /Cleaning/ }).first()).toBeVisible();
  await page.goto('/about');
  await expect(page.locator('#about1 h2')).not.toBeEmpty();
  expect(fs.readdirSync(pgSite.dir).filter((name) => name.startsWith('site.db'))).toEqual([]);
});

test('an admin signs in, publishes the hero, and the home page shows it', async ({ page }) => {
  const title = `Clean buildings, on PostgreSQL ${Date.now()}`;
  await signIn(page, '/admin');
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Hero', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Hero' });
  await dialog.getByLabel('Title', { exact: true }).first().fill(title);
  await expect(page.getByTestId('preview')).toContainText(title);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Hero Updated Successfully', { exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('body')).toContainText(title);
});

test('an image uploaded in the Media Library is stored and shown', async ({ page }) => {
  const name = `pg-upload-${Date.now()}.png`;
  await signIn(page, '/admin/media-library');
  await page
    .getByLabel('Images to upload')
    .setInputFiles([{ name, mimeType: 'image/png', buffer: solidPng(32, 24, [30, 120, 200]) }]);
  await expect(page.getByText('1 of 1 uploaded.')).toBeVisible();
  const card = page.getByRole('list', { name: 'Image grid' }).getByRole('button', { name: new RegExp(name.replace('.', '\\.')) });
  await expect(card).toBeVisible();
  const thumbnail = card.locator('img');
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("a visitor's message reaches the inbox, found by a search in another case and alphabet", async ({ page }) => {
  const name = `Ödön Ångström ${Date.now()}`;
  await page.goto('/contact');
  await islandReady(page, 'shared/ContactForm');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Email', { exact: true }).fill('odon@example.com');
  await form.getByLabel('Message', { exact: true }).fill('Could you clean our office on Saturdays?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!');

  await signIn(page, '/admin/messages-list');
  await page.getByRole('searchbox', { name: 'Search messages' }).fill('ÖDÖN ÅNGSTRÖM');
  await expect(page.locator('tbody tr td:first-child')).toHaveText([name]);
});
