// The shared field components inside the section editors: lists (add, remove, reorder),
// image fields (upload a file, choose from the library), the editors' own checks (Why Us, Add Member),
// the new-project defaults, field errors from the schema and from the server, the discard confirm,
// the accessible dialog, and the editor at 375px. Sections changed here are put back afterwards.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { signIn } from './admin-session';
import { putSection, readSection } from './content';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

const DEMO_IMAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/src/seed/images/about-crew.webp');

const originals = new Map<string, unknown>();
const TOUCHED = [
  'home/statistics/',
  'home/hero/',
  'home/why-us/',
  'about/team/',
  'projects/',
  'contact/contact2/',
  'home/services/',
];
test.beforeAll(async () => {
  for (const p of TOUCHED) originals.set(p, await readSection(p));
});
test.afterAll(async () => {
  for (const [p, doc] of originals) await putSection(p, doc);
});

async function openEditor(page: Page, adminPath: string, button: string, title = `Edit ${button}`) {
  await signIn(page, adminPath);
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

interface Stat {
  value: string;
  label: string;
}

test('a list item can be moved, removed and added; the preview follows and Save keeps the new order', async ({ page }) => {
  const before = (await readSection<{ stats: Stat[] }>('home/statistics/')).stats;
  const dialog = await openEditor(page, '/admin', 'Statistics');
  const preview = page.getByTestId('preview');
  const item = (n: number) => dialog.getByRole('group', { name: `Statistic ${n}`, exact: true });

  await expect(item(1).getByLabel('Label')).toHaveValue(before[0]!.label);
  await item(2).getByRole('button', { name: 'Move Statistic 2 up' }).click();
  await expect(item(1).getByLabel('Label')).toHaveValue(before[1]!.label);
  await expect(item(2).getByLabel('Label')).toHaveValue(before[0]!.label);
  await expect(item(1).getByRole('button', { name: 'Move Statistic 1 up' })).toBeDisabled();

  await item(3).getByRole('button', { name: 'Remove Statistic 3' }).click();
  await expect(preview).not.toContainText(before[2]!.label);

  await dialog.getByRole('button', { name: 'Add Statistic' }).click();
  const added = item(before.length);
  await expect(added.getByLabel('Value')).toHaveValue('');
  await added.getByLabel('Value').fill('77');
  await added.getByLabel('Label').fill('E2E new statistic');
  await expect(preview).toContainText('E2E new statistic');

  // The save refreshes the data in place: no page load (the marker on window survives), and while
  // it runs the button says 'Publishing...' and is disabled.
  await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/backend/api/home/statistics/', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Publishing...' })).toBeDisabled();
  release();
  await expect(page.getByText('Statistics data updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(preview).toContainText('E2E new statistic');
  expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);
  const after = (await readSection<{ stats: Stat[] }>('home/statistics/')).stats;
  expect(after.map((s) => s.label)).toEqual([
    before[1]!.label,
    before[0]!.label,
    ...before.slice(3).map((s) => s.label),
    'E2E new statistic',
  ]);
});

test('a list of plain values (phone numbers) can be reordered, trimmed and extended', async ({ page }) => {
  const before = (await readSection<{ phoneNumbers: string[] }>('contact/contact2/')).phoneNumbers;
  expect(before.length).toBeGreaterThanOrEqual(2);
  const dialog = await openEditor(page, '/admin/contact', 'Contact 2');
  const phone = (n: number) => dialog.getByLabel(`Phone number ${n}`, { exact: true });
  await expect(phone(1)).toHaveValue(before[0]!);
  await dialog.getByRole('button', { name: 'Move Phone number 1 down' }).click();
  await expect(phone(1)).toHaveValue(before[1]!);
  await expect(phone(2)).toHaveValue(before[0]!);
  await dialog.getByRole('button', { name: 'Remove Phone number 1' }).click();
  await expect(phone(1)).toHaveValue(before[0]!);
  await dialog.getByRole('button', { name: 'Add Phone number' }).click();
  await phone(before.length).fill('+1 (555) 010-9999');
  await expect(page.getByTestId('preview')).toContainText('+1 (555) 010-9999');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Contact 2 updated successfully!')).toBeVisible();
  const after = (await readSection<{ phoneNumbers: string[] }>('contact/contact2/')).phoneNumbers;
  expect(after).toEqual([before[0], ...before.slice(2), '+1 (555) 010-9999']);
});

test('Add Service (home services) only adds once both title and description are filled', async ({ page }) => {
  const dialog = await openEditor(page, '/admin', 'Services');
  const newService = dialog.getByRole('group', { name: 'New service' });
  const add = newService.getByRole('button', { name: 'Add Service' });
  await newService.getByLabel('Title').fill('E2E service');
  await expect(add).toBeDisabled();
  await newService.getByLabel('Description').fill('Added from the home services editor.');
  await add.click();
  await expect(page.getByTestId('preview')).toContainText('Added from the home services editor.');
});

test('an image field uploads a file under its category and can choose one from the library', async ({ page }) => {
  const dialog = await openEditor(page, '/admin', 'Hero');
  const preview = page.getByTestId('preview');
  const image1 = dialog.getByLabel('Image 1', { exact: true });

  const previous = await image1.inputValue();
  await dialog.getByLabel('Upload Image 1').setInputFiles(DEMO_IMAGE);
  // The upload answers once its AVIF and WebP copies are made (an 1800 px photo: six of them), which
  // takes a few seconds on a busy two-core machine, longer than an assertion's default wait.
  await expect(image1).not.toHaveValue(previous, { timeout: 30_000 });
  await expect(image1).toHaveValue(/^\/media\/.+\.webp$/);
  // The field names the uploaded file, not its stored address.
  await expect(dialog.getByText('about-crew.webp', { exact: true })).toBeVisible();
  const uploaded = await image1.inputValue();
  await expect(dialog.getByRole('img', { name: 'Current Image 1' })).toHaveAttribute('src', uploaded);
  await expect(preview.locator(`img[src="${uploaded}"]`).first()).toBeAttached();

  await dialog.getByRole('button', { name: 'Choose Image 2 from the library' }).click();
  const library = page.getByRole('dialog', { name: 'Choose Image 2' });
  await expect(library.getByRole('combobox', { name: 'Category' })).toHaveValue('hero');
  // The picker searches the library by name (and alt text).
  const choices = library.getByRole('button', { name: /^Choose .+ \(Home page, Hero\)$/ });
  const search = library.getByRole('searchbox', { name: 'Search' });
  await search.fill('reception');
  await expect(choices).toHaveCount(1);
  await expect(choices).toHaveAccessibleName('Choose hero-reception.webp (Home page, Hero)');
  await search.fill('no such picture');
  await expect(library.getByText('No image matches the search.')).toBeVisible();
  await search.fill('');
  // Not the newest (the one just uploaded): another of the category's images.
  const choice = library.getByRole('button', { name: /^Choose .+ \(Home page, Hero\)$/ }).nth(1);
  const chosenSrc = await choice.locator('img').getAttribute('src');
  await choice.click();
  await expect(library).toBeHidden();
  await expect(dialog.getByLabel('Image 2', { exact: true })).toHaveValue(chosenSrc!);

  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Hero Updated Successfully')).toBeVisible();
  const hero = await readSection<{ image1: string; image2: string }>('home/hero/');
  expect(hero).toMatchObject({ image1: uploaded, image2: chosenSrc });
  const images = (await (
    await fetch(`${baseUrl()}/backend/api/images/?category=hero`, { headers: authHeader(await adminToken()) })
  ).json()) as { image: string }[];
  expect(images.map((i) => i.image)).toContain(uploaded);
});

test('Why Us refuses to save without its required fields, in its own words', async ({ page }) => {
  const before = await readSection<{ title: string }>('home/why-us/');
  const dialog = await openEditor(page, '/admin', 'Why Us');
  await dialog.getByLabel('Title', { exact: true }).first().fill('');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Please fill all the required fields.')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect((await readSection<{ title: string }>('home/why-us/')).title).toBe(before.title);
});

test('Add Member stays disabled until name and position are filled, then adds the member', async ({ page }) => {
  const dialog = await openEditor(page, '/admin/about', 'Team');
  const newMember = dialog.getByRole('group', { name: 'New member' });
  const add = newMember.getByRole('button', { name: 'Add Member' });
  await expect(add).toBeDisabled();
  await newMember.getByLabel('Name').fill('Edith E2E');
  await expect(add).toBeDisabled();
  await newMember.getByLabel('Position').fill('Head of Testing');
  await expect(add).toBeEnabled();
  await add.click();
  await expect(newMember.getByLabel('Name')).toHaveValue('');
  await expect(page.getByTestId('preview')).toContainText('Edith E2E');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Team updated successfully!')).toBeVisible();
  const team = await readSection<{ teamInfo: { members: { id: string; name: string }[] } }>('about/team/');
  const member = team.teamInfo.members.at(-1)!;
  expect(member.name).toBe('Edith E2E');
  expect(member.id).not.toBe('');
});

test('a new project gets the new-project defaults and the id count + 1', async ({ page }) => {
  const before = await readSection<{ items: { id: number }[] }>('projects/');
  const dialog = await openEditor(page, '/admin/projects', 'Projects');
  await dialog.getByRole('button', { name: 'Add Project' }).click();
  const item = dialog.getByRole('group', { name: `Project ${before.items.length + 1}`, exact: true });
  await expect(item.getByLabel('Title')).toHaveValue('New Project');
  await expect(item.getByLabel('Description')).toHaveValue('New project description goes here.');
  await expect(item.getByLabel('Link')).toHaveValue('#');
  await expect(item.getByLabel('Link')).toHaveAttribute('type', 'url');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Projects updated successfully!')).toBeVisible();
  const after = await readSection<{ items: { id: number; title: string }[] }>('projects/');
  expect(after.items.at(-1)).toMatchObject({ id: before.items.length + 1, title: 'New Project' });
});

test("a field the schema refuses shows the contract's message on it; a server refusal shows on the field it names", async ({
  page,
}) => {
  const dialog = await openEditor(page, '/admin', 'Hero');
  const ctaLink = dialog.getByLabel('Call-to-action link', { exact: true });
  await ctaLink.fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog.getByText('Use a link that starts with http://, https://, /, #, mailto: or tel:.')).toBeVisible();
  await expect(ctaLink).toHaveAttribute('aria-invalid', 'true');

  await ctaLink.fill('#services');
  await page.route('**/backend/api/home/hero/', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          json: {
            error: 'title: Keep this under 300 characters.',
            issues: [{ path: 'title', message: 'Keep this under 300 characters.' }],
          },
        })
      : route.continue(),
  );
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Keep this under 300 characters.')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('Cancel with unsaved changes asks before discarding them; the preview goes back', async ({ page }) => {
  const before = await readSection<{ title: string }>('home/hero/');
  const dialog = await openEditor(page, '/admin', 'Hero');
  const preview = page.getByTestId('preview');
  await dialog.getByLabel('Title', { exact: true }).fill('E2E draft only');
  await expect(preview).toContainText('E2E draft only');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Discard your unsaved changes?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('E2E draft only');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(preview).not.toContainText('E2E draft only');
  await expect(preview).toContainText(before.title);
});

test('the editor dialog keeps focus inside, closes with Escape and gives focus back', async ({ page }) => {
  const dialog = await openEditor(page, '/admin', 'Our Clients');
  for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Our Clients' })).toBeFocused();
});

test('at 375px an editor fills the screen and can be edited and saved', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const dialog = await openEditor(page, '/admin/about', 'FAQ');
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
  expect(box?.width).toBeGreaterThan(360);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  await expect(dialog.getByRole('button', { name: 'Publish', exact: true })).toBeInViewport();
});

test('email fields are email-typed, link fields URL-typed, colours text beside a picker', async ({ page }) => {
  const dialog = await openEditor(page, '/admin/contact', 'Contact 1');
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  await expect(dialog.getByLabel('Button link', { exact: true })).toHaveAttribute('type', 'url');
  const colour = dialog.getByLabel('Background colour', { exact: true });
  await expect(colour).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Pick Background colour' }).click();
  await expect(dialog.getByRole('slider', { name: 'Hue' })).toBeVisible();
});
