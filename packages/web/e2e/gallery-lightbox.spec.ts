// The gallery lightbox against the real server: a click on a picture opens it large in a modal
// dialog with its title and description; the arrow keys, the Previous/Next buttons and a swipe
// (mouse or touch) move between pictures; Escape, the Close button or a click beside the picture
// close it and focus goes back to the picture that opened it. The picture comes from the largest
// copy the server made (an upload wide enough for every copy), or from the original when that is
// sharper (the demo's 800 px pictures, whose only copy is 480 px wide).
import type { Page } from '@playwright/test';
import type { ImageRecord, SectionData } from '@site/contracts';
import { putSection, readSection } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';
import { holdIslandRuntime, island, islandReady } from './islands';
import { downloadsOf } from './page-loads';
import { solidPng } from './solid-png';

type Gallery = SectionData<'gallery'>;
const GALLERY = 'gallery/GallerySection';

const WIDE = { subtitle: 'Testing', title: 'Wide test picture', description: 'Drawn from its largest copy.' };
let original: Gallery | undefined;
let upload: ImageRecord | undefined;
let demo: Gallery['items'] = [];

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl()}/backend/api${path}`, { ...init, headers: { ...authHeader(await adminToken()), ...init.headers } });
}

test.beforeAll(async () => {
  original = await readSection<Gallery>('gallery');
  const body = new FormData();
  body.append('category', 'e2e-lightbox');
  body.append('image', new Blob([new Uint8Array(solidPng(1800, 1000, [20, 120, 110]))], { type: 'image/png' }), 'wide.png');
  const response = await api('/images/', { method: 'POST', body });
  expect(response.status).toBe(201);
  upload = (await response.json()) as ImageRecord;
  demo = original.items.slice(0, 3);
  await putSection<Gallery>('gallery', { ...original, items: [{ image: upload.image, ...WIDE }, ...demo] });
});

test.afterAll(async () => {
  if (original) await putSection<Gallery>('gallery', original);
  if (upload) await api(`/images/${upload.id}/`, { method: 'DELETE' });
});

/** Opens /gallery once its island is live. */
async function gotoGallery(page: Page): Promise<void> {
  await page.goto('/gallery');
  await islandReady(page, GALLERY);
}

const enlarge = (page: Page, title: string) => page.getByRole('button', { name: `Enlarge picture: ${title}` });
const lightbox = (page: Page) => page.getByRole('dialog');
const shows = (page: Page, title: string) => expect(lightbox(page).getByRole('heading', { name: title })).toBeVisible();
/**
 * The lightbox's picture once drawn: until its file has loaded the <img> has no size, so a box
 * measured earlier is a dot in the middle of the screen.
 */
async function loadedPicture(page: Page) {
  const img = lightbox(page).locator('img');
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return img;
}
/** The file the browser chose for the lightbox's picture. */
const drawnFrom = (page: Page) =>
  lightbox(page)
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.currentSrc);

test('a click opens the picture large in a modal dialog, named by its title, with its description', async ({ page }) => {
  await gotoGallery(page);
  await enlarge(page, WIDE.title).click();
  const dialog = page.getByRole('dialog', { name: WIDE.title });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal'))).toBe(true);
  await expect(dialog).toContainText(WIDE.subtitle);
  await expect(dialog).toContainText(WIDE.description);
  await expect(dialog).toContainText(`1 of ${demo.length + 1}`);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // The widest copy there is (1600 px), in the best format Chromium takes.
  await expect.poll(() => drawnFrom(page)).toBe(`${baseUrl()}${upload!.image.replace(/\.png$/, '-w1600.avif')}`);
  // Drawn large: most of the window's width.
  expect((await (await loadedPicture(page)).boundingBox())!.width).toBeGreaterThan(700);
});

test('a demo picture sharper than its only copy is drawn from the original', async ({ page }) => {
  await gotoGallery(page);
  await enlarge(page, demo[0]!.title).click();
  await expect.poll(() => drawnFrom(page)).toBe(`${baseUrl()}${demo[0]!.image}`);
});

test('the arrow keys and the Previous/Next buttons move between pictures, wrapping around', async ({ page }) => {
  await gotoGallery(page);
  await enlarge(page, demo[0]!.title).click();
  await shows(page, demo[0]!.title);
  await page.keyboard.press('ArrowRight');
  await shows(page, demo[1]!.title);
  await expect(lightbox(page)).toContainText(demo[1]!.description);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await shows(page, WIDE.title);
  await page.keyboard.press('ArrowLeft');
  await shows(page, demo[2]!.title);
  await lightbox(page).getByRole('button', { name: 'Next picture' }).click();
  await shows(page, WIDE.title);
  await lightbox(page).getByRole('button', { name: 'Previous picture' }).click();
  await shows(page, demo[2]!.title);
});

test('a mouse swipe across the picture moves to the next or previous one', async ({ page }) => {
  await gotoGallery(page);
  await enlarge(page, demo[0]!.title).click();
  const box = (await (await loadedPicture(page)).boundingBox())!;
  const y = box.y + box.height / 2;
  const swipe = async (from: number, to: number) => {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(to, y, { steps: 6 });
    await page.mouse.up();
  };
  await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
  await shows(page, demo[1]!.title);
  await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
  await shows(page, demo[0]!.title);
  // Still open: the click that ends a swipe is not a click beside the picture.
  await expect(lightbox(page)).toBeVisible();
});

test('Escape closes the lightbox and focus returns to the picture that opened it', async ({ page }) => {
  await gotoGallery(page);
  await enlarge(page, demo[1]!.title).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(enlarge(page, demo[1]!.title)).toBeFocused();
});

test('the Close button and a click beside the picture close it, focus back on the picture', async ({ page }) => {
  await gotoGallery(page);
  await enlarge(page, demo[2]!.title).click();
  await lightbox(page).getByRole('button', { name: 'Close' }).click();
  await expect(lightbox(page)).toHaveCount(0);
  await expect(enlarge(page, demo[2]!.title)).toBeFocused();

  await enlarge(page, demo[0]!.title).click();
  await page.mouse.click(30, 450);
  await expect(lightbox(page)).toHaveCount(0);
  await expect(enlarge(page, demo[0]!.title)).toBeFocused();
});

test('Tab stays inside the open lightbox', async ({ page }) => {
  await gotoGallery(page);
  await enlarge(page, WIDE.title).click();
  const focusInside = () => page.evaluate(() => document.activeElement?.closest('dialog') !== null);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    // Past the dialog's last button focus may reach the browser's own controls (the body here), never the page.
    const where = await page.evaluate(() => (document.activeElement === document.body ? 'body' : ''));
    if (where !== 'body') expect(await focusInside()).toBe(true);
  }
});

test("the lightbox's code is the gallery page's own: the home page does not download it", async ({ page }) => {
  const scripts = (await downloadsOf(page, '/')).filter((d) => d.type === 'script');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(await script.response.text(), script.url.pathname).not.toContain('Previous picture');
  for (const inline of await page.locator('script:not([src])').allTextContents())
    expect(inline).not.toContain('Previous picture');
});

test('a click on a picture before the gallery is live is not lost: the picture opens once it is', async ({ page }) => {
  const release = await holdIslandRuntime(page);
  await page.goto('/gallery');
  await enlarge(page, demo[0]!.title).click();
  await expect(island(page, GALLERY)).not.toHaveAttribute('data-island-hydrated', '');
  await expect(lightbox(page)).toHaveCount(0);
  release();
  await shows(page, demo[0]!.title);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on a picture before the gallery is live is not lost', async ({ page }) => {
    const release = await holdIslandRuntime(page);
    await page.goto('/gallery');
    await enlarge(page, demo[1]!.title).tap();
    await expect(island(page, GALLERY)).not.toHaveAttribute('data-island-hydrated', '');
    release();
    await shows(page, demo[1]!.title);
  });

  test('a tap opens it fitting the screen, Close closes it, and a touch swipe moves on and back', async ({ page }) => {
    await gotoGallery(page);
    await enlarge(page, demo[0]!.title).tap();
    const dialog = lightbox(page);
    await shows(page, demo[0]!.title);
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeInViewport({ ratio: 1 });
    const box = (await (await loadedPicture(page)).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(dialog.getByText(demo[0]!.description)).toBeInViewport();
    await close.tap();
    await expect(dialog).toHaveCount(0);
    await expect(enlarge(page, demo[0]!.title)).toBeFocused();

    await enlarge(page, demo[0]!.title).tap();
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const swipe = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let step = 1; step <= 6; step++) {
        const x = from + ((to - from) * step) / 6;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(320, 80);
    await shows(page, demo[1]!.title);
    await swipe(80, 320);
    await shows(page, demo[0]!.title);
    await expect(dialog).toBeVisible();
  });
});
