// The Services Manager against the real server: the spinner and
// the demo's 5 tabs, a tab opened by its address, a live preview of each keystroke, Add and Save
// (the new-service defaults, the slug derived from the title, the public page), confirmed
// feature and service deletes, client and server validation on the fields they name, the empty
// state, and the screen at phone width in the dark theme. Before each test the demo list is put
// back through the API, and after the file too, so every test and every other file sees it.
import type { Locator, Page } from '@playwright/test';
import type { SectionData, Service } from '@site/contracts';
import { signIn } from './admin-session';
import { coloursOf, rgbOf } from './computed-colours';
import { AUTOSAVE_DELAY_MS } from '../src/admin/drafts/useAutosave';
import { draftStatus, putSection, readHistory, readSection } from './content';
import { expect, test } from './fixtures';

const LIST = '**/backend/api/services/';
let original: Service[] = [];

test.beforeAll(async () => {
  original = await readSection<Service[]>('services/');
  expect(original).toHaveLength(5);
});
test.beforeEach(async () => {
  await putSection('services/', original);
});
test.afterAll(async () => {
  await putSection('services/', original);
});

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Services' }).getByRole('tab');
const tab = (page: Page, title: string) => page.getByRole('tab', { name: title, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
/** A field of the service itself: it comes before any feature's field of the same name. */
const field = (page: Page, label: string) => panel(page).getByLabel(label, { exact: true }).first();
const feature = (page: Page, n: number) => panel(page).getByRole('group', { name: `Feature ${n}`, exact: true });
const preview = (page: Page) => page.getByTestId('preview');
const confirmDialog = (page: Page) => page.getByRole('alertdialog');

async function open(page: Page, path = '/admin/services'): Promise<void> {
  await signIn(page, path);
  await expect(tabs(page)).toHaveCount(original.length);
}

async function expectSelected(page: Page, title: string): Promise<void> {
  await expect(tab(page, title)).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Title')).toHaveValue(title);
}

const listFromApi = () => readSection<Service[]>('services/');

test('shows a spinner while loading, then one tab per service with the first selected', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(LIST, async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.fallback();
  });
  await signIn(page, '/admin/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services Manager' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading services...' })).toBeVisible();
  release();

  await expect(tabs(page)).toHaveText(original.map((s) => s.title));
  await expect(page.getByText('Loading services...')).toBeHidden();
  await expectSelected(page, original[0]!.title);
  // Delete is the form's, labelled for what it does; the tabs only select.
  await expect(panel(page).getByRole('button', { name: 'Delete service', exact: true })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Services' }).getByRole('button')).toHaveCount(0);
  await expect(page.locator('figure[aria-label="Live preview"]')).toContainText(
    `https://www.brightwell.example/services/${original[0]!.slug}`,
  );
});

test('a failed load says so', async ({ page }) => {
  await page.route(LIST, (route) =>
    route.fulfill({ status: 500, json: { error: 'Something went wrong on our side. Please try again.' } }),
  );
  await signIn(page, '/admin/services');
  await expect(page.getByRole('alert')).toContainText('Something went wrong on our side. Please try again.');
  await expect(page.getByRole('tab')).toHaveCount(0);
});

test('/admin/services/{slug} opens that service; choosing a tab puts its slug in the address', async ({ page }) => {
  const [first, second, , fourth] = original;
  await open(page, `/admin/services/${fourth!.slug}`);
  await expectSelected(page, fourth!.title);
  await expect(preview(page).locator('h1')).toHaveText(fourth!.title);

  await tab(page, second!.title).click();
  await expectSelected(page, second!.title);
  await expect(page).toHaveURL(new RegExp(`/admin/services/${second!.slug}$`));

  // The arrow keys move between the tabs and select.
  await tab(page, second!.title).press('ArrowLeft');
  await expectSelected(page, first!.title);
  await expect(tab(page, first!.title)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/admin/services/${first!.slug}$`));
});

test('an unknown slug opens the first service with a notice', async ({ page }) => {
  await open(page, '/admin/services/no-such-service');
  await expect(page.getByText('There is no service at “no-such-service”: showing the first one instead.')).toBeVisible();
  await expectSelected(page, original[0]!.title);
});

test('the preview shows each keystroke before saving, and the tab follows the title', async ({ page }) => {
  const second = original[1]!;
  await open(page, `/admin/services/${second.slug}`);
  await field(page, 'Title').fill('Security, Live Edit');
  await expect(preview(page).locator('h1')).toHaveText('Security, Live Edit');
  await expect(tab(page, 'Security, Live Edit')).toHaveAttribute('aria-selected', 'true');
  await field(page, 'Tagline').fill('A tagline typed just now');
  await expect(preview(page)).toContainText('A tagline typed just now');
  // Nothing was saved.
  expect((await listFromApi())[1]!.title).toBe(second.title);
});

test("Add starts 'New Service 6' with the new-service colours; Save derives the slug and the site shows the page", async ({
  page,
}) => {
  await open(page);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(tabs(page)).toHaveCount(6);
  await expectSelected(page, 'New Service 6');
  await expect(field(page, 'Slug')).toHaveValue('');
  await expect(field(page, 'Hero background colour')).toHaveValue('#FFFFFF');
  await expect(field(page, 'Hero text colour')).toHaveValue('#000000');
  await expect(field(page, 'Features background colour')).toHaveValue('#F8F9FA');
  await expect(field(page, 'Features text colour')).toHaveValue('#212529');
  await expect(feature(page, 1)).toHaveCount(0);

  await field(page, 'Title').fill('E2E Window Care');
  await panel(page).getByRole('button', { name: 'Add Feature', exact: true }).click();
  await feature(page, 1).getByLabel('Title', { exact: true }).fill('Streak-free glass');
  await feature(page, 1).getByLabel('Description', { exact: true }).fill('Inside and out, every month.');
  await expect(preview(page)).toContainText('Streak-free glass');
  await expect(page.locator('figure[aria-label="Live preview"]')).toContainText(
    'https://www.brightwell.example/services/e2e-window-care',
  );

  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/backend/api/services/'));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const sent = (await put).postDataJSON() as Service[];
  expect(sent).toHaveLength(6);
  expect(sent[5]).toMatchObject({ title: 'E2E Window Care', slug: 'e2e-window-care' });
  expect(sent[5]).not.toHaveProperty('_id');

  await expect(page.getByText('Saved successfully!', { exact: true })).toBeVisible();
  await expect(field(page, 'Slug')).toHaveValue('e2e-window-care');
  await expect(page).toHaveURL(/\/admin\/services\/e2e-window-care$/);
  const saved = (await listFromApi()).find((s) => s.slug === 'e2e-window-care');
  expect(saved?._id).toBeTruthy();
  expect(saved?.features).toEqual([{ title: 'Streak-free glass', description: 'Inside and out, every month.', iconPath: '' }]);

  await page.goto('/services/e2e-window-care');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Window Care');
  await expect(page.getByText('Streak-free glass')).toBeVisible();
  await expect(page.getByText('Inside and out, every month.')).toBeVisible();
});

test("removing a feature asks 'Delete this feature?' first", async ({ page }) => {
  const first = original[0]!;
  const [gone, ...kept] = first.features;
  await open(page);
  await expect(panel(page).getByRole('group', { name: /^Feature \d+$/ })).toHaveCount(first.features.length);

  await feature(page, 1).getByRole('button', { name: 'Remove Feature 1' }).click();
  await expect(confirmDialog(page)).toContainText('Delete this feature?');
  await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(panel(page).getByRole('group', { name: /^Feature \d+$/ })).toHaveCount(first.features.length);

  await feature(page, 1).getByRole('button', { name: 'Remove Feature 1' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(panel(page).getByRole('group', { name: /^Feature \d+$/ })).toHaveCount(kept.length);
  await expect(feature(page, 1).getByLabel('Title', { exact: true })).toHaveValue(kept[0]!.title);
  // The preview is hidden from the accessibility tree, so it is read by its markup.
  await expect(preview(page).locator('h3', { hasText: kept[0]!.title }).first()).toBeAttached();
  await expect.poll(() => preview(page).locator('h3').allTextContents()).not.toContain(gone!.title);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Saved successfully!', { exact: true })).toBeVisible();
  expect((await listFromApi())[0]!.features.map((f) => f.title)).toEqual(kept.map((f) => f.title));
});

test("deleting a service asks 'Delete this service?', deletes it on the server, selects the previous tab; History brings it back", async ({
  page,
}) => {
  const [, second, third] = original;
  await open(page, `/admin/services/${third!.slug}`);
  const remove = panel(page).getByRole('button', { name: 'Delete service', exact: true });

  await remove.click();
  await expect(confirmDialog(page)).toContainText('Delete this service?');
  await expect(confirmDialog(page)).toContainText(
    'Its page leaves the site at once. History keeps the list as it was: restoring the version before the delete brings the service back.',
  );
  await expect(confirmDialog(page)).not.toContainText('cannot be undone');
  await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(tabs(page)).toHaveCount(5);
  await expectSelected(page, third!.title);

  const before = (await readHistory('services')).current;
  const deleted = page.waitForRequest((r) => r.method() === 'DELETE');
  await remove.click();
  await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).url()).toContain(`/backend/api/services/${third!._id}/`);
  await expect(tab(page, third!.title)).toHaveCount(0);
  await expect(tabs(page)).toHaveCount(4);
  await expectSelected(page, second!.title);
  await expect(page).toHaveURL(new RegExp(`/admin/services/${second!.slug}$`));
  await expect.poll(async () => (await listFromApi()).map((s) => s.slug)).not.toContain(third!.slug);

  // As the confirm says: the version before the delete, restored, has the service again.
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('dialog', { name: 'History of the services list' });
  await expect(history).toContainText(`Deleted the service "${third!.title}"`);
  // Restore and publish: the list is live again at once (Restore alone would put it in the draft).
  await history.getByRole('button', { name: `Restore and publish version ${before}`, exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `Restore and publish version ${before}?` })
    .getByRole('button', { name: 'Restore and publish' })
    .click();
  await expect(tab(page, third!.title)).toHaveCount(1);
  expect((await listFromApi()).map((s) => s._id)).toEqual(original.map((s) => s._id));
  // The delete was published as it happened: no draft of the shorter list follows it after the
  // autosave's pause (it would hide the restored service the next time the manager opens).
  await page.waitForTimeout(AUTOSAVE_DELAY_MS + 1000);
  expect(await draftStatus('services')).toBe(404);
});

test('deleting a new, unsaved service only drops its tab', async ({ page }) => {
  await open(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE') calls.push(r.url());
  });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expectSelected(page, 'New Service 6');
  await panel(page).getByRole('button', { name: 'Delete service', exact: true }).click();
  await expect(confirmDialog(page)).toContainText('It has not been saved yet, so it cannot be brought back.');
  await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(tabs(page)).toHaveCount(5);
  await expectSelected(page, original[4]!.title);
  expect(calls).toEqual([]);
  expect(await listFromApi()).toHaveLength(5);
});

test('with no services it says how to start, and Add makes the first', async ({ page }) => {
  await page.route(LIST, (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback()));
  await signIn(page, '/admin/services');
  await expect(page.getByText('No services yet. Click "Add" to create one.', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expectSelected(page, 'New Service 1');
  await expect(page.getByText('No services yet. Click "Add" to create one.')).toBeHidden();
});

test("a duplicate slug shows the server's message on the slug field of the service it names", async ({ page }) => {
  const [first, second] = original;
  await open(page);
  await field(page, 'Slug').fill(second!.slug);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();

  // The server names the later of the two (item 2): its tab opens with the message on its slug.
  const message = `The slug "${second!.slug}" is used by more than one service (items 1 and 2).`;
  await expectSelected(page, second!.title);
  await expect(field(page, 'Slug')).toHaveAttribute('aria-invalid', 'true');
  await expect(panel(page).getByText(message, { exact: true })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible();
  expect((await listFromApi())[0]!.slug).toBe(first!.slug);
});

test('an empty title is refused before any request, on the field', async ({ page }) => {
  await open(page);
  let puts = 0;
  // The saves of the list or its draft; the open form's presence beats are PUTs too.
  page.on('request', (r) => {
    if (r.method() === 'PUT' && !r.url().includes('/backend/api/presence/')) puts += 1;
  });
  await field(page, 'Title').fill('');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(panel(page).getByText('Every service needs a title.', { exact: true })).toBeVisible();
  expect(puts).toBe(0);
});

async function overflows(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.scrollWidth > el.clientWidth);
}

test('at 375px in the dark theme the tabs scroll sideways and the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await open(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const strip = page.getByRole('tablist', { name: 'Services' });
  expect(await overflows(strip)).toBe(true);
  await tab(page, original[4]!.title).click();
  await expect(tab(page, original[4]!.title)).toBeInViewport();
  await expectSelected(page, original[4]!.title);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('at 390px the tab strip shows which ends hide tabs, and its buttons scroll it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page);
  const strip = page.getByRole('tablist', { name: 'Services' });
  const back = page.getByRole('button', { name: 'Scroll the tabs back' });
  const on = page.getByRole('button', { name: 'Scroll the tabs on' });
  const scrollLeft = () => strip.evaluate((el) => el.scrollLeft);
  // At the start: only the far end hides tabs, and fades out.
  await expect(on).toBeVisible();
  await expect(back).toHaveCount(0);
  await expect(strip).toHaveCSS('mask-image', /linear-gradient/);
  await expect(tab(page, original[4]!.title)).not.toBeInViewport();

  await on.click();
  await expect.poll(scrollLeft).toBeGreaterThan(0);
  await expect(back).toBeVisible();
  // Pressed until the far end is reached, where its button goes.
  await expect(async () => {
    if ((await on.count()) > 0) await on.click({ timeout: 1000 });
    await expect(on).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  await expect(tab(page, original[4]!.title)).toBeInViewport();
  await expect(back).toBeVisible();

  await back.click();
  await expect(on).toBeVisible();
  // The buttons only scroll: the selection stays.
  await expectSelected(page, original[0]!.title);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('leaving the manager with unsaved changes asks first; switching tabs does not', async ({ page }) => {
  await open(page);
  await field(page, 'Title').fill('Unsaved E2E title');
  await tab(page, original[1]!.title).click();
  await expect(confirmDialog(page)).toBeHidden();
  await expectSelected(page, original[1]!.title);

  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(confirmDialog(page)).toContainText('Discard your unsaved changes?');
  await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/services\//);
  await tab(page, 'Unsaved E2E title').click();
  await expect(field(page, 'Title')).toHaveValue('Unsaved E2E title');

  await sidebar.getByRole('link', { name: 'Home', exact: true }).click();
  await confirmDialog(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
});

test("the preview draws the service page in the site's own colours, navbar and footer included", async ({ page }) => {
  const service = original[0]!;
  const firstFeature = service.features[0]!;
  const elements = (root: Locator) => ({
    tagline: root.getByText(service.tagline, { exact: true }),
    'feature icon': root.locator('li', { hasText: firstFeature.title }).locator('> span').first(),
    title: root.locator('h1'),
    'features heading': root.locator('h2', { hasText: 'Features' }),
    'navbar button': root.locator('header a[href="/contact"]'),
    footer: root.locator('footer'),
  });

  await page.goto(`/services/${service.slug}`);
  const site = await coloursOf(elements(page.locator('body')));
  // The site's accent is the navbar's button colour, not the stylesheet's default.
  const navbar = await readSection<SectionData<'navbar'>>('layout/navbar');
  expect(site['navbar button']![1]).toBe(rgbOf(navbar.buttonBgColor));

  await open(page, `/admin/services/${service.slug}`);
  await expect(preview(page).locator('header')).toBeAttached();
  expect(await coloursOf(elements(preview(page)))).toEqual(site);
});
