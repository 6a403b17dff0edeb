// The rich-text editor of the about page's Rich Text section: typing with the toolbar and its
// shortcuts shows in the live preview before saving; a link the link rule refuses is refused in the
// prompt; the saved document is the editor's JSON and the public page draws it; History shows it.
import { signIn } from './admin-session';
import { putSection, readSection } from './content';
import { expect, test } from './fixtures';

const PATH = 'about/rich-text';
let original: unknown;

test.beforeAll(async () => {
  original = await readSection(PATH);
});
test.afterAll(async () => {
  await putSection(PATH, original);
});

test('formats text with the toolbar and shortcuts, previews it, refuses a bad link, saves the document and the site draws it', async ({
  page,
}) => {
  await signIn(page, '/admin/about');
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Rich Text', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Rich Text' });
  const editor = dialog.getByRole('textbox', { name: 'Body' });
  await expect(editor).toContainText('Every contract we sign');

  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Our promise: ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('spotless');
  await page.keyboard.press('Control+B');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Floors');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Windows');

  const preview = page.getByTestId('preview');
  await expect(preview.locator('#rich-text strong')).toHaveText('spotless');
  await expect(preview.locator('#rich-text li')).toHaveText(['Floors', 'Windows']);

  // A link: select the word, refuse another site written like a site path, accept a site path.
  await editor.getByText('spotless').dblclick();
  await dialog.getByRole('button', { name: 'Link', exact: true }).click();
  const address = dialog.getByRole('textbox', { name: /address/i });
  await address.fill('//evil.example');
  await address.press('Enter');
  await expect(
    dialog.getByText('An address on another site needs http:// or https://; a path on this site starts with a single /.'),
  ).toBeVisible();
  await address.fill('/contact');
  await address.press('Enter');
  await expect(preview.locator('#rich-text a[href="/contact"]')).toHaveText('spotless');

  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Rich text updated successfully!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const saved = await readSection<{ body: { type: string; content: { type: string }[] } }>(PATH);
  expect(saved.body.type).toBe('doc');
  expect(saved.body.content.map((block) => block.type)).toEqual(['paragraph', 'bulletList']);

  await page.goto('/about');
  const section = page.locator('#rich-text');
  await expect(section.locator('a[href="/contact"] strong, strong a[href="/contact"]')).toHaveText('spotless');
  await expect(section.getByRole('listitem')).toHaveText(['Floors', 'Windows']);

  // Every save is a version: the History panel lists it.
  await page.goto('/admin/about');
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Rich Text', exact: true }).click();
  await page.getByRole('dialog', { name: 'Edit Rich Text' }).getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('dialog', { name: 'History of Rich Text' }).getByRole('listitem').first()).toBeVisible();
});

test('a key typed right after a toolbar press goes into the text, even when the next frame comes late', async ({ page }) => {
  // Nothing typed here is kept: the form's draft saves are refused.
  await page.route('**/backend/api/drafts/**', (route) =>
    route.request().method() === 'GET' ? route.continue() : route.abort(),
  );
  await signIn(page, '/admin/about');
  await page
    .getByRole('list', { name: 'Sections' })
    .getByRole('button', { name: /^Rich Text/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Rich Text' });
  const editor = dialog.getByRole('textbox', { name: 'Body' });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  // The editor takes the focus back on the next animation frame, which a busy machine makes late.
  await page.evaluate(() => {
    const nextFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => nextFrame(() => setTimeout(() => callback(performance.now()), 500));
  });
  await dialog.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Floors');
  await expect(editor.locator('li')).toHaveText(['Floors']);
  await expect(editor).toBeFocused();
});
