import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, SECTION_BLOCK_TYPES, blockSourcePage, isBlockShown, slugProblem, type Block } from './custom-page-rules.js';
import { blockFacts, customPageSchema } from './custom-pages.js';
import { formShape, type FormNode } from './form-shape.js';
import { SECTIONS, getSection } from './registry.js';

describe('block types', () => {
  it('are the API path of every section of a page (not the navbar or footer), and the block-only types', () => {
    const pageSections = SECTIONS.filter((s) => s.page !== 'layout');
    expect(Object.fromEntries(pageSections.map((s) => [s.path, s.key]))).toEqual(SECTION_BLOCK_TYPES);
    expect(BLOCK_TYPES).toEqual([...pageSections.map((s) => s.path), 'image-text']);
  });

  it('are every section whose place does not say it is not a block: the navbar, footer and site messages say so', () => {
    const notBlocks = SECTIONS.filter((s) => 'block' in s && s.block === false).map((s) => s.key);
    expect(notBlocks).toEqual(['navbar', 'footer', 'siteMessages']);
    expect(Object.values(SECTION_BLOCK_TYPES)).toEqual(SECTIONS.map((s) => s.key).filter((key) => !notBlocks.includes(key)));
  });

  it("come from their section's page, whose components a custom page with them loads; a block-only type from none", () => {
    for (const [type, key] of Object.entries(SECTION_BLOCK_TYPES)) expect(blockSourcePage(type), type).toBe(getSection(key).page);
    expect(blockSourcePage('image-text')).toBeUndefined();
    expect(blockSourcePage('layout/navbar')).toBeUndefined();
  });

  it('each has facts whose default fits its schema, so a new block starts valid', () => {
    for (const type of BLOCK_TYPES) {
      const facts = blockFacts(type);
      expect(facts.schema.safeParse(facts.defaults).success, type).toBe(true);
    }
  });

  it('each starts a new block with content that fits its schema and that the site draws', () => {
    for (const type of BLOCK_TYPES) {
      const facts = blockFacts(type);
      const start = facts.blockDefaults ?? facts.defaults;
      const parsed = facts.schema.safeParse(start);
      expect(parsed.success, `${type}: ${parsed.error?.message}`).toBe(true);
      // A featured video shows only once it has a video, which only the admin can give it.
      if (type !== 'home/featured-video') expect(isBlockShown({ type, data: parsed.data } as Block), type).toBe(true);
    }
  });

  it('a list-type block starts with items in each of its lists, not a heading over an empty list', () => {
    /** The lists of a document (not those inside a list's items), by their dot path. */
    const listsOf = (node: FormNode, path: string): string[] => {
      if (node.type === 'list') return [path];
      if (node.type === 'group') return node.fields.flatMap((f) => listsOf(f.node, path ? `${path}.${f.key}` : f.key));
      return [];
    };
    const at = (data: unknown, path: string) =>
      path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], data);
    const listBlocks = BLOCK_TYPES.filter((type) => listsOf(formShape(blockFacts(type).schema), '').length > 0);
    expect(listBlocks).toEqual(expect.arrayContaining(['home/cards', 'about/faq', 'about/team', 'home/statistics']));
    expect(listBlocks).toEqual(expect.arrayContaining(['home/news', 'gallery', 'projects', 'home/services']));
    expect(listBlocks).toEqual(expect.arrayContaining(['home/grid-cards', 'home/why-us', 'home/our-clients']));
    expect(listBlocks).toEqual(expect.arrayContaining(['home/associates']));
    for (const type of listBlocks) {
      const facts = blockFacts(type);
      for (const list of listsOf(formShape(facts.schema), '')) {
        expect((at(facts.blockDefaults, list) as unknown[] | undefined)?.length ?? 0, `${type} ${list}`).toBeGreaterThan(1);
      }
    }
    expect(getSection('faq').blockDefaults?.faqs).toHaveLength(2);
    expect(getSection('statistics').blockDefaults?.stats).toHaveLength(3);
  });

  it('names as the pictures a new block fills only image fields of its schema', () => {
    const kindAt = (node: FormNode, parts: string[]): string | undefined => {
      const [head, ...rest] = parts;
      if (head === undefined) return node.type === 'field' ? node.kind : node.type;
      if (node.type === 'list') return head === '*' ? kindAt(node.item, rest) : undefined;
      if (node.type === 'group') {
        const field = node.fields.find((f) => f.key === head);
        return field && kindAt(field.node, rest);
      }
      return undefined;
    };
    for (const type of BLOCK_TYPES) {
      const facts = blockFacts(type);
      for (const pattern of facts.blockPictures ?? [])
        expect(kindAt(formShape(facts.schema), pattern.split('.')), `${type} ${pattern}`).toBe('image');
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
