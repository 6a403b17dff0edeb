// The registry joins each page's list to its sections' facts: one entry per section, in page order,
// each default fitting its schema, each editor option naming a field the schema has.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { featuredVideoDefault } from './sections/home.page.js';
import { faqDefault, richTextDefault } from './sections/about.page.js';
import { formShape, type FormNode } from './form-shape.js';
import { isShown, PAGE_SECTIONS, pageSectionKeys, SECTION_PAGES } from './page-sections.js';
import { getSection, SECTIONS, sectionsOfPage } from './registry.js';

/** Every field pattern of a form ("teamInfo.members", "socials.*.icon"), groups and lists included. */
function patterns(node: FormNode, prefix = ''): string[] {
  const here = prefix ? [prefix] : [];
  if (node.type === 'group')
    return [...here, ...node.fields.flatMap((f) => patterns(f.node, prefix ? `${prefix}.${f.key}` : f.key))];
  if (node.type === 'list') return [...here, ...patterns(node.item, `${prefix}.*`)];
  return here;
}

describe('the section registry', () => {
  it('lists each page’s sections in the page’s order, the layout first, each key once', () => {
    expect(SECTIONS.map((s) => s.key)).toEqual(Object.values(PAGE_SECTIONS).flatMap((list) => list.map((place) => place.key)));
    expect(new Set(SECTIONS.map((s) => s.key)).size).toBe(SECTIONS.length);
    expect(SECTIONS.slice(0, 2).map((s) => s.key)).toEqual(['navbar', 'footer']);
    expect(sectionsOfPage('about').map((s) => s.key)).toEqual(pageSectionKeys('about'));
    expect(new Set(SECTIONS.map((s) => s.path)).size).toBe(SECTIONS.length);
  });

  it('gives every section the page its list is on', () => {
    for (const page of SECTION_PAGES) for (const key of pageSectionKeys(page)) expect(getSection(key).page).toBe(page);
    expect(SECTION_PAGES).toEqual(['layout', 'home', 'about', 'contact', 'gallery', 'projects']);
  });

  it.each(SECTIONS.map((s) => [s.key, s] as const))('%s: its default fits its schema', (_key, section) => {
    expect(section.schema.safeParse(section.defaults).success).toBe(true);
  });

  it.each(SECTIONS.map((s) => [s.key, s] as const))(
    '%s: a field added later has the same default in its schema and in the default document',
    (_key, section) => {
      for (const [field, schema] of Object.entries(section.schema.shape)) {
        if (!(schema instanceof z.ZodDefault)) continue;
        expect((section.defaults as Record<string, unknown>)[field], field).toEqual(schema.def.defaultValue);
      }
    },
  );

  it.each(SECTIONS.map((s) => [s.key, s] as const))('%s: its editor names only fields its schema has', (_key, section) => {
    const known = new Set(patterns(formShape(section.schema)));
    const { categories = {}, labels = {}, hints = {}, lists = {} } = section.editor;
    for (const pattern of [...Object.keys(categories), ...Object.keys(labels), ...Object.keys(hints)])
      expect(known, pattern).toContain(pattern);
    for (const [pattern, list] of Object.entries(lists)) {
      expect(known, pattern).toContain(pattern);
      for (const field of list.requires ?? []) expect(known, `${pattern}.*.${field}`).toContain(`${pattern}.*.${field}`);
    }
  });
});

describe('sections shown only under a condition', () => {
  it('shows the featured video only with a video the embed rule accepts', () => {
    expect(isShown('featuredVideo', featuredVideoDefault)).toBe(false);
    expect(isShown('featuredVideo', { ...featuredVideoDefault, videoSrc: 'https://www.youtube.com/embed/x' })).toBe(true);
    expect(isShown('featuredVideo', { ...featuredVideoDefault, videoSrc: '/media/demo.mp4' })).toBe(true);
    expect(isShown('featuredVideo', { ...featuredVideoDefault, videoSrc: 'http://example.com/v' })).toBe(false);
    expect(isShown('featuredVideo', { ...featuredVideoDefault, videoSrc: 'javascript:alert(1)' })).toBe(false);
  });

  it('shows the FAQ only with questions', () => {
    expect(isShown('faq', faqDefault)).toBe(false);
    expect(isShown('faq', { ...faqDefault, faqs: [{ question: 'Q', answer: 'A' }] })).toBe(true);
  });

  it('shows the rich text only with text in its body', () => {
    expect(isShown('richText', richTextDefault)).toBe(false);
    expect(isShown('richText', { ...richTextDefault, heading: 'A heading alone' })).toBe(false);
    const body = {
      type: 'doc' as const,
      content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: 'Hello' }] }],
    };
    expect(isShown('richText', { ...richTextDefault, body })).toBe(true);
  });

  // That every other section shows whatever it holds: section-coverage.test.ts, by its table.
});
