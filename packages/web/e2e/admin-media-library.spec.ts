// The media library screen against the real server: typing a name narrows the grid, and a focal
// point set by clicking the picture in the details panel becomes the object-position of the public
// card showing the image. Every image a test makes is in an 'e2e-media' category and is deleted
// afterwards; the card it borrows is put back.
import type { ImageRecord, SectionData } from '@site/contracts';
import type { Page } from '@playwright/test';
import { signIn } from './admin-session';
import { putSection, readSection } from './content';
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
