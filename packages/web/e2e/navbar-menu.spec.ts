// The navbar's edited menu on the public site: its items in their order, a dropdown with its entries,
// on a desktop and in the phone menu.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withSection } from './content';

withSection('layout/navbar', {
  menu: [
    { label: 'Start', target: '/', children: [] },
    { label: 'Our work', target: '/projects', children: [{ label: 'Pictures', target: '/gallery' }] },
    { label: 'Write to us', target: '/contact', children: [] },
  ],
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const topItems = (page: Page) => nav(page).locator(':scope > ul > li > a, :scope > ul > li > button');

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('the navbar shows the edited menu in its order, with the dropdown entries', async ({ page }, info) => {
      await page.goto('/');
      if (name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(topItems(page)).toHaveText(['Start', 'Our work', 'Write to us']);
      await nav(page).getByRole('button', { name: 'Our work' }).click();
      await expect(nav(page).getByRole('link', { name: 'Pictures' })).toHaveAttribute('href', '/gallery');
      await expect(nav(page).getByRole('link', { name: 'About', exact: true })).toHaveCount(0);
      await page.screenshot({ path: info.outputPath(`navbar-menu-${viewport.width}.png`) });
    });
  });
}
