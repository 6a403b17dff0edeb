// The tab title a page's SEO title gives: the SEO panel says it under the field ("Shown as: …") and
// counts it; a title that names the site already gets no second site name, and one marked as the
// whole title replaces the template. At a phone's width and a desktop's.
import type { Page } from '@playwright/test';
import { SEO_DEFAULTS } from '@site/contracts';
import { signIn } from './admin-session';
import { putPageSeo } from './content';
import { expect, test } from './fixtures';
import { DEMO_COMPANY as COMPANY } from './pages';

const reset = () => putPageSeo('projects', SEO_DEFAULTS);
test.beforeEach(reset);
test.afterAll(reset);

const titleOf = async (page: Page, path: string) =>
  /<title>([^<]*)<\/title>/.exec(await (await page.request.get(path)).text())?.[1];

for (const width of [390, 1440] as const) {
  test(`the SEO panel shows the whole title, never names the site twice, and can use the title alone at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await signIn(page, '/admin/projects');
    await page.getByRole('button', { name: 'SEO: search engines and sharing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search engines and sharing' });
    const title = dialog.getByLabel('Page title');

    await title.fill(`Projects by ${COMPANY}`);
    await expect(dialog.getByText(`Shown as: Projects by ${COMPANY}`, { exact: true })).toBeVisible();
    await expect(
      dialog.getByText(`${`Projects by ${COMPANY}`.length} of about 60 characters shown in search results.`),
    ).toBeVisible();

    await title.fill('Our work');
    await expect(dialog.getByText(`Shown as: Our work · ${COMPANY}`, { exact: true })).toBeVisible();
    await dialog.getByLabel('Use this title as the whole title (without the site name template)').check();
    await expect(dialog.getByText('Shown as: Our work', { exact: true })).toBeVisible();
    await expect(dialog.getByText('8 of about 60 characters shown in search results.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`seo-title-${width}.png`) });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Search-engine settings saved')).toBeVisible();
    expect(await titleOf(page, '/projects')).toBe('Our work');
  });
}
