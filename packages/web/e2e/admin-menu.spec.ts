// The menu editor on the Layouts screen: Edit Navbar starts from the menu the site shows, an item is
// renamed, moved with the keyboard, added from the site's pages and removed; Edit Footer starts from
// the automatic columns and edits them; once published, the public navbar (a 1440 px desktop and the
// 390 px phone menu) and the footer show them.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { patchSection, putSection, readSection } from './content';
import { signIn } from './admin-session';

test.describe.configure({ mode: 'serial' });

let navbar: object | undefined;
let footer: object | undefined;
test.beforeAll(async () => {
  navbar = await readSection<object>('layout/navbar/');
  footer = await readSection<object>('layout/footer/');
  // The automatic menu and columns, as on a site whose menus were never edited.
  await patchSection('layout/navbar/', { menu: [] });
  await patchSection('layout/footer/', { columns: [] });
});
test.afterAll(async () => {
  if (navbar) await putSection('layout/navbar/', navbar);
  if (footer) await putSection('layout/footer/', footer);
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const topItems = (page: Page) => nav(page).locator(':scope > ul > li > a, :scope > ul > li > button');
const EDITED = ['Start', 'About', 'Services', 'Gallery', 'Projects', 'Team'];

test('Edit Navbar and Edit Footer: start from the current menus, rename, move with the keys, add a page, remove, publish', async ({
  page,
}, info) => {
  await signIn(page, '/admin/layouts');
  await expect(page.getByText('Their menus are edited here')).toBeVisible();
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Edit Navbar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Navbar' });
  const item = (n: number) => dialog.getByRole('group', { name: `Menu item ${n}`, exact: true });
  // The top-level items' labels in their order (a dropdown entry's field is field-menu-N-children-M-label).
  const labels = () =>
    expect.poll(() =>
      dialog
        .locator('input[id^="field-menu-"]')
        .evaluateAll((inputs) =>
          inputs.filter((i) => /^field-menu-\d+-label$/.test(i.id)).map((i) => (i as HTMLInputElement).value),
        ),
    );

  await dialog.getByRole('button', { name: 'Start from the current menu' }).click();
  await labels().toEqual(['Home', 'About', 'Services', 'Projects', 'Gallery', 'Contact']);
  await expect(item(3).getByLabel('Dropdown entries from', { exact: true })).toHaveValue('services');
  await expect(item(1).getByLabel('Page or address', { exact: true })).toHaveValue('/');

  // Rename.
  await item(1).getByLabel('Label', { exact: true }).fill('Start');
  // Move Gallery above Projects with the keyboard: its handle keeps the focus.
  await item(5).getByRole('button', { name: 'Move Menu item 5', exact: true }).focus();
  await page.keyboard.press('ArrowUp');
  await labels().toEqual(['Start', 'About', 'Services', 'Gallery', 'Projects', 'Contact']);
  await expect(item(4).getByRole('button', { name: 'Move Menu item 4', exact: true })).toBeFocused();
  // Add one from the page list: its label follows the page chosen.
  await dialog.getByRole('button', { name: 'Add Menu item', exact: true }).click();
  await item(7).getByLabel('Page or address', { exact: true }).selectOption({ label: 'Team' });
  await expect(item(7).getByLabel('Label', { exact: true })).toHaveValue('Team');
  // Remove Contact.
  await item(6).getByRole('button', { name: 'Remove Menu item 6', exact: true }).click();
  await labels().toEqual(EDITED);
  // Another address than a page of the site is typed.
  await item(6).getByLabel('Page or address', { exact: true }).selectOption({ label: 'Other address…' });
  await expect(item(6).getByLabel('Page or address: address', { exact: true })).toHaveValue('/about/team');
  await item(6).getByLabel('Page or address', { exact: true }).selectOption({ label: 'Team' });

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await item(3).scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`edit-navbar-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Navbar updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Edit Footer', exact: true }).click();
  const footerDialog = page.getByRole('dialog', { name: 'Edit Footer' });
  const column = (n: number) => footerDialog.getByRole('group', { name: `Column ${n}`, exact: true });
  await footerDialog.getByRole('button', { name: 'Start from the current columns' }).click();
  await column(1).getByLabel('Heading', { exact: true }).fill('Visit us');
  await column(2).getByRole('button', { name: 'Remove Column 2', exact: true }).click();
  await expect(column(2).getByLabel('Heading', { exact: true })).toHaveValue('Services');
  await footerDialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Footer updated successfully!')).toBeVisible();
});

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`on a ${name}, the public navbar and footer show the edited menus`, async ({ page }, info) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    if (name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(topItems(page)).toHaveText(EDITED);
    await expect(nav(page).getByRole('link', { name: 'Team', exact: true })).toHaveAttribute('href', '/about/team');
    // The Services dropdown kept its automatic entries.
    await nav(page).getByRole('button', { name: 'Services', exact: true }).click();
    await expect(nav(page).getByRole('link', { name: 'All Services', exact: true })).toHaveAttribute('href', '/services');
    await page.screenshot({ path: info.outputPath(`public-navbar-${viewport.width}.png`) });
    // The phone menu closed again, so that it no longer covers the footer.
    if (name === 'phone') await page.getByRole('button', { name: 'Close menu' }).click();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Visit us', 'Services']);
    await expect(footer.getByRole('navigation', { name: 'Visit us links' }).getByRole('link').first()).toHaveText('Homepage');
    await footer.screenshot({ path: info.outputPath(`public-footer-${viewport.width}.png`) });
  });
}
