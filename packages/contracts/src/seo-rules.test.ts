// The tab's title: the site settings' template around a page's title, except where the title
// already names the site or is marked as the whole title.
import { describe, expect, it } from 'vitest';
import { applyTitleTemplate, DEFAULT_TITLE_TEMPLATE } from './seo-rules.js';

describe('applyTitleTemplate', () => {
  it("puts the page's title and the site's name into the template", () => {
    expect(applyTitleTemplate(DEFAULT_TITLE_TEMPLATE, 'About Us', 'Brightwell')).toBe('About Us · Brightwell');
    expect(applyTitleTemplate('{site_name} | {page}', 'About Us', 'Brightwell')).toBe('Brightwell | About Us');
    expect(applyTitleTemplate('', 'About Us', 'Brightwell')).toBe('About Us · Brightwell');
  });

  it('leaves the title alone without a site name', () => {
    expect(applyTitleTemplate(DEFAULT_TITLE_TEMPLATE, 'About Us', '  ')).toBe('About Us');
  });

  it('does not add the site name to a title that already has it, in any case', () => {
    expect(applyTitleTemplate(DEFAULT_TITLE_TEMPLATE, 'Jobs at Brightwell', 'Brightwell')).toBe('Jobs at Brightwell');
    expect(applyTitleTemplate(DEFAULT_TITLE_TEMPLATE, 'BRIGHTWELL careers', 'Brightwell')).toBe('BRIGHTWELL careers');
    expect(applyTitleTemplate(DEFAULT_TITLE_TEMPLATE, 'Bright ideas', 'Brightwell')).toBe('Bright ideas · Brightwell');
  });

  it('uses a title marked complete as the whole title', () => {
    expect(applyTitleTemplate(DEFAULT_TITLE_TEMPLATE, 'Careers', 'Brightwell', { complete: true })).toBe('Careers');
    expect(applyTitleTemplate(DEFAULT_TITLE_TEMPLATE, 'Careers', 'Brightwell', { complete: false })).toBe('Careers · Brightwell');
  });

  it('keeps replacement patterns in a title as text', () => {
    expect(applyTitleTemplate(DEFAULT_TITLE_TEMPLATE, "Costs $& fees $'", 'Brightwell')).toBe("Costs $& fees $' · Brightwell");
  });
});
