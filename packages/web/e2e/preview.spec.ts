// Drafts in a real browser: a draft of the hero leaves the public page as it was; a preview link,
// opened in a fresh browser that never signed in, shows the draft with the preview bar, also after
// moving around the site in the browser (the page answers it fetches carry the drafts too); once
// published, everyone sees it. The hero is put back afterwards.
import type { Page } from '@playwright/test';
import type { CreatedPreviewLink, Hero } from '@site/contracts';
import { putSection, readSection } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl()}/backend/api/${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...authHeader(await adminToken()) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

let hero: Hero;
let link: CreatedPreviewLink | undefined;
test.beforeAll(async () => {
  hero = await readSection<Hero>('home/hero/');
});
test.afterAll(async () => {
  await fetch(`${baseUrl()}/backend/api/drafts/home/hero`, { method: 'DELETE', headers: authHeader(await adminToken()) });
  if (link) await call('DELETE', `preview-links/${link.id}`);
  await putSection('home/hero/', hero);
});

const heroHeading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });
const bar = (page: Page) => page.getByRole('status').filter({ hasText: 'Preview — not published' });

test('a draft shows only through a preview link, with the preview bar, until it is published', async ({ page, browser }) => {
  const title = `Opening soon ${Date.now()}`;
  await call('PUT', 'drafts/home/hero', { ...hero, title });

  await page.goto('/');
  await expect(heroHeading(page, hero.title)).toBeVisible();
  await expect(heroHeading(page, title)).toHaveCount(0);

  link = (await call('POST', 'preview-links', { expires_in_hours: 1 })) as CreatedPreviewLink;
  const visitor = await browser.newContext({ baseURL: baseUrl() });
  try {
    const preview = await visitor.newPage();
    // Lands on another page first, then moves home inside the app: the page answer is fetched with the drafts.
    await preview.goto(new URL(link.url, baseUrl()).href.replace('/?', '/about?'));
    await expect(preview).toHaveURL(/\/about$/);
    await expect(bar(preview)).toBeVisible();
    await expect(bar(preview)).toContainText('link valid until');
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await preview.getByRole('navigation').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(preview).toHaveURL(/\/$/);
    await expect(heroHeading(preview, title)).toBeVisible();
    await preview.reload();
    await expect(heroHeading(preview, title)).toBeVisible();
    await expect(bar(preview)).toBeVisible();

    // Meanwhile the public still sees the published hero, in another browser and in this one.
    await page.reload();
    await expect(heroHeading(page, hero.title)).toBeVisible();

    await call('POST', 'drafts/home/hero/publish');
    await page.reload();
    await expect(heroHeading(page, title)).toBeVisible();
    await expect(bar(page)).toHaveCount(0);

    // Leaving the preview: the published site, without the bar.
    await bar(preview).getByRole('link', { name: 'Leave preview' }).click();
    await expect(heroHeading(preview, title)).toBeVisible();
    await expect(bar(preview)).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
