// An editor-built page's editor on a phone and on a desktop. On a phone a block's editor fills the
// screen, so its Form / Preview switch shows the live preview in it and back without losing what
// was typed; the page's own Publish, Save draft and More buttons keep to one row (Schedule… and
// History in the More menu), and the page's preview is below the editor's column. On a desktop
// nothing of that shows: every button is there, the preview beside the dialog and the column.
import type { Page } from '@playwright/test';
import { getSection } from '@site/contracts';
import { signIn } from './admin-session';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

const SLUG = 'phone-blocks';
const TITLE = 'Open on a phone';
const pageUrl = () => `${baseUrl()}/backend/api/custom-pages/${SLUG}`;

// A published page with one Hero block, made afresh for each test (typing saves a draft).
test.beforeEach(async () => {
  const headers = { ...authHeader(await adminToken()), 'content-type': 'application/json' };
  await fetch(pageUrl(), { method: 'DELETE', headers: authHeader(await adminToken()) });
  const hero = { type: 'home/hero', data: { ...getSection('hero').defaults, title: TITLE } };
  const created = await fetch(`${baseUrl()}/backend/api/custom-pages/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ slug: SLUG, title: 'Phone blocks', blocks: [hero] }),
  });
  expect(created.status).toBe(201);
  const published = await fetch(`${baseUrl()}/backend/api/drafts/custom-pages/${SLUG}/publish`, {
    method: 'POST',
    headers: authHeader(await adminToken()),
  });
  expect(published.status).toBe(200);
});
test.afterAll(async () => {
  await fetch(pageUrl(), { method: 'DELETE', headers: authHeader(await adminToken()) });
});

const editor = (page: Page) => page.getByRole('dialog', { name: 'Edit Hero (block 1)' });
const view = (page: Page, name: 'Form' | 'Preview') =>
  editor(page).getByRole('group', { name: 'View' }).getByRole('button', { name, exact: true });
const controlsOf = (page: Page) => page.getByRole('button', { name: 'Publish', exact: true }).locator('xpath=..');

async function openPage(page: Page) {
  await signIn(page, `/admin/pages/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page: Phone blocks' })).toBeVisible();
}

async function openBlock(page: Page) {
  await openPage(page);
  await page.getByRole('button', { name: `Edit Hero — ${TITLE}, block 1` }).click();
  await expect(editor(page)).toBeVisible();
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a block editor's Preview switch shows the live preview with the typed title, and Form brings the form back as typed", async ({
    page,
  }, info) => {
    const title = `Typed in a block ${Date.now()}`;
    await openBlock(page);
    const field = editor(page).getByLabel('Title', { exact: true });
    await field.fill(title);
    await expect(view(page, 'Form')).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: info.outputPath('block-editor-form-390.png') });

    await view(page, 'Preview').click();
    await expect(view(page, 'Preview')).toHaveAttribute('aria-pressed', 'true');
    await expect(field).toBeHidden();
    const preview = editor(page).getByTestId('preview');
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(title);
    // The preview is in the window, above the footer.
    const box = (await preview.boundingBox())!;
    const footer = (await editor(page).getByRole('button', { name: 'Done' }).locator('xpath=..').boundingBox())!;
    expect(box.height).toBeGreaterThan(300);
    expect(box.y + box.height).toBeLessThanOrEqual(footer.y + 1);
    await page.screenshot({ path: info.outputPath('block-editor-preview-390.png') });

    await view(page, 'Form').click();
    await expect(field).toBeVisible();
    await expect(field).toHaveValue(title);
    await expect(editor(page).getByTestId('preview')).toHaveCount(0);
    // Done keeps it in the page, whose own preview shows it.
    await editor(page).getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('preview')).toContainText(title);
  });

  test("the page's Publish, Save draft and More keep to one row; the More menu holds Schedule… and History; the preview is below", async ({
    page,
  }, info) => {
    await openPage(page);
    const controls = controlsOf(page);
    await controls.scrollIntoViewIfNeeded();
    const tops = await Promise.all(
      ['Publish', 'Save draft', 'More'].map(async (name) => {
        const button = controls.getByRole('button', { name, exact: true });
        await expect(button).toBeVisible();
        return (await button.boundingBox())!.y;
      }),
    );
    expect(new Set(tops).size).toBe(1);
    // Undo and Redo, the phone's only way back (no Ctrl+Z there), in a row of their own below.
    const undo = controls.getByRole('button', { name: 'Undo', exact: true });
    await expect(undo).toBeVisible();
    expect((await undo.boundingBox())!.y).toBeGreaterThan(tops[0]!);
    for (const name of ['Schedule…', 'History']) await expect(controls.getByRole('button', { name, exact: true })).toBeHidden();
    await page.screenshot({ path: info.outputPath('page-controls-390.png') });

    const more = controls.getByRole('button', { name: 'More' });
    await more.click();
    const menu = page.getByRole('menu', { name: 'More' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Schedule…', 'History']);
    // The whole menu is in the window: it lines up with the end of More, at the row's right.
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: info.outputPath('page-controls-more-390.png') });
    await menu.getByRole('menuitem', { name: 'Schedule…' }).click();
    await expect(page.getByRole('dialog', { name: 'Schedule publishing' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Schedule publishing' })).toBeHidden();

    // The page's preview is reached by scrolling on, below the column.
    const preview = page.getByTestId('preview');
    await preview.scrollIntoViewIfNeeded();
    await expect(preview).toBeInViewport();
    await expect(preview).toContainText(TITLE);
    await page.screenshot({ path: info.outputPath('page-preview-390.png') });
  });
});

test.describe('on a desktop (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a block editor has no Form / Preview switch, the preview is beside it, and every page button shows without a More menu', async ({
    page,
  }, info) => {
    await openPage(page);
    const controls = controlsOf(page);
    for (const name of ['Publish', 'Save draft', 'Schedule…', 'History'])
      await expect(controls.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(controls.getByRole('button', { name: 'More' })).toBeHidden();
    await page.screenshot({ path: info.outputPath('page-editor-1440.png') });

    await page.getByRole('button', { name: `Edit Hero — ${TITLE}, block 1` }).click();
    await expect(editor(page)).toBeVisible();
    await expect(editor(page).getByRole('group', { name: 'View' })).toBeHidden();
    const title = `Typed on a desktop ${Date.now()}`;
    await editor(page).getByLabel('Title', { exact: true }).fill(title);
    await expect(page.getByTestId('preview')).toHaveCount(1);
    await expect(page.getByTestId('preview')).toBeVisible();
    await expect(page.getByTestId('preview')).toContainText(title);
    await page.screenshot({ path: info.outputPath('block-editor-1440.png') });
  });
});
