// The section editor on a phone and on a desktop: on a phone the dialog fills the screen, so a
// Form / Preview switch shows the live preview in it and back without losing what was typed, and
// the footer is one row (Save draft and Publish, the rest in a More menu used by keyboard). On a
// desktop nothing of that shows: every footer button is in the footer (in two rows, as before), the
// preview beside the dialog.
import type { Page } from '@playwright/test';
import type { Hero } from '@site/contracts';
import { signIn } from './admin-session';
import { putSection, readSection } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

let hero: Hero;
test.beforeAll(async () => {
  hero = await readSection<Hero>('home/hero/');
});
// Typing saves a draft after a pause: it goes, and the hero is put back as it was.
test.afterEach(async () => {
  await fetch(`${baseUrl()}/backend/api/drafts/home/hero`, { method: 'DELETE', headers: authHeader(await adminToken()) });
  await putSection('home/hero/', hero);
});

const editor = (page: Page) => page.getByRole('dialog', { name: 'Edit Hero' });
const footerOf = (page: Page) => editor(page).getByRole('button', { name: 'Publish' }).locator('xpath=..');
const view = (page: Page, name: 'Form' | 'Preview') =>
  editor(page).getByRole('group', { name: 'View' }).getByRole('button', { name, exact: true });

async function openHero(page: Page) {
  await signIn(page, '/admin/home');
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^Hero/ }).click();
  await expect(editor(page)).toBeVisible();
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Preview switch shows the live preview with the typed title, and Form brings the form back as typed', async ({
    page,
  }, info) => {
    const title = `Typed on a phone ${Date.now()}`;
    await openHero(page);
    const field = editor(page).getByLabel('Title', { exact: true });
    await field.fill(title);
    await expect(view(page, 'Form')).toHaveAttribute('aria-pressed', 'true');

    await view(page, 'Preview').click();
    await expect(view(page, 'Preview')).toHaveAttribute('aria-pressed', 'true');
    await expect(view(page, 'Form')).toHaveAttribute('aria-pressed', 'false');
    await expect(field).toBeHidden();
    const preview = editor(page).getByTestId('preview');
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(title);
    // The preview is in the window, not under the footer.
    const box = (await preview.boundingBox())!;
    expect(box.height).toBeGreaterThan(300);
    expect(box.y + box.height).toBeLessThanOrEqual((await footerOf(page).boundingBox())!.y + 1);
    await page.screenshot({ path: info.outputPath('editor-phone-preview-390.png') });

    await view(page, 'Form').click();
    await expect(field).toBeVisible();
    await expect(field).toHaveValue(title);
    await expect(editor(page).getByTestId('preview')).toHaveCount(0);
  });

  test('the footer is one row: Save draft and Publish, the rest in the More menu', async ({ page }, info) => {
    await openHero(page);
    const footer = footerOf(page);
    expect((await footer.boundingBox())!.height).toBeLessThanOrEqual(60);
    await expect(footer.getByRole('button', { name: 'Save draft' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Publish' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'More' })).toBeVisible();
    for (const name of ['History', 'Cancel', 'Schedule…'])
      await expect(footer.getByRole('button', { name, exact: true })).toBeHidden();
    await page.screenshot({ path: info.outputPath('editor-phone-footer-390.png') });
  });

  test('the More menu works by keyboard: arrows move round it, Escape closes it and returns focus, Enter acts', async ({
    page,
  }, info) => {
    await openHero(page);
    const more = footerOf(page).getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('ArrowDown');
    const menu = editor(page).getByRole('menu', { name: 'More' });
    await expect(menu).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem')).toHaveText(['History', 'Schedule…', 'Cancel']);
    await expect(menu.getByRole('menuitem', { name: 'History' })).toBeFocused();
    await page.screenshot({ path: info.outputPath('editor-phone-more-390.png') });
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Schedule…' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(menu.getByRole('menuitem', { name: 'History' })).toBeFocused();

    // Escape closes the menu only: the editor stays open, focus is back on More.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(editor(page)).toBeVisible();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    // ArrowUp opens on the last item; Enter on Schedule… opens its dialog.
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Schedule publishing' })).toBeVisible();
  });
});

test.describe('on a desktop (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('every footer button shows, with no More menu and no Form / Preview switch; the preview is beside the dialog', async ({
    page,
  }, info) => {
    await openHero(page);
    const footer = footerOf(page);
    for (const name of ['History', 'Cancel', 'Save draft', 'Schedule…', 'Publish'])
      await expect(footer.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'More' })).toBeHidden();
    await expect(editor(page).getByRole('group', { name: 'View' })).toBeHidden();
    await expect(editor(page).getByLabel('Title', { exact: true })).toBeVisible();
    await expect(page.getByTestId('preview')).toHaveCount(1);
    await expect(page.getByTestId('preview')).toBeVisible();
    await page.screenshot({ path: info.outputPath('editor-desktop-1440.png') });
  });
});
