// Undo and Redo in the editor's forms, at a desktop's and a phone's width: in the Statistics editor a
// typed heading (one step for all its keystrokes), a changed subtitle, a removed statistic and two
// statistics swapped are taken back one by one with Ctrl+Z and put back with Shift+Ctrl+Z (and
// Ctrl+Y), the live preview following; the buttons do the same and are disabled at the ends; undoing
// everything leaves the form as it opened, so closing asks nothing. In the Services Manager the keys
// work in the form and not outside it; on an editor-built page they take back the page's title, a
// moved block and what a block's own editor changed (one step). Nothing is saved; the sections are
// put back after each test and the page deleted.
import type { Locator, Page } from '@playwright/test';
import { getSection, type Service, type Statistics } from '@site/contracts';
import { signIn } from './admin-session';
import { putSection, readSection } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

let statistics: Statistics;
let services: Service[];
test.beforeAll(async () => {
  statistics = await readSection<Statistics>('home/statistics/');
  services = await readSection<Service[]>('services/');
});
test.afterEach(async () => {
  const headers = authHeader(await adminToken());
  for (const doc of ['home/statistics', 'services'])
    await fetch(`${baseUrl()}/backend/api/drafts/${doc}`, { method: 'DELETE', headers });
  await putSection('home/statistics/', statistics);
  await putSection('services/', services);
});

const editor = (page: Page) => page.getByRole('dialog', { name: 'Edit Statistics' });
const undoButton = (scope: Page | Locator) => scope.getByRole('button', { name: 'Undo', exact: true });
const redoButton = (scope: Page | Locator) => scope.getByRole('button', { name: 'Redo', exact: true });
const heading = (page: Page) => editor(page).getByLabel('Heading', { exact: true });
const subtitle = (page: Page) => editor(page).getByLabel('Subtitle', { exact: true });
const statisticValues = (page: Page) => editor(page).getByLabel('Value', { exact: true });
const view = (page: Page, name: 'Form' | 'Preview') =>
  editor(page).getByRole('group', { name: 'View' }).getByRole('button', { name, exact: true });

const api = (path: string) => `${baseUrl()}/backend/api/${path}`;
const pageSlug = (width: number) => `undo-steps-${width}`;
const heroBlock = (title: string) => ({ type: 'home/hero', data: { ...getSection('hero').defaults, title } });

async function createPage(slug: string): Promise<void> {
  const headers = { ...authHeader(await adminToken()), 'content-type': 'application/json' };
  const body = { slug, title: 'Open days', blocks: [heroBlock('First block'), heroBlock('Second block')] };
  const created = await fetch(api('custom-pages/'), { method: 'POST', headers, body: JSON.stringify(body) });
  expect(created.status).toBe(201);
}

async function deletePage(slug: string): Promise<void> {
  const headers = authHeader(await adminToken());
  await fetch(api(`drafts/custom-pages/${slug}`), { method: 'DELETE', headers });
  await fetch(api(`custom-pages/${slug}`), { method: 'DELETE', headers });
}

const WIDTHS = [
  { width: 1440, height: 900, phone: false },
  { width: 390, height: 844, phone: true },
];

for (const { width, height, phone } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    /** The live preview's statistics section: beside the dialog, or behind the phone's Preview switch. */
    async function expectPreview(page: Page, text: string, present = true): Promise<void> {
      if (phone) await view(page, 'Preview').click();
      const preview = (phone ? editor(page) : page).getByTestId('preview').locator('[data-preview-section="statistics"]');
      if (present) await expect(preview).toContainText(text);
      else await expect(preview).not.toContainText(text);
      if (phone) await view(page, 'Form').click();
    }

    /** The form's values the steps go through: heading, subtitle, the statistics' values in order. */
    async function expectForm(page: Page, state: { heading: string; subtitle: string; values: string[] }): Promise<void> {
      await expect(heading(page)).toHaveValue(state.heading);
      await expect(subtitle(page)).toHaveValue(state.subtitle);
      await expect(statisticValues(page)).toHaveCount(state.values.length);
      for (const [i, value] of state.values.entries()) await expect(statisticValues(page).nth(i)).toHaveValue(value);
    }

    test('Ctrl+Z and Shift+Ctrl+Z step through typing, a change, a removal and a reorder; the buttons too', async ({
      page,
    }, info) => {
      const typed = `Counted ${Date.now()}`;
      const values = statistics.stats.map((s) => s.value);
      const opened = { heading: statistics.heading, subtitle: statistics.subtitle, values };
      const afterTyping = { ...opened, heading: typed };
      const afterSubtitle = { ...afterTyping, subtitle: 'A changed subtitle' };
      const afterRemoval = { ...afterSubtitle, values: values.filter((_, i) => i !== 1) };
      const [first, third, ...rest] = afterRemoval.values;
      const afterMove = { ...afterRemoval, values: [third!, first!, ...rest] };

      await signIn(page, '/admin');
      await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Statistics', exact: true }).click();
      await expect(editor(page)).toBeVisible();
      await expect(undoButton(editor(page))).toBeDisabled();
      await expect(redoButton(editor(page))).toBeDisabled();
      await expect(undoButton(editor(page))).toHaveAttribute('title', 'Undo (Ctrl+Z)');

      // Four changes: typing (one step for every keystroke), a subtitle, a removal, a move.
      await heading(page).clear();
      await heading(page).pressSequentially(typed);
      await subtitle(page).fill(afterSubtitle.subtitle);
      await editor(page).getByRole('button', { name: 'Remove Statistic 2', exact: true }).click();
      await editor(page).getByRole('button', { name: 'Move Statistic 1 down', exact: true }).click();
      await expectForm(page, afterMove);
      await expectPreview(page, typed);
      await expect(undoButton(editor(page))).toBeEnabled();
      await expect(redoButton(editor(page))).toBeDisabled();
      if (!phone) await page.screenshot({ path: info.outputPath(`undo-section-${width}.png`) });

      // Back, one step at a time, with the focus in a text field of the form.
      await heading(page).focus();
      await page.keyboard.press('Control+z');
      await expectForm(page, afterRemoval);
      await page.keyboard.press('Control+z');
      await expectForm(page, afterSubtitle);
      await page.keyboard.press('Control+z');
      await expectForm(page, afterTyping);
      await page.keyboard.press('Control+z');
      await expectForm(page, opened);
      await expectPreview(page, typed, false);
      await expectPreview(page, statistics.heading);
      await expect(undoButton(editor(page))).toBeDisabled();
      await expect(redoButton(editor(page))).toBeEnabled();

      // Forward again: Shift+Ctrl+Z, Ctrl+Y on a Windows keyboard, Cmd+Shift+Z on a Mac.
      await heading(page).focus();
      await page.keyboard.press('Control+Shift+z');
      await expectForm(page, afterTyping);
      await expectPreview(page, typed);
      await heading(page).focus();
      await page.keyboard.press('Control+y');
      await expectForm(page, afterSubtitle);
      await page.keyboard.press('Meta+Shift+z');
      await expectForm(page, afterRemoval);
      await page.keyboard.press('Control+Shift+z');
      await expectForm(page, afterMove);
      await expect(redoButton(editor(page))).toBeDisabled();
      await page.screenshot({ path: info.outputPath(`undo-section-redone-${width}.png`) });

      // The buttons do the same.
      for (const state of [afterRemoval, afterSubtitle, afterTyping, opened]) {
        await undoButton(editor(page)).click();
        await expectForm(page, state);
      }
      await expect(undoButton(editor(page))).toBeDisabled();
      await redoButton(editor(page)).click();
      await expectForm(page, afterTyping);
      await undoButton(editor(page)).click();
      await expectForm(page, opened);
      await expect(undoButton(editor(page))).toBeDisabled();

      // Back where it opened: closing asks nothing, and nothing was saved.
      await editor(page).getByRole('button', { name: 'Close', exact: true }).click();
      await expect(editor(page)).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect(await readSection<Statistics>('home/statistics/')).toEqual(statistics);
    });

    test('a new change after an undo clears Redo; the keys do nothing with the focus outside the form', async ({ page }) => {
      const first = services[0]!;
      await signIn(page, `/admin/services/${first.slug}`);
      const title = page.getByRole('tabpanel').getByLabel('Title', { exact: true }).first();
      await expect(title).toHaveValue(first.title);
      const header = page.getByRole('heading', { level: 1, name: 'Services Manager' }).locator('xpath=..');
      await expect(undoButton(header)).toBeDisabled();

      await title.fill(`${first.title} and more`);
      await page.getByRole('tabpanel').getByLabel('Slug', { exact: true }).first().fill('a-new-slug');
      await title.focus();
      await page.keyboard.press('Control+z');
      await expect(page.getByRole('tabpanel').getByLabel('Slug', { exact: true }).first()).toHaveValue(first.slug);
      await expect(redoButton(header)).toBeEnabled();
      // A new change: what Redo would have put back is gone.
      await title.fill(`${first.title} again`);
      await expect(redoButton(header)).toBeDisabled();

      // With the focus outside the form, the keys are the page's, not the form's.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Control+z');
      await expect(title).toHaveValue(`${first.title} again`);
      await title.focus();
      await page.keyboard.press('Control+z');
      await expect(title).toHaveValue(`${first.title} and more`);
      await page.keyboard.press('Control+z');
      await expect(title).toHaveValue(first.title);
      await expect(undoButton(header)).toBeDisabled();
      if (phone) return;
      // As opened: leaving asks nothing.
      await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Drafts', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });

    test('on an editor-built page: the title, a moved block and a block edited in its own editor', async ({ page }, info) => {
      const slug = pageSlug(width);
      await deletePage(slug);
      await createPage(slug);
      try {
        await signIn(page, `/admin/pages/${slug}`);
        const blocks = page.getByRole('list', { name: 'Blocks' }).getByRole('listitem');
        const title = page.getByRole('group', { name: 'Page' }).getByLabel('Title', { exact: true });
        const side = title.locator('xpath=ancestor::div[.//button[@aria-label="Undo"]][1]');
        await expect(blocks).toHaveText([/First block/, /Second block/]);
        await expect(undoButton(side)).toBeDisabled();

        await title.fill('Open days and evenings');
        await page.getByRole('button', { name: 'Move Hero — Second block, block 2 up', exact: true }).click();
        await expect(blocks).toHaveText([/Second block/, /First block/]);

        // The block's own editor has its own Undo; what Done keeps is one step of the page's.
        await page.getByRole('button', { name: 'Edit Hero — Second block, block 1', exact: true }).click();
        const blockEditor = page.getByRole('dialog', { name: 'Edit Hero (block 1)' });
        const blockTitle = blockEditor.getByLabel('Title', { exact: true });
        await expect(undoButton(blockEditor)).toBeDisabled();
        await blockTitle.fill('Typed and taken back');
        await page.keyboard.press('Control+z');
        await expect(blockTitle).toHaveValue('Second block');
        await blockTitle.fill('Second block, edited');
        await blockEditor.getByRole('button', { name: 'Done', exact: true }).click();
        await expect(blocks).toHaveText([/Second block, edited/, /First block/]);
        await expect(page.getByText('Unsaved changes')).toBeVisible();
        await page.screenshot({ path: info.outputPath(`undo-page-${width}.png`), fullPage: phone });

        await title.focus();
        await page.keyboard.press('Control+z');
        await expect(blocks).toHaveText([/Second block$/, /First block/]);
        await page.keyboard.press('Control+z');
        await expect(blocks).toHaveText([/First block/, /Second block/]);
        await page.keyboard.press('Control+z');
        await expect(title).toHaveValue('Open days');
        await expect(undoButton(side)).toBeDisabled();
        await expect(page.getByText('Unsaved changes')).toHaveCount(0);

        await redoButton(side).click();
        await expect(title).toHaveValue('Open days and evenings');
        await undoButton(side).click();
        await expect(title).toHaveValue('Open days');
        await expect(page.getByText('Unsaved changes')).toHaveCount(0);
      } finally {
        await deletePage(slug);
      }
    });
  });
}
