// No lost updates: two admins, each in a browser of their own, edit the same section or
// the services list. The first save wins; the second gets the conflict dialog, and either reloads
// (their form then shows the first admin's text) or overwrites (the first admin's version stays in
// the history, with who saved it). Every document changed here is put back after the file.
import type { Locator, Page } from '@playwright/test';
import type { Hero, Service } from '@site/contracts';
import { signIn } from './admin-session';
import { putSection, readHistory, readSection, readVersion } from './content';
import { adminCredentials } from './fixtures';
import { expect, secondAdmin, test } from './second-admin';

const HERO = 'home/hero/';
let hero: Hero;
let services: Service[];

test.beforeAll(async () => {
  hero = await readSection<Hero>(HERO);
  services = await readSection<Service[]>('services/');
});
test.afterEach(async () => {
  await putSection(HERO, hero);
  await putSection('services/', services);
});

const conflictDialog = (page: Page, what: 'this section' | 'the services list') =>
  page.getByRole('alertdialog', { name: `Someone else saved ${what}` });

/** Opens the Hero editor on the home editor screen and gives its dialog. */
async function openHero(page: Page): Promise<Locator> {
  await page.goto('/admin');
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Hero', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Hero' });
  await expect(dialog.getByLabel('Title', { exact: true }).first()).toHaveValue(hero.title);
  return dialog;
}

async function saveTitle(dialog: Locator, title: string): Promise<void> {
  await dialog.getByLabel('Title', { exact: true }).first().fill(title);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
}

test.describe('a section', () => {
  test("the second save meets the conflict dialog; Reload shows the first admin's text and the next save goes through", async ({
    page,
    pageB,
  }) => {
    const first = adminCredentials().username;
    await signIn(page);
    const dialogA = await openHero(page);
    const dialogB = await openHero(pageB);

    await saveTitle(dialogA, `A's hero ${Date.now()}`);
    await expect(page.getByText('Hero Updated Successfully', { exact: true })).toBeVisible();
    const saidA = (await readSection<Hero>(HERO)).title;

    await saveTitle(dialogB, "B's hero");
    const conflict = conflictDialog(pageB, 'this section');
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText(`${first} saved a newer version at`);
    await expect(conflict).toContainText(
      'Reload to see their changes (yours will be discarded), or overwrite their version with yours.',
    );
    await expect(conflict.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // Nothing was written by the refused save.
    expect((await readSection<Hero>(HERO)).title).toBe(saidA);

    await conflict.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect(conflict).toBeHidden();
    await expect(pageB.getByText('Loaded the latest version.')).toBeVisible();
    await expect(dialogB).toBeVisible();
    await expect(dialogB.getByLabel('Title', { exact: true }).first()).toHaveValue(saidA);
    await expect(pageB.getByTestId('preview')).toContainText(saidA);

    // The reloaded version is the one B's next save replaces: no conflict now.
    await saveTitle(dialogB, `B's hero after reload ${Date.now()}`);
    await expect(pageB.getByText('Hero Updated Successfully', { exact: true })).toBeVisible();
    await expect(conflictDialog(pageB, 'this section')).toBeHidden();
    expect((await readSection<Hero>(HERO)).title).toMatch(/^B's hero after reload/);
  });

  test("Overwrite saves B's text; A's version stays in the history, each with who saved it", async ({ page, pageB }) => {
    const first = adminCredentials().username;
    const second = (await secondAdmin()).username;
    await signIn(page);
    const dialogA = await openHero(page);
    const dialogB = await openHero(pageB);
    const saidA = `A's hero ${Date.now()}`;
    const saidB = `B's hero ${Date.now()}`;

    await saveTitle(dialogA, saidA);
    await expect(page.getByText('Hero Updated Successfully', { exact: true })).toBeVisible();
    await saveTitle(dialogB, saidB);
    const conflict = conflictDialog(pageB, 'this section');
    await conflict.getByRole('button', { name: 'Overwrite', exact: true }).click();
    await expect(pageB.getByText('Hero Updated Successfully', { exact: true })).toBeVisible();
    await expect(conflict).toBeHidden();
    await expect(dialogB).toBeHidden();
    expect((await readSection<Hero>(HERO)).title).toBe(saidB);

    const history = await readHistory('home/hero');
    const [newest, before] = history.items;
    expect(newest).toMatchObject({ version: history.current, savedBy: second });
    expect(before).toMatchObject({ version: history.current - 1, savedBy: first });
    expect((await readVersion<Hero>('home/hero', before!.version)).data.title).toBe(saidA);

    // The editor's own History shows both, the newest marked current.
    await pageB.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Hero', exact: true }).click();
    await pageB.getByRole('dialog', { name: 'Edit Hero' }).getByRole('button', { name: 'History' }).click();
    const versions = pageB
      .getByRole('dialog', { name: 'History of Hero' })
      .getByRole('list', { name: 'Versions, newest first' })
      .getByRole('listitem');
    await expect(versions.nth(0)).toContainText(`Version ${newest!.version} current`);
    await expect(versions.nth(0)).toContainText(second);
    await expect(versions.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(versions.nth(1)).toContainText(`Version ${before!.version}`);
    await expect(versions.nth(1)).toContainText(first);
    await expect(versions.nth(1).getByRole('button', { name: `Restore version ${before!.version}` })).toBeVisible();
  });

  test('a third save between the conflict and Overwrite is caught too', async ({ page, pageB }) => {
    await signIn(page);
    const dialogA = await openHero(page);
    const dialogB = await openHero(pageB);
    await saveTitle(dialogA, `A's hero ${Date.now()}`);
    await expect(page.getByText('Hero Updated Successfully', { exact: true })).toBeVisible();
    await saveTitle(dialogB, "B's hero");
    const conflict = conflictDialog(pageB, 'this section');
    await expect(conflict).toBeVisible();

    // Someone saves again while B reads the dialog.
    await putSection(HERO, { ...hero, title: 'A third save' });
    await conflict.getByRole('button', { name: 'Overwrite', exact: true }).click();
    await expect(conflict).toBeVisible();
    await expect(pageB.getByText('Hero Updated Successfully', { exact: true })).toBeHidden();
    expect((await readSection<Hero>(HERO)).title).toBe('A third save');
    await conflict.getByRole('button', { name: 'Cancel' }).click();
    await expect(conflict).toBeHidden();
    // Cancel keeps B's own text in the form.
    await expect(dialogB.getByLabel('Title', { exact: true }).first()).toHaveValue("B's hero");
  });
});

test.describe('the services list', () => {
  const tagline = (page: Page) => page.getByRole('tabpanel').getByLabel('Tagline', { exact: true }).first();

  async function openServices(page: Page): Promise<void> {
    await page.goto('/admin/services');
    await expect(tagline(page)).toHaveValue(services[0]!.tagline);
  }

  test("the second save meets the conflict dialog; Reload shows the first admin's list, Overwrite keeps both in the history", async ({
    page,
    pageB,
  }) => {
    await signIn(page);
    await openServices(page);
    await openServices(pageB);
    const saidA = `A's tagline ${Date.now()}`;

    await tagline(page).fill(saidA);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Saved successfully!')).toBeVisible();

    await tagline(pageB).fill("B's tagline");
    await pageB.getByRole('button', { name: 'Publish', exact: true }).click();
    const conflict = conflictDialog(pageB, 'the services list');
    await expect(conflict).toContainText(`${adminCredentials().username} saved a newer version at`);
    await conflict.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect(conflict).toBeHidden();
    await expect(tagline(pageB)).toHaveValue(saidA);

    // A saves again (once the first toast, over the Save button, is gone: the pointer leaves it, or
    // the toast waits while the line saying B is here moves the page under it); B's next save, based
    // on the reloaded list, is refused, and B overwrites.
    await page.mouse.move(0, 0);
    await expect(page.getByText('Saved successfully!')).toBeHidden({ timeout: 10_000 });
    await tagline(page).fill(`${saidA} again`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Saved successfully!')).toBeVisible();
    const saidB = `B's tagline ${Date.now()}`;
    await tagline(pageB).fill(saidB);
    await pageB.getByRole('button', { name: 'Publish', exact: true }).click();
    await conflict.getByRole('button', { name: 'Overwrite', exact: true }).click();
    await expect(pageB.getByText('Saved successfully!')).toBeVisible();
    expect((await readSection<Service[]>('services/'))[0]!.tagline).toBe(saidB);

    const history = await readHistory('services');
    expect(history.items[0]).toMatchObject({ savedBy: (await secondAdmin()).username });
    expect((await readVersion<Service[]>('services', history.items[1]!.version)).data[0]!.tagline).toBe(`${saidA} again`);
  });

  test('a service delete after someone else saved asks for a reload first, with no overwrite', async ({ page, pageB }) => {
    await signIn(page);
    await openServices(page);
    await openServices(pageB);
    await tagline(page).fill(`A's tagline ${Date.now()}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Saved successfully!')).toBeVisible();

    const last = services[services.length - 1]!;
    await pageB.getByRole('tab', { name: last.title, exact: true }).click();
    await pageB.getByRole('button', { name: 'Delete service', exact: true }).click();
    await pageB.getByRole('alertdialog', { name: 'Delete this service?' }).getByRole('button', { name: 'Delete' }).click();
    const conflict = conflictDialog(pageB, 'the services list');
    await expect(conflict).toContainText('then delete the service again if you still want to.');
    await expect(conflict.getByRole('button', { name: 'Overwrite' })).toHaveCount(0);
    expect(await readSection<Service[]>('services/')).toHaveLength(services.length);

    await conflict.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect(conflict).toBeHidden();
    await pageB.getByRole('tab', { name: last.title, exact: true }).click();
    await pageB.getByRole('button', { name: 'Delete service', exact: true }).click();
    await pageB.getByRole('alertdialog', { name: 'Delete this service?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(pageB.getByRole('tab', { name: last.title, exact: true })).toHaveCount(0);
    expect((await readSection<Service[]>('services/')).map((s) => s.title)).not.toContain(last.title);

    // The delete's answer named the list's new version: B's next save goes through.
    await tagline(pageB).fill(`B after the delete ${Date.now()}`);
    await pageB.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(pageB.getByText('Saved successfully!')).toBeVisible();
    await expect(conflict).toBeHidden();
  });
});
