// Every change can be undone: the History of a section and of the services list lists the
// saved versions, newest first, and restoring one saves it as a new version (noted "Restored
// version N"), shown at once in the editor, the preview and the site; restoring round-trips; an old
// version can be shown in the preview first. Also
// the panel's empty, failed and refused states. Every document changed here is put back afterwards.
import type { Locator, Page } from '@playwright/test';
import type { About1, Service } from '@site/contracts';
import { signIn } from './admin-session';
import { AUTOSAVE_DELAY_MS } from '../src/admin/drafts/useAutosave';
import { draftStatus, putSection, readHistory, readSection } from './content';
import { adminCredentials, expect, test } from './fixtures';

const DOC = 'about/about1';
let about1: About1;
let services: Service[];

test.beforeAll(async () => {
  about1 = await readSection<About1>(`${DOC}/`);
  services = await readSection<Service[]>('services/');
});
test.afterAll(async () => {
  await putSection(`${DOC}/`, about1);
  await putSection('services/', services);
});

const editor = (page: Page) => page.getByRole('dialog', { name: 'Edit Company Profile' });
const title = (page: Page) => editor(page).getByLabel('Title', { exact: true }).first();
const versions = (panel: Locator) => panel.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem');

async function openEditor(page: Page): Promise<void> {
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Company Profile', exact: true }).click();
  await expect(editor(page)).toBeVisible();
}

async function saveTitle(page: Page, text: string): Promise<void> {
  await openEditor(page);
  await title(page).fill(text);
  await editor(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Company profile updated successfully!').last()).toBeVisible();
  await expect(editor(page)).toBeHidden();
}

/**
 * Opens History from the open editor, restores and publishes `version` after confirming (plain
 * Restore puts it into the draft: admin-page-drafts.spec.ts), and checks the confirm's words.
 */
async function restore(page: Page, version: number, detail: string): Promise<void> {
  await editor(page).getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('dialog', { name: 'History of Company Profile' });
  await panel.getByRole('button', { name: `Restore and publish version ${version}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Restore and publish version ${version}?` });
  await expect(confirm).toContainText(detail);
  await confirm.getByRole('button', { name: 'Restore and publish' }).click();
  await expect(page.getByText(`Restored version ${version}.`)).toBeVisible();
  await expect(panel).toBeHidden();
}

test('restoring an earlier version makes it a new version, shown in the editor, the preview and the site; restoring round-trips', async ({
  page,
}) => {
  const admin = adminCredentials().username;
  const first = `First profile ${Date.now()}`;
  const second = `Second profile ${Date.now()}`;
  await signIn(page, '/admin/about');
  await saveTitle(page, first);
  await saveTitle(page, second);
  const before = await readHistory(DOC);
  const [secondVersion, firstVersion] = before.items;
  expect(secondVersion).toMatchObject({ version: before.current, savedBy: admin, note: null });
  expect(firstVersion).toMatchObject({ version: before.current - 1, savedBy: admin });

  // The panel lists the versions newest first, the current one marked and not restorable (only compared).
  await openEditor(page);
  await editor(page).getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('dialog', { name: 'History of Company Profile' });
  await expect(versions(panel).first()).toContainText(`Version ${secondVersion!.version} current`);
  await expect(versions(panel).first()).toContainText(admin);
  await expect(versions(panel).first().getByRole('button')).toHaveText(['Compare']);
  await expect(versions(panel).nth(1)).toContainText(`Version ${firstVersion!.version}`);
  // Cancelling the confirm restores nothing.
  await panel.getByRole('button', { name: `Restore version ${firstVersion!.version}`, exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `Restore version ${firstVersion!.version} into the draft?` })
    .getByRole('button', { name: 'Cancel' })
    .click();
  expect((await readHistory(DOC)).current).toBe(before.current);
  // Show puts the old version in the live preview until the panel closes.
  const show = panel.getByRole('button', { name: `Show version ${firstVersion!.version} in the preview`, exact: true });
  await show.click();
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('preview')).toContainText(first);
  await panel.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('preview')).toContainText(second);
  await expect(title(page)).toHaveValue(second);

  await restore(page, firstVersion!.version, 'It becomes a new version; the current one stays in the history.');
  await expect(title(page)).toHaveValue(first);
  await expect(page.getByTestId('preview')).toContainText(first);
  expect((await readSection<About1>(`${DOC}/`)).title).toBe(first);
  const after = await readHistory(DOC);
  expect(after.current).toBe(before.current + 1);
  expect(after.items[0]).toMatchObject({
    version: before.current + 1,
    savedBy: admin,
    note: `Restored version ${firstVersion!.version}`,
  });
  expect(after.items[1]).toMatchObject({ version: secondVersion!.version });

  // Back again, over an unsaved edit, which the confirm says it discards: neither the wait for its
  // automatic save, still running, nor an automatic save already made leaves a draft of it behind.
  await title(page).fill('Typed but never saved');
  await restore(page, secondVersion!.version, 'Your unsaved changes in the form will be discarded.');
  await expect(title(page)).toHaveValue(second);
  await page.waitForTimeout(AUTOSAVE_DELAY_MS + 1000);
  expect(await draftStatus(DOC)).toBe(404);
  expect((await readSection<About1>(`${DOC}/`)).title).toBe(second);
  expect((await readHistory(DOC)).items[0]).toMatchObject({
    version: before.current + 2,
    note: `Restored version ${secondVersion!.version}`,
  });
  await title(page).fill('Typed and saved as a draft');
  await expect.poll(() => draftStatus(DOC), { timeout: AUTOSAVE_DELAY_MS + 5000 }).toBe(200);
  await restore(page, secondVersion!.version, 'Your unsaved changes in the form will be discarded.');
  await expect(title(page)).toHaveValue(second);
  await expect.poll(() => draftStatus(DOC)).toBe(404);

  await page.goto('/about');
  await expect(page.locator('body')).toContainText(second);
});

test('the Services Manager restores an earlier list', async ({ page }) => {
  const tagline = () => page.getByRole('tabpanel').getByLabel('Tagline', { exact: true }).first();
  await signIn(page, '/admin/services');
  await expect(tagline()).toHaveValue(services[0]!.tagline);
  const earlier = (await readHistory('services')).current;
  await tagline().fill(`Changed ${Date.now()}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Saved successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('dialog', { name: 'History of the services list' });
  await panel.getByRole('button', { name: `Restore and publish version ${earlier}`, exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `Restore and publish version ${earlier}?` })
    .getByRole('button', { name: 'Restore and publish' })
    .click();
  await expect(page.getByText(`Restored version ${earlier}.`)).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(tagline()).toHaveValue(services[0]!.tagline);
  expect((await readSection<Service[]>('services/'))[0]!.tagline).toBe(services[0]!.tagline);
  expect((await readHistory('services')).items[0]!.note).toBe(`Restored version ${earlier}`);
});

test('the panel says when there is no history, when it cannot load, and why a restore was refused', async ({ page }) => {
  // Two saves, so that there is an older version to restore even when this test runs alone.
  await putSection(`${DOC}/`, { ...about1, title: `Older ${Date.now()}` });
  await putSection(`${DOC}/`, about1);
  const list = `**/backend/api/history/${DOC}`;
  await page.route(list, (route) => route.fulfill({ json: { document: DOC, label: 'Company Profile', current: 1, items: [] } }));
  await signIn(page, '/admin/about');
  await openEditor(page);
  await editor(page).getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('dialog', { name: 'History of Company Profile' });
  await expect(panel).toContainText('No saved versions yet. Every save from now on is kept here and can be restored.');
  await panel.getByRole('button', { name: 'Close', exact: true }).last().click();

  await page.unroute(list);
  await page.route(list, (route) =>
    route.fulfill({ status: 500, json: { error: 'Something went wrong on our side. Please try again.' } }),
  );
  await editor(page).getByRole('button', { name: 'History' }).click();
  await expect(panel.getByRole('alert')).toContainText(
    'The history could not be loaded: Something went wrong on our side. Please try again.',
  );

  // Try again loads the real list; the server refuses the restore of a version that no longer fits.
  await page.unroute(list);
  await page.route(`**/backend/api/history/${DOC}/*/restore`, (route) =>
    route.fulfill({ status: 400, json: { error: 'Version 1 no longer fits the Company Profile form: the title is missing.' } }),
  );
  await panel.getByRole('button', { name: 'Try again' }).click();
  const restoreButton = panel.getByRole('button', { name: /^Restore version \d+$/ }).first();
  const name = (await restoreButton.getAttribute('aria-label')) ?? '';
  const version = Number(name.replace('Restore version ', ''));
  await restoreButton.click();
  await page
    .getByRole('alertdialog', { name: `Restore version ${version} into the draft?` })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText(`Version ${version} could not be restored.`)).toBeVisible();
  await expect(page.getByText('Version 1 no longer fits the Company Profile form: the title is missing.')).toBeVisible();
  await expect(panel).toBeVisible();
});
