// The editor in several languages, in a real browser: a second language and a right-to-left third
// added in Site settings; the hero translated into Bengali with the English text beside its fields,
// the untranslated count dropping as it is typed, Copy from English, and the save reaching the
// Bengali page answer (English untouched); then the Languages overview and its links. The
// Languages panel, the translation form and the overview are screenshotted at 390 and 1440 px for a person to look at.
// Then the Services Manager and an editor-built page in Bengali: each one's translation with the
// English beside each field, its count, published for Bengali alone, and the overview's rows for them.
// Then the About page's search-engine settings opened in Bengali from the overview, its title saved
// for Bengali alone and found in the Bengali page's <title>, the English one unchanged.
// The settings, the services and the translations are put back afterwards.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { getSection, type Hero, type PageSeo, type SiteSettings } from '@site/contracts';
import { signIn } from './admin-session';
import { putPageSeo, putSettings, readSection, readSettings, withServices } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';
import { SCREENSHOT_DIR, shootAtWidths } from './screenshots';

const api = (p: string) => `${baseUrl()}/backend/api/${p}`;

withServices([
  { title: 'Cleaning', tagline: 'Spotless offices', features: [{ title: 'Fast', description: 'Done by morning' }] },
  { title: 'Security', tagline: 'Safe at night' },
]);

/** A Bengali draft of the home page's services section, discarded by the test (and afterwards). */
const SERVICES_DRAFT = 'drafts/home/services?locale=bn';

/** An editor-built page with a Hero block, made by the services' test and deleted afterwards. */
const PAGE = 'offers-in-languages';

let settings: SiteSettings;
let hero: Hero;
let aboutSeo: PageSeo;
test.beforeAll(async () => {
  settings = await readSettings();
  hero = await readSection<Hero>('home/hero/');
  aboutSeo = (await (await fetch(api('seo/about'))).json()) as PageSeo;
});
test.afterAll(async () => {
  // The Bengali translation emptied (it keeps its versions in history), then the one language again.
  await fetch(api('home/hero?locale=bn'), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...authHeader(await adminToken()) },
    body: '{}',
  });
  await fetch(api('services?locale=bn'), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...authHeader(await adminToken()) },
    body: '[]',
  });
  await fetch(api(`custom-pages/${PAGE}`), { method: 'DELETE', headers: authHeader(await adminToken()) });
  await fetch(api('seo/about?locale=bn'), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...authHeader(await adminToken()) },
    body: '{}',
  });
  await putPageSeo('about', aboutSeo);
  await fetch(api(SERVICES_DRAFT), { method: 'DELETE', headers: authHeader(await adminToken()) });
  await putSettings(settings);
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Editor' });
const heroButton = (page: Page) => page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^Hero/ });
const editor = (page: Page) => page.getByRole('dialog', { name: 'Edit Hero in বাংলা' });

async function addLanguage(page: Page, code: string, name: string, direction: string) {
  await page.getByRole('button', { name: 'Add a language' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a language' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByLabel('Direction').locator('option').first()).toHaveText(`From the code: ${direction}`);
  await dialog.getByRole('button', { name: 'Add language' }).click();
  await expect(dialog).toHaveCount(0);
}

test('languages added in Settings; the hero translated into Bengali beside its English, saved for Bengali only', async ({
  page,
}) => {
  await signIn(page, '/admin/settings');
  await expect(sidebar(page).getByRole('link', { name: 'Languages' })).toHaveCount(0);

  // A language with a bad code is refused in the dialog with the contract's sentence.
  await page.getByRole('button', { name: 'Add a language' }).click();
  const adding = page.getByRole('dialog', { name: 'Add a language' });
  await adding.getByLabel('Code').fill('not a code');
  await adding.getByLabel('Name').fill('X');
  await adding.getByRole('button', { name: 'Add language' }).click();
  await expect(adding.getByRole('alert')).toHaveText('Use a language code such as "en", "bn", "ar" or "fr-CA" (BCP 47).');
  await adding.getByRole('button', { name: 'Cancel' }).click();

  await addLanguage(page, 'bn', 'বাংলা', 'Left to right');
  await addLanguage(page, 'ar', 'العربية', 'Right to left');
  const list = page.getByRole('list', { name: 'Languages' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText('Default');
  await expect(list.getByRole('listitem').nth(2)).toContainText('Right to left (from the code) · Falls back to English');
  // Nothing is saved until Save settings.
  expect((await readSettings()).languages).toEqual(settings.languages);
  await list.scrollIntoViewIfNeeded();
  await shootAtWidths(page, 'admin-settings-languages');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Site settings saved').first()).toBeVisible();
  expect((await readSettings()).languages).toEqual([
    ...settings.languages,
    { code: 'bn', name: 'বাংলা' },
    { code: 'ar', name: 'العربية' },
  ]);
  await expect(sidebar(page).getByRole('link', { name: 'Languages' })).toBeVisible();

  // The Home editor in Bengali: the switcher keeps it in the address, the hero's button counts its texts.
  await sidebar(page).getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByLabel('Language', { exact: true }).selectOption('bn');
  await expect(page).toHaveURL(/[?&]locale=bn/);
  await expect(heroButton(page)).toContainText(/\d+ to translate/);
  const before = Number(/(\d+) to translate/.exec((await heroButton(page).textContent()) ?? '')?.[1]);

  await heroButton(page).click();
  await expect(editor(page)).toBeVisible();
  const title = editor(page).getByLabel('Title', { exact: true });
  // Empty (it falls back), with the English title as its placeholder and beside it.
  await expect(title).toHaveValue('');
  await expect(title).toHaveAttribute('placeholder', hero.title);
  await expect(title).toHaveAttribute('lang', 'bn');
  await expect(editor(page).getByText(hero.title, { exact: true }).first()).toBeVisible();
  // Colours are the same in every language: not in the form.
  await expect(editor(page).getByLabel(/colou?r/i)).toHaveCount(0);
  const count = editor(page).getByRole('status').filter({ hasText: 'texts not translated yet' });
  await expect(count).toHaveText(new RegExp(`^${before} of \\d+ texts not translated yet$`));
  await title.fill('স্বাগতম');
  await expect(count).toHaveText(new RegExp(`^${before - 1} of \\d+ texts not translated yet$`));
  // Needs translation hides what is translated.
  await editor(page).getByLabel('Needs translation').check();
  await expect(editor(page).getByLabel('Title', { exact: true })).toHaveCount(0);
  await editor(page).getByLabel('Needs translation').uncheck();
  await shootAtWidths(page, 'admin-translation-form');
  await editor(page).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Hero saved in বাংলা').first()).toBeVisible();
  await expect(editor(page)).toHaveCount(0);
  await expect(heroButton(page)).toContainText(`${before - 1} to translate`);
  // The preview shows the page in Bengali.
  await expect(page.getByTestId('preview')).toContainText('স্বাগতম');
  // And every Bengali draft on the page, the open section's or not (here the services' title).
  const admin = { 'content-type': 'application/json', ...authHeader(await adminToken()) };
  const drafted = await fetch(api(SERVICES_DRAFT), { method: 'PUT', headers: admin, body: '{"title":"আমাদের পরিষেবা"}' });
  expect(drafted.ok).toBe(true);
  await page.reload();
  await expect(page.getByTestId('preview')).toContainText('আমাদের পরিষেবা');
  await heroButton(page).click();
  await expect(editor(page)).toBeVisible();
  await expect(page.getByTestId('preview').first()).toContainText('আমাদের পরিষেবা');
  await editor(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(editor(page)).toHaveCount(0);
  await fetch(api(SERVICES_DRAFT), { method: 'DELETE', headers: admin });

  // Saved for Bengali only: its page answer has it, the English hero is as it was.
  const bengali = (await (await fetch(api('pages/home?locale=bn'))).json()) as {
    locale: string;
    sections: { hero: Hero };
    fallback: Record<string, string[]>;
  };
  expect(bengali.locale).toBe('bn');
  expect(bengali.sections.hero.title).toBe('স্বাগতম');
  expect(bengali.fallback.hero).not.toContain('title');
  expect((await readSection<Hero>('home/hero/')).title).toBe(hero.title);
  const arabic = (await (await fetch(api('home/hero?locale=ar'))).json()) as Hero & { fallback: string[] };
  expect(arabic.title).toBe(hero.title);
  expect(arabic.fallback).toContain('title');

  // Copy from English fills the form to start from (asked first: the form has a text); dropped here.
  await heroButton(page).click();
  await expect(title).toHaveValue('স্বাগতম');
  await editor(page).getByRole('button', { name: 'Copy from English' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Copy from English' }).click();
  await expect(title).toHaveValue(hero.title);
  await expect(editor(page).getByText('Every text is translated')).toBeVisible();
  await editor(page).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(editor(page)).toHaveCount(0);
  expect(((await (await fetch(api('home/hero?locale=bn'))).json()) as Hero).title).toBe('স্বাগতম');

  // The Languages overview: each section's count per language, each a link to its form in that language.
  await sidebar(page).getByRole('link', { name: 'Languages' }).click();
  await expect(page).toHaveURL(/\/admin\/languages\?locale=bn$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();
  const heroLink = page.getByRole('link', { name: /^Hero in বাংলা: 1 of \d+ texts translated$/ });
  await expect(heroLink).toBeVisible();
  await expect(page.getByRole('link', { name: /^Hero in العربية: 0 of \d+ texts translated$/ })).toBeVisible();
  const totals = page.getByRole('list', { name: 'Each language over the site' });
  await expect(totals.getByRole('listitem').filter({ hasText: 'বাংলা' })).toContainText(/1 of \d+ texts translated/);
  await shootAtWidths(page, 'admin-languages');
  await heroLink.click();
  await expect(page).toHaveURL(/\/admin\/home\?section=hero&locale=bn$/);
  await expect(editor(page)).toBeVisible();
  await expect(editor(page).getByLabel('Title', { exact: true })).toHaveValue('স্বাগতম');
});

test('the services and an editor-built page translated into Bengali, for Bengali only, and counted in the overview', async ({
  page,
}) => {
  await putSettings({
    ...(await readSettings()),
    languages: [...settings.languages, { code: 'bn', name: 'বাংলা' }, { code: 'ar', name: 'العربية' }],
  });
  const headers = { ...authHeader(await adminToken()), 'content-type': 'application/json' };
  const hero = {
    type: 'home/hero',
    data: { ...getSection('hero').defaults, title: 'Big offer', description: 'Cheap and cheerful.' },
  };
  const created = await fetch(api('custom-pages/'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ slug: PAGE, title: 'Offers', blocks: [hero] }),
  });
  expect(created.status, await created.text()).toBe(201);
  await signIn(page, '/admin/services');
  // In English the manager is as it was, with the language switcher above it.
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
  await page.getByLabel('Language', { exact: true }).selectOption('bn');
  await expect(page).toHaveURL(/\/admin\/services\?locale=bn$/);
  await expect(
    page.getByText('Adding, deleting and reordering services, their slugs and colours are edited in English.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  const services = page.getByRole('list', { name: 'Services in বাংলা' });
  await expect(services.getByRole('listitem')).toHaveText([/^Cleaning: \d+ texts not translated yet$/, /^Security: \d+ texts/]);
  const total = Number(
    /^(\d+) texts/.exec((await page.getByRole('status').filter({ hasText: 'in the services' }).textContent()) ?? '')?.[1],
  );
  expect(total).toBeGreaterThanOrEqual(5);

  await page.getByRole('button', { name: 'Edit Services in বাংলা' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Services in বাংলা' });
  const title = dialog.getByLabel('Cleaning · Title', { exact: true });
  await expect(title).toHaveValue('');
  await expect(title).toHaveAttribute('placeholder', 'Cleaning');
  await expect(dialog.getByLabel(/colou?r|slug/i)).toHaveCount(0);
  const count = dialog.getByRole('status').filter({ hasText: 'texts not translated yet' });
  await expect(count).toHaveText(`${total} of ${total} texts not translated yet`);
  await title.fill('পরিষ্কার');
  await dialog.getByLabel('Cleaning · Features 1 · Description', { exact: true }).fill('সকালের মধ্যে');
  await expect(count).toHaveText(`${total - 2} of ${total} texts not translated yet`);
  await dialog.getByLabel('Needs translation').check();
  await expect(dialog.getByLabel('Cleaning · Title', { exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel('Security · Title', { exact: true })).toBeVisible();
  await dialog.getByLabel('Needs translation').uncheck();
  await shootAtWidths(page, 'admin-services-translation');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Services saved in বাংলা').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(services.getByRole('listitem').first()).toHaveText(/^পরিষ্কার: \d+ texts not translated yet$/);
  await expect(page.getByTestId('preview')).toContainText('পরিষ্কার');
  await shootAtWidths(page, 'admin-services-in-language');

  // Saved for Bengali only, by the services' ids: English is as it was, Arabic falls back.
  const bengali = (await (await fetch(api('services?locale=bn'))).json()) as {
    title: string;
    features: { description: string }[];
  }[];
  expect(bengali[0]).toMatchObject({ title: 'পরিষ্কার', features: [{ description: 'সকালের মধ্যে' }] });
  const english = (await (await fetch(api('services'))).json()) as { title: string }[];
  expect(english.map((s) => s.title)).toEqual(['Cleaning', 'Security']);
  expect(((await (await fetch(api('services?locale=ar'))).json()) as { title: string }[])[0]!.title).toBe('Cleaning');

  // The page in Bengali: its title and its blocks' texts; blocks are moved and added in English only.
  await page.goto(`/admin/pages/${PAGE}?locale=bn`);
  await expect(page.getByText('Blocks are added, removed and moved', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add block' })).toHaveCount(0);
  const pageCount = page.getByRole('status').filter({ hasText: 'on this page in বাংলা' });
  const pageTotal = Number(/^(\d+) texts/.exec((await pageCount.textContent()) ?? '')?.[1]);
  expect(pageTotal).toBeGreaterThanOrEqual(3);
  await page.getByRole('button', { name: 'Edit page in বাংলা' }).click();
  const pageDialog = page.getByRole('dialog', { name: 'Edit Page "Offers" in বাংলা' });
  await expect(pageDialog.getByLabel('Title', { exact: true })).toHaveAttribute('placeholder', 'Offers');
  await pageDialog.getByLabel('Title', { exact: true }).fill('অফার');
  await pageDialog.getByLabel('Block 1 (Hero) · Title', { exact: true }).fill('বড় অফার');
  await expect(pageDialog.getByRole('status').filter({ hasText: 'texts not translated yet' })).toHaveText(
    `${pageTotal - 2} of ${pageTotal} texts not translated yet`,
  );
  await shootAtWidths(page, 'admin-page-translation');
  await pageDialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page "Offers" saved in বাংলা').first()).toBeVisible();
  await expect(pageCount).toHaveText(`${pageTotal - 2} texts not translated yet on this page in বাংলা`);
  await expect(page.getByTestId('preview')).toContainText('বড় অফার');
  await shootAtWidths(page, 'admin-page-in-language');
  const bengaliPage = (await (await fetch(api(`custom-pages/${PAGE}?locale=bn`), { headers })).json()) as {
    title: string;
    blocks: { data: { title: string; description: string } }[];
  };
  expect(bengaliPage).toMatchObject({
    title: 'অফার',
    blocks: [{ data: { title: 'বড় অফার', description: 'Cheap and cheerful.' } }],
  });
  const englishPage = (await (await fetch(api(`custom-pages/${PAGE}`), { headers })).json()) as { title: string };
  expect(englishPage.title).toBe('Offers');

  // The overview counts the services and the page per language and opens each in that language.
  await sidebar(page).getByRole('link', { name: 'Languages' }).click();
  await expect(page.getByRole('link', { name: `Page "Offers" in বাংলা: 2 of ${pageTotal} texts translated` })).toBeVisible();
  const link = page.getByRole('link', { name: `Services in বাংলা: 2 of ${total} texts translated` });
  await expect(link).toBeVisible();
  await expect(page.getByRole('link', { name: `Services in العربية: 0 of ${total} texts translated` })).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/admin\/services\?locale=bn$/);
  await expect(page.getByRole('button', { name: 'Edit Services in বাংলা' })).toBeVisible();
});

test("a page's search-engine settings opened in Bengali from the overview, its title in the Bengali page's <title> only", async ({
  page,
}) => {
  await putSettings({
    ...(await readSettings()),
    languages: [...settings.languages, { code: 'bn', name: 'বাংলা' }, { code: 'ar', name: 'العربية' }],
  });
  const english = 'About Brightwell, the cleaners';
  await putPageSeo('about', { ...aboutSeo, title: english, description: '', image: '' });
  await signIn(page, '/admin/languages');
  await page.getByRole('link', { name: 'Search-engine settings of "about" in বাংলা: 0 of 1 texts translated' }).click();
  // The About screen in Bengali, its SEO panel open on the page's settings.
  await expect(page).toHaveURL(/\/admin\/about\?seo=about&locale=bn$/);
  const dialog = page.getByRole('dialog', { name: 'Search engines and sharing in বাংলা' });
  const title = dialog.getByLabel('Page title', { exact: true });
  await expect(title).toHaveValue('');
  await expect(title).toHaveAttribute('placeholder', english);
  await expect(title).toHaveAttribute('lang', 'bn');
  // The English title beside the field (in English, as the field's note).
  await expect(dialog.locator('[lang="en"]').filter({ hasText: english })).toBeVisible();
  const count = dialog.getByRole('status');
  await expect(count).toHaveText('1 of 1 texts not translated yet');
  // Noindex is every language's: shown as English sets it, not editable here.
  await expect(dialog.getByLabel('Hide this page from search engines (noindex)')).toBeDisabled();
  await expect(dialog.getByText('Set in English for every language:')).toBeVisible();
  // The search result shows the Bengali address and, until translated, the English title.
  const result = dialog.getByTestId('search-result-preview');
  await expect(result).toContainText('/bn/about');
  await expect(result).toContainText(english);
  await title.fill('আমাদের সম্পর্কে');
  await expect(count).toHaveText('Every text is translated (1).');
  await expect(result).toContainText('আমাদের সম্পর্কে');
  await shootAtWidths(page, 'admin-seo-translation');
  await result.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-seo-translation-previews-1440.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search-engine settings saved in বাংলা').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Saved for Bengali only: its page's <title> has it, the English page's is as it was.
  await page.goto('/bn/about');
  await expect(page).toHaveTitle(/আমাদের সম্পর্কে/);
  await page.goto('/about');
  await expect(page).toHaveTitle(new RegExp(english));
  expect(((await (await fetch(api('seo/about'))).json()) as PageSeo).title).toBe(english);
});
