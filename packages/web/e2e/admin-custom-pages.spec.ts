// A page built by an editor from the section library, end to end: the Pages screen creates
// "Careers", the page editor adds a hero, a rich-text block and a contact form (each with its
// section's form, the live preview following), moves a block with the keyboard and puts the page in
// the navbar; a visitor opens /careers from the navbar, sends a message from its form, and the
// message is in Messages. A change to a page is its draft, which visitors do not see until it is published.
import type { Page } from '@playwright/test';
import { getSection } from '@site/contracts';
import { signIn } from './admin-session';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

const SLUG = 'careers';
const DRAFTED = 'open-days';

async function deletePages(): Promise<void> {
  for (const slug of [SLUG, DRAFTED]) {
    await fetch(`${baseUrl()}/backend/api/custom-pages/${slug}`, { method: 'DELETE', headers: authHeader(await adminToken()) });
  }
}

test.beforeAll(deletePages);
test.afterAll(deletePages);

const blocks = (page: Page) => page.getByRole('list', { name: 'Blocks' }).getByRole('listitem');

async function addBlock(page: Page, pick: string): Promise<void> {
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: pick }).click();
}

test('an editor builds Careers from sections, a visitor finds it in the navbar and sends a message from its form', async ({
  page,
  browser,
}) => {
  await signIn(page, '/admin/pages');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pages');
  await page.getByRole('button', { name: 'New page' }).click();
  const create = page.getByRole('dialog', { name: 'New page' });
  await create.getByLabel('Title').fill('Careers');
  await expect(create.getByLabel('Web address')).toHaveValue(SLUG);
  await create.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page: Careers');

  // A hero: the home page's own form, and the preview follows each keystroke.
  const preview = page.getByTestId('preview');
  await addBlock(page, 'Hero From the home page');
  const hero = page.getByRole('dialog', { name: 'Edit Hero (block 1)' });
  await hero.getByLabel('Title', { exact: true }).fill('Build a career that keeps Larkhaven running');
  // The preview is a picture of the page (inert, hidden from assistive technology): found by its markup.
  await expect(preview.locator('h1')).toHaveText('Build a career that keeps Larkhaven running');
  await hero.getByRole('button', { name: 'Done' }).click();

  // A contact form, then rich text, which the keyboard moves above the form.
  await addBlock(page, 'Contact From the home page');
  await page.getByRole('dialog', { name: 'Edit Contact (block 2)' }).getByRole('button', { name: 'Done' }).click();
  await addBlock(page, 'Rich Text From the about page');
  const text = page.getByRole('dialog', { name: 'Edit Rich Text (block 3)' });
  await text.getByLabel('Heading').fill('Open roles');
  await text.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type('Cleaners, engineers and front-of-house staff: paid training from day one.');
  await expect(preview).toContainText('paid training from day one');
  await text.getByRole('button', { name: 'Done' }).click();
  await expect(blocks(page)).toHaveText([/Hero/, /Contact/, /Rich Text/]);
  await page.getByRole('button', { name: 'Move Rich Text — Open roles, block 3', exact: true }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(blocks(page)).toHaveText([/Hero/, /Rich Text/, /Contact/]);
  await expect(page.getByRole('button', { name: 'Move Rich Text — Open roles, block 2', exact: true })).toBeFocused();

  await page.getByLabel('Show in the navbar').check();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published.')).toBeVisible();

  // A visitor, without the editor's session.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
  await expect(visitor).toHaveURL(/\/careers$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Build a career that keeps Larkhaven running');
  await expect(visitor.getByRole('heading', { name: 'Open roles' })).toBeVisible();
  // Server-rendered like the fixed pages, with its title.
  const direct = await visitor.request.get('/careers');
  expect(direct.status()).toBe(200);
  expect(await direct.text()).toContain('<title>Careers · ');

  const message = `I would like to join the team (${Date.now()}).`;
  const form = visitor.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name', { exact: true }).fill('Robin Applicant');
  await form.getByLabel('Email', { exact: true }).fill('robin@example.com');
  await form.getByLabel('Message', { exact: true }).fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!');
  await visitor.close();

  await page.goto('/admin/messages-list');
  await page.getByPlaceholder('Search name, email or text').fill(message);
  await expect(page.getByRole('row', { name: /Robin Applicant/ })).toContainText(message);
});

test('a change to a page is a draft the public does not see until it is published', async ({ page, browser }) => {
  const hero = { type: 'home/hero', data: { ...getSection('hero').defaults, title: 'Open days' } };
  const created = await fetch(`${baseUrl()}/backend/api/custom-pages/`, {
    method: 'POST',
    headers: { ...authHeader(await adminToken()), 'content-type': 'application/json' },
    body: JSON.stringify({ slug: DRAFTED, title: 'Open days', blocks: [hero] }),
  });
  expect(created.status).toBe(201);
  // A new page is only a draft until its first publish.
  const published = await fetch(`${baseUrl()}/backend/api/drafts/custom-pages/${DRAFTED}/publish`, {
    method: 'POST',
    headers: authHeader(await adminToken()),
  });
  expect(published.status).toBe(200);
  const visitorHeading = async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`/${DRAFTED}`);
    const text = await visitor.getByRole('heading', { level: 1 }).textContent();
    await visitor.close();
    return text;
  };

  await signIn(page, `/admin/pages/${DRAFTED}`);
  await page.getByRole('button', { name: 'Edit Hero — Open days, block 1' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Hero (block 1)' });
  await form.getByLabel('Title', { exact: true }).fill('Open days every first Saturday');
  await form.getByRole('button', { name: 'Done' }).click();
  // Kept as a draft a moment after the change, without a click.
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(page.getByText('Draft — not published')).toBeVisible();
  expect(await visitorHeading()).toBe('Open days');

  // The Drafts screen lists it and leads back to the page's editor, which opens on the draft.
  await page.goto('/admin/drafts');
  const row = page.getByRole('row', { name: /Page "Open days"/ });
  await expect(row).toContainText('Draft');
  await row.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pages/${DRAFTED}$`));
  await expect(page.getByText('Draft — not published')).toBeVisible();
  await expect(page.getByTestId('preview').locator('h1')).toHaveText('Open days every first Saturday');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published.')).toBeVisible();
  await expect(page.getByText('Draft — not published')).toBeHidden();
  expect(await visitorHeading()).toBe('Open days every first Saturday');
});
