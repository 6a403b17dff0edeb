// A cold editor screen's chunks come with the shell: the server names the screen's route modules'
// chunks in admin.html as modulepreload (packages/server/src/render/admin-shells.ts, from the admin
// build's manifest and src/admin/screen-modules.ts), so the browser asks for them while the shell is
// still arriving instead of after it has run. /login's document names none of them.
import { ADMIN_BASE, ADMIN_PATHS, LOGIN_PATH } from '../src/admin/admin-paths';
import { DASHBOARD_PATH } from '../src/admin/dashboard/dashboard-path';
import type { Page } from '@playwright/test';
import { signIn } from './admin-session';
import { expect, test } from './fixtures';
import { adminEntryScript } from './page-loads';

/** The modulepreload links' addresses in a document. */
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1] ?? '');

/** The chunk names (Vite names a module's chunk after it) a screen's document must preload. */
const SCREEN_CHUNKS: [string, RegExp[]][] = [
  [ADMIN_PATHS.gallery, [/\/page-editor-loader-[\w-]+\.js$/, /\/PageEditorScreen-[\w-]+\.js$/, /\/GalleryPage-[\w-]+\.js$/]],
  [ADMIN_BASE, [/\/page-editor-loader-[\w-]+\.js$/, /\/PageEditorScreen-[\w-]+\.js$/, /\/HomePage-[\w-]+\.js$/]],
  [DASHBOARD_PATH, [/\/dashboard-loader-[\w-]+\.js$/, /\/DashboardPage-[\w-]+\.js$/]],
];

for (const [path, chunks] of SCREEN_CHUNKS)
  test(`${path}'s document preloads its screen's chunks, each a script that exists`, async ({ request }) => {
    const preloads = preloadsOf(await (await request.get(path)).text());
    for (const chunk of chunks)
      expect(
        preloads.some((href) => chunk.test(href)),
        `${chunk} in\n${preloads.join('\n')}`,
      ).toBe(true);
    expect(new Set(preloads).size).toBe(preloads.length);
    for (const href of preloads) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toMatch(/javascript/);
    }
  });

/** The scripts the page downloads from now on, with their bodies. */
function scriptsOf(page: Page): { path: string; body: Promise<string> }[] {
  const scripts: { path: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js'))
      scripts.push({ path: new URL(response.url()).pathname, body: response.text() });
  });
  return scripts;
}

/** Neither zod nor the sections' facts, which sit beside their schemas, in any of `scripts`. */
async function expectNoSchemas(scripts: { path: string; body: Promise<string> }[]) {
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const body = await script.body;
    expect(body, script.path).not.toContain('ZodError');
    // Words only the sections' facts, beside their schemas, hold.
    expect(body, script.path).not.toContain('Gallery updated successfully!');
  }
}

test('a cold dashboard downloads neither zod nor the section schemas: its kinds, sections and names come from plain modules', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await signIn(page, DASHBOARD_PATH);
  await expect(page.locator('section[aria-labelledby="dashboard-recent-changes"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSchemas(scripts);
});

test("a cold page editor shows its sections' buttons and the page without zod or the schemas; a section's form brings them", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await signIn(page, ADMIN_PATHS.layouts);
  const sections = page.getByRole('list', { name: 'Sections' });
  // The buttons' words come from the pages' lists of sections, the navbar's and footer's own among them.
  await expect(sections.getByRole('button')).toHaveText(['Edit Navbar', 'Edit Footer', 'Site messages']);
  await expect(page.getByTestId('preview').locator('footer').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSchemas(scripts.splice(0));
  await sections.getByRole('button', { name: 'Edit Footer' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Footer' }).getByRole('button', { name: 'Publish' })).toBeVisible();
  const bodies = await Promise.all(scripts.map((script) => script.body));
  expect(bodies.some((body) => body.includes('ZodError'))).toBe(true);
});

test("/login's document preloads none of the editor's screens", async ({ request }) => {
  const preloads = preloadsOf(await (await request.get(LOGIN_PATH)).text());
  expect(preloads.filter((href) => /page-editor-loader|PageEditorScreen|Dashboard/.test(href))).toEqual([]);
});

test("a cold /admin/gallery asks for the screen's chunks before the shell's script has arrived", async ({ browser, request }) => {
  const entry = await adminEntryScript(request);
  expect(entry).toBeTruthy();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ADMIN_PATHS.gallery);
  await expect(page.getByRole('list', { name: 'Sections' })).toBeVisible();
  // Resource timing: when each fetch started and when the shell's entry had fully arrived (it runs
  // only after that), in the page's own clock.
  const timing = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      path: new URL(entry.name).pathname,
      startTime: entry.startTime,
      responseEnd: entry.responseEnd,
    })),
  );
  const shell = timing.find((t) => t.path === entry);
  expect(shell, `${entry} among\n${timing.map((t) => t.path).join('\n')}`).toBeTruthy();
  for (const chunk of [/\/page-editor-loader-[\w-]+\.js$/, /\/GalleryPage-[\w-]+\.js$/]) {
    const load = timing.find((t) => chunk.test(t.path));
    expect(load, String(chunk)).toBeTruthy();
    expect(load!.startTime, `${load!.path} started before ${entry} arrived`).toBeLessThan(shell!.responseEnd);
  }
  await context.close();
});
