import { describe, expect, it } from 'vitest';
import { SEO_DEFAULTS } from '@site/contracts';
import type { CheckedPage } from './checked-page.js';
import { headingFindings } from './headings.js';
import type { PageMarkup } from './page-markup.js';

const page: CheckedPage = {
  key: 'team',
  page: '/team',
  locale: 'en',
  main: 'custom-pages/team',
  seo: SEO_DEFAULTS,
  html: '',
  documents: [
    { document: 'custom-pages/team', prefix: '', data: { title: 'Team', blocks: [{ data: { title: 'Our  people' } }] } },
  ],
};
const markup = (headings: PageMarkup['headings']): PageMarkup => ({
  title: '',
  description: '',
  images: [],
  links: [],
  headings,
});
const brief = (findings: ReturnType<typeof headingFindings>) => findings.map((f) => [f.field, f.message]);

describe('headingFindings', () => {
  it('passes headings in order with one h1', () => {
    expect(
      headingFindings(
        page,
        markup([
          { level: 1, text: 'Team' },
          { level: 2, text: 'A' },
          { level: 3, text: 'B' },
          { level: 2, text: 'C' },
        ]),
      ),
    ).toEqual([]);
  });

  it('finds a skipped level at the field that holds the heading', () => {
    expect(
      brief(
        headingFindings(
          page,
          markup([
            { level: 1, text: 'Team' },
            { level: 3, text: 'Our people' },
          ]),
        ),
      ),
    ).toEqual([['blocks.0.data.title', 'The heading "Our people" (h3) follows "Team" (h1): it skips h2.']]);
  });

  it('finds a page without an h1, and a second h1', () => {
    expect(brief(headingFindings(page, markup([{ level: 2, text: 'X' }])))).toEqual([
      [null, 'The page has no main heading (h1).'],
    ]);
    const found = headingFindings(
      page,
      markup([
        { level: 1, text: 'Team' },
        { level: 1, text: 'Our people' },
      ]),
    );
    expect(found.map((f) => [f.document, f.field])).toEqual([['custom-pages/team', 'blocks.0.data.title']]);
  });
});
