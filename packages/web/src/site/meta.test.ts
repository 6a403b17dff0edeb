import { describe, expect, it } from 'vitest';
import type { CustomPageContent, PageContent } from '@site/contracts/site';
import { customPageMeta, documentTitle, homeMeta } from './meta';

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

describe("a custom page's head", () => {
  const custom = (description: string) =>
    ({ page: 'custom', title: 'Careers', head: { title: 'Careers', description } }) as unknown as CustomPageContent;

  it("is the head its answer carries, the description cut as every page's, with the company name after the title", () => {
    const meta = customPageMeta(custom(`We hire ${'cleaners and engineers '.repeat(10)}`), {});
    expect(documentTitle(meta, 'Brightwell')).toBe('Careers · Brightwell');
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(customPageMeta(custom(''), {}).description).toBe('Careers');
  });

  it("is the Not Found page's for another answer (an address no page has)", () => {
    expect(customPageMeta({ page: 'contact' } as unknown as PageContent, {}).title).toBe('Page not found');
  });
});
