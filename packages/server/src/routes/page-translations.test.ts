// Editor-built pages and every page's search-engine settings in another language over the API: a
// page's translation gives its title and its blocks' texts by position, the settings' translation
// their title, description and image; reads apply the fallbacks and name them, the default language
// is untouched, a rename keeps every language's and a delete removes them.
import { beforeAll, describe, expect, it } from 'vitest';
import { getSection, type CustomPageContent, type PageSeo } from '@site/contracts';
import { revisions } from '../db/schema.js';
import type { TestApp } from '../test/test-app.js';
import { API, type Send, withTranslatedSite } from '../test/translated-site.js';
import { createPublishedPage } from '../test/published-page.js';

let t: TestApp;
let token: string;
let send: Send;
withTranslatedSite((made) => {
  ({ t, token, send } = made);
});

const translationRows = async (prefix: string) =>
  (await t.app.db.select().from(revisions)).map((r) => r.document).filter((d) => d.startsWith(prefix) && d.includes('@'));

const offers = {
  slug: 'offers',
  title: 'Offers',
  in_navbar: true,
  blocks: [
    { type: 'home/hero', data: { ...getSection('hero').defaults, title: 'Big offer', description: 'Cheap and cheerful.' } },
  ],
};

beforeAll(async () => {
  const created = await createPublishedPage(t.app, token, offers);
  expect(created.statusCode, created.body).toBe(201);
});

describe('an editor-built page in another language', () => {
  it('saves a translation, reads it with fallbacks, and leaves the default language as it was', async () => {
    const put = await send('PUT', '/custom-pages/offers?locale=bn', { title: 'অফার', blocks: [{ title: 'বড় অফার' }] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ title: 'অফার', blocks: [{ title: 'বড় অফার' }] });

    const read = await send('GET', '/custom-pages/offers?locale=bn');
    expect(read.statusCode, read.body).toBe(200);
    const page = read.json<{ slug: string; title: string; blocks: { data: Record<string, string> }[]; fallback: string[] }>();
    expect(page).toMatchObject({ slug: 'offers', title: 'অফার' });
    expect(page.blocks[0]!.data).toMatchObject({ title: 'বড় অফার', description: 'Cheap and cheerful.' });
    expect(page.fallback).toContain('blocks.0.description');
    expect(page.fallback).not.toContain('title');

    const english = (await send('GET', '/custom-pages/offers')).json<{ title: string; blocks: { data: { title: string } }[] }>();
    expect(english.title).toBe('Offers');
    expect(english.blocks[0]!.data.title).toBe('Big offer');
    expect(english).not.toHaveProperty('fallback');
  });

  it('renders in the language: title, blocks, head and the navbar link', async () => {
    const res = await t.app.inject(`${API}/custom-pages/offers/content?locale=bn`);
    expect(res.statusCode, res.body).toBe(200);
    const content = res.json<CustomPageContent>();
    expect(content).toMatchObject({ locale: 'bn', title: 'অফার', head: { title: 'অফার', description: 'Cheap and cheerful.' } });
    expect((content.blocks[0]!.data as { title: string }).title).toBe('বড় অফার');
    expect(content.fallback).toContain('blocks.0.description');
    expect(content.pageLinks.find((link) => link.slug === 'offers')?.title).toBe('অফার');

    const english = (await t.app.inject(`${API}/custom-pages/offers/content`)).json<CustomPageContent>();
    expect(english).toMatchObject({ locale: 'en', title: 'Offers' });
    expect(english.pageLinks.find((link) => link.slug === 'offers')?.title).toBe('Offers');
    const home = (await t.app.inject(`${API}/pages/home?locale=bn`)).json<{ pageLinks: { slug: string; title: string }[] }>();
    expect(home.pageLinks.find((link) => link.slug === 'offers')?.title).toBe('অফার');
  });

  it('refuses a colour, a block the page does not have or its slug, and writes nothing', async () => {
    for (const bad of [{ blocks: [{ bgColor: '#000000' }] }, { blocks: [{}, { title: 'x' }] }, { slug: 'other' }]) {
      const res = await send('PUT', '/custom-pages/offers?locale=bn', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const read = (await send('GET', '/custom-pages/offers?locale=bn')).json<{ title: string }>();
    expect(read.title).toBe('অফার');
  });
});

describe("a page's search-engine settings in another language", () => {
  it('saves a translation, reads it with fallbacks, and the page answers in the language carry it', async () => {
    const english: PageSeo = {
      title: 'Cheap offers',
      description: 'Every offer.',
      image: '',
      noindex: false,
      title_is_complete: false,
    };
    expect((await send('PUT', '/seo/about', english)).statusCode).toBe(200);
    const put = await send('PUT', '/seo/about?locale=bn', { title: 'সস্তা অফার' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ title: 'সস্তা অফার' });

    const read = (await t.app.inject(`${API}/seo/about?locale=bn`)).json<PageSeo & { fallback: string[] }>();
    expect(read).toMatchObject({ title: 'সস্তা অফার', description: 'Every offer.', noindex: false });
    expect(read.fallback).toEqual(['description']);
    expect((await t.app.inject(`${API}/seo/about`)).json()).toEqual(english);

    const page = (await t.app.inject(`${API}/pages/about?locale=bn`)).json<{ site: { seo: Record<string, PageSeo> } }>();
    expect(page.site.seo.about).toMatchObject({ title: 'সস্তা অফার', description: 'Every offer.' });
    expect(Object.keys(page.site.seo)).not.toContain('about@bn');
    const inEnglish = (await t.app.inject(`${API}/pages/about`)).json<{ site: { seo: Record<string, PageSeo> } }>();
    expect(inEnglish.site.seo.about?.title).toBe('Cheap offers');
    expect(Object.keys(inEnglish.site.seo)).toEqual(['about']);
  });

  it('refuses noindex in a translation and writes nothing', async () => {
    const res = await send('PUT', '/seo/about?locale=bn', { title: 'x', noindex: true });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('translation');
    expect((await t.app.inject(`${API}/seo/about?locale=bn`)).json<PageSeo>().title).toBe('সস্তা অফার');
  });
});

describe("a page's translations through a rename and a delete", () => {
  it('keeps every language on a rename and removes them with the page', async () => {
    expect((await send('PUT', '/seo/offers?locale=bn', { title: 'অফার | সাইট' })).statusCode).toBe(200);
    const page = (await send('GET', '/custom-pages/offers')).json<object>();
    expect((await send('PUT', '/custom-pages/offers', { ...page, slug: 'deals' })).statusCode).toBe(200);

    expect((await send('GET', '/custom-pages/deals?locale=bn')).json<{ title: string }>().title).toBe('অফার');
    expect((await t.app.inject(`${API}/seo/deals?locale=bn`)).json<PageSeo>().title).toBe('অফার | সাইট');
    expect(await translationRows('seo:offers')).toEqual([]);

    expect((await send('DELETE', '/custom-pages/deals')).statusCode).toBe(204);
    expect(await translationRows('seo:deals')).toEqual([]);
    expect(await translationRows('page:')).toEqual([]);
  });
});
