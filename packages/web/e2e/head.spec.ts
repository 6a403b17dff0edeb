// The brand in every page's head: the title ends with the navbar's company name (in the server's
// HTML and after a client-side navigation; the home page's tagline stands alone), and the favicon
// is the navbar's logo, following a change of logo at once.
import type { APIRequestContext } from '@playwright/test';
import { variantUrl, type Navbar, type PageContent } from '@site/contracts';
import { expect, test } from './fixtures';
import { patchSection, putSection, readSection } from './content';
import { DEMO_COMPANY as COMPANY } from './pages';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function iconOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const links = [...html.matchAll(/<link rel="icon" href="([^"]+)"(?: type="([^"]+)")?>/g)];
  expect(links, 'one icon link').toHaveLength(1);
  return { href: links[0]![1]!, type: links[0]![2] };
}

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

test("the favicon is the navbar's logo, its smallest WebP copy where there is one, and follows a new logo", async ({
  request,
}) => {
  const navbar = await readSection<Navbar>('layout/navbar');
  // The demo logo is a small PNG: no WebP copy is smaller, so the icon is the file itself.
  expect(await iconOf(request, '/about')).toEqual({ href: navbar.logo, type: 'image/png' });

  // A stored photo has WebP copies: as the logo, its smallest copy becomes the icon.
  const gallery = (await (await request.get('/backend/api/pages/gallery')).json()) as PageContent<'gallery'>;
  const [photo, info] = Object.entries(gallery.media).find(([, media]) => media.webp.length > 0) ?? [];
  expect(photo, 'a stored image with WebP copies').toBeDefined();
  try {
    await patchSection<Navbar>('layout/navbar', { logo: photo! });
    const icon = await iconOf(request, '/about');
    expect(icon).toEqual({ href: variantUrl(photo!, info!.webp[0]!, 'webp'), type: 'image/webp' });
    const file = await request.get(icon.href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/webp');

    // No logo: the site's own mark, inline.
    await patchSection<Navbar>('layout/navbar', { logo: '' });
    expect(await iconOf(request, '/about')).toEqual({
      href: expect.stringMatching(/^data:image\/svg\+xml,/) as unknown as string,
      type: 'image/svg+xml',
    });
  } finally {
    await putSection('layout/navbar', navbar);
  }
  const restored = await iconOf(request, '/about');
  expect(restored.href).toBe(navbar.logo);
  expect((await request.get(restored.href)).headers()['content-type']).toBe('image/png');
});
