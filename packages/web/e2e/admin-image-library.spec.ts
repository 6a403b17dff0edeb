// The Image Upload and Table View screen against the real server:
// upload with a mixed-case category, the empty form, a refused file, the filter, Copy, select-all,
// delete after confirming (an image the content still uses is refused, the others go), the
// loading-failure and empty states, and a 401. Every image a test makes is in an 'e2e-…' category
// and is deleted afterwards; the demo images are only read.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { Hero, ImageRecord } from '@site/contracts';
import { signIn } from './admin-session';
import { patchSection, putSection, readSection } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

const PATH = '/admin/image-upload';
const PNG = fs.readFileSync(fileURLToPath(new URL('../../server/src/seed/images/social-facebook.png', import.meta.url)));
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl()}/backend/api${path}`, { ...init, headers: { ...authHeader(await adminToken()), ...init.headers } });
}

async function imagesOf(category: string): Promise<ImageRecord[]> {
  return (await (await api(`/images/?category=${category}`)).json()) as ImageRecord[];
}

/** Uploads through the API (the screen's own upload is tested once, below). */
async function uploadThroughApi(category: string, count: number): Promise<ImageRecord[]> {
  const records: ImageRecord[] = [];
  for (let i = 0; i < count; i++) {
    const body = new FormData();
    body.append('category', category);
    body.append('image', new Blob([PNG], { type: 'image/png' }), `api-${i}.png`);
    const response = await api('/images/', { method: 'POST', body });
    expect(response.status).toBe(201);
    records.push((await response.json()) as ImageRecord);
  }
  return records;
}

test.afterAll(async () => {
  const all = (await (await api('/images/')).json()) as ImageRecord[];
  for (const image of all.filter((i) => i.category.startsWith('e2e-'))) await api(`/images/${image.id}/`, { method: 'DELETE' });
});

const table = (page: Page) => page.getByRole('region', { name: 'Images table' });
const rowOf = (page: Page, id: number) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByLabel(`Select image ${id}`, { exact: true }) });
const filter = (page: Page) => page.getByLabel('Filter by category');
const files = (page: Page) => page.getByLabel('Image files', { exact: true });
const category = (page: Page) => page.getByLabel('Category', { exact: true });
const uploadButton = (page: Page) => page.getByRole('button', { name: 'Upload', exact: true });
const deleteButton = (page: Page) => page.getByRole('button', { name: /^Delete selected/ });

test('uploading two images with a typed category ("E2E Test") files them under e2e-test and lists them', async ({ page }) => {
  await signIn(page, PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Image Upload and Table View');
  await expect(table(page).getByRole('row')).not.toHaveCount(0);
  // Each POST is held back until the test has seen its progress, then let through.
  const held: (() => void)[] = [];
  await page.route('**/backend/api/images/', async (route) => {
    if (route.request().method() === 'POST') await new Promise<void>((release) => held.push(release));
    await route.continue();
  });
  const releaseUpload = async () => {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    held.shift()!();
  };
  await files(page).setInputFiles([png('first.png'), png('second.png')]);
  await category(page).pressSequentially('E2E Test');
  await expect(page.getByText('Filed as “e2e-test”')).toBeVisible();
  await uploadButton(page).click();

  await expect(page.getByText('Uploading 1 of 2...')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(uploadButton(page)).toBeDisabled();
  await expect(category(page)).toBeDisabled();
  await releaseUpload();
  await expect(page.getByText('Uploading 2 of 2...')).toBeVisible();
  await releaseUpload();
  await expect(page.getByText('Images uploaded successfully!')).toBeVisible();

  const stored = await imagesOf('e2e-test');
  expect(stored).toHaveLength(2);
  for (const image of stored) {
    const row = rowOf(page, image.id);
    // The category in words, as the filter and the Media library say it, not its stored key.
    await expect(row.getByRole('cell').nth(3)).toHaveText('E2e test');
    await expect(row.getByRole('link')).toHaveText(image.image);
    await expect(row.getByRole('cell').nth(1)).toHaveText(image.name);
    await expect(row.locator('img')).toHaveAttribute('loading', 'lazy');
  }
  // Newest first: the two new images lead the table.
  await expect(table(page).getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('E2e test');
  await expect(category(page)).toHaveValue('');
  await expect(files(page)).toHaveValue('');
  await expect(uploadButton(page)).toBeEnabled();
});

const EMPTY_FORM = 'Please select images and provide a category.';

for (const width of [390, 1440]) {
  test(`at ${width} px an empty category is refused beside the field, which is marked required, and nothing is sent`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, PATH);
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await expect(category(page)).toHaveAttribute('required', '');
    await expect(files(page)).toHaveAttribute('required', '');
    await files(page).setInputFiles([png('lonely.png')]);
    await uploadButton(page).click();
    // The sentence stays beside the fields after the toast has gone, and the field points to it.
    const beside = page.locator('form p', { hasText: EMPTY_FORM });
    await expect(beside).toBeVisible();
    await expect(category(page)).toHaveAccessibleDescription(EMPTY_FORM);
    await expect(category(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-sonner-toast]', { hasText: EMPTY_FORM })).toBeVisible();
    await page.screenshot({ path: `test-results/image-upload-empty-${width}.png` });
    expect(posts).toEqual([]);
    // Typing a category takes the sentence away.
    await category(page).fill('x');
    await expect(beside).toHaveCount(0);
  });

  test(`at ${width} px "Team Photos" is filed as team-photos, and the library's categories are offered`, async ({ page }) => {
    await uploadThroughApi(`e2e-offered-${width}`, 1);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, PATH);
    await expect(page.locator(`datalist option[value="e2e-offered-${width}"]`)).toHaveCount(1);
    await files(page).setInputFiles([png('team.png')]);
    await category(page).fill(`E2E Team Photos ${width}`);
    await expect(category(page)).toHaveAccessibleDescription(`Filed as “e2e-team-photos-${width}”`);
    await uploadButton(page).click();
    await expect(page.getByText('Images uploaded successfully!')).toBeVisible();
    const stored = await imagesOf(`e2e-team-photos-${width}`);
    expect(stored.map((i) => i.name)).toEqual(['team.png']);
    await expect(rowOf(page, stored[0]!.id).getByRole('cell').nth(1)).toHaveText('team.png');
    await expect(rowOf(page, stored[0]!.id).getByRole('cell').nth(3)).toHaveText(`E2e team photos ${width}`);
  });
}

test('an empty form says what is missing and sends nothing', async ({ page }) => {
  await signIn(page, PATH);
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  await uploadButton(page).click();
  await expect(page.locator('form p', { hasText: EMPTY_FORM })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]', { hasText: EMPTY_FORM })).toBeVisible();
  expect(posts).toEqual([]);
});

test("a refused file fails the upload with the server's sentence, and the others are stored", async ({ page }) => {
  await signIn(page, PATH);
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await files(page).setInputFiles([
    { name: 'x.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    png('fine.png'),
  ]);
  await category(page).fill('e2e-refused');
  await uploadButton(page).click();
  await expect(page.getByText('Failed to upload images.')).toBeVisible();
  await expect(page.getByText(/^x\.txt: Upload a JPEG, PNG, WebP, GIF, AVIF or SVG image/)).toBeVisible();
  expect(logged.some((line) => line.startsWith('Image upload failed'))).toBe(true);
  const stored = await imagesOf('e2e-refused');
  expect(stored).toHaveLength(1);
  await expect(rowOf(page, stored[0]!.id)).toBeVisible();
});

test('the category filter shows only that category, and All categories shows everything again', async ({ page }) => {
  const mine = await uploadThroughApi('e2e-filter', 2);
  await signIn(page, PATH);
  const rows = table(page).locator('tbody tr');
  await expect(rows).not.toHaveCount(0);
  const total = await rows.count();
  expect(total).toBeGreaterThan(2);
  await filter(page).selectOption('e2e-filter');
  await expect(rows).toHaveCount(2);
  for (const image of mine) await expect(rowOf(page, image.id)).toBeVisible();
  await filter(page).selectOption({ label: 'All categories' });
  await expect(rows).toHaveCount(total);
});

test("Copy puts the image's link on the clipboard and says 'Link copied!'", async ({ page, context }) => {
  const [image] = await uploadThroughApi('e2e-copy', 1);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await signIn(page, PATH);
  await rowOf(page, image!.id).getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(image!.image);
  // The toast lasts 2 seconds.
  await expect(page.getByText('Link copied!')).toBeHidden({ timeout: 4_000 });
});

test('select-all toggles every visible row and is mixed when only some are selected', async ({ page }) => {
  const mine = await uploadThroughApi('e2e-select', 3);
  await signIn(page, PATH);
  await filter(page).selectOption('e2e-select');
  const selectAll = page.getByLabel('Select all images');
  const indeterminate = () => selectAll.evaluate((box: HTMLInputElement) => box.indeterminate);
  await expect(deleteButton(page)).toBeDisabled();
  await expect(deleteButton(page)).toHaveText('Delete selected (0)');

  await page.getByLabel(`Select image ${mine[0]!.id}`, { exact: true }).check();
  await expect(deleteButton(page)).toHaveText('Delete selected (1)');
  await expect(selectAll).not.toBeChecked();
  expect(await indeterminate()).toBe(true);

  await selectAll.click();
  for (const image of mine) await expect(page.getByLabel(`Select image ${image.id}`, { exact: true })).toBeChecked();
  await expect(selectAll).toBeChecked();
  expect(await indeterminate()).toBe(false);
  await expect(deleteButton(page)).toHaveText('Delete selected (3)');

  await selectAll.click();
  for (const image of mine) await expect(page.getByLabel(`Select image ${image.id}`, { exact: true })).not.toBeChecked();
  await expect(deleteButton(page)).toBeDisabled();
});

test('Delete selected asks first; cancelling keeps the images, confirming deletes them', async ({ page }) => {
  const mine = await uploadThroughApi('e2e-delete', 2);
  await signIn(page, PATH);
  await filter(page).selectOption('e2e-delete');
  await page.getByLabel('Select all images').check();
  await deleteButton(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 selected images?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await imagesOf('e2e-delete')).toHaveLength(2);

  await deleteButton(page).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Selected images deleted successfully!')).toBeVisible();
  for (const image of mine) await expect(page.getByLabel(`Select image ${image.id}`, { exact: true })).toHaveCount(0);
  expect(await imagesOf('e2e-delete')).toEqual([]);
  // The emptied category leaves the filter, which falls back to all the images.
  await expect(filter(page)).toHaveValue('');
  await expect(filter(page).locator('option', { hasText: 'e2e-delete' })).toHaveCount(0);
  await expect(deleteButton(page)).toHaveText('Delete selected (0)');
});

for (const width of [390, 1440]) {
  test(`at ${width} px a selection with an image in use is refused before the question, naming where it is used`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const [used, unused] = await uploadThroughApi(`e2e-asked-${width}`, 2);
    const hero = await readSection<Hero>('home/hero/');
    await patchSection<Hero>('home/hero/', { divider: used!.image });
    try {
      await signIn(page, PATH);
      await filter(page).selectOption(`e2e-asked-${width}`);
      await page.getByLabel('Select all images').check();
      const deletes: string[] = [];
      page.on('request', (request) => request.method() === 'DELETE' && deletes.push(request.url()));
      await deleteButton(page).click();
      await expect(page.getByText('Images in use cannot be deleted.')).toBeVisible();
      await expect(
        page.getByText(`"${used!.name}" is used on Home page, Hero, divider. Unselect the images in use`),
      ).toBeVisible();
      await page.screenshot({ path: `test-results/image-table-in-use-${width}.png` });
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect(deletes).toEqual([]);
      expect((await imagesOf(`e2e-asked-${width}`)).map((i) => i.id).sort()).toEqual([used!.id, unused!.id].sort());
    } finally {
      await putSection('home/hero/', hero);
    }
  });
}

test("an image that came into use after the table loaded is refused with the server's sentence naming it; the others are deleted", async ({
  page,
}) => {
  const [used, unused] = await uploadThroughApi('e2e-in-use', 2);
  const hero = await readSection<Hero>('home/hero/');
  try {
    await signIn(page, PATH);
    await filter(page).selectOption('e2e-in-use');
    // Another admin puts the image on the home page while this table shows it unused.
    await patchSection<Hero>('home/hero/', { divider: used!.image });
    await page.getByLabel('Select all images').check();
    await deleteButton(page).click();
    await page.getByRole('alertdialog', { name: 'Delete 2 selected images?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Failed to delete selected images.')).toBeVisible();
    const why = page.getByText(`Image ${used!.id}: This image is still used by`);
    await expect(why).toBeVisible();
    await expect(why).toContainText('Remove it there first, then delete it. The other image was deleted.');
    await expect(page.getByLabel(`Select image ${used!.id}`, { exact: true })).toBeVisible();
    await expect(page.getByLabel(`Select image ${unused!.id}`, { exact: true })).toHaveCount(0);
    expect((await imagesOf('e2e-in-use')).map((i) => i.id)).toEqual([used!.id]);
  } finally {
    // Unused again, it can go (the file's afterAll deletes it).
    await putSection('home/hero/', hero);
  }
});

test('a failed list shows an error line, and an empty library says so', async ({ page }) => {
  await page.route('**/backend/api/images/', (route) =>
    route.fulfill({ status: 500, json: { error: 'The database is unavailable.' } }),
  );
  await signIn(page, PATH);
  await expect(page.getByRole('alert')).toHaveText('The images could not be loaded: The database is unavailable.');
  await page.unroute('**/backend/api/images/');
  await page.route('**/backend/api/images/', (route) => route.fulfill({ json: [] }));
  await page.reload();
  await expect(page.getByText('No images found.')).toBeVisible();
  await expect(deleteButton(page)).toBeDisabled();
});

for (const [width, theme] of [
  [375, 'dark'],
  [390, 'light'],
  [1440, 'light'],
] as const) {
  test(`at ${width} px in the ${theme} theme the table fits: nothing is cut off or scrolls sideways, each image named`, async ({
    page,
  }) => {
    const [image] = await uploadThroughApi('e2e-fits', 1);
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await signIn(page, PATH);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const row = rowOf(page, image!.id);
    await expect(row).toBeVisible();
    await expect(row).toContainText('api-0.png');
    await expect(row.locator('img')).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText('E2e fits');
    // A demo image's category is the place it is uploaded for ("Home page, Hero"), not the key "hero".
    const [hero] = await imagesOf('hero');
    await expect(rowOf(page, hero!.id).getByRole('cell').nth(3)).toHaveText('Home page, Hero');
    const box = await table(page).evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Every part of the row, the Copy button and the time included, is inside the table's box.
    const edge = (await table(page).boundingBox())!;
    for (const part of [row.getByRole('button', { name: /^Copy link/ }), row.locator('time'), row.getByRole('link')]) {
      const b = (await part.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(edge.x + edge.width + 0.5);
    }
    await page.getByLabel('Select all images').scrollIntoViewIfNeeded();
    await expect(page.getByLabel('Select all images')).toBeVisible();
    await expect(uploadButton(page)).toBeInViewport();
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/image-table-${width}-${theme}.png` });
  });
}

test('a 401 from the image list ends the session and goes to /login', async ({ page }) => {
  await page.route('**/backend/api/images/', (route) => route.fulfill({ status: 401, json: { detail: 'Invalid token.' } }));
  await signIn(page, PATH);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
