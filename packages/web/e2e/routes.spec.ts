// Every public route answers with its page, rendered on the server with its content, and hydrates
// without errors; heads carry the page's title, description and Open Graph tags.
import type { Page, PageContent } from '@site/contracts';
import { expect, test } from './fixtures';
import { DEMO_COMPANY, PUBLIC_ROUTES } from './pages';

async function pageContent<P extends Page>(baseURL: string, page: P): Promise<PageContent<P>> {
  return (await (await fetch(`${baseURL}/backend/api/pages/${page}`)).json()) as PageContent<P>;
}

// /login and /admin are the admin bundle's (e2e/admin-auth.spec.ts).
for (const route of [...PUBLIC_ROUTES, { path: '/home', name: 'home-alias' }]) {
  test(`${route.path} answers 200 and hydrates without errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page).toHaveTitle(/\S/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('each page shows its own content', async ({ page, baseURL }) => {
  const about = await pageContent(baseURL!, 'about');
  await page.goto('/about');
  await expect(page.locator('#about1 h2')).toHaveText(about.sections.about1?.title || 'Company Profile');
  await expect(page.locator('#message h2')).toHaveText(about.sections.message?.heading || "Chairman's Message");
  await expect(page.locator('#about2 h2')).toHaveText(about.sections.about2?.title || 'Our Story');
  await expect(page.locator('#team h2')).toHaveText(about.sections.team?.teamInfo.headings.title || 'Our Team');

  const contact = await pageContent(baseURL!, 'contact');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.sections.contact1?.header || 'Get In Touch');

  const gallery = await pageContent(baseURL!, 'gallery');
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(gallery.sections.gallery?.title || 'Gallery');
  await expect(page.locator('main li')).toHaveCount(gallery.sections.gallery?.items.length ?? 0);

  const projects = await pageContent(baseURL!, 'projects');
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(projects.sections.projects?.title || 'Our Projects');

  const services = await pageContent(baseURL!, 'services');
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  for (const service of services.services ?? []) {
    await expect(page.getByRole('main').getByRole('link', { name: service.title.trim() || service.slug })).toHaveAttribute(
      'href',
      `/services/${service.slug}`,
    );
  }
});

test('a page head carries its title, description and Open Graph tags', async ({ request, baseURL }) => {
  const gallery = (await pageContent(baseURL!, 'gallery')).sections.gallery;
  const html = await (await request.get('/gallery')).text();
  const title = gallery?.title || 'Gallery';
  expect(html).toContain(`<title>${title} · ${DEMO_COMPANY}</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]+">/);
  expect(html).toContain(`<meta property="og:title" content="${title}">`);
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/gallery">`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/gallery">`);
});

test('a navbar link loads the page as a new document, with its own title', async ({ page }) => {
  await page.goto('/gallery');
  const loaded = page.waitForEvent('load');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await loaded;
  await expect(page).toHaveURL(/\/projects$/);
  const projects = (await (await page.request.get('/backend/api/projects')).json()) as { title: string };
  await expect(page).toHaveTitle(`${projects.title || 'Our Projects'} · ${DEMO_COMPANY}`);
});

test('pages are readable without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page.locator('#about1 h2')).toBeVisible();
  await expect(page.locator('#team h2')).toBeVisible();
  await context.close();
});

test('sitemap.xml lists every public route with absolute URLs, robots.txt keeps crawlers out of the editor', async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const route of PUBLIC_ROUTES) expect(xml).toContain(`<loc>${baseURL}${route.path}</loc>`);
  const slugs = (await (await request.get('/backend/api/get-service-slugs/')).json()) as { slug: string }[];
  for (const { slug } of slugs) expect(xml).toContain(`<loc>${baseURL}/services/${slug}</loc>`);
  expect(xml).not.toContain('/login');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /login');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('built assets are cached for a year', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // A chunk the page's entry (inside the page) imports.
  const script = /(\/assets\/[\w.-]+\.js)/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
