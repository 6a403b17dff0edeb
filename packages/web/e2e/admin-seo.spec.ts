// The SEO panel of a page screen and the Site settings screen: a page title set in the panel is the
// public page's <title> (in the site's title template) at once, with length hints at 60 and 160
// characters and a search-result preview (the about and services screens' for each of their pages, the page editor's for a built page); a site name saved on the Site settings screen is every
// page's. History in the panel and on the Site settings screen restores an earlier save; a settings
// save over someone else's meets the conflict dialog, and leaving with unsaved settings asks first.
// What is changed here is put back afterwards.
import type { Page } from '@playwright/test';
import { getSection, SEO_DEFAULTS, type SiteSettings } from '@site/contracts';
import { signIn } from './admin-session';
import { putPageSeo, putSettings, readHistory, readSettings } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';
import { DEMO_COMPANY as COMPANY } from './pages';

let settings: SiteSettings;
let serviceKey: string | undefined;
test.beforeAll(async () => {
  settings = await readSettings();
});
test.afterAll(async () => {
  await putPageSeo('gallery', SEO_DEFAULTS);
  await putPageSeo('about/team', SEO_DEFAULTS);
  if (serviceKey) await putPageSeo(serviceKey, SEO_DEFAULTS);
  await putSettings(settings);
});

const titleOf = async (page: Page, path: string) =>
  /<title>([^<]*)<\/title>/.exec(await (await page.request.get(path)).text())?.[1];

/** A page is published with at least one block. */
const oneBlock = [{ type: 'home/hero', data: getSection('hero').defaults }];

const panel = (page: Page) => page.getByRole('dialog', { name: 'Search engines and sharing' });

test("a page title set in the SEO panel is the public page's title, with a length hint and a search-result preview", async ({
  page,
}) => {
  await signIn(page, '/admin/gallery');
  await page.getByRole('button', { name: 'SEO: search engines and sharing' }).click();
  const dialog = panel(page);
  const title = dialog.getByLabel('Page title');
  // Empty: the page's own title shows as the placeholder, and the preview shows the automatic one.
  await expect(title).toHaveValue('');
  await expect(title).toHaveAttribute('placeholder', 'Gallery');
  const result = dialog.getByTestId('search-result-preview');
  await expect(result).toContainText(`Gallery · ${COMPANY}`);

  await title.fill('Our finest work');
  const titleLength = `Our finest work · ${COMPANY}`.length;
  await expect(dialog.getByText(`${titleLength} of about 60 characters shown in search results.`)).toBeVisible();
  await expect(result).toContainText(`Our finest work · ${COMPANY}`);
  await dialog.getByLabel('Description').fill('x'.repeat(161));
  await expect(dialog.getByText('161 characters: search results cut after about 160.')).toBeVisible();
  await dialog.getByLabel('Description').fill('Offices, hospitals and towers we keep spotless.');
  await expect(dialog.getByTestId('share-card-preview')).toContainText('Offices, hospitals and towers we keep spotless.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search-engine settings saved')).toBeVisible();

  expect(await titleOf(page, '/gallery')).toBe(`Our finest work · ${COMPANY}`);
  // A title past 60 characters (with the site's name) is flagged.
  await title.fill('The offices, hospitals and towers we have cleaned');
  await expect(dialog.getByText(/characters: search results cut after about 60\./)).toBeVisible();
});

test("the about screen's panel sets each about page's own settings", async ({ page }) => {
  await signIn(page, '/admin/about');
  await page.getByRole('button', { name: 'SEO: search engines and sharing' }).click();
  const dialog = panel(page);
  await dialog.getByLabel('Page', { exact: true }).selectOption('about/team');
  await expect(dialog.getByLabel('Page title')).toHaveAttribute('placeholder', /\S/);
  await dialog.getByLabel('Page title').fill('Meet the team');
  await dialog.getByLabel('Hide this page from search engines (noindex)').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search-engine settings saved')).toBeVisible();
  const html = await (await page.request.get('/about/team')).text();
  expect(html).toContain(`<title>Meet the team · ${COMPANY}</title>`);
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(await titleOf(page, '/about')).toBe(`About Us · ${COMPANY}`);
});

test("the Services Manager's panel sets a service page's own title", async ({ page }) => {
  const [first] = (await (await page.request.get('/backend/api/get-service-slugs')).json()) as { slug: string }[];
  expect(first, 'a demo service').toBeDefined();
  serviceKey = `services/${first!.slug}`;
  await signIn(page, '/admin/services');
  await page.getByRole('button', { name: 'SEO: search engines and sharing' }).click();
  const dialog = panel(page);
  await dialog.getByLabel('Page', { exact: true }).selectOption(serviceKey);
  await dialog.getByLabel('Page title').fill('Spotless floors');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search-engine settings saved')).toBeVisible();
  expect(await titleOf(page, `/services/${first!.slug}`)).toBe(`Spotless floors · ${COMPANY}`);
});

test("the page editor's panel sets a built page's own title and description", async ({ page }) => {
  const slug = 'spring-offer';
  const pageUrl = `${baseUrl()}/backend/api/custom-pages/${slug}`;
  const headers = { 'content-type': 'application/json', ...authHeader(await adminToken()) };
  await fetch(pageUrl, { method: 'DELETE', headers });
  const created = await fetch(`${baseUrl()}/backend/api/custom-pages/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ slug, title: 'Spring offer', blocks: oneBlock }),
  });
  expect(created.status).toBe(201);
  // Published first: while a page has a draft (a new page has one until its first publish), its
  // settings go into that draft (admin-page-drafts.spec.ts).
  const published = await fetch(`${baseUrl()}/backend/api/drafts/custom-pages/${slug}/publish`, {
    method: 'POST',
    headers: authHeader(await adminToken()),
  });
  expect(published.status).toBe(200);
  try {
    await signIn(page, `/admin/pages/${slug}`);
    await page.getByRole('button', { name: 'SEO: search engines and sharing' }).click();
    const dialog = panel(page);
    await expect(dialog.getByLabel('Page title')).toHaveAttribute('placeholder', 'Spring offer');
    await dialog.getByLabel('Page title').fill('Half-price office cleaning');
    await dialog.getByLabel('Description').fill('Book a spring clean before May and pay half.');
    await expect(dialog.getByTestId('search-result-preview')).toContainText(`Half-price office cleaning · ${COMPANY}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Search-engine settings saved')).toBeVisible();

    const html = await (await page.request.get(`/${slug}`)).text();
    expect(html).toContain(`<title>Half-price office cleaning · ${COMPANY}</title>`);
    expect(html).toContain('<meta name="description" content="Book a spring clean before May and pay half.">');
  } finally {
    // The page's settings go with it.
    await fetch(pageUrl, { method: 'DELETE', headers });
  }
});

test("the site name saved on the Site settings screen is every page's, in the title template", async ({ page }) => {
  await signIn(page, '/admin');
  await page.getByRole('link', { name: 'Site settings' }).click();
  await expect(page.getByRole('heading', { name: 'Site settings' })).toBeVisible();
  await expect(page.getByLabel('Site name')).toHaveValue(COMPANY);
  await page.getByLabel('Site name').fill('Brightwell');
  await page.getByLabel('Title template').fill('{site_name} | {page}');
  await expect(page.getByText("An about page's title: Brightwell | About Us")).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Site settings saved')).toBeVisible();
  expect(await titleOf(page, '/about')).toBe('Brightwell | About Us');
  expect(await titleOf(page, '/contact')).toMatch(/^Brightwell \| /);

  // A template without {page} is refused with the server's sentence, and nothing changes.
  await page.getByLabel('Title template').fill('{site_name}');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toContainText('{page}');
  expect(await titleOf(page, '/about')).toBe('Brightwell | About Us');
});

/** Restores `version` from the open History panel named `name`, after confirming. */
async function restoreFromHistory(page: Page, name: string, version: number): Promise<void> {
  const history = page.getByRole('dialog', { name });
  await history.getByRole('button', { name: `Restore version ${version}`, exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `Restore version ${version}?` })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText(`Restored version ${version}.`)).toBeVisible();
  await expect(history).toBeHidden();
}

test("the panel's History restores a page's earlier settings", async ({ page }) => {
  const slug = 'summer-offer';
  const pageUrl = `${baseUrl()}/backend/api/custom-pages/${slug}`;
  const headers = { 'content-type': 'application/json', ...authHeader(await adminToken()) };
  await fetch(pageUrl, { method: 'DELETE', headers });
  await fetch(`${baseUrl()}/backend/api/custom-pages/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ slug, title: 'Summer offer', blocks: oneBlock }),
  });
  await fetch(`${baseUrl()}/backend/api/drafts/custom-pages/${slug}/publish`, {
    method: 'POST',
    headers: authHeader(await adminToken()),
  });
  // The title template as the seed has it (the test before changes it).
  await putSettings(settings);
  try {
    await putPageSeo(slug, { title: 'Cool offices all summer' });
    await putPageSeo(slug, { title: 'A later title' });
    await signIn(page, `/admin/pages/${slug}`);
    await page.getByRole('button', { name: 'SEO: search engines and sharing' }).click();
    const dialog = panel(page);
    await expect(dialog.getByLabel('Page title')).toHaveValue('A later title');
    await dialog.getByRole('button', { name: 'History' }).click();
    await restoreFromHistory(page, `History of search-engine settings of /${slug}`, 1);
    await expect(dialog.getByLabel('Page title')).toHaveValue('Cool offices all summer');
    expect(await titleOf(page, `/${slug}`)).toBe(`Cool offices all summer · ${COMPANY}`);
    // The restored version's ETag is the one the next save names.
    await dialog.getByLabel('Page title').fill('Cool offices');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Search-engine settings saved')).toBeVisible();
    expect(await titleOf(page, `/${slug}`)).toBe(`Cool offices · ${COMPANY}`);
  } finally {
    await fetch(pageUrl, { method: 'DELETE', headers });
  }
});

test("the Site settings screen's History restores earlier settings", async ({ page }) => {
  await putSettings({ ...settings, site_name: 'Brightwell Earlier' });
  const earlier = (await readHistory('settings')).current;
  await putSettings({ ...settings, site_name: 'Brightwell Later' });
  try {
    await signIn(page, '/admin/settings');
    await expect(page.getByLabel('Site name')).toHaveValue('Brightwell Later');
    await page.getByRole('button', { name: 'History' }).click();
    await restoreFromHistory(page, 'History of Site settings', earlier);
    await expect(page.getByLabel('Site name')).toHaveValue('Brightwell Earlier');
    expect(await titleOf(page, '/gallery')).toMatch(/ · Brightwell Earlier$/);
  } finally {
    await putSettings(settings);
  }
});

test('a settings save over one made since meets the conflict dialog: Reload shows theirs, Overwrite saves mine', async ({
  page,
}) => {
  try {
    await signIn(page, '/admin/settings');
    await expect(page.getByLabel('Site name')).toHaveValue(settings.site_name);
    // Someone else saves while the screen is open.
    await putSettings({ ...settings, site_name: 'Brightwell Theirs' });
    await page.getByLabel('Site name').fill('Brightwell Mine');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const conflict = page.getByRole('alertdialog', { name: 'Someone else saved the site settings' });
    await expect(conflict).toBeVisible();
    expect((await readSettings()).site_name).toBe('Brightwell Theirs');
    await conflict.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect(page.getByText('Loaded the latest version.')).toBeVisible();
    await expect(page.getByLabel('Site name')).toHaveValue('Brightwell Theirs');

    await putSettings({ ...settings, site_name: 'Brightwell Theirs Again' });
    await page.getByLabel('Site name').fill('Brightwell Mine');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await conflict.getByRole('button', { name: 'Overwrite', exact: true }).click();
    await expect(page.getByText('Site settings saved')).toBeVisible();
    expect((await readSettings()).site_name).toBe('Brightwell Mine');
  } finally {
    await putSettings(settings);
  }
});

test('leaving the Site settings screen with unsaved changes asks first', async ({ page }) => {
  await signIn(page, '/admin/settings');
  await page.getByLabel('Site name').fill('Brightwell Unsaved');
  await page.getByRole('link', { name: 'Messages' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Discard your unsaved changes?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Site name')).toHaveValue('Brightwell Unsaved');
  await page.getByRole('link', { name: 'Messages' }).click();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/admin\/messages/);
  expect((await readSettings()).site_name).toBe(settings.site_name);
});
