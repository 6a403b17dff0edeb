// Gallery: hover or focus shows a tile's overlay; a link to it brings the page whole. The
// lightbox is gallery-lightbox.spec.ts.
import { expect, test } from './fixtures';
import { withSection } from './content';
import { holdIslandRuntime, islandReady } from './islands';

withSection('gallery', {
  title: 'Our work in pictures',
  items: [
    { image: '/favicon.svg', subtitle: 'Offices', title: 'Lobby refresh', description: 'A brighter welcome.' },
    { image: '/favicon.svg', subtitle: 'Hospitals', title: 'Ward cleaning', description: 'Hygiene first.' },
  ],
});

test('hovering a picture shows its subtitle, title and description', async ({ page }) => {
  await page.goto('/gallery');
  const tile = page.getByRole('listitem').filter({ hasText: 'Lobby refresh' });
  const overlay = tile.locator('div').filter({ hasText: 'A brighter welcome.' });
  await expect(overlay).toHaveCSS('opacity', '0');
  await tile.hover();
  await expect(overlay).toHaveCSS('opacity', '1');
  await expect(overlay).toContainText('Offices');
  await expect(overlay).toContainText('Lobby refresh');
});

test("keyboard focus on a picture's button shows the overlay too, and stays there when the gallery's script comes", async ({
  page,
}) => {
  // The pictures here are SVGs, drawn as a plain <img>: the first is the page's main image, which React preloads.
  const release = await holdIslandRuntime(page);
  await page.goto('/gallery');
  const tile = page.getByRole('listitem').filter({ hasText: 'Ward cleaning' });
  const button = tile.getByRole('button', { name: 'Enlarge picture: Ward cleaning' });
  const overlay = tile.locator('div').filter({ hasText: 'Hygiene first.' });
  await button.focus();
  await expect(overlay).toHaveCSS('opacity', '1');
  release();
  await islandReady(page, 'gallery/GallerySection');
  await expect(button).toBeFocused();
  await expect(overlay).toHaveCSS('opacity', '1');
});

test('the navbar link loads the gallery as a new document, its pictures already in the HTML', async ({ page }) => {
  await page.goto('/projects');
  const contentReads: string[] = [];
  page.on('request', (request) => request.url().includes('/backend/api/') && contentReads.push(request.url()));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our work in pictures');
  // No router in the browser, so no placeholder tiles while loading: the content came with the HTML.
  await expect(page.getByTestId('gallery-placeholder')).toHaveCount(0);
  expect(contentReads).toEqual([]);
});
