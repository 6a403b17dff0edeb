// A new page is a draft, and a restore from History goes into the draft: an editor creates a page
// (visitors get Not Found, the Pages screen says it is not published yet) and publishes it; an old
// version restored from History changes nothing visitors see until it is published; so does an SEO
// title saved while the page has a draft. At a phone's width and a desktop's, with a screenshot of
// each step that matters.
import type { Page } from '@playwright/test';
import { getSection } from '@site/contracts';
import { signIn } from './admin-session';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

const WIDTHS = [390, 1440] as const;
const slugOf = (what: string, width: number) => `${what}-${width}`;
const api = (path: string) => `${baseUrl()}/backend/api/${path}`;

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(api(path), {
    method,
    headers: { ...authHeader(await adminToken()), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function deletePages(): Promise<void> {
  for (const width of WIDTHS)
    for (const what of ['open-days', 'restored', 'seo-draft']) await call('DELETE', `custom-pages/${slugOf(what, width)}`);
}
test.beforeAll(deletePages);
test.afterAll(deletePages);

/** What a visitor without the editor's session gets at `path`. */
async function visitorStatus(page: Page, path: string): Promise<number> {
  const response = await page
    .context()
    .browser()!
    .newContext()
    .then(async (context) => {
      const status = (await context.request.get(`${baseUrl()}${path}`, { maxRedirects: 0 })).status();
      await context.close();
      return status;
    });
  return response;
}

/** The <title> a visitor without the editor's session gets at `path`. */
async function visitorTitle(page: Page, path: string): Promise<string | undefined> {
  const context = await page.context().browser()!.newContext();
  const html = await (await context.request.get(`${baseUrl()}${path}`)).text();
  await context.close();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

async function visitorHeading(page: Page, path: string): Promise<string | null> {
  const context = await page.context().browser()!.newContext();
  const visitor = await context.newPage();
  await visitor.goto(path);
  const text = await visitor.getByRole('heading', { level: 1 }).textContent();
  await context.close();
  return text;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });

    test('a created page is a draft: Not Found for visitors until its first Publish', async ({ page }, testInfo) => {
      const slug = slugOf('open-days', width);
      await signIn(page, '/admin/pages');
      await page.getByRole('button', { name: 'New page' }).click();
      const create = page.getByRole('dialog', { name: 'New page' });
      await create.getByLabel('Title').fill(`Open days ${width}`);
      await expect(create.getByLabel('Web address')).toHaveValue(slug);
      await create.getByRole('button', { name: 'Create page' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/pages/${slug}$`));
      expect(await visitorStatus(page, `/${slug}`)).toBe(404);

      await page.goto('/admin/pages');
      const row = page.getByRole('row', { name: new RegExp(`Open days ${width}`) });
      await expect(row).toContainText('Draft — not published yet');
      await page.screenshot({ path: testInfo.outputPath(`pages-screen-${width}.png`), fullPage: true });

      await row.getByRole('link', { name: `Open days ${width}` }).click();
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Page published.')).toBeVisible();
      expect(await visitorStatus(page, `/${slug}`)).toBe(200);
      await page.goto('/admin/pages');
      await expect(page.getByRole('row', { name: new RegExp(`Open days ${width}`) })).not.toContainText('not published yet');
    });

    test('Restore puts an old version into the draft; visitors see it once it is published', async ({ page }, testInfo) => {
      const slug = slugOf('restored', width);
      const hero = (title: string) => ({ type: 'home/hero', data: { ...getSection('hero').defaults, title } });
      const first = { slug, title: 'Restored', blocks: [hero('The first words')] };
      expect((await call('POST', 'custom-pages/', first)).status).toBe(201);
      expect((await call('POST', `drafts/custom-pages/${slug}/publish`)).status).toBe(200);
      expect((await call('PUT', `custom-pages/${slug}`, { ...first, blocks: [hero('The second words')] })).status).toBe(200);

      await signIn(page, `/admin/pages/${slug}`);
      // On a phone History is in the page's More menu.
      if (width < 768) {
        await page.getByRole('button', { name: 'More' }).click();
        await page.getByRole('menuitem', { name: 'History' }).click();
      } else await page.getByRole('button', { name: 'History' }).click();
      const panel = page.getByRole('dialog', { name: 'History of Restored' });
      await expect(panel.getByRole('button', { name: 'Restore and publish version 1' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`history-${width}.png`) });
      await panel.getByRole('button', { name: 'Restore version 1', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Restore version 1 into the draft?' });
      await expect(confirm).toContainText('What visitors see does not change until you publish');
      await confirm.getByRole('button', { name: 'Restore' }).click();
      await expect(page.getByText('Restored into the draft — publish when ready')).toBeVisible();
      await expect(page.getByText('Draft — not published')).toBeVisible();
      await expect(page.getByTestId('preview').locator('h1')).toHaveText('The first words');
      expect(await visitorHeading(page, `/${slug}`)).toBe('The second words');
      await page.screenshot({ path: testInfo.outputPath(`restored-${width}.png`) });

      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Page published.')).toBeVisible();
      expect(await visitorHeading(page, `/${slug}`)).toBe('The first words');
      const history = (await (await call('GET', `history/custom-pages/${slug}`)).json()) as { items: { version: number }[] };
      expect(history.items.map((i) => i.version)).toEqual([3, 2, 1]);
    });

    test('an SEO title saved while the page has a draft goes into it; visitors see it once it is published', async ({
      page,
    }, testInfo) => {
      const slug = slugOf('seo-draft', width);
      const hero = (title: string) => ({ type: 'home/hero', data: { ...getSection('hero').defaults, title } });
      const first = { slug, title: 'Open house', blocks: [hero('Come and see us')] };
      expect((await call('POST', 'custom-pages/', first)).status).toBe(201);
      expect((await call('POST', `drafts/custom-pages/${slug}/publish`)).status).toBe(200);
      expect((await call('PUT', `drafts/custom-pages/${slug}`, { ...first, blocks: [hero('Come in June')] })).status).toBe(200);
      const before = await visitorTitle(page, `/${slug}`);
      expect(before).toContain('Open house');

      await signIn(page, `/admin/pages/${slug}`);
      await page.getByRole('button', { name: 'SEO: search engines and sharing' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search engines and sharing' });
      await expect(dialog.getByRole('status')).toHaveText(
        'This page has a draft: saving puts these settings into it, and visitors see them when you publish.',
      );
      await dialog.getByLabel('Page title').fill('Open house in June');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByRole('status')).toHaveText('Saved into the draft — visitors see it when you publish.');
      await page.screenshot({ path: testInfo.outputPath(`seo-into-draft-${width}.png`) });
      expect(await visitorTitle(page, `/${slug}`)).toBe(before);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Page published.')).toBeVisible();
      expect(await visitorTitle(page, `/${slug}`)).toContain('Open house in June');

      // With no draft left, the next save goes live at once.
      await page.getByRole('button', { name: 'SEO: search engines and sharing' }).click();
      await expect(dialog.getByRole('status')).toHaveText('Saving puts these settings live at once.');
      await dialog.getByLabel('Page title').fill('Open house all summer');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByRole('status')).toHaveText('Live now.');
      await page.screenshot({ path: testInfo.outputPath(`seo-live-${width}.png`) });
      expect(await visitorTitle(page, `/${slug}`)).toContain('Open house all summer');
    });
  });
}
