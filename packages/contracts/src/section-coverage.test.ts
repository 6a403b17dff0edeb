// What a section must be given that the compiler cannot check by itself: the block type custom pages
// store it under and whether its page shows it only under a condition. The table is a total Record
// over the section keys, so a new section makes the compiler name this file; the tests then hold the
// registry to it, so a section whose place lacks `block: false` or its condition, or whose API path
// (its stored block type) changes, fails here (docs/adding-a-section.md lists the files).
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, SECTION_BLOCK_TYPES } from './custom-page-rules.js';
import { isShown, type SectionKey } from './page-sections.js';
import { SECTIONS } from './registry.js';
import { BLOCK_ONLY_TYPES } from './sections/blocks.page.js';

interface Coverage {
  /** Its type as a custom page's block, stored in the pages so never changed; null: not a block (`block: false`). */
  block: string | null;
  /** Shown only under a condition (`shows` in its page's list); registry.test.ts has a case for what it is. */
  condition: boolean;
}

const SECTION_COVERAGE: Record<SectionKey, Coverage> = {
  navbar: { block: null, condition: false },
  footer: { block: null, condition: false },
  siteMessages: { block: null, condition: false },
  carousel: { block: 'home/carousel', condition: false },
  hero: { block: 'home/hero', condition: false },
  cards: { block: 'home/cards', condition: false },
  homeServices: { block: 'home/services', condition: false },
  statistics: { block: 'home/statistics', condition: false },
  gridCards: { block: 'home/grid-cards', condition: false },
  featuredVideo: { block: 'home/featured-video', condition: true },
  whyUs: { block: 'home/why-us', condition: false },
  ourClients: { block: 'home/our-clients', condition: false },
  news: { block: 'home/news', condition: false },
  associates: { block: 'home/associates', condition: false },
  homeContact: { block: 'home/contact', condition: false },
  location: { block: 'home/location', condition: false },
  about1: { block: 'about/about1', condition: false },
  message: { block: 'about/message', condition: false },
  about2: { block: 'about/about2', condition: false },
  team: { block: 'about/team', condition: false },
  faq: { block: 'about/faq', condition: true },
  richText: { block: 'about/rich-text', condition: true },
  contact1: { block: 'contact/contact1', condition: false },
  contact2: { block: 'contact/contact2', condition: false },
  gallery: { block: 'gallery', condition: false },
  projects: { block: 'projects', condition: false },
};

/** Each section's block type as the registry derives it, null for one that is not a block. */
const derivedBlocks = () => {
  const typeOf = new Map<string, string>(Object.entries(SECTION_BLOCK_TYPES).map(([type, key]) => [key, type]));
  return Object.fromEntries(SECTIONS.map((s) => [s.key, typeOf.get(s.key) ?? null]));
};

describe('every section, in each place the compiler cannot check', () => {
  it('is a block of custom pages under the type stored for it, unless its place says `block: false`', () => {
    const expected = Object.fromEntries(Object.entries(SECTION_COVERAGE).map(([key, c]) => [key, c.block]));
    expect(derivedBlocks()).toEqual(expected);
    expect(SECTIONS.filter((s) => 'block' in s).map((s) => s.key)).toEqual(
      SECTIONS.filter((s) => SECTION_COVERAGE[s.key].block === null).map((s) => s.key),
    );
  });

  it("is offered in the block picker in the registry's order, before the block-only types", () => {
    const sectionBlocks = SECTIONS.flatMap((s) => SECTION_COVERAGE[s.key].block ?? []);
    expect(BLOCK_TYPES).toEqual([...sectionBlocks, ...BLOCK_ONLY_TYPES]);
  });

  it('has a condition exactly when the table says so, and shows whatever it holds otherwise', () => {
    for (const s of SECTIONS) {
      expect(s.shows !== undefined, `${s.key}: a condition in its page's list`).toBe(SECTION_COVERAGE[s.key].condition);
      if (!SECTION_COVERAGE[s.key].condition) expect(isShown(s.key, s.defaults as never), s.key).toBe(true);
    }
  });
});
