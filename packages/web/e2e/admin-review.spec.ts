// Review before publishing in a real browser, at phone and desktop widths: an author's draft is
// submitted for review with a note, an editor asks for changes from the Review screen, the author sees
// the comment on the Drafts screen and submits again, the editor approves it and the public page shows
// it. Then an outside reviewer approves another draft through a review link made on the Drafts screen,
// without an account. Each screen passes the axe check. The hero is put back after.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import type { Hero } from '@site/contracts';
import { freshSession, storeSession } from './admin-session';
import { axeViolations } from './axe';
import { putSection, readSection } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

const SHOTS = process.env.REVIEW_SHOTS;
const WIDTHS = [390, 1440];

let hero: Hero;
test.beforeAll(async () => {
  hero = await readSection<Hero>('home/hero/');
});
test.afterEach(async () => {
  const headers = authHeader(await adminToken());
  await fetch(`${baseUrl()}/backend/api/drafts/home/hero`, { method: 'DELETE', headers });
  const links = (await (await fetch(`${baseUrl()}/backend/api/review-links`, { headers })).json()) as { id: number }[];
  for (const link of links) await fetch(`${baseUrl()}/backend/api/review-links/${link.id}`, { method: 'DELETE', headers });
  await putSection('home/hero/', hero);
});

/** A new account of `role`, made over the API by the admin. */
async function account(role: 'author' | 'editor'): Promise<{ username: string; password: string }> {
  const username = `e2e-${role}-${randomBytes(4).toString('hex')}`;
  const password = `Pw-${randomBytes(9).toString('hex')}`;
  const response = await fetch(`${baseUrl()}/backend/auth/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeader(await adminToken()) },
    body: JSON.stringify({ username, email: `${username}@example.com`, password, role }),
  });
  if (!response.ok) throw new Error(`Creating the ${role} answered ${response.status}: ${await response.text()}`);
  return { username, password };
}

async function signedIn(browser: Browser, width: number, credentials: { username: string; password: string }, path: string) {
  const context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const session = await freshSession(credentials);
  await storeSession(page, session, path);
  return { page, token: session.token };
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function saveHeroDraft(token: string, title: string): Promise<void> {
  const response = await fetch(`${baseUrl()}/backend/api/drafts/home/hero`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...authHeader(token) },
    body: JSON.stringify({ ...hero, title }),
  });
  expect(response.status).toBe(200);
}

const heroRow = (page: Page) => page.getByRole('row', { name: /Hero/ });
const publicHeroTitle = async (page: Page) => {
  await page.goto('/');
  return page.getByRole('heading', { level: 1 }).first().textContent();
};

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test('an author’s draft reaches the public site only once an editor approves it', async ({ browser }) => {
      const title = `Reviewed ${width} ${Date.now()}`;
      const author = await signedIn(browser, width, await account('author'), '/admin/drafts');
      const editor = await signedIn(browser, width, await account('editor'), '/admin/drafts');
      await saveHeroDraft(author.token, title);

      // The author submits it with a note.
      await author.page.reload();
      await author.page.getByRole('button', { name: /^Submit for review: Hero/ }).click();
      const submit = author.page.getByRole('dialog', { name: 'Submit for review' });
      await submit.getByLabel('Note for the reviewers (optional)').fill('New spring headline');
      await submit.getByRole('button', { name: 'Submit for review' }).click();
      await expect(heroRow(author.page)).toContainText('In review, submitted by');
      expect(await axeViolations(author.page)).toEqual([]);

      // The editor sees it on the Review screen, with the count in the sidebar, and asks for changes.
      await editor.page.goto('/admin/review');
      // At phone width the sidebar is a closed drawer: its link is there, hidden.
      await expect(editor.page.locator('nav a[href="/admin/review"]')).toContainText('1');
      const item = editor.page.getByRole('listitem').filter({ hasText: 'New spring headline' });
      await expect(item).toBeVisible();
      expect(await axeViolations(editor.page)).toEqual([]);
      await shot(editor.page, `review-list-${width}`);
      await item.getByRole('button', { name: /^Request changes to Hero/ }).click();
      const changes = editor.page.getByRole('dialog', { name: 'Request changes' });
      await changes.getByRole('button', { name: 'Request changes' }).click();
      await expect(changes.getByRole('alert')).toHaveText('Say what should change: the comment may not be empty.');
      await changes.getByLabel('What should change').fill('Name the year, please.');
      await changes.getByRole('button', { name: 'Request changes' }).click();
      await expect(editor.page.getByText('No draft waits for review.')).toBeVisible();

      // The author sees the comment on the draft, fixes it and submits again.
      await author.page.reload();
      await expect(heroRow(author.page)).toContainText('Changes requested by');
      await expect(heroRow(author.page)).toContainText('Name the year, please.');
      await shot(author.page, `changes-requested-${width}`);
      await saveHeroDraft(author.token, title);
      await author.page.reload();
      await expect(heroRow(author.page)).toContainText('Name the year, please.');
      await author.page.getByRole('button', { name: /^Submit for review: Hero/ }).click();
      await author.page
        .getByRole('dialog', { name: 'Submit for review' })
        .getByRole('button', { name: 'Submit for review' })
        .click();
      await expect(heroRow(author.page)).toContainText('In review');
      expect(await publicHeroTitle(author.page)).not.toBe(title);

      // The editor approves it: the public page shows it.
      await editor.page.reload();
      // The draft's review history shows every step so far.
      await editor.page.getByText('Review history').click();
      // The history outlives drafts (earlier runs' steps come first): the last two are this draft's.
      const steps = editor.page.locator('details li');
      await expect(steps.nth(-2)).toContainText('Changes requested by');
      await expect(steps.nth(-2)).toContainText('Name the year, please.');
      await expect(steps.last()).toContainText('In review, submitted by');
      await editor.page.getByRole('button', { name: /^Approve and publish Hero/ }).click();
      await expect(editor.page.getByText('No draft waits for review.')).toBeVisible();
      await expect.poll(() => publicHeroTitle(author.page)).toBe(title);
      await author.page.context().close();
      await editor.page.context().close();
    });

    test('an outside reviewer approves a draft through a review link', async ({ browser }) => {
      const title = `Approved by link ${width} ${Date.now()}`;
      const author = await account('author');
      const authorToken = (await freshSession(author)).token;
      await saveHeroDraft(authorToken, title);
      const submitted = await fetch(`${baseUrl()}/backend/api/drafts/home/hero/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authHeader(authorToken) },
        body: JSON.stringify({ note: 'For the director' }),
      });
      expect(submitted.status).toBe(200);

      const editor = await signedIn(browser, width, await account('editor'), '/admin/drafts');
      await editor.page.getByLabel('For', { exact: true }).fill('Dana, managing director');
      await editor.page.getByRole('button', { name: 'Create review link' }).click();
      const url = await editor.page.getByRole('textbox', { name: 'Review link' }).inputValue();
      expect(url).toMatch(/\/review\/[\w-]+$/);
      await expect(editor.page.getByRole('list', { name: 'Open review links' })).toContainText('Dana, managing director');
      expect(await axeViolations(editor.page)).toEqual([]);
      await shot(editor.page, `review-links-${width}`);

      const outside = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width, height: 900 } });
      const page = await outside.newPage();
      await page.goto(new URL(url).pathname);
      await expect(page.getByRole('heading', { name: 'Review drafts' })).toBeVisible();
      await expect(page.getByText('This link is for Dana, managing director')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Drafts in review' })).toContainText('For the director');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `link-review-${width}`);
      await page.getByRole('button', { name: 'Approve Hero' }).click();
      await expect(page.getByRole('status')).toHaveText('Hero was approved and published.');
      await expect(page.getByText('No draft waits for review.')).toBeVisible();
      await expect.poll(() => publicHeroTitle(page)).toBe(title);

      // Once revoked, the link says so.
      await editor.page.getByRole('button', { name: 'Revoke the review link for Dana, managing director' }).click();
      await page.goto(new URL(url).pathname);
      await expect(page.getByRole('alert')).toHaveText('This review link was revoked. Ask whoever sent it for a new one.');
      await outside.close();
      await editor.page.context().close();
    });
  });
}
