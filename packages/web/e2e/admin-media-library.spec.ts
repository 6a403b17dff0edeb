// The media library screen against the real server: typing a name narrows the grid, a focal point
// set by clicking the picture in the details panel becomes the object-position of the public card
// showing the image, uploads on the screen (button and drop zone, a progress bar and a sentence per
// file, the general category by default), and delete and replace asking at the right time. Every
// image a test makes is in an 'e2e-media' category, or is deleted by its test; what a test borrows
// is put back.
import type { Hero, ImageRecord, SectionData } from '@site/contracts';
import type { Page } from '@playwright/test';
import { signIn } from './admin-session';
import { patchSection, putSection, readSection } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';
import { solidPng } from './solid-png';

const PATH = '/admin/media-library';
const CATEGORY = 'e2e-media';

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl()}/backend/api${path}`, { ...init, headers: { ...authHeader(await adminToken()), ...init.headers } });
}

async function upload(name: string, width = 64, height = 48): Promise<ImageRecord> {
  const body = new FormData();
  body.append('category', CATEGORY);
  body.append('image', new Blob([new Uint8Array(solidPng(width, height, [40, 120, 200]))], { type: 'image/png' }), name);
  const response = await api('/images/', { method: 'POST', body });
  expect(response.status).toBe(201);
  return (await response.json()) as ImageRecord;
}

test.afterAll(async () => {
  const all = (await (await api(`/images/?category=${CATEGORY}`)).json()) as ImageRecord[];
  for (const image of all) await api(`/images/${image.id}/`, { method: 'DELETE' });
});

const grid = (page: Page) => page.getByRole('list', { name: 'Image grid' });

test('typing a name narrows the grid to the images whose name or alt text has it', async ({ page }) => {
  const lighthouse = await upload('e2e-lighthouse-at-dusk.png');
  await upload('e2e-harbour-wall.png');
  await signIn(page, PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media library');
  const cards = grid(page).getByRole('listitem');
  await expect(cards.filter({ hasText: 'e2e-harbour-wall.png' })).toHaveCount(1);
  const total = await cards.count();
  expect(total).toBeGreaterThan(2);

  await page.getByRole('searchbox', { name: 'Search images' }).fill('LIGHTHOUSE');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('e2e-lighthouse-at-dusk.png');
  await expect(cards.first()).toContainText('64 × 48');
  await expect(cards.first()).toContainText('Not used');
  await expect(page.getByRole('status')).toHaveText(`1 of ${total} images`);

  await page.getByRole('searchbox', { name: 'Search images' }).fill('');
  await expect(cards).toHaveCount(total);
  expect(lighthouse.name).toBe('e2e-lighthouse-at-dusk.png');
});

test('a focal point clicked on the picture moves what the public card keeps in view', async ({ page }) => {
  // Wide, so the card's frame crops its sides.
  const image = await upload('e2e-focal-wide.png', 1200, 400);
  const cards = await readSection<SectionData<'cards'>>('home/cards/');
  expect(cards.cards.length).toBeGreaterThan(0);
  await putSection('home/cards/', {
    ...cards,
    cards: cards.cards.map((c, i) => (i === 0 ? { ...c, imageSrc: image.image } : c)),
  });
  try {
    const publicCard = async () => {
      await page.goto('/');
      const picture = page.locator(`#cards img[src="${image.image}"]`);
      await expect(picture).toBeAttached();
      return picture.evaluate((img) => getComputedStyle(img).objectPosition);
    };
    expect(await publicCard()).toBe('50% 50%');

    await signIn(page, PATH);
    await page.getByRole('searchbox', { name: 'Search images' }).fill('e2e-focal-wide');
    const card = grid(page).getByRole('button', { name: /e2e-focal-wide\.png/ });
    await expect(card).toContainText('Used on Home page, Cards, 1st card, image');
    await card.click();
    const details = page.getByRole('dialog', { name: 'Image details' });
    await expect(details.getByRole('link', { name: 'Home page, Cards, 1st card, image' })).toBeVisible();
    const picture = details.getByRole('button', { name: /^Focal point at / });
    await expect(picture).toHaveAccessibleName(/^Focal point at 50% across and 50% down/);
    const box = (await picture.locator('img').boundingBox())!;
    // A tenth from the left, a fifth from the top: the mouse lands on a whole pixel, so the point
    // read back may be a percent off.
    await picture.locator('img').click({ position: { x: box.width * 0.1, y: box.height * 0.2 } });
    await expect(picture).not.toHaveAccessibleName(/^Focal point at 50% across and 50% down/);
    const name = (await picture.getAttribute('aria-label')) ?? '';
    const [, x, y] = (/^Focal point at (\d+)% across and (\d+)% down/.exec(name) ?? []).map(Number);
    expect(Math.abs(x! - 10)).toBeLessThanOrEqual(1);
    expect(Math.abs(y! - 20)).toBeLessThanOrEqual(1);
    const position = `${x}% ${y}%`;
    // The live crops follow before anything is saved.
    await expect(details.locator('img[data-crop="wide"]')).toHaveCSS('object-position', position);
    await expect(details.locator('img[data-crop="tall"]')).toHaveCSS('object-position', position);
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Image details saved.')).toBeVisible();

    const stored = (await (await api(`/images/${image.id}/`)).json()) as ImageRecord;
    expect([stored.focal_x, stored.focal_y]).toEqual([x! / 100, y! / 100]);
    expect(await publicCard()).toBe(position);
  } finally {
    await putSection('home/cards/', cards);
  }
});

const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: solidPng(32, 24, [200, 80, 40]) });
const textFile = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from('not an image') });
const uploads = (page: Page) => page.getByRole('list', { name: 'Uploads' });

for (const width of [390, 1440]) {
  test(`at ${width} px several images go up from the screen, each with its own progress bar and refusal, in general by default`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, PATH);
    await expect(grid(page)).toBeVisible();
    // The first POST is held until the test has seen its progress bar, then let through.
    let release: (() => void) | undefined;
    await page.route('**/backend/api/images/', async (route) => {
      if (route.request().method() === 'POST' && !release) await new Promise<void>((go) => (release = go));
      await route.continue();
    });
    const first = `e2e-up-a-${width}.png`;
    const second = `e2e-up-b-${width}.png`;
    const refused = `e2e-up-${width}.txt`;
    await page.getByLabel('Images to upload').setInputFiles([pngFile(first), textFile(refused), pngFile(second)]);
    const lines = uploads(page).getByRole('listitem');
    await expect(lines).toHaveCount(3);
    await expect(page.getByRole('progressbar', { name: `Upload of ${first}` })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: `Upload of ${second}` })).toHaveJSProperty('value', 0);
    await expect(page.getByText('Uploading 1 of 3...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose images…' })).toBeDisabled();
    await expect.poll(() => release !== undefined).toBe(true);
    release!();

    await expect(page.getByText('2 of 3 uploaded, 1 refused.')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: `Upload of ${first}` })).toHaveJSProperty('value', 1);
    await expect(page.getByRole('progressbar', { name: `Upload of ${second}` })).toHaveJSProperty('value', 1);
    const refusedLine = lines.filter({ hasText: refused });
    await expect(refusedLine).toContainText(/Upload a JPEG, PNG, WebP, GIF, AVIF or SVG image/);
    await expect(refusedLine.getByRole('progressbar')).toHaveCount(0);
    await expect(lines.filter({ hasText: first })).toContainText('Uploaded');
    await page.screenshot({ path: `test-results/media-upload-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The library reloads with the new images, filed under the general category.
    await expect(grid(page).getByRole('button', { name: new RegExp(first.replace('.', '\\.')) })).toBeVisible();
    const general = (await (await api('/images/?category=general')).json()) as ImageRecord[];
    const mine = general.filter((image) => image.name.startsWith(`e2e-up-`) && image.name.includes(`-${width}`));
    expect(mine.map((image) => image.name).sort()).toEqual([first, second]);
    for (const image of mine) await api(`/images/${image.id}/`, { method: 'DELETE' });
  });
}

test('images dropped on the drop zone go up under the category typed there', async ({ page }) => {
  await signIn(page, PATH);
  await page.getByLabel('Category (optional)').fill('E2E Media');
  const zone = page.getByTestId('media-drop-zone');
  const png = [...solidPng(16, 16, [10, 160, 90])];
  const dataTransfer = await page.evaluateHandle((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], 'e2e-dropped.png', { type: 'image/png' }));
    return transfer;
  }, png);
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('1 of 1 uploaded.')).toBeVisible();
  await expect(uploads(page).getByRole('listitem')).toContainText('e2e-dropped.png');
  const stored = (await (await api(`/images/?category=${CATEGORY}`)).json()) as ImageRecord[];
  expect(stored.map((image) => image.name)).toContain('e2e-dropped.png');
});

for (const width of [390, 1440]) {
  test(`at ${width} px deleting an image in use says where it is used instead of asking, and replacing asks first naming the pages`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const image = await upload(`e2e-in-use-${width}.png`);
    const hero = await readSection<Hero>('home/hero/');
    await patchSection<Hero>('home/hero/', { divider: image.image });
    try {
      await signIn(page, PATH);
      await page.getByRole('searchbox', { name: 'Search images' }).fill(`e2e-in-use-${width}`);
      await grid(page)
        .getByRole('button', { name: new RegExp(`e2e-in-use-${width}`) })
        .click();
      const details = page.getByRole('dialog', { name: 'Image details' });
      const deletes: string[] = [];
      page.on('request', (request) => request.method() === 'DELETE' && deletes.push(request.url()));

      await details.getByRole('button', { name: 'Delete' }).click();
      await expect(details.getByRole('alert')).toHaveText(
        'This image is used on Home page, Hero, divider, so it cannot be deleted. Choose another image there first.',
      );
      await expect(details.getByRole('alert')).toBeInViewport();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await page.screenshot({ path: `test-results/media-delete-in-use-${width}.png` });
      expect(deletes).toEqual([]);

      const replaces: string[] = [];
      page.on('request', (request) => request.url().includes('/replace') && replaces.push(request.url()));
      await details.getByLabel('Replace with a new file').setInputFiles([pngFile('e2e-new.png')]);
      const ask = page.getByRole('alertdialog', { name: `Replace the file of "e2e-in-use-${width}.png"?` });
      await expect(ask).toContainText('This changes every page that uses it: Home page, Hero, divider.');
      await page.screenshot({ path: `test-results/media-replace-ask-${width}.png` });
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(ask).toBeHidden();
      expect(replaces).toEqual([]);

      await details.getByLabel('Replace with a new file').setInputFiles([pngFile('e2e-new.png')]);
      await ask.getByRole('button', { name: 'Replace' }).click();
      await expect(page.getByText('Image replaced everywhere it is used.')).toBeVisible();
      expect(replaces).toHaveLength(1);
    } finally {
      await putSection('home/hero/', hero);
    }
  });
}
