import { describe, expect, it } from 'vitest';
import { faqDefault, imageTextDefault, type PageContent } from '@site/contracts/site';
import { customPageHead, documentTitle, homeMeta } from './meta';

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
  const paragraph = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
  const page = (blocks: unknown[]) => ({ title: 'Careers', blocks }) as Parameters<typeof customPageHead>[0];

  it('is the page title with the company name, and the first text of its shown blocks as the description', () => {
    const head = customPageHead(
      page([
        // An FAQ without questions is not shown: its subtitle does not describe the page.
        { type: 'about/faq', data: { ...faqDefault, subtitle: 'Hidden' } },
        { type: 'home/statistics', data: { title: 'Numbers', description: '' } },
        { type: 'image-text', data: { ...imageTextDefault, body: paragraph('We hire  cleaners\nand engineers.') } },
        { type: 'home/hero', data: { description: 'Later text' } },
      ]),
    );
    expect(head).toEqual({ title: 'Careers', description: 'We hire cleaners and engineers.' });
    expect(documentTitle(head, 'Brightwell')).toBe('Careers · Brightwell');
  });

  it('falls back to the title without any text', () => {
    expect(customPageHead(page([])).description).toBe('Careers');
  });
});
