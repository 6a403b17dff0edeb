import { describe, expect, it } from 'vitest';
import type { PageContent } from '@site/contracts/site';
import { documentTitle, homeMeta } from './meta';

describe('documentTitle', () => {
  it("follows a page's title with the company's name", () => {
    expect(documentTitle({ title: 'About Us' }, 'Brightwell Facility Services')).toBe('About Us · Brightwell Facility Services');
  });

  it('is the title alone without a company name (empty, blank or missing)', () => {
    expect(documentTitle({ title: 'About Us' }, '')).toBe('About Us');
    expect(documentTitle({ title: 'About Us' }, '   ')).toBe('About Us');
    expect(documentTitle({ title: 'About Us' }, undefined)).toBe('About Us');
  });

  it('trims the name', () => {
    expect(documentTitle({ title: 'Gallery' }, '  Brightwell ')).toBe('Gallery · Brightwell');
  });

  it('leaves a title that stands alone as it is', () => {
    expect(documentTitle({ title: 'Clean spaces, calm minds', standalone: true }, 'Brightwell')).toBe('Clean spaces, calm minds');
  });
});

describe("the home page's title", () => {
  const home = (title: string) => ({ page: 'home', sections: { hero: { title } } }) as unknown as PageContent;

  it('is the tagline (the hero title) alone', () => {
    expect(documentTitle(homeMeta(home('Clean spaces, calm minds'), {}), 'Brightwell')).toBe('Clean spaces, calm minds');
  });

  it("is 'Home' with the company's name when there is no tagline", () => {
    expect(documentTitle(homeMeta(home('  '), {}), 'Brightwell')).toBe('Home · Brightwell');
  });
});
