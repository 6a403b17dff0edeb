// Every public page's head as the server renders it (the web package's real entry, from source):
// the title in the site settings' template, description, canonical link, Open Graph and Twitter
// tags, with the automatic values and with a page's own search-engine settings over them; a noindex
// page gets robots noindex and leaves the sitemap, which carries each page's last save time.
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getSection, type PageSeo } from '@site/contracts';
import { ContentVersion } from '../cache/content-version.js';
import { invalidateOnWrite } from '../cache/content-writes.js';
import { revisions } from '../db/schema.js';
import { trustedOrigin } from '../render/public-origin.js';
import { loadRenderer, type Renderer } from '../render/renderer.js';
import { sourceBuild } from '../test/source-build.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { createPublishedPage } from '../test/published-page.js';
import { addLibraryRecords } from '../test/library-records.js';
import { siteRoutes } from './site.js';

const ORIGIN = 'https://www.example.com';
const SLUG = 'deep-cleaning';

let t: TestApp;
let token: string;
let dist: string;
let renderer: Renderer;
let site: FastifyInstance;

beforeAll(async () => {
  dist = sourceBuild();
  renderer = (await loadRenderer(dist))!;
}, 60_000);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

beforeEach(async () => {
  t = await makeTestApp();
  token = await adminToken(t.app);
  await addLibraryRecords(t.app.db, '/media/brand.jpg');
  const version = new ContentVersion();
  invalidateOnWrite(t.app.db, version);
  site = Fastify();
  site.decorate('db', t.app.db);
  site.decorate('contentVersion', version);
  await siteRoutes(site, {
    renderer,
    webDist: dist,
    originOf: trustedOrigin({ host: '0.0.0.0', port: 3000, publicUrl: ORIGIN }),
  });
  await put('/services', [{ title: 'Deep Cleaning', tagline: 'Floors you can eat from.' }]);
  await put('/settings', { site_name: 'Brightwell', default_description: 'Facility services in Dhaka.' });
  return async () => {
    await site.close();
    await t.close();
  };
});

async function put(url: string, payload: unknown) {
  const res = await t.app.inject({ method: 'PUT', url: `/backend/api${url}`, headers: auth(token), payload: payload as object });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
}

/** The head's tags, one per line. */
async function headOf(path: string): Promise<string[]> {
  const res = await site.inject(path);
  expect(res.statusCode, path).toBe(200);
  const head = /<head>(.*)<\/head>/s.exec(res.body)?.[1] ?? '';
  return head.split('\n').map((l) => l.trim());
}

const metaContent = (head: string[], attr: string, name: string) =>
  head.map((l) => new RegExp(`^<meta ${attr}="${name}" content="([^"]*)">$`).exec(l)?.[1]).find((v) => v !== undefined);
const lastSaveTime = async () =>
  (await t.app.db.select({ savedAt: revisions.savedAt }).from(revisions))
    .map((r) => r.savedAt)
    .sort()
    .at(-1);
const titleOf = (head: string[]) => head.map((l) => /^<title>(.*)<\/title>$/.exec(l)?.[1]).find(Boolean);

describe('the automatic head of every page', () => {
  it('titles each page in the template with the site name, with its canonical address, Open Graph and Twitter tags', async () => {
    const paths = renderer.sitemapPaths([SLUG]);
    expect(paths).toHaveLength(11);
    for (const path of paths) {
      const head = await headOf(path);
      const title = titleOf(head);
      const ownTitle = metaContent(head, 'property', 'og:title');
      // The hero never saved has no tagline, so the home page is "Home · Brightwell" as well.
      expect(title, path).toBe(`${ownTitle} · Brightwell`);
      expect(head, path).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
      expect(metaContent(head, 'property', 'og:url'), path).toBe(`${ORIGIN}${path}`);
      expect(metaContent(head, 'property', 'og:site_name'), path).toBe('Brightwell');
      expect(metaContent(head, 'name', 'twitter:title'), path).toBe(ownTitle);
      expect(metaContent(head, 'name', 'twitter:description'), path).toBe(metaContent(head, 'name', 'description'));
      expect(metaContent(head, 'property', 'og:description'), path).toBe(metaContent(head, 'name', 'description'));
      expect(head, path).not.toContain('<meta name="robots" content="noindex">');
      expect(head, path).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    }
    expect(titleOf(await headOf(`/services/${SLUG}`))).toBe('Deep Cleaning · Brightwell');
    expect(metaContent(await headOf(`/services/${SLUG}`), 'name', 'description')).toBe('Floors you can eat from.');
  });

  it("follows the site's own title template", async () => {
    await put('/settings', { site_name: 'Brightwell', title_template: '{site_name} — {page}' });
    expect(titleOf(await headOf('/gallery'))).toBe('Brightwell — Gallery');
  });

  it('writes a `$` in the site name and a page title as it is, never as a replacement pattern', async () => {
    const siteName = "Tom $& Jerry $' $$ $`";
    await put('/settings', { site_name: siteName, title_template: '{page} | {site_name}' });
    await put('/seo/gallery', { title: 'Costs $$5 $& up {site_name}', description: '', image: '', noindex: false });
    // The head escapes & and <, so the expected text is escaped the same way.
    const escaped = (text: string) => text.replaceAll('&', '&amp;');
    expect(titleOf(await headOf('/gallery'))).toBe(escaped(`Costs $$5 $& up {site_name} | ${siteName}`));
    expect(titleOf(await headOf(`/services/${SLUG}`))).toBe(escaped(`Deep Cleaning | ${siteName}`));
  });

  it("uses the site's default share image for a page without one of its own", async () => {
    await put('/settings', { site_name: 'Brightwell', default_image: '/media/brand.jpg' });
    const head = await headOf('/contact');
    expect(metaContent(head, 'property', 'og:image')).toBe(`${ORIGIN}/media/brand.jpg`);
    expect(metaContent(head, 'name', 'twitter:image')).toBe(`${ORIGIN}/media/brand.jpg`);
    expect(metaContent(head, 'name', 'twitter:card')).toBe('summary_large_image');
  });
});

describe("a page's own search-engine settings", () => {
  const SEO: PageSeo = {
    title: 'Our people',
    description: 'Meet the team that keeps Dhaka clean.',
    image: 'https://cdn.example.org/team.jpg',
    noindex: false,
    title_is_complete: false,
  };

  it.each([
    ['about/team', '/about/team'],
    [`services/${SLUG}`, `/services/${SLUG}`],
    ['home', '/'],
  ])('replace the title, description and share image of %s, and only there', async (key, path) => {
    const before = await headOf('/gallery');
    await put(`/seo/${key}`, SEO);
    const head = await headOf(path);
    expect(titleOf(head)).toBe('Our people · Brightwell');
    expect(metaContent(head, 'name', 'description')).toBe(SEO.description);
    expect(metaContent(head, 'property', 'og:title')).toBe('Our people');
    expect(metaContent(head, 'property', 'og:description')).toBe(SEO.description);
    expect(metaContent(head, 'property', 'og:image')).toBe(SEO.image);
    expect(metaContent(head, 'name', 'twitter:image')).toBe(SEO.image);
    expect(metaContent(head, 'name', 'twitter:description')).toBe(SEO.description);
    expect(await headOf('/gallery')).toEqual(before);
  });

  it('reach /home too, the home page under its other address', async () => {
    await put('/seo/home', SEO);
    expect(titleOf(await headOf('/home'))).toBe('Our people · Brightwell');
  });

  it('with noindex: robots noindex instead of a canonical link, and the page leaves the sitemap', async () => {
    await put('/seo/about/story', { noindex: true });
    const head = await headOf('/about/story');
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head.some((l) => l.includes('rel="canonical"'))).toBe(false);
    const sitemap = (await site.inject('/sitemap.xml')).body;
    expect(sitemap).not.toContain(`${ORIGIN}/about/story<`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/about/team</loc>`);
  });
});

describe('the sitemap', () => {
  const lastmods = async () =>
    Object.fromEntries(
      [...(await site.inject('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [
        m[1]!.slice(ORIGIN.length),
        m[2],
      ]),
    );
  const lastSave = lastSaveTime;

  it("carries each page's last save time: a page's own save moves its lastmod and no other's", async () => {
    const before = await lastmods();
    expect(Object.keys(before)).toHaveLength(11);
    // The settings were the last save of all; every page is drawn from them.
    for (const [path, lastmod] of Object.entries(before)) expect(lastmod, path).toBe(await lastSave());
    await new Promise((resolve) => setTimeout(resolve, 5));
    await put('/seo/gallery', { title: 'Our work' });
    const after = await lastmods();
    expect(after['/gallery']).toBe(await lastSave());
    expect(after['/gallery']! > before['/gallery']!).toBe(true);
    expect({ ...after, '/gallery': undefined }).toEqual({ ...before, '/gallery': undefined });

    // A service list save moves the service pages', not the about pages'.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await put('/services', [{ title: 'Deep Cleaning', tagline: 'Spotless.' }]);
    const services = await lastmods();
    expect(services[`/services/${SLUG}`]).toBe(await lastSave());
    expect(services['/services']).toBe(await lastSave());
    expect(services['/about']).toBe(before['/about']);
  });
});

describe('a page built in the editor', () => {
  const careers = {
    slug: 'careers',
    title: 'Careers',
    blocks: [{ type: 'home/hero', data: { ...getSection('hero').defaults, title: 'Work with us' } }],
  };
  const SEO: PageSeo = {
    title: 'Jobs at Brightwell',
    description: 'Join the team that keeps Dhaka clean.',
    image: 'https://cdn.example.org/jobs.jpg',
    noindex: false,
    title_is_complete: false,
  };

  async function send(method: 'POST' | 'PUT', url: string, payload: unknown) {
    const res = await t.app.inject({ method, url: `/backend/api${url}`, headers: auth(token), payload: payload as object });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  }
  const sitemap = async () => (await site.inject('/sitemap.xml')).body;
  const lastmodOf = async (path: string) =>
    new RegExp(`<loc>${ORIGIN}${path}</loc><lastmod>([^<]+)</lastmod>`).exec(await sitemap())?.[1];

  it('is not on the site, in the sitemap or in the menus until its first publish', async () => {
    await send('POST', '/custom-pages/', { ...careers, in_navbar: true, in_footer: true });
    const page = await site.inject('/careers');
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Work with us');
    const home = (await site.inject('/')).body;
    expect(home).not.toContain('href="/careers"');
    expect(await sitemap()).not.toContain(`${ORIGIN}/careers<`);

    await send('POST', '/drafts/custom-pages/careers/publish', undefined);
    const published = await site.inject('/careers');
    expect(published.statusCode).toBe(200);
    expect(published.body).toContain('Work with us');
    expect((await site.inject('/')).body).toContain('href="/careers"');
    expect(await sitemap()).toContain(`<loc>${ORIGIN}/careers</loc>`);
  });

  it('has the automatic head (its own title) until its settings say otherwise', async () => {
    await createPublishedPage(t.app, token, careers);
    const automatic = await headOf('/careers');
    expect(titleOf(automatic)).toBe('Careers · Brightwell');
    expect(automatic).toContain(`<link rel="canonical" href="${ORIGIN}/careers">`);

    await send('PUT', '/seo/careers', SEO);
    const head = await headOf('/careers');
    // The title names the site already: the template does not add it twice.
    expect(titleOf(head)).toBe('Jobs at Brightwell');
    expect(metaContent(head, 'name', 'description')).toBe(SEO.description);
    expect(metaContent(head, 'property', 'og:title')).toBe(SEO.title);
    expect(metaContent(head, 'property', 'og:description')).toBe(SEO.description);
    expect(metaContent(head, 'property', 'og:image')).toBe(SEO.image);
    expect(metaContent(head, 'name', 'twitter:title')).toBe(SEO.title);
    expect(metaContent(head, 'name', 'twitter:image')).toBe(SEO.image);

    // Renamed, the page keeps its settings at the new address.
    await send('PUT', '/custom-pages/careers', { ...careers, slug: 'jobs' });
    expect(titleOf(await headOf('/jobs'))).toBe('Jobs at Brightwell');
  });

  it('does not name the site twice, and a title marked as the whole title replaces the template', async () => {
    await createPublishedPage(t.app, token, careers);
    await send('PUT', '/seo/careers', { ...SEO, title: 'Careers at BRIGHTWELL' });
    expect(titleOf(await headOf('/careers'))).toBe('Careers at BRIGHTWELL');
    await send('PUT', '/seo/careers', { ...SEO, title: 'Work with us', title_is_complete: true });
    expect(titleOf(await headOf('/careers'))).toBe('Work with us');
    await send('PUT', '/seo/careers', { ...SEO, title: 'Work with us', title_is_complete: false });
    expect(titleOf(await headOf('/careers'))).toBe('Work with us · Brightwell');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/backend/api/seo/careers',
      headers: auth(token),
      payload: { ...SEO, title_is_complete: 'yes' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('title_is_complete is true or false.');
  });

  it('with noindex: robots noindex, and it leaves the sitemap', async () => {
    await createPublishedPage(t.app, token, careers);
    expect(await sitemap()).toContain(`<loc>${ORIGIN}/careers</loc>`);
    await send('PUT', '/seo/careers', { noindex: true });
    const head = await headOf('/careers');
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head.some((l) => l.includes('rel="canonical"'))).toBe(false);
    expect(await sitemap()).not.toContain(`${ORIGIN}/careers<`);
  });

  it("is in the sitemap with its last published save as lastmod; another page's save leaves it", async () => {
    await createPublishedPage(t.app, token, careers);
    const created = await lastmodOf('/careers');
    expect(created).toBe(await lastSaveTime());
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send('PUT', '/custom-pages/careers', { ...careers, title: 'Jobs' });
    const saved = await lastmodOf('/careers');
    expect(saved).toBe(await lastSaveTime());
    expect(saved! > created!).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await put('/seo/gallery', { title: 'Our work' });
    expect(await lastmodOf('/careers')).toBe(saved);
  });
});
