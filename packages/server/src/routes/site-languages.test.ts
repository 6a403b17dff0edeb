// The public site in several languages, as the server renders it (the web package's real entry, from
// source): the default language at today's addresses and every other under its code, `<html lang
// dir>`, the alternates and canonical link of each language, links that keep the visitor's language,
// the language switcher, the sitemap's alternates, and the page cache's addresses.
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heroDefault, newsBlockDefault } from '@site/contracts';
import { ContentVersion } from '../cache/content-version.js';
import { invalidateOnWrite } from '../cache/content-writes.js';
import { siteAddresses } from '../content/public-pages.js';
import { trustedOrigin } from '../render/public-origin.js';
import { loadRenderer, type Renderer } from '../render/renderer.js';
import { sourceBuild } from '../test/source-build.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { createPublishedPage } from '../test/published-page.js';
import { siteRoutes } from './site.js';

const ORIGIN = 'https://www.example.com';
const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'bn', name: 'বাংলা' },
  { code: 'ar', name: 'العربية' },
];

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
  return async () => {
    await site.close();
    await t.close();
  };
});

async function put(url: string, payload: unknown) {
  const res = await t.app.inject({ method: 'PUT', url: `/backend/api${url}`, headers: auth(token), payload: payload as object });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
}

async function addLanguages() {
  const settings = (await t.app.inject({ url: '/backend/api/settings', headers: auth(token) })).json<object>();
  await put('/settings', { ...settings, languages: LANGUAGES });
}

const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];
/** The head's link tags of a rel, as `hreflang href` or `href`. */
const headLinks = (body: string, rel: string) =>
  [
    ...(/<head>(.*)<\/head>/s.exec(body)?.[1] ?? '').matchAll(
      new RegExp(`<link rel="${rel}"(?: hreflang="([^"]*)")? href="([^"]*)">`, 'g'),
    ),
  ].map((m) => (m[1] ? `${m[1]} ${m[2]}` : m[2]));
const hrefs = (body: string) => [...body.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]);
/** The language switcher's links: `code href`, the current one marked with `*`. */
const switcher = (body: string) =>
  [...body.matchAll(/<a[^>]*href="([^"]*)" lang="([^"]*)" hrefLang="[^"]*"( aria-current="true")?/g)].map(
    (m) => `${m[2]} ${m[1]}${m[3] ? ' *' : ''}`,
  );

describe('a site with one language', () => {
  it('keeps its addresses and navbar as they were: no prefix, no switcher, no alternates', async () => {
    const home = await site.inject('/');
    expect(htmlTag(home.body)).toBe('<html lang="en" dir="ltr">');
    expect(headLinks(home.body, 'alternate')).toEqual([]);
    expect(headLinks(home.body, 'canonical')).toEqual([`${ORIGIN}/`]);
    expect(switcher(home.body)).toEqual([]);
    expect(hrefs(home.body)).toContain('/about');
    // A language's code the site does not have is a path like any other.
    expect((await site.inject('/bn/about')).statusCode).toBe(404);
    expect(await siteAddresses(t.app.db)).not.toContain('/bn/about');
    const sitemap = (await site.inject('/sitemap.xml')).body;
    expect(sitemap).not.toContain('xhtml');
    expect(sitemap).toContain(`<loc>${ORIGIN}/about</loc>`);
  });
});

describe('a site with several languages', () => {
  beforeEach(addLanguages);

  it('answers each language under its code, with its lang, direction, canonical link and alternates', async () => {
    const about = await site.inject('/bn/about');
    expect(about.statusCode).toBe(200);
    expect(htmlTag(about.body)).toBe('<html lang="bn" dir="ltr">');
    expect(headLinks(about.body, 'canonical')).toEqual([`${ORIGIN}/bn/about`]);
    expect(headLinks(about.body, 'alternate')).toEqual([
      `en ${ORIGIN}/about`,
      `bn ${ORIGIN}/bn/about`,
      `ar ${ORIGIN}/ar/about`,
      `x-default ${ORIGIN}/about`,
    ]);
    // The switcher keeps the page; the site's own links stay in the language.
    expect(switcher(about.body)).toEqual(['en /about', 'bn /bn/about *', 'ar /ar/about']);
    expect(hrefs(about.body)).toEqual(expect.arrayContaining(['/bn/', '/bn/contact', '/bn/services/deep-cleaning']));
    expect(hrefs(about.body).filter((h) => h === '/contact')).toEqual([]);

    const arabic = await site.inject('/ar/');
    expect(arabic.statusCode).toBe(200);
    expect(htmlTag(arabic.body)).toBe('<html lang="ar" dir="rtl">');
    expect(headLinks(arabic.body, 'canonical')).toEqual([`${ORIGIN}/ar/`]);

    const english = await site.inject('/about');
    expect(htmlTag(english.body)).toBe('<html lang="en" dir="ltr">');
    expect(headLinks(english.body, 'canonical')).toEqual([`${ORIGIN}/about`]);
    expect(switcher(english.body)).toEqual(['en /about *', 'bn /bn/about', 'ar /ar/about']);

    // /home is the home page, whose canonical address in Bengali is /bn/.
    expect(headLinks((await site.inject('/bn/home')).body, 'canonical')).toEqual([`${ORIGIN}/bn/`]);
  });

  it('sends a bare code to its home page, and answers 404 for what no language has', async () => {
    const bare = await site.inject('/bn?utm_source=mail');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/bn/?utm_source=mail');
    expect((await site.inject('/bn/services/deep-cleaning')).statusCode).toBe(200);
    const missing = await site.inject('/bn/services/no-such-service');
    expect(missing.statusCode).toBe(404);
    expect(htmlTag(missing.body)).toBe('<html lang="bn" dir="ltr">');
    // The default language has no prefix of its own, and a code the site lacks is no language.
    expect((await site.inject('/en/about')).statusCode).toBe(404);
    expect((await site.inject('/fr/about')).statusCode).toBe(404);
  });

  it('shows the translation with the default language where it has no text, and a link a translation sets as given', async () => {
    await put('/home/hero', {
      ...heroDefault,
      title: 'Welcome',
      description: 'We clean.',
      ctaText: 'Call us',
      ctaLink: '/contact',
    });
    await put('/home/hero?locale=bn', { title: 'স্বাগতম', ctaLink: '/bn/about' });
    const home = (await site.inject('/bn/')).body;
    expect(home).toContain('স্বাগতম');
    expect(home).toContain('We clean.');
    // Set by the translation under its own prefix: not prefixed twice.
    expect(hrefs(home)).toContain('/bn/about');
    expect(hrefs(home)).not.toContain('/bn/bn/about');
    expect((await site.inject('/')).body).toContain('Welcome');
    expect((await site.inject('/')).body).not.toContain('স্বাগতম');
  });

  it("writes the site's own words in the language: the Not Found page's and the switcher's name", async () => {
    await put('/layout/site-messages?locale=bn', { notFoundTitle: 'পৃষ্ঠাটি পাওয়া যায়নি', languageSwitcher: 'ভাষা' });
    const bengali = await site.inject('/bn/no-such-page');
    expect(bengali.statusCode).toBe(404);
    expect(bengali.body).toContain('পৃষ্ঠাটি পাওয়া যায়নি</h1>');
    expect(bengali.body).toContain('aria-label="ভাষা"');
    // Not translated: the English default.
    expect(bengali.body).toContain('Go to the home page');
    // Islands are roots of their own: the contact form gets the words (and the language) through the page's data.
    await put('/layout/site-messages?locale=bn', { formSend: 'বার্তা পাঠান' });
    const contact = (await site.inject('/bn/contact')).body;
    expect(contact).toMatch(/data-island="shared\/ContactForm".*বার্তা পাঠান<\/button>/s);
    expect(contact).toContain('"formSend":"বার্তা পাঠান"');
    expect((await site.inject('/contact')).body).toMatch(/data-island="shared\/ContactForm".*Send Message<\/button>/s);
    // The news slider's Read More reads the words from its frame, which its island root is given again.
    await put('/home/news', { ...newsBlockDefault, title: 'News' });
    await put('/layout/site-messages?locale=bn', { formSend: 'বার্তা পাঠান', readMore: 'আরও পড়ুন' });
    expect((await site.inject('/bn/')).body).toMatch(/data-island="home\/NewsSlider".*আরও পড়ুন/s);
    const english = await site.inject('/no-such-page');
    expect(english.body).toContain('Page not found</h1>');
    expect(english.body).toContain('aria-label="Language"');
  });

  it("keeps a renamed page's redirect in the language", async () => {
    await createPublishedPage(t.app, token, { slug: 'careers', title: 'Careers', blocks: [] });
    expect((await site.inject('/bn/careers')).statusCode).toBe(200);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/backend/api/custom-pages/careers',
      headers: auth(token),
      payload: { slug: 'jobs', title: 'Careers', blocks: [] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const old = await site.inject('/bn/careers');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/bn/jobs');
    expect(await siteAddresses(t.app.db)).toEqual(expect.arrayContaining(['/bn/jobs', '/ar/jobs', '/bn/careers', '/jobs']));
  });

  it("lists every language's address in the sitemap, each with its alternates", async () => {
    const sitemap = (await site.inject('/sitemap.xml')).body;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) => new RegExp(`<url><loc>${loc}</loc>.*?</url>`).exec(sitemap)?.[0] ?? '';
    for (const loc of [`${ORIGIN}/about`, `${ORIGIN}/bn/about`, `${ORIGIN}/ar/about`]) {
      const alternates = [...entry(loc).matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => `${m[1]} ${m[2]}`);
      expect(alternates, loc).toEqual([
        `en ${ORIGIN}/about`,
        `bn ${ORIGIN}/bn/about`,
        `ar ${ORIGIN}/ar/about`,
        `x-default ${ORIGIN}/about`,
      ]);
    }
    expect(sitemap).toContain(`<loc>${ORIGIN}/bn/</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/ar/services/deep-cleaning</loc>`);
  });
});
