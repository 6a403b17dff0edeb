// Words people understand around images, at phone and desktop widths: the media library's "Used on"
// says "Gallery page, 10th image" and links to the gallery's form; the image field names its file
// instead of showing the stored path; the picker shows names and lists the same image once. The
// gallery is put back and every image made here (categories 'e2e-words-…') is deleted afterwards.
import { categoryWords, type Gallery, type ImageRecord } from '@site/contracts';
import type { Page } from '@playwright/test';
import { signIn } from './admin-session';
import { putSection, readSection } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';
import { solidPng } from './solid-png';

const CATEGORIES = ['e2e-words-a', 'e2e-words-b'];
/** The stored path of an upload: 32 hex digits the server drew. */
const STORED_PATH = /\/media\/[0-9a-f]{32}/;

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl()}/backend/api${path}`, { ...init, headers: { ...authHeader(await adminToken()), ...init.headers } });
}

async function upload(name: string, category = CATEGORIES[0]!, colour: [number, number, number] = [200, 90, 40]) {
  const body = new FormData();
  body.append('category', category);
  body.append('image', new Blob([new Uint8Array(solidPng(40, 30, colour))], { type: 'image/png' }), name);
  const response = await api('/images/', { method: 'POST', body });
  expect(response.status).toBe(201);
  return (await response.json()) as ImageRecord;
}

let gallery: Gallery | undefined;
test.beforeAll(async () => {
  gallery = await readSection<Gallery>('gallery/');
  expect(gallery.items.length).toBeGreaterThanOrEqual(10);
});
test.afterAll(async () => {
  if (gallery) await putSection('gallery/', gallery);
  for (const category of CATEGORIES) {
    const images = (await (await api(`/images/?category=${category}`)).json()) as ImageRecord[];
    for (const image of images) await api(`/images/${image.id}/`, { method: 'DELETE' });
  }
});

/** Puts `image` into the gallery's 10th item. */
async function useAsTenthGalleryImage(image: ImageRecord) {
  const items = gallery!.items.map((item, i) => (i === 9 ? { ...item, image: image.image } : item));
  await putSection('gallery/', { ...gallery!, items });
}

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('"Used on" says "Gallery page, 10th image" and its link opens the gallery form on that image', async ({ page }) => {
      const name = `e2e-words-harbour-${width}.png`;
      const image = await upload(name);
      await useAsTenthGalleryImage(image);

      await signIn(page, '/admin/media-library');
      await page.getByRole('searchbox', { name: 'Search images' }).fill(name);
      const card = page.getByRole('list', { name: 'Image grid' }).getByRole('button', { name: new RegExp(name) });
      await expect(card).toContainText('Used on Gallery page, 10th image');
      await card.click();
      const details = page.getByRole('dialog', { name: 'Image details' });
      const place = details.getByRole('link', { name: 'Gallery page, 10th image' });
      await expect(place).toBeVisible();
      await expect(details).not.toContainText('items.9.image');
      await expect(details).not.toContainText('›');
      // Its category in words, not the stored key.
      await expect(details).toContainText(categoryWords(CATEGORIES[0]!));
      await expect(details).not.toContainText(CATEGORIES[0]!);
      await shot(page, 'used-on', width);

      await place.click();
      await expect(page).toHaveURL(/\/admin\/gallery\?section=gallery$/);
      const form = page.getByRole('dialog', { name: 'Edit Gallery' });
      await expect(form).toBeVisible();
      // The form's image field names the file; the stored path is not shown.
      await expect(form.getByText(name, { exact: true })).toBeVisible();
      await expect(form.getByText(STORED_PATH)).toHaveCount(0);
      await expect(form.getByRole('textbox', { name: 'Image', exact: true }).first()).toBeHidden();
      await form.getByText(name, { exact: true }).scrollIntoViewIfNeeded();
      await shot(page, 'image-field', width);
    });

    test('the picker shows each image with its name, and the same file uploaded twice once', async ({ page }) => {
      const name = `e2e-words-twice-${width}.png`;
      // The same file, uploaded into two categories.
      await upload(name, CATEGORIES[0], [30, 140, 90]);
      await upload(name, CATEGORIES[1], [30, 140, 90]);
      const all = (await (await api('/images/')).json()) as ImageRecord[];
      expect(all.filter((i) => i.name === name)).toHaveLength(2);

      await signIn(page, '/admin/gallery?section=gallery');
      const form = page.getByRole('dialog', { name: 'Edit Gallery' });
      await form
        .getByRole('button', { name: /^Choose .+ from the library$/ })
        .first()
        .click();
      const picker = page.getByRole('dialog', { name: /^Choose / });
      await picker.getByRole('combobox', { name: 'Category' }).selectOption('');
      await picker.getByRole('searchbox', { name: 'Search' }).fill('e2e-words-twice');
      const choices = picker.getByRole('button', { name: new RegExp(`^Choose ${name} `) });
      await expect(choices).toHaveCount(1);
      await expect(choices).toContainText(name);
      // The category is said in words in the list of categories.
      await expect(picker.getByRole('option', { name: 'Gallery page' })).toHaveCount(1);
      await shot(page, 'picker', width);
    });
  });
}
