// Click to edit in the live preview, at 390 and 1440 px: the section under the pointer is outlined
// with its button's name; a click (a tap on a phone) opens its form with the field it shows focused:
// a heading, an image, a list item's text, a button's label (its link does not navigate). With the
// editor open, a click in its preview (the phone's Preview view) focuses a field of it, and one on
// another section opens that one after the unsaved-changes question. On an editor-built page a click
// opens the block; in the Services Manager it focuses the service's field; in another language it
// opens the section's translation with its field focused. Nothing is saved.
import type { Locator, Page } from '@playwright/test';
import { getSection, type SectionData, type Service } from '@site/contracts';
import { signIn } from './admin-session';
import { putSettings, readSettings } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

const SLUG = 'click-to-edit';
const pageUrl = () => `${baseUrl()}/backend/api/custom-pages/${SLUG}`;

const read = async <T>(path: string): Promise<T> => (await (await fetch(`${baseUrl()}/backend/api/${path}`)).json()) as T;

const sectionsList = (page: Page) => page.getByRole('list', { name: 'Sections' });
/** The screen's own preview (a phone's editor has a second one in its Preview view). */
const screenPreview = (page: Page) => page.getByTestId('preview').first();
const editorPreview = (page: Page) => page.getByRole('dialog').getByTestId('preview');
const frameOf = (preview: Locator, key: string) => preview.locator(`[data-preview-section="${key}"]`);
const outline = (page: Page) => page.getByTestId('preview-pick');

/**
 * The middle of an element of the preview, scrolled to the middle of the preview (clear of its sticky
 * navbar), once it stays put: the site's scroll reveal slides a block in as it comes into view.
 */
const pointAt = (target: Locator) =>
  target.evaluate(async (element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    const middle = () => {
      const r = element.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    };
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = middle();
    for (let still = 0; still < 5;) {
      await frame();
      const now = middle();
      still = now.x === last.x && now.y === last.y ? still + 1 : 0;
      last = now;
    }
    return last;
  });

const WIDTHS = [
  { name: 'on a phone (390 px, touch)', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'on a desktop (1440 px)', viewport: { width: 1440, height: 900 }, touch: false },
];

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use({ viewport: width.viewport, hasTouch: width.touch });

    /** A click, or a tap on a phone: the page's elements are inert, so at the point, as a person does. */
    const press = async (page: Page, target: Locator) => {
      const { x, y } = await pointAt(target);
      if (width.touch) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
    };
    /** The section's own editor preview: the phone's Preview view, or the screen's beside the dialog. */
    const previewWhileOpen = async (page: Page) => {
      if (!width.touch) return screenPreview(page);
      await page.getByRole('dialog').getByRole('group', { name: 'View' }).getByRole('button', { name: 'Preview' }).click();
      return editorPreview(page);
    };
    const cancel = async (page: Page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    };

    test("hovering a section outlines it with its button's name", async ({ page }, info) => {
      const hero = await read<SectionData<'hero'>>('home/hero');
      await signIn(page, '/admin');
      const preview = screenPreview(page);
      await expect(outline(page)).toHaveCount(0);

      const heading = frameOf(preview, 'hero').getByText(hero.title, { exact: true });
      const at = await pointAt(heading);
      await page.mouse.move(at.x, at.y);
      await expect(outline(page)).toBeVisible();
      await expect(outline(page)).toHaveText(getSection('hero').label);
      await expect(sectionsList(page).getByRole('button', { name: getSection('hero').label, exact: true })).toBeVisible();
      await expect(preview).toHaveCSS('cursor', 'pointer');
      // The outline is round the section, not over it: it takes no clicks, and has no fill.
      await expect(outline(page)).toHaveCSS('pointer-events', 'none');
      await expect(outline(page)).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await page.screenshot({ path: info.outputPath(`hover-${width.viewport.width}.png`) });

      const statistics = await pointAt(frameOf(preview, 'statistics').locator('> *').first());
      await page.mouse.move(statistics.x, statistics.y);
      await expect(outline(page)).toHaveText('Statistics');

      await page.mouse.move(1, 1);
      await expect(outline(page)).toHaveCount(0);
      await expect(preview).not.toHaveCSS('cursor', 'pointer');
    });

    test("a click on a heading, an image, a list item's text or a button opens the section with its field focused", async ({
      page,
    }) => {
      const hero = await read<SectionData<'hero'>>('home/hero');
      const cards = await read<SectionData<'cards'>>('home/cards');
      await signIn(page, '/admin');
      const preview = screenPreview(page);
      const dialog = page.getByRole('dialog');

      await press(page, frameOf(preview, 'hero').getByText(hero.title, { exact: true }));
      await expect(page.getByRole('dialog', { name: 'Edit Hero' })).toBeVisible();
      await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
      await cancel(page);

      await press(page, frameOf(preview, 'hero').locator(`img[src="${hero.image2}"]`));
      await expect(page.getByRole('dialog', { name: 'Edit Hero' })).toBeVisible();
      await expect(dialog.locator('#field-image2')).toBeFocused();
      await expect(dialog.locator('#field-image2')).toHaveValue(hero.image2);
      await cancel(page);

      const second = cards.cards[1]!;
      await press(page, frameOf(preview, 'cards').getByText(second.title, { exact: true }));
      await expect(page.getByRole('dialog', { name: 'Edit Cards' })).toBeVisible();
      await expect(dialog.locator('#field-cards-1-title')).toBeFocused();
      await expect(dialog.locator('#field-cards-1-title')).toHaveValue(second.title);
      await expect(dialog.locator('#field-cards-1-title')).toBeInViewport();
      await cancel(page);

      // A button in the preview is a link that goes nowhere: its label's field is focused.
      const before = page.url();
      await press(page, frameOf(preview, 'hero').getByText(hero.contactText, { exact: true }));
      await expect(page.getByRole('dialog', { name: 'Edit Hero' })).toBeVisible();
      await expect(dialog.locator('#field-contactText')).toBeFocused();
      expect(page.url()).toBe(before);
      await cancel(page);
    });

    test('with the editor open, a click in its preview focuses its field; another section opens after the unsaved-changes question', async ({
      page,
    }) => {
      const hero = await read<SectionData<'hero'>>('home/hero');
      const cards = await read<SectionData<'cards'>>('home/cards');
      await signIn(page, '/admin');
      await sectionsList(page).getByRole('button', { name: 'Hero', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Hero' });
      await expect(dialog).toBeVisible();

      let preview = await previewWhileOpen(page);
      await press(page, frameOf(preview, 'hero').getByText(hero.title, { exact: true }));
      await expect(dialog.locator('#field-title')).toBeVisible();
      await expect(dialog.locator('#field-title')).toBeFocused();
      await dialog.locator('#field-title').fill(`${hero.title} (typed)`);

      preview = await previewWhileOpen(page);
      await press(page, frameOf(preview, 'cards').getByText(cards.heading, { exact: true }));
      const question = page.getByRole('alertdialog');
      await expect(question).toContainText('Discard your unsaved changes?');
      await question.getByRole('button', { name: 'Discard', exact: true }).click();
      const cardsDialog = page.getByRole('dialog', { name: 'Edit Cards' });
      await expect(cardsDialog).toBeVisible();
      await expect(cardsDialog.locator('#field-heading')).toBeFocused();
      await cancel(page);
      await expect(frameOf(screenPreview(page), 'hero')).toContainText(hero.title);
      await expect(frameOf(screenPreview(page), 'hero')).not.toContainText('(typed)');
    });

    test.describe('an editor-built page', () => {
      test.beforeEach(async () => {
        const headers = { ...authHeader(await adminToken()), 'content-type': 'application/json' };
        await fetch(pageUrl(), { method: 'DELETE', headers: authHeader(await adminToken()) });
        const hero = (title: string) => ({ type: 'home/hero', data: { ...getSection('hero').defaults, title } });
        const created = await fetch(`${baseUrl()}/backend/api/custom-pages/`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ slug: SLUG, title: 'Click to edit', blocks: [hero('Block one'), hero('Block two')] }),
        });
        expect(created.status).toBe(201);
      });
      test.afterAll(async () => {
        await fetch(pageUrl(), { method: 'DELETE', headers: authHeader(await adminToken()) });
      });

      test('a click on a block opens its editor with the field focused, and with it open another block opens', async ({
        page,
      }) => {
        await signIn(page, `/admin/pages/${SLUG}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Page: Click to edit' })).toBeVisible();
        const preview = screenPreview(page);
        if (!width.touch) {
          const at = await pointAt(frameOf(preview, 'block-1').getByText('Block two', { exact: true }));
          await page.mouse.move(at.x, at.y);
          await expect(outline(page)).toHaveText('Hero — Block two');
          await expect(page.getByRole('button', { name: 'Edit Hero — Block two, block 2' })).toHaveText('Hero — Block two');
        }

        await press(page, frameOf(preview, 'block-1').getByText('Block two', { exact: true }));
        const second = page.getByRole('dialog', { name: 'Edit Hero (block 2)' });
        await expect(second).toBeVisible();
        await expect(second.getByLabel('Title', { exact: true })).toBeFocused();

        const inEditor = await previewWhileOpen(page);
        await press(page, frameOf(inEditor, 'block-0').getByText('Block one', { exact: true }));
        const first = page.getByRole('dialog', { name: 'Edit Hero (block 1)' });
        await expect(first).toBeVisible();
        await expect(first.getByLabel('Title', { exact: true })).toBeFocused();
        await expect(first.getByLabel('Title', { exact: true })).toHaveValue('Block one');
      });
    });

    test("in another language a click opens the section's translation with its field focused", async ({ page }) => {
      const settings = await readSettings();
      const hero = await read<SectionData<'hero'>>('home/hero');
      await putSettings({ ...settings, languages: [...settings.languages, { code: 'bn', name: 'বাংলা' }] });
      try {
        await signIn(page, '/admin/home?locale=bn');
        // Not translated yet: the preview shows the English title, and the click finds its field.
        await press(page, frameOf(screenPreview(page), 'hero').getByText(hero.title, { exact: true }));
        const dialog = page.getByRole('dialog', { name: 'Edit Hero in বাংলা' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
        await expect(dialog.getByLabel('Title', { exact: true })).toHaveAttribute('placeholder', hero.title);
        await cancel(page);
      } finally {
        await putSettings(settings);
      }
    });

    test("in the Services Manager a click on the service's page focuses its field", async ({ page }) => {
      const services = await read<Service[]>('services');
      const service = services[0]!;
      await signIn(page, '/admin/services');
      // On a phone the preview is below the form, drawn once it is scrolled to.
      if (width.touch) await page.getByTestId('preview-waiting').scrollIntoViewIfNeeded();
      const preview = screenPreview(page);
      await press(page, preview.locator('[data-preview-section="service"] h1').first());
      await expect(page.locator('#field-services-0-title')).toBeFocused();
      await expect(page.locator('#field-services-0-title')).toHaveValue(service.title);
    });
  });
}
