// The live preview follows the section being edited: opening its editor scrolls the preview to it
// (smoothly, or at once with reduced motion) and outlines it; a change in the form brings it back into
// view if it was scrolled away; closing the editor removes the outline. Nothing is saved here.
import type { Locator, Page } from '@playwright/test';
import { signIn } from './admin-session';
import { expect, test } from './fixtures';

const preview = (page: Page) => page.getByTestId('preview');
const frame = (page: Page, key: string) => preview(page).locator(`[data-preview-section="${key}"]`);
/** The section's own element: its frame in the preview has no box. */
const section = (page: Page, key: string) => frame(page, key).locator('> *').first();
const scrollTop = (viewport: Locator) => viewport.evaluate((el) => el.scrollTop);

async function expectMarked(page: Page, key: string): Promise<void> {
  await expect(frame(page, key)).toHaveAttribute('data-marked', 'true');
  await expect(section(page, key)).toHaveCSS('outline-style', 'solid');
  await expect(preview(page).locator('[data-marked]')).toHaveCount(1);
}

const CASES = [
  { admin: '/admin', button: 'Statistics', key: 'statistics', label: 'Heading', text: 'Numbers typed in the editor' },
  { admin: '/admin', button: 'News', key: 'news', label: 'Title', text: 'News typed in the editor' },
  { admin: '/admin/layouts', button: 'Edit Footer', key: 'footer', label: 'Copyright text', text: '© Typed in the editor' },
];

for (const c of CASES) {
  test(`opening ${c.button} scrolls the preview to the section and marks it; typing keeps it in view`, async ({ page }) => {
    await signIn(page, c.admin);
    await expect(section(page, c.key)).toBeAttached();
    expect(await scrollTop(preview(page))).toBe(0);
    await expect(section(page, c.key)).not.toBeInViewport();
    await expect(preview(page).locator('[data-marked]')).toHaveCount(0);

    await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: c.button, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(section(page, c.key)).toBeInViewport({ ratio: 0.5 });
    expect(await scrollTop(preview(page))).toBeGreaterThan(0);
    await expectMarked(page, c.key);

    // Scrolled away (as a layout shift above it would), the next keystroke brings it back.
    await preview(page).evaluate((el) => el.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(section(page, c.key)).not.toBeInViewport();
    await dialog.getByLabel(c.label, { exact: true }).first().fill(c.text);
    await expect(section(page, c.key)).toContainText(c.text);
    await expect(section(page, c.key)).toBeInViewport({ ratio: 0.5 });
    await expectMarked(page, c.key);

    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(preview(page).locator('[data-marked]')).toHaveCount(0);
  });
}

/** Every scrollTop the preview passes through while the Statistics editor opens. */
async function scrollPositions(page: Page): Promise<number[]> {
  await signIn(page, '/admin');
  await expect(section(page, 'statistics')).toBeAttached();
  await preview(page).evaluate((el) => {
    const seen: number[] = [];
    (window as unknown as { seen: number[] }).seen = seen;
    el.addEventListener('scroll', () => seen.push(el.scrollTop));
  });
  await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  await expect(section(page, 'statistics')).toBeInViewport({ ratio: 0.5 });
  // Let a smooth scroll finish.
  await expect.poll(async () => scrollTop(preview(page)), { intervals: [300, 300, 300] }).toBe(await settled(page));
  return page.evaluate(() => [...new Set((window as unknown as { seen: number[] }).seen)]);
}

/** The scrollTop once two reads 300ms apart agree. */
async function settled(page: Page): Promise<number> {
  for (;;) {
    const before = await scrollTop(preview(page));
    await page.waitForTimeout(300);
    if ((await scrollTop(preview(page))) === before) return before;
  }
}

test('the preview scrolls smoothly to the section, in steps', async ({ page }) => {
  const positions = await scrollPositions(page);
  expect(positions.length).toBeGreaterThan(2);
});

test('with reduced motion the preview jumps to the section at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const positions = await scrollPositions(page);
  expect(positions).toHaveLength(1);
  expect(positions[0]).toBeGreaterThan(0);
});
