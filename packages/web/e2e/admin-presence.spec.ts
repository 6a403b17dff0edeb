// Who else is here: two admins, each in a browser of their own, open the same section (or the site
// settings). Each sees the other within 5 s; the second is told who is editing and takes over, which
// the first is told; a publish by one is offered to the other at once with Reload theirs / Keep mine,
// and each button does what it says; closing the editor removes you from the other's list. At a
// phone's width and a desktop's. Every document changed here is put back after each test, and both
// editors are closed, so no presence is left for the next file.
import type { Locator, Page } from '@playwright/test';
import type { Hero, SiteSettings } from '@site/contracts';
import { signIn } from './admin-session';
import { putSection, putSettings, readSection, readSettings } from './content';
import { adminCredentials } from './fixtures';
import { expect, secondAdmin, test } from './second-admin';
import { SCREENSHOT_DIR } from './screenshots';

const HERO = 'home/hero/';
const WIDTHS = [390, 1440] as const;
let hero: Hero;
let settings: SiteSettings;

test.beforeAll(async () => {
  hero = await readSection<Hero>(HERO);
  settings = await readSettings();
});

/** Leaves both screens (their editors say goodbye as they close), then puts the content back. */
async function leave(...pages: Page[]) {
  for (const page of pages) await page.goto('about:blank');
  await putSection(HERO, hero);
  await putSettings(settings);
}

async function openHero(page: Page): Promise<Locator> {
  await page.goto('/admin');
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Hero', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Hero' });
  await expect(dialog.getByLabel('Title', { exact: true }).first()).toBeVisible();
  return dialog;
}

const title = (dialog: Locator) => dialog.getByLabel('Title', { exact: true }).first();
async function publishTitle(dialog: Locator, text: string) {
  await title(dialog).fill(text);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
}
const alsoHere = (where: Locator | Page, name: string) =>
  where.getByRole('status').filter({ hasText: new RegExp(`^Also here: ${name} \\(since \\d{1,2}:\\d{2}`) });
const notice = (where: Locator | Page, text: RegExp) => where.getByRole('alert').filter({ hasText: text });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('two admins on one section: each sees the other, one takes over, a publish is offered to the other at once', async ({
      page,
      pageB,
    }) => {
      // Two browsers and a dozen waits on beats: longer than one page's test.
      test.slow();
      const a = adminCredentials().username;
      const b = (await secondAdmin()).username;
      await pageB.setViewportSize({ width, height: 900 });
      try {
        await signIn(page);
        const dialogA = await openHero(page);
        const dialogB = await openHero(pageB);

        // Each sees the other within 5 s; the second is told who is editing.
        await expect(alsoHere(dialogA, b)).toBeVisible();
        await expect(alsoHere(dialogB, a)).toBeVisible();
        const editing = dialogB.getByRole('status').filter({ hasText: `${a} is editing this section since` });
        await expect(editing).toBeVisible();
        await expect(dialogA.getByRole('button', { name: 'Take over' })).toBeHidden();

        // The second takes over; the first is told, and may still work (nobody is blocked).
        await dialogB.getByRole('button', { name: 'Take over' }).click();
        await expect(editing).toBeHidden();
        const tookOver = dialogA.getByRole('status').filter({ hasText: `${b} took over editing at` });
        await expect(tookOver).toBeVisible();
        await expect(title(dialogA)).toBeEditable();
        if (width === 390) await expect(tookOver).toBeInViewport();

        // The first publishes (and the editor closes): the second is told at once; the form stays theirs.
        const saidA = `A's hero ${Date.now()}`;
        await publishTitle(dialogA, saidA);
        await expect(page.getByText('Hero Updated Successfully', { exact: true })).toBeVisible();
        await expect(dialogA).toBeHidden();
        const published = notice(dialogB, new RegExp(`^${a} published this section at \\d{1,2}:\\d{2}`));
        await expect(published).toBeVisible();
        await expect(published.getByRole('button', { name: 'Keep mine' })).toBeVisible();
        if (width === 390) await expect(published).toBeInViewport();
        await pageB.screenshot({ path: `${SCREENSHOT_DIR}/presence-notice-${width}.png` });
        await expect(title(dialogB)).toHaveValue(hero.title);
        // The first closed the editor: gone from the second's list within seconds.
        await expect(alsoHere(dialogB, a)).toBeHidden();

        // Reload theirs: the second's form becomes what the first published, and is based on it.
        await published.getByRole('button', { name: 'Reload theirs' }).click();
        await expect(published).toBeHidden();
        await expect(title(dialogB)).toHaveValue(saidA);

        // The first opens it again and is told the second holds it (taken over).
        const againA = await openHero(page);
        await expect(againA.getByRole('status').filter({ hasText: `${b} is editing this section since` })).toBeVisible();
        await expect(alsoHere(againA, b)).toBeVisible();
        await page.screenshot({ path: `${SCREENSHOT_DIR}/presence-editing-${width}.png` });

        // The second publishes over the reloaded version: no conflict.
        const saidB = `B's hero ${Date.now()}`;
        await publishTitle(dialogB, saidB);
        await expect(pageB.getByText('Hero Updated Successfully', { exact: true })).toBeVisible();
        await expect(dialogB).toBeHidden();

        // Keep mine: the first's form stays, and its next publish replaces theirs knowingly (no conflict dialog).
        const theirs = notice(againA, new RegExp(`^${b} published this section at`));
        await expect(theirs).toBeVisible();
        await expect(title(againA)).toHaveValue(saidA);
        await theirs.getByRole('button', { name: 'Keep mine' }).click();
        await expect(theirs).toBeHidden();
        await expect(title(againA)).toHaveValue(saidA);
        const saidA2 = `A's hero again ${Date.now()}`;
        await publishTitle(againA, saidA2);
        await expect(page.getByText('Hero Updated Successfully', { exact: true })).toBeVisible();
        await expect(page.getByRole('alertdialog', { name: 'Someone else saved this section' })).toBeHidden();
        expect((await readSection<Hero>(HERO)).title).toBe(saidA2);
      } finally {
        await leave(page, pageB);
      }
    });

    test('two admins on the site settings: each sees the other, and a save is offered to the other with Reload theirs', async ({
      page,
      pageB,
    }) => {
      // Two browsers and a dozen waits on beats: longer than one page's test.
      test.slow();
      const a = adminCredentials().username;
      const b = (await secondAdmin()).username;
      await pageB.setViewportSize({ width, height: 900 });
      try {
        // The first is there first: the second opens once the first's beat was answered.
        const firstBeat = page.waitForResponse((r) => r.url().includes('/presence/settings') && r.request().method() === 'PUT');
        await signIn(page, '/admin/settings');
        await firstBeat;
        await pageB.goto('/admin/settings');
        await expect(page.getByLabel('Site name')).toHaveValue(settings.site_name);
        await expect(alsoHere(page, b)).toBeVisible();
        await expect(alsoHere(pageB, a)).toBeVisible();
        await expect(pageB.getByRole('status').filter({ hasText: `${a} is editing the site settings since` })).toBeVisible();

        await page.getByLabel('Site name').fill('Brightwell Presence');
        await page.getByRole('button', { name: 'Save settings' }).click();
        await expect(page.getByText('Site settings saved')).toBeVisible();
        const saved = notice(pageB, new RegExp(`^${a} saved the site settings at`));
        await expect(saved).toBeVisible();
        if (width === 390) await expect(saved).toBeInViewport();
        await expect(pageB.getByLabel('Site name')).toHaveValue(settings.site_name);
        await saved.getByRole('button', { name: 'Reload theirs' }).click();
        await expect(pageB.getByLabel('Site name')).toHaveValue('Brightwell Presence');
        await expect(saved).toBeHidden();

        // Leaving the screen removes the second from the first's list within seconds.
        await pageB.goto('/admin/drafts');
        await expect(alsoHere(page, b)).toBeHidden();
      } finally {
        await leave(page, pageB);
      }
    });
  });
}
