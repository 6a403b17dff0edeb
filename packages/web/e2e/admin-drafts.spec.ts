// Drafts in the editor, in a real browser: a draft of the hero saved from its dialog leaves the public
// page as it was; a preview link made on the Drafts screen, opened in a fresh browser that never signed
// in, shows the draft with the preview bar; Publish in the dialog puts it on the public page. Also the
// quiet automatic draft save, the section buttons' badges and a schedule. The hero is put back after.
import type { Page } from '@playwright/test';
import type { Hero } from '@site/contracts';
import { signIn } from './admin-session';
import { draftStatus, putSection, readSection } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

let hero: Hero;
test.beforeAll(async () => {
  hero = await readSection<Hero>('home/hero/');
});
test.afterEach(async () => {
  const headers = authHeader(await adminToken());
  await fetch(`${baseUrl()}/backend/api/drafts/home/hero`, { method: 'DELETE', headers });
  const links = (await (await fetch(`${baseUrl()}/backend/api/preview-links`, { headers })).json()) as { id: number }[];
  for (const link of links) await fetch(`${baseUrl()}/backend/api/preview-links/${link.id}`, { method: 'DELETE', headers });
  await putSection('home/hero/', hero);
});

const heroHeading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });
const sections = (page: Page) => page.getByRole('list', { name: 'Sections' });
const heroButton = (page: Page) => sections(page).getByRole('button', { name: /^Hero/ });
const editor = (page: Page) => page.getByRole('dialog', { name: 'Edit Hero' });

async function openHero(page: Page) {
  await heroButton(page).click();
  await expect(editor(page)).toBeVisible();
}

test('a draft saved in the editor shows only through a preview link until it is published', async ({ page, browser }) => {
  const title = `Opening soon ${Date.now()}`;
  await signIn(page, '/admin/home');
  await openHero(page);
  await editor(page).getByLabel('Title', { exact: true }).fill(title);
  await editor(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved', { exact: true }).first()).toBeVisible();
  await expect(editor(page).getByText('Draft — not published')).toBeVisible();
  await editor(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(editor(page)).toHaveCount(0);
  await expect(heroButton(page)).toContainText('Draft');

  // The public page is unchanged.
  const visitorPage = await page.context().newPage();
  await visitorPage.goto('/');
  await expect(heroHeading(visitorPage, hero.title)).toBeVisible();
  await expect(heroHeading(visitorPage, title)).toHaveCount(0);
  await visitorPage.close();

  // A preview link from the Drafts screen, opened by someone who never signed in.
  await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Drafts', exact: true }).click();
  await expect(page.getByRole('row', { name: /Hero/ })).toContainText('Draft');
  await page.getByRole('button', { name: 'Create preview link' }).click();
  const url = await page.getByRole('textbox', { name: 'Preview link' }).inputValue();
  expect(url).toMatch(/\/\?preview=/);
  const visitor = await browser.newContext({ baseURL: baseUrl() });
  try {
    const preview = await visitor.newPage();
    await preview.goto(new URL(url, baseUrl()).href);
    await expect(heroHeading(preview, title)).toBeVisible();
    await expect(preview.getByRole('status').filter({ hasText: 'Preview — not published' })).toBeVisible();
  } finally {
    await visitor.close();
  }

  // Open it from the Drafts screen: the editor opens on the draft; Publish puts it live.
  await page.getByRole('row', { name: /Hero/ }).getByRole('link', { name: 'Open' }).click();
  await expect(editor(page).getByLabel('Title', { exact: true })).toHaveValue(title);
  await editor(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor(page)).toHaveCount(0);
  await expect(heroButton(page)).not.toContainText('Draft');
  await page.goto('/');
  await expect(heroHeading(page, title)).toBeVisible();
});

test('typing saves the draft on its own a few seconds after the last keystroke', async ({ page }) => {
  const title = `Typed ${Date.now()}`;
  await signIn(page, '/admin/home');
  await openHero(page);
  await editor(page).getByLabel('Title', { exact: true }).fill(title);
  await expect(editor(page).getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible({ timeout: 10_000 });
  const draft = (await (
    await fetch(`${baseUrl()}/backend/api/drafts/home/hero`, { headers: authHeader(await adminToken()) })
  ).json()) as { document: Hero };
  expect(draft.document.title).toBe(title);

  // A browser that goes away without closing the editor loses nothing: the editor opens on the draft.
  await page.reload();
  await expect(heroButton(page)).toContainText('Draft');
  await openHero(page);
  await expect(editor(page).getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(editor(page).getByText('Draft — not published')).toBeVisible();
  // The preview beside the buttons shows the draft too.
  await editor(page).getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard draft' }).click();
  await expect(editor(page).getByLabel('Title', { exact: true })).toHaveValue(hero.title);
  await expect(editor(page).getByText('Draft — not published')).toHaveCount(0);
});

test('Cancel and Discard while the automatic save is on its way leave no draft behind', async ({ page }) => {
  await signIn(page, '/admin/home');
  await openHero(page);
  // The automatic save is held on its way until the admin has discarded the changes.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent = false;
  await page.route('**/backend/api/drafts/home/hero', async (route) => {
    if (route.request().method() === 'PUT' && !sent) {
      sent = true;
      await held;
    }
    await route.continue();
  });
  const autosave = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/drafts/home/hero'));
  await editor(page).getByLabel('Title', { exact: true }).fill(`Discarded ${Date.now()}`);
  await autosave;
  await editor(page).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard', exact: true }).click();
  release();
  await expect(editor(page)).toHaveCount(0);
  // Once the held save has landed, the discard follows it: no draft is left, and no badge says so.
  await expect.poll(() => draftStatus('home/hero')).toBe(404);
  await page.reload();
  await expect(heroButton(page)).not.toContainText('Draft');
});

test('Schedule… gives the draft a time, shown on its section button', async ({ page }) => {
  await signIn(page, '/admin/home');
  await openHero(page);
  await editor(page).getByLabel('Title', { exact: true }).fill(`Monday ${Date.now()}`);
  await editor(page).getByRole('button', { name: 'Schedule…' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule publishing' });
  await schedule.getByLabel('Publish at').fill('2020-01-01T09:00');
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(schedule.getByRole('alert')).toHaveText('Choose a date and time in the future.');
  await schedule.getByLabel('Publish at').fill('2099-03-02T09:00');
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(schedule).toHaveCount(0);
  await expect(heroButton(page)).toContainText('Scheduled');
  await expect(heroButton(page)).toContainText('2099');
  const list = (await (await fetch(`${baseUrl()}/backend/api/drafts/`, { headers: authHeader(await adminToken()) })).json()) as {
    path: string;
    publish_at: string;
  }[];
  expect(list.find((d) => d.path === 'home/hero')?.publish_at).toBe(new Date(2099, 2, 2, 9, 0).toISOString());
});

test('the Drafts screen publishes the selected drafts together, and revokes a preview link', async ({ page }) => {
  const headers = { ...authHeader(await adminToken()), 'content-type': 'application/json' };
  const title = `Together ${Date.now()}`;
  const cards = await readSection<object>('home/cards/');
  await fetch(`${baseUrl()}/backend/api/drafts/home/hero`, { method: 'PUT', headers, body: JSON.stringify({ ...hero, title }) });
  await fetch(`${baseUrl()}/backend/api/drafts/home/cards`, { method: 'PUT', headers, body: JSON.stringify(cards) });
  try {
    await signIn(page, '/admin/drafts');
    await page.getByRole('checkbox', { name: 'Select Hero' }).check();
    await page.getByRole('checkbox', { name: 'Select Cards' }).check();
    await page.getByRole('button', { name: 'Publish selected' }).click();
    await expect(page.getByText('Published 2 drafts.')).toBeVisible();
    await expect(page.getByText('No drafts. Every document is published as it is.')).toBeVisible();
    await page.goto('/');
    await expect(heroHeading(page, title)).toBeVisible();

    await page.goto('/admin/drafts');
    await page.getByRole('button', { name: 'Create preview link' }).click();
    const links = page.getByRole('list', { name: 'Open preview links' }).getByRole('listitem');
    await expect(links).toHaveCount(1);
    await links.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Preview link revoked.')).toBeVisible();
    await expect(links).toHaveCount(0);
    const open = (await (await fetch(`${baseUrl()}/backend/api/preview-links`, { headers })).json()) as unknown[];
    expect(open).toEqual([]);
  } finally {
    await fetch(`${baseUrl()}/backend/api/drafts/home/cards`, { method: 'DELETE', headers });
    await putSection('home/cards/', cards);
  }
});
