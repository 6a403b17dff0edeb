import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, SECTION_BLOCK_TYPES, isBlockShown, slugProblem, type Block } from './custom-page-rules.js';
import { blockFacts, customPageSchema } from './custom-pages.js';
import { SECTIONS, getSection } from './registry.js';

describe('block types', () => {
  it('are the registry path of every section of a page (not the navbar or footer), and the block-only types', () => {
    const pageSections = SECTIONS.filter((s) => s.page !== 'layout');
    expect(Object.fromEntries(pageSections.map((s) => [s.path, s.key]))).toEqual(SECTION_BLOCK_TYPES);
    expect(BLOCK_TYPES).toEqual([...pageSections.map((s) => s.path), 'image-text']);
  });

  it('each has facts whose default fits its schema, so a new block starts valid', () => {
    for (const type of BLOCK_TYPES) {
      const facts = blockFacts(type);
      expect(facts.schema.safeParse(facts.defaults).success, type).toBe(true);
    }
  });

  it("a section's block shows under the section's own condition", () => {
    const faq = getSection('faq').defaults;
    expect(isBlockShown({ type: 'about/faq', data: faq })).toBe(false);
    expect(isBlockShown({ type: 'about/faq', data: { ...faq, faqs: [{ question: 'Q', answer: 'A' }] } })).toBe(true);
    expect(isBlockShown({ type: 'image-text', data: blockFacts('image-text').defaults } as Block)).toBe(true);
  });
});

describe('slugs', () => {
  it("are lower-case a-z0-9-, 1 to 60 characters, and none of the site's own addresses", () => {
    expect(slugProblem('careers-2026')).toBeNull();
    expect(slugProblem('x'.repeat(60))).toBeNull();
    expect(slugProblem('x'.repeat(61))).not.toBeNull();
    expect(slugProblem('sitemap.xml')).toMatch(/site's own addresses/);
    expect(slugProblem('café')).toMatch(/lower-case/);
  });

  it('a page fills in its navbar and footer marks', () => {
    const page = customPageSchema.parse({ slug: 'careers', title: ' Careers ', blocks: [] });
    expect(page).toEqual({
      slug: 'careers',
      title: 'Careers',
      blocks: [],
      in_navbar: false,
      navbar_group: null,
      in_footer: false,
    });
  });
});
