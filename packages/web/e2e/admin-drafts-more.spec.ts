// Drafts beyond a section dialog, in a real browser: the Services Manager saves a draft of the list
// that the public service page does not show, opens on it again after a reload and publishes it; and
// publishing a section's draft after someone else published the section goes through the conflict
// dialog, whose Overwrite publishes the draft. Everything is put back after each test.
import type { Page } from '@playwright/test';
import type { Hero, Service } from '@site/contracts';
import { signIn } from './admin-session';
import { putSection, readSection } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

let services: Service[] = [];
let hero: Hero;
test.beforeAll(async () => {
  services = await readSection<Service[]>('services/');
  hero = await readSection<Hero>('home/hero/');
});
test.afterEach(async () => {
  const headers = authHeader(await adminToken());
  for (const path of ['services', 'home/hero']) {
    await fetch(`${baseUrl()}/backend/api/drafts/${path}`, { method: 'DELETE', headers });
  }
  await putSection('services/', services);
  await putSection('home/hero/', hero);
});

const panel = (page: Page) => page.getByRole('tabpanel');
const tagline = (page: Page) => panel(page).getByLabel('Tagline', { exact: true }).first();

test('the Services Manager saves a draft the public page does not show, reopens on it, and publishes it', async ({ page }) => {
  const first = services[0]!;
  const words = `Booked in a day ${Date.now()}`;
  await signIn(page, '/admin/services');
  await tagline(page).fill(words);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft — not published')).toBeVisible();

  const visitor = await page.context().newPage();
  await visitor.goto(`/services/${first.slug}`);
  await expect(visitor.getByText(first.tagline, { exact: true }).first()).toBeVisible();
  await expect(visitor.getByText(words)).toHaveCount(0);

  await page.reload();
  await expect(tagline(page)).toHaveValue(words);
  await expect(page.getByText('Draft — not published')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Draft — not published')).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByText(words).first()).toBeVisible();
  await visitor.close();
  const drafts = (await (
    await fetch(`${baseUrl()}/backend/api/drafts/`, { headers: authHeader(await adminToken()) })
  ).json()) as unknown[];
  expect(drafts).toEqual([]);
});

test("publishing a draft over someone else's newer publish asks first; Overwrite publishes the draft", async ({ page }) => {
  const draftTitle = `Draft title ${Date.now()}`;
  const theirTitle = `Their title ${Date.now()}`;
  const headers = { ...authHeader(await adminToken()), 'content-type': 'application/json' };
  const saved = await fetch(`${baseUrl()}/backend/api/drafts/home/hero`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...hero, title: draftTitle }),
  });
  expect(saved.status).toBe(200);

  await signIn(page, '/admin/home');
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^Hero/ }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Hero' });
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(draftTitle);

  // Someone else publishes the hero directly while the draft is open.
  await putSection('home/hero/', { ...hero, title: theirTitle });

  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  const conflict = page.getByRole('alertdialog', { name: 'Someone else saved this section' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Overwrite' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(editor).toHaveCount(0);

  expect((await readSection<Hero>('home/hero/')).title).toBe(draftTitle);
  const draft = await fetch(`${baseUrl()}/backend/api/drafts/home/hero`, { headers });
  expect(draft.status).toBe(404);
});
