// The brand in every page's head: the title ends with the site settings' name (in the server's HTML
// and after a client-side navigation; the home page's tagline stands alone), and the favicon is made
// from the settings' favicon (PNG icons at 32 and 180 px, served as PNGs of that size, and a web app
// manifest listing the larger ones), following a change at once; without one, the site's own mark.
import type { APIRequestContext } from '@playwright/test';
import type { PageContent } from '@site/contracts';
import { expect, test } from './fixtures';
import { putSettings, readSettings } from './content';
import { DEMO_COMPANY as COMPANY } from './pages';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The page's tab icons (address and type), its home-screen icon for iOS, and its manifest link. */
async function iconsOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)" type="([^"]+)"(?: sizes="([^"]+)")?>/g)].map((m) => ({
    href: m[1]!,
    type: m[2]!,
    ...(m[3] ? { sizes: m[3] } : {}),
  }));
  const touch = [...html.matchAll(/<link rel="apple-touch-icon" href="([^"]+)">/g)];
  expect(touch.length, 'at most one home-screen icon').toBeLessThan(2);
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  return { icons, appleTouchIcon: touch[0]?.[1] };
}

/** The file answers as a PNG of that size. */
async function expectPng(request: APIRequestContext, href: string, size: number) {
  const file = await request.get(href);
  expect(file.status(), href).toBe(200);
  expect(file.headers()['content-type'], href).toBe('image/png');
  const bytes = await file.body();
  // A PNG's IHDR holds its width and height at bytes 16 and 20.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], href).toEqual([size, size]);
}

const pngBase = (src: string) => src.replace(/\.[a-z]+$/, '');

test("a page's title ends with the site's name, from the server and after a client-side navigation", async ({
  page,
  request,
}) => {
  expect(titleOf(await (await request.get('/about')).text())).toBe(`About Us · ${COMPANY}`);

  await page.goto('/gallery');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'About' }).click();
  await nav.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(`About Us · ${COMPANY}`);
});

test("the home page's title is its tagline with the site's name, like every page's", async ({ page, request }) => {
  const home = (await (await request.get('/backend/api/pages/home')).json()) as PageContent<'home'>;
  const tagline = home.sections.hero.title.trim();
  expect(tagline).not.toBe('');
  expect(titleOf(await (await request.get('/')).text())).toBe(`${tagline} · ${COMPANY}`);
  await page.goto('/about');
  await page
    .getByRole('banner')
    .getByRole('link', { name: `${COMPANY} home page` })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(`${tagline} · ${COMPANY}`);
});

test("the demo's favicon is the company's square mark: its 32 px PNG in the tab, 180 px for iOS, 192 and 512 px in the manifest", async ({
  request,
}) => {
  const { favicon, site_name } = await readSettings();
  expect(favicon).toMatch(/^\/media\/.+\.png$/);
  const base = pngBase(favicon);
  expect(await iconsOf(request, '/about')).toEqual({
    icons: [{ href: `${base}-icon32.png`, type: 'image/png', sizes: '32x32' }],
    appleTouchIcon: `${base}-icon180.png`,
  });
  await expectPng(request, `${base}-icon32.png`, 32);
  await expectPng(request, `${base}-icon180.png`, 180);
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  const { name, icons } = (await manifest.json()) as { name: string; icons: { src: string; sizes: string }[] };
  expect(name).toBe(site_name);
  expect(icons.map((i) => [i.src, i.sizes])).toEqual([
    [`${base}-icon192.png`, '192x192'],
    [`${base}-icon512.png`, '512x512'],
  ]);
  for (const icon of icons) await expectPng(request, icon.src, Number(icon.sizes.split('x')[0]));
});

test("a favicon set in the site settings is the favicon at once; without one, the site's own mark", async ({ request }) => {
  const settings = await readSettings();
  // Another stored image of the library: a photo of the gallery.
  const gallery = (await (await request.get('/backend/api/pages/gallery')).json()) as PageContent<'gallery'>;
  const photo = Object.keys(gallery.media)[0];
  expect(photo, 'a stored image').toBeDefined();
  try {
    await putSettings({ ...settings, favicon: photo! });
    const { icons } = await iconsOf(request, '/about');
    expect(icons).toEqual([{ href: `${pngBase(photo!)}-icon32.png`, type: 'image/png', sizes: '32x32' }]);
    await expectPng(request, icons[0]!.href, 32);

    await putSettings({ ...settings, favicon: '' });
    expect(await iconsOf(request, '/about')).toEqual({
      icons: [{ href: expect.stringMatching(/^data:image\/svg\+xml,/) as unknown as string, type: 'image/svg+xml' }],
      appleTouchIcon: undefined,
    });
  } finally {
    await putSettings(settings);
  }
  expect((await iconsOf(request, '/about')).appleTouchIcon).toBe(`${pngBase(settings.favicon)}-icon180.png`);
});
