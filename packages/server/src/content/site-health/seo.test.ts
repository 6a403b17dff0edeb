import { describe, expect, it } from 'vitest';
import { SEO_DEFAULTS } from '@site/contracts';
import type { CheckedPage } from './checked-page.js';
import type { PageMarkup } from './page-markup.js';
import { seoFindings } from './seo.js';

const pageAt = (key: string, path: string, noindex = false): CheckedPage => ({
  key,
  page: path,
  locale: 'en',
  main: key,
  seo: { ...SEO_DEFAULTS, noindex },
  html: '',
  documents: [],
});
const markup = (title: string | null, description: string | null, navbar: string[] = []): PageMarkup => ({
  title,
  description,
  headings: [],
  images: [],
  links: navbar.map((href) => ({ href, text: '', inNavbar: true })),
});
const brief = (found: ReturnType<typeof seoFindings>) => found.map((f) => [f.page, f.document, f.field, f.message]);

describe('seoFindings', () => {
  it('passes distinct titles and descriptions of fitting length', () => {
    expect(
      seoFindings([
        { page: pageAt('home', '/'), markup: markup('Home · Co', 'What we do.') },
        { page: pageAt('about', '/about'), markup: markup('About · Co', 'Who we are.') },
      ]),
    ).toEqual([]);
  });

  it('finds a missing description, a title too long and titles shared by two pages', () => {
    const long = 'A'.repeat(61);
    const found = seoFindings([
      { page: pageAt('home', '/'), markup: markup('Same', null) },
      { page: pageAt('about', '/about'), markup: markup('Same', 'Who we are.') },
      { page: pageAt('contact', '/contact'), markup: markup(long, 'Write to us.') },
    ]);
    expect(brief(found)).toEqual([
      ['/contact', 'seo/contact', 'title', "The page's title is 61 characters long: search results cut it after about 60."],
      ['/', 'seo/home', 'title', "The page's title is the same as that of /about."],
      ['/about', 'seo/about', 'title', "The page's title is the same as that of /."],
      ['/', 'seo/home', 'description', 'The page has no description for search results.'],
    ]);
  });

  it('finds a page hidden from search engines that the navbar links to', () => {
    const found = seoFindings([
      { page: pageAt('home', '/'), markup: markup('Home', 'Home.', ['/', '/team?x']) },
      { page: pageAt('team', '/team', true), markup: markup('Team', 'Team.') },
      { page: pageAt('old', '/old', true), markup: markup('Old', 'Old.') },
    ]);
    expect(brief(found)).toEqual([
      ['/team', 'seo/team', 'noindex', 'The page is hidden from search engines, yet the navbar links to it.'],
    ]);
  });
});
