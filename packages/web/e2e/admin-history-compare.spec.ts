// Two versions compared from History: the field-by-field differences (the changed words of a long
// text marked with <ins> and <del>) and both versions drawn as the public page draws them, side by
// side on a desktop and one above the other on a phone; a version compared with the draft; and the
// services list compared service by service. Every document changed here is put back afterwards.
import type { Locator, Page } from '@playwright/test';
import type { About1, Service } from '@site/contracts';
import { signIn } from './admin-session';
import { putSection, readHistory, readSection } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';
import { SCREENSHOT_DIR } from './screenshots';

const DOC = 'about/about1';
let about1: About1;
let services: Service[];

test.beforeAll(async () => {
  about1 = await readSection<About1>(`${DOC}/`);
  services = await readSection<Service[]>('services/');
});
test.afterAll(async () => {
  await draft('DELETE');
  await putSection(`${DOC}/`, about1);
  await putSection('services/', services);
});

/** Saves or discards the section's draft through the API. */
async function draft(method: 'PUT' | 'DELETE', document?: About1) {
  // A DELETE has no body, so no content type either (the server refuses an empty JSON body).
  const json = document && { 'content-type': 'application/json' };
  const response = await fetch(`${baseUrl()}/backend/api/drafts/${DOC}/`, {
    method,
    headers: { ...json, ...authHeader(await adminToken()) },
    body: document && JSON.stringify(document),
  });
  // Discarding a draft that is not there (the test's own was discarded already) is fine.
  if (!response.ok && !(method === 'DELETE' && response.status === 404))
    throw new Error(`${method} of the draft of ${DOC} failed: ${response.status} ${await response.text()}`);
}

const OLD_TEXT = 'We keep offices spotless every single morning for busy teams.';
const NEW_TEXT = 'We keep schools spotless every single evening for busy teams.';

const editor = (page: Page) => page.getByRole('dialog', { name: 'Edit Company Profile' });
const compareDialog = (page: Page) => page.getByRole('dialog', { name: 'Compare versions of Company Profile' });

/** Opens the section's History (under More on a phone) and Compare on `version`. */
async function openCompare(page: Page, version: number, phone = false): Promise<Locator> {
  // The section's button says "Draft" after its name while it has one.
  await page
    .getByRole('list', { name: 'Sections' })
    .getByRole('button', { name: /^Company Profile/ })
    .click();
  if (phone) {
    await editor(page).getByRole('button', { name: 'More' }).click();
    await editor(page).getByRole('menuitem', { name: 'History' }).click();
  } else {
    await editor(page).getByRole('button', { name: 'History' }).click();
  }
  const panel = page.getByRole('dialog', { name: 'History of Company Profile' });
  await panel.getByRole('button', { name: `Compare version ${version}`, exact: true }).click();
  await expect(compareDialog(page)).toBeVisible();
  return compareDialog(page);
}

async function panes(dialog: Locator) {
  const [before, after] = await Promise.all(
    ['Before', 'After'].map((side) =>
      dialog
        .getByRole('figure')
        .filter({ hasText: new RegExp(`^${side}:`) })
        .boundingBox(),
    ),
  );
  return { before: before!, after: after! };
}

for (const width of [1440, 390]) {
  test(`two versions of a section compare field by field and as the page draws them, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await putSection(`${DOC}/`, { ...about1, title: 'Profile before', description: OLD_TEXT });
    await putSection(`${DOC}/`, { ...about1, title: 'Profile after', description: NEW_TEXT });
    const newest = (await readHistory(DOC)).current;

    await signIn(page, '/admin/about');
    const dialog = await openCompare(page, newest - 1, width === 390);
    // The other side defaults to the version saved after it.
    await expect(dialog.getByLabel('Compare', { exact: true })).toHaveValue(String(newest - 1));
    await expect(dialog.getByLabel('with', { exact: true })).toHaveValue(String(newest));

    const changes = dialog.getByRole('list', { name: 'What changed' }).getByRole('listitem');
    await expect(changes).toHaveCount(2);
    const title = changes.filter({ hasText: 'Changed Title' });
    await expect(title).toContainText('Before: Profile before');
    await expect(title).toContainText('After: Profile after');
    const words = changes.filter({ hasText: 'Changed Description' }).getByTestId('changed-words');
    await expect(words.locator('del')).toHaveText(['offices', 'morning']);
    await expect(words.locator('ins')).toHaveText(['schools', 'evening']);
    // Struck through and underlined: not told by colour alone.
    await expect(words.locator('del').first()).toHaveCSS('text-decoration-line', 'line-through');
    await expect(words.locator('ins').first()).toHaveCSS('text-decoration-line', 'underline');

    // Both versions drawn by the public section: side by side on a desktop, stacked on a phone.
    const rendered = dialog.getByTestId('rendered-compare');
    await expect(rendered.getByRole('figure').first()).toContainText('Before: Version');
    await expect(rendered.locator('[inert]').first()).toContainText('Profile before');
    await expect(rendered.locator('[inert]').last()).toContainText('Profile after');
    await expect(rendered.locator('[inert]').last()).toContainText(NEW_TEXT);
    const { before, after } = await panes(rendered);
    if (width === 1440) {
      expect(after.x).toBeGreaterThanOrEqual(before.x + before.width - 1);
      expect(Math.abs(after.y - before.y)).toBeLessThan(2);
    } else {
      expect(after.y).toBeGreaterThanOrEqual(before.y + before.height - 1);
      expect(Math.abs(after.x - before.x)).toBeLessThan(2);
    }
    await dialog.screenshot({ path: `${SCREENSHOT_DIR}/history-compare-${width}.png` });

    // Any two: the older side chosen again gives the changes between those two.
    await dialog.getByLabel('with', { exact: true }).selectOption(String(newest - 1));
    await expect(dialog).toContainText('Nothing changed between these two versions.');
  });
}

test('a version compares with the draft, which is the other side by default', async ({ page }) => {
  await putSection(`${DOC}/`, { ...about1, title: 'Published profile' });
  const newest = (await readHistory(DOC)).current;
  await draft('PUT', { ...about1, title: 'Drafted profile' });
  try {
    await signIn(page, '/admin/about');
    const dialog = await openCompare(page, newest);
    await expect(dialog.getByLabel('with', { exact: true })).toHaveValue('draft');
    const changes = dialog.getByRole('list', { name: 'What changed' }).getByRole('listitem');
    await expect(changes).toHaveCount(1);
    await expect(changes).toContainText('Before: Published profile');
    await expect(changes).toContainText('After: Drafted profile');
    await expect(dialog.getByRole('figure').filter({ hasText: /^After: The draft/ })).toContainText('Drafted profile');
  } finally {
    await draft('DELETE');
  }
});

test('the services list compares a service by its place, drawn as its page shows it', async ({ page }) => {
  const [first, ...rest] = services;
  await putSection('services/', services);
  await putSection('services/', [{ ...first!, title: 'Compared cleaning' }, ...rest]);
  const newest = (await readHistory('services')).current;
  await signIn(page, `/admin/services/${first!.slug}`);
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'History of the services list' });
  await panel.getByRole('button', { name: `Compare version ${newest - 1}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare versions of the services list' });
  const change = dialog.getByRole('list', { name: 'What changed' }).getByRole('listitem');
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('Changed Service 1 › Title');
  await expect(change).toContainText(`Before: ${first!.title}`);
  await expect(dialog.getByRole('figure').filter({ hasText: /^Before:/ })).toContainText(first!.title);
  await expect(dialog.getByRole('figure').filter({ hasText: /^After:/ })).toContainText('Compared cleaning');
});
