// The brand in every page's head: the title ends with the navbar's company name (in the server's
// HTML and after a client-side navigation; the home page's tagline stands alone), and the favicon
// is the navbar's site icon (else a square logo, else the site's mark), following a change at once.
import type { APIRequestContext } from '@playwright/test';
import { variantUrl, type Navbar, type PageContent } from '@site/contracts';
import { expect, test } from './fixtures';
import { patchSection, putSection, readSection } from './content';
import { DEMO_COMPANY as COMPANY } from './pages';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The page's one tab icon, and its home-screen icon for iOS if it has one. */
async function iconsOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const links = [...html.matchAll(/<link rel="icon" href="([^"]+)"(?: type="([^"]+)")?>/g)];
  expect(links, 'one icon link').toHaveLength(1);
  const touch = [...html.matchAll(/<link rel="apple-touch-icon" href="([^"]+)">/g)];
  expect(touch.length, 'at most one home-screen icon').toBeLessThan(2);
  return { href: links[0]![1]!, type: links[0]![2], appleTouchIcon: touch[0]?.[1] };
}

/** The file answers as an image of the type its link says. */
async function expectImage(request: APIRequestContext, href: string, type: string | undefined) {
  const file = await request.get(href);
  expect(file.status(), href).toBe(200);
  expect(file.headers()['content-type'], href).toBe(type);
}

const SITE_MARK = {
  href: expect.stringMatching(/^data:image\/svg\+xml,/) as unknown as string,
  type: 'image/svg+xml',
  appleTouchIcon: undefined,
};

test("a page's title ends with the company's name, from the server and after a client-side navigation", async ({
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

test("the home page's title is its tagline alone", async ({ page, request }) => {
  const home = (await (await request.get('/backend/api/pages/home')).json()) as PageContent<'home'>;
  const tagline = home.sections.hero.title.trim();
  expect(tagline).not.toBe('');
  expect(titleOf(await (await request.get('/')).text())).toBe(tagline);
  await page.goto('/about');
  await page
    .getByRole('banner')
    .getByRole('link', { name: `${COMPANY} home page` })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(tagline);
});

test("the demo's favicon is its site icon, the company's square mark, also iOS's home-screen icon", async ({ request }) => {
  const navbar = await readSection<Navbar>('layout/navbar');
  const about = (await (await request.get('/backend/api/pages/about')).json()) as PageContent<'about'>;
  const info = about.media[navbar.icon];
  expect(info, 'the site icon is a stored image').toBeDefined();
  expect(info!.width).toBe(info!.height);
  const smallest = info!.webp[0];
  const expected =
    smallest === undefined
      ? { href: navbar.icon, type: 'image/png' }
      : { href: variantUrl(navbar.icon, smallest, 'webp'), type: 'image/webp' };
  const icons = await iconsOf(request, '/about');
  expect(icons).toEqual({ ...expected, appleTouchIcon: navbar.icon });
  await expectImage(request, icons.href, icons.type);
  await expectImage(request, navbar.icon, 'image/png');
});

test("a site icon set in the navbar is the favicon at once; without one, a square logo is, and a wide one gives way to the site's mark", async ({
  request,
}) => {
  const navbar = await readSection<Navbar>('layout/navbar');
  // A stored photo (4:3) with WebP copies.
  const gallery = (await (await request.get('/backend/api/pages/gallery')).json()) as PageContent<'gallery'>;
  const [photo, info] =
    Object.entries(gallery.media).find(([, media]) => media.webp.length > 0 && media.width <= media.height * 1.5) ?? [];
  expect(photo, 'a stored image about square, with WebP copies').toBeDefined();
  const photoIcon = { href: variantUrl(photo!, info!.webp[0]!, 'webp'), type: 'image/webp', appleTouchIcon: undefined };
  try {
    // As the site icon: its smallest copy (not a PNG, so no home-screen icon).
    await patchSection<Navbar>('layout/navbar', { icon: photo! });
    const icons = await iconsOf(request, '/about');
    expect(icons).toEqual(photoIcon);
    await expectImage(request, icons.href, icons.type);

    // No site icon: the demo logo is a wide word mark (560×150), unreadable in a tab.
    await patchSection<Navbar>('layout/navbar', { icon: '' });
    expect(await iconsOf(request, '/about')).toEqual(SITE_MARK);

    // An about square logo serves.
    await patchSection<Navbar>('layout/navbar', { logo: photo! });
    expect(await iconsOf(request, '/about')).toEqual(photoIcon);
  } finally {
    await putSection('layout/navbar', navbar);
  }
  expect((await iconsOf(request, '/about')).appleTouchIcon).toBe(navbar.icon);
});
