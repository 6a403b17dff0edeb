// Blocks an office manager can tell apart and that look right when added, at phone and desktop
// widths: the page editor's block list and the Drafts screen name each hero by its heading; a hero
// added from the picker starts with a picture and lines up with the block above it on the published
// page; a list block (FAQ, Statistics, Gallery) added from the picker starts with its first items,
// in its form, in the preview and on the published page; the page settings and the image-and-text
// block speak in words, not keys.
import type { Browser, Page } from '@playwright/test';
import { BLOCK_TYPES, getSection, richTextDefault, type ImageRecord } from '@site/contracts';
import { newBlock } from '../src/admin/custom-pages/page-blocks';
import { freshSession, storeSession } from './admin-session';
import { axeViolations } from './axe';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

const WIDTHS = [390, 1440] as const;
const API = () => `${baseUrl()}/backend/api`;
const SHOTS = process.env.BLOCK_SHOTS_DIR;

const hero = (title: string) => ({ type: 'home/hero', data: { ...getSection('hero').defaults, title } });
const paragraph = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const about = {
  type: 'about/rich-text',
  data: { ...richTextDefault, heading: 'Who we are', body: paragraph('A family business looking after offices since 1987.') },
};

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${API()}${path}`, {
    method,
    // A content type only with a body: the server refuses an empty JSON body.
    headers: { ...authHeader(await adminToken()), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function createPage(slug: string, title: string, blocks: unknown[]): Promise<void> {
  const created = await api('POST', '/custom-pages/', { slug, title, blocks });
  expect(created.status, await created.clone().text()).toBe(201);
}

/** A new page is a draft until its first publish: visitors see it only after this. */
async function publishPage(slug: string): Promise<void> {
  const published = await api('POST', `/drafts/custom-pages/${slug}/publish`);
  expect(published.status, await published.clone().text()).toBe(200);
}

/** A signed-in editor at `width`, in a context where axe may run. */
async function editorAt(browser: Browser, width: number, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), bypassCSP: true, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await storeSession(page, await freshSession(), path);
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const blockRows = (page: Page) => page.getByRole('list', { name: 'Blocks' }).getByRole('listitem');

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    const slug = `two-heroes-${width}`;
    const added = `new-hero-${width}`;
    const every = `every-block-${width}`;
    const words = `words-${width}`;
    const lists = `new-lists-${width}`;
    test.afterAll(async () => {
      // 404: a test left out of the run made no page.
      for (const s of [slug, added, every, words, lists])
        expect([204, 404]).toContain((await api('DELETE', `/custom-pages/${s}`)).status);
    });

    test('two Hero blocks with different headings are told apart in the block list and on the Drafts screen', async ({
      browser,
    }) => {
      await createPage(slug, `Two heroes ${width}`, [hero('Join us'), hero('Our offices')]);
      const page = await editorAt(browser, width, `/admin/pages/${slug}`);
      await expect(blockRows(page)).toHaveText([/Hero — Join us/, /Hero — Our offices/]);
      await expect(page.getByRole('button', { name: 'Edit Hero — Our offices, block 2', exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `block-list-${width}`);

      // A change makes the page's draft; the Drafts screen names its blocks by their headings.
      await page.getByRole('button', { name: 'Edit Hero — Join us, block 1', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'Edit Hero (block 1)' });
      await form.getByLabel('Title', { exact: true }).fill('Join our team');
      await form.getByRole('button', { name: 'Done' }).click();
      await expect(blockRows(page).first()).toHaveText(/Hero — Join our team/);
      await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

      await page.goto('/admin/drafts');
      const row = page.getByRole('row', { name: new RegExp(`Page "Two heroes ${width}"`) });
      await expect(row).toContainText('Hero — Join our team · Hero — Our offices');
      await expect(row.getByRole('checkbox')).toHaveAccessibleName(
        `Select Page "Two heroes ${width}" — Hero — Join our team · Hero — Our offices`,
      );
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `drafts-${width}`);
      await page.context().close();
    });

    test('a hero added from the picker shows a picture and shares its left edge with the block above', async ({ browser }) => {
      await createPage(added, `New hero ${width}`, [about]);
      const page = await editorAt(browser, width, `/admin/pages/${added}`);
      await page.getByRole('button', { name: 'Add block' }).click();
      await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: 'Hero From the home page' }).click();
      const form = page.getByRole('dialog', { name: 'Edit Hero (block 2)' });
      await expect(form.getByLabel('Title', { exact: true })).toHaveValue('A heading for this page');
      await form.getByRole('button', { name: 'Done' }).click();
      await expect(blockRows(page)).toHaveText([/Rich Text — Who we are/, /Hero — A heading for this page/]);
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Page published.')).toBeVisible();

      await page.goto(`/${added}`);
      const heading = page.getByRole('heading', { name: 'A heading for this page' });
      const picture = page.locator('#hero img');
      await expect(picture).toBeVisible();
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const above = await page.getByRole('heading', { name: 'Who we are' }).boundingBox();
      const below = await heading.boundingBox();
      expect(above && below).toBeTruthy();
      expect(Math.abs(below!.x - above!.x)).toBeLessThanOrEqual(1);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `new-hero-${width}`);
      await page.context().close();
    });

    test('FAQ, Statistics and Gallery blocks added from the picker start with their items, in the form, the preview and on the page', async ({
      browser,
    }) => {
      await createPage(lists, `New lists ${width}`, [about]);
      const page = await editorAt(browser, width, `/admin/pages/${lists}`);
      const preview = page.getByTestId('preview');
      const add = async (button: string, dialog: string) => {
        await page.getByRole('button', { name: 'Add block' }).click();
        await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: button }).click();
        const form = page.getByRole('dialog', { name: dialog });
        await expect(form).toBeVisible();
        return form;
      };

      // FAQ: two questions with their answers, each its own numbered item of the form.
      const faq = await add('FAQ From the about page', 'Edit FAQ (block 2)');
      await expect(faq.getByRole('group', { name: 'Question 1' }).getByLabel('Question', { exact: true })).toHaveValue(
        'How do I ask for a quote?',
      );
      await expect(faq.getByRole('group', { name: 'Question 2' }).getByLabel('Question', { exact: true })).toHaveValue(
        'Which areas do you cover?',
      );
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `new-faq-form-${width}`);
      await faq.getByRole('button', { name: 'Done' }).click();
      await expect(preview).toContainText('How do I ask for a quote?');
      await expect(preview).toContainText('Which areas do you cover?');

      // Statistics: three figures with their labels.
      const stats = await add('Statistics From the home page', 'Edit Statistics (block 3)');
      await expect(stats.getByRole('group', { name: /^Statistic \d$/ })).toHaveCount(3);
      await expect(stats.getByRole('group', { name: 'Statistic 1' }).getByLabel('Value', { exact: true })).toHaveValue('25+');
      await stats.getByRole('button', { name: 'Done' }).click();
      for (const words of ['25+', 'Years of service', '1,200', 'Staff on site', '98%', 'Clients who renew'])
        await expect(preview).toContainText(words);

      // Gallery: three pictures of the library, so it shows at all (a gallery draws only its pictures).
      const gallery = await add('Gallery From the gallery page', 'Edit Gallery (block 4)');
      await expect(gallery.getByRole('group', { name: /^Image \d$/ })).toHaveCount(3);
      await gallery.getByRole('button', { name: 'Done' }).click();
      await expect(preview).toContainText('A first picture');
      await expect(blockRows(page)).toHaveText([
        /Rich Text — Who we are/,
        /FAQ — Frequently Asked Questions/,
        /Statistics — Trust the Numbers/,
        /Gallery — Gallery/,
      ]);
      await shot(page, `new-lists-editor-${width}`);

      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Page published.')).toBeVisible();
      await page.goto(`/${lists}`);
      const main = page.getByRole('main');
      await expect(main.getByText('How do I ask for a quote?')).toBeVisible();
      await expect(main.getByText('Which areas do you cover?')).toBeVisible();
      for (const words of ['25+', 'Years of service', '98%', 'Clients who renew'])
        await expect(main.getByText(words)).toBeVisible();
      const pictures = page.getByRole('region', { name: 'Gallery' }).locator('img');
      await expect(pictures).toHaveCount(3);
      for (const picture of await pictures.all()) {
        await picture.scrollIntoViewIfNeeded();
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `new-lists-page-${width}`);
      await page.context().close();
    });

    test('every block type, as a new block starts, lines up with the others on one left edge', async ({ browser }) => {
      const library = (await (await api('GET', '/images/')).json()) as ImageRecord[];
      await createPage(every, `Every block ${width}`, [about, ...BLOCK_TYPES.map((type) => newBlock(type, library))]);
      await publishPage(every);
      const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      await page.goto(`${baseUrl()}/${every}`);
      // Each drawn block's content box (where its container's padding ends) and, in a block without
      // pictures, its heading unless it is centred by design (a section's header over its cards).
      const edges = await page.locator('main section').evaluateAll((sections) =>
        sections.flatMap((section) => {
          const container = section.querySelector('.container');
          if (!container || section.parentElement?.closest('section')) return [];
          const block = section.id || section.className;
          const left = container.getBoundingClientRect().left + parseFloat(getComputedStyle(container).paddingLeft);
          const heading = section.querySelector('img') ? null : section.querySelector('h1, h2');
          const aligned = heading !== null && getComputedStyle(heading).textAlign !== 'center';
          return [
            { block, left: Math.round(left) },
            ...(aligned ? [{ block: `${block} heading`, left: Math.round(heading.getBoundingClientRect().left) }] : []),
          ];
        }),
      );
      await shot(page, `every-block-${width}`);
      expect(edges.length).toBeGreaterThan(10);
      const first = edges[0]!.left;
      expect(edges.filter((edge) => Math.abs(edge.left - first) > 1)).toEqual([]);
      await page.close();
    });

    test('the page settings and the image-and-text block speak in words', async ({ browser }) => {
      await createPage(words, `Words ${width}`, [about]);
      const page = await editorAt(browser, width, `/admin/pages/${words}`);
      const address = page.getByLabel('Web address');
      await expect(address).toHaveValue(words);
      await expect(address).toHaveAccessibleDescription(new RegExp(`^Shown at ${baseUrl()}/${words}\\. `));
      await expect(page.getByText('Address (slug)')).toHaveCount(0);

      await page.getByRole('button', { name: 'Add block' }).click();
      await page
        .getByRole('dialog', { name: 'Add a block' })
        .getByRole('button', { name: /^Image and text/ })
        .click();
      const form = page.getByRole('dialog', { name: 'Edit Image and text (block 2)' });
      const side = form.getByLabel('Where the picture goes');
      await expect(side.getByRole('option')).toHaveText(['Picture on the left', 'Picture on the right']);
      await side.selectOption({ label: 'Picture on the right' });
      await expect(side).toHaveValue('right');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `image-text-${width}`);
      await form.getByRole('button', { name: 'Done' }).click();

      // A service's address is explained with an example, not a placeholder.
      await page.goto('/admin/services');
      const slugHint = page.getByLabel('Slug', { exact: true });
      await expect(slugHint).toHaveAccessibleDescription(/as in \/services\/cleaning\./);
      await expect(page.getByText('{slug}')).toHaveCount(0);
      await page.context().close();
    });
  });
}
