import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '@site/contracts';
import { DEFAULT_TITLE_TEMPLATE, type CustomPageContent, type PageContent } from '@site/contracts/site';
import { aboutMeta, customPageMeta, documentTitle, homeMeta, seoKeyOf, withPageSeo, type PageMeta } from './meta';

const named = (site_name: string, title_template = DEFAULT_TITLE_TEMPLATE) => ({ site_name, title_template });

describe('documentTitle', () => {
  it("follows a page's title with the site's name by the default template", () => {
    expect(documentTitle({ title: 'About Us' }, named('Brightwell Facility Services'))).toBe(
      'About Us · Brightwell Facility Services',
    );
  });

  it("follows the site's own template", () => {
    expect(documentTitle({ title: 'About Us' }, named('Brightwell', '{site_name} — {page}'))).toBe('Brightwell — About Us');
    // An empty template is the default one.
    expect(documentTitle({ title: 'About Us' }, named('Brightwell', ' '))).toBe('About Us · Brightwell');
  });

  it('is the title alone without a site name (empty or blank) or without settings', () => {
    expect(documentTitle({ title: 'About Us' }, named(''))).toBe('About Us');
    expect(documentTitle({ title: 'About Us' }, named('   '))).toBe('About Us');
    expect(documentTitle({ title: 'About Us' }, undefined)).toBe('About Us');
  });

  it('trims the name', () => {
    expect(documentTitle({ title: 'Gallery' }, named('  Brightwell '))).toBe('Gallery · Brightwell');
  });
});

const site = (settings: Partial<typeof SETTINGS_DEFAULTS> = {}, seo: PageContent['site']['seo'] = {}) => ({
  settings: { ...SETTINGS_DEFAULTS, ...settings },
  seo,
});

describe("the home page's title", () => {
  const home = (title: string) => ({ page: 'home', sections: { hero: { title } }, site: site() }) as unknown as PageContent;

  it("is the tagline (the hero title) with the site's name, like every page's", () => {
    expect(documentTitle(homeMeta(home('Clean spaces, calm minds'), {}), named('Brightwell'))).toBe(
      'Clean spaces, calm minds · Brightwell',
    );
  });

  it("is 'Home' with the site's name when there is no tagline", () => {
    expect(documentTitle(homeMeta(home('  '), {}), named('Brightwell'))).toBe('Home · Brightwell');
  });
});

describe('the default description', () => {
  const about = (description: string, settings = {}) =>
    ({ page: 'about', sections: { about1: { description, title: '' } }, site: site(settings) }) as unknown as PageContent;

  it("replaces the page's built-in sentence when the content says nothing", () => {
    expect(aboutMeta(about(''), {}).description).toBe('Who we are.');
    expect(aboutMeta(about('', { default_description: 'Cleaning you can trust.' }), {}).description).toBe(
      'Cleaning you can trust.',
    );
  });

  it("never replaces what the page's content says", () => {
    expect(aboutMeta(about('We clean.', { default_description: 'Cleaning you can trust.' }), {}).description).toBe('We clean.');
  });
});

describe("withPageSeo: a page's own search-engine settings", () => {
  const own: PageMeta = { title: 'About Us', description: 'Who we are.', image: '/media/team.jpg' };
  const seo = {
    title: 'About Brightwell',
    description: 'Forty years of clean offices.',
    image: '/media/share.jpg',
    noindex: true,
    title_is_complete: false,
  };

  it('win over what the content gives, and noindex is added', () => {
    expect(withPageSeo(own, site({}, { about: seo }), 'about')).toEqual({
      title: 'About Brightwell',
      description: 'Forty years of clean offices.',
      image: '/media/share.jpg',
      noindex: true,
    });
  });

  it('leave the automatic values where they are empty, and belong to their own page only', () => {
    const empty = { title: ' ', description: '', image: '', noindex: false, title_is_complete: false };
    expect(withPageSeo(own, site({}, { about: empty }), 'about')).toEqual(own);
    expect(withPageSeo(own, site({}, { contact: seo }), 'about')).toEqual(own);
  });

  it("fall back to the site's default share image for a page without one", () => {
    const plain: PageMeta = { title: 'Gallery', description: 'd' };
    expect(withPageSeo(plain, site({ default_image: '/media/brand.jpg' }), 'gallery').image).toBe('/media/brand.jpg');
    expect(withPageSeo(own, site({ default_image: '/media/brand.jpg' }), 'about').image).toBe('/media/team.jpg');
    expect(withPageSeo(plain, site(), 'gallery')).not.toHaveProperty('image');
  });
});

describe('seoKeyOf', () => {
  it("is the page's path without its leading slash, home for /", () => {
    expect(seoKeyOf('/')).toBe('home');
    expect(seoKeyOf('/about/team')).toBe('about/team');
    expect(seoKeyOf('/about/team/')).toBe('about/team');
    expect(seoKeyOf('/services/office%20cleaning')).toBe('services/office cleaning');
    expect(seoKeyOf('/services/%E0%A4')).toBe('services/%E0%A4');
  });
});

describe("a custom page's head", () => {
  const custom = (description: string) =>
    ({ page: 'custom', title: 'Careers', head: { title: 'Careers', description } }) as unknown as CustomPageContent;

  it("is the head its answer carries, the description cut as every page's, with the company name after the title", () => {
    const meta = customPageMeta(custom(`We hire ${'cleaners and engineers '.repeat(10)}`), {});
    expect(documentTitle(meta, named('Brightwell'))).toBe('Careers · Brightwell');
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(customPageMeta(custom(''), {}).description).toBe('Careers');
  });

  it("is the Not Found page's for another answer (an address no page has)", () => {
    expect(customPageMeta({ page: 'contact' } as unknown as PageContent, {}).title).toBe('Page not found');
  });
});
