import { describe, expect, it } from 'vitest';
import { getSection } from '@site/contracts';
import {
  blockLabel,
  copySlug,
  deleteDetail,
  duplicateBlock,
  moveBlock,
  newBlock,
  removeBlock,
  slugFromTitle,
} from './page-blocks';

describe('block list', () => {
  const blocks = [newBlock('home/hero'), newBlock('about/rich-text'), newBlock('home/contact')];

  it("a new block holds its type's default document, a copy of it", () => {
    const hero = newBlock('home/hero');
    expect(hero).toEqual({ type: 'home/hero', data: getSection('hero').defaults });
    expect(hero.data).not.toBe(getSection('hero').defaults);
  });

  it('moves, duplicates right after and removes, leaving the list it was given as it was', () => {
    expect(moveBlock(blocks, 0, 2).map((b) => b.type)).toEqual(['about/rich-text', 'home/contact', 'home/hero']);
    expect(moveBlock(blocks, 2, 0).map((b) => b.type)).toEqual(['home/contact', 'home/hero', 'about/rich-text']);
    expect(moveBlock(blocks, 0, -1)).toEqual(blocks);
    const copied = duplicateBlock(blocks, 0);
    expect(copied.map((b) => b.type)).toEqual(['home/hero', 'home/hero', 'about/rich-text', 'home/contact']);
    expect(copied[1]!.data).not.toBe(copied[0]!.data);
    expect(removeBlock(blocks, 1).map((b) => b.type)).toEqual(['home/hero', 'home/contact']);
    expect(blocks.map((b) => b.type)).toEqual(['home/hero', 'about/rich-text', 'home/contact']);
  });

  it('names a block by its type, and an unknown type as such', () => {
    expect(blockLabel(newBlock('image-text'))).toBe('Image and text');
    expect(blockLabel({ type: 'home/weather', data: {} })).toBe('Unknown block "home/weather"');
  });
});

describe('pages', () => {
  it('derive a slug from a title', () => {
    expect(slugFromTitle('Careers')).toBe('careers');
    expect(slugFromTitle('  Café & Bar — Paris!  ')).toBe('cafe-bar-paris');
    expect(slugFromTitle('x'.repeat(70))).toHaveLength(60);
  });

  it('give a copy the first free -copy slug', () => {
    expect(copySlug('careers', ['careers'])).toBe('careers-copy');
    expect(copySlug('careers', ['careers', 'careers-copy', 'careers-copy-2'])).toBe('careers-copy-3');
    expect(copySlug('x'.repeat(60), [])).toBe(`${'x'.repeat(55)}-copy`);
  });

  it("say which of the navbar's and footer's links a delete removes", () => {
    expect(deleteDetail({ title: 'Careers', in_navbar: true, in_footer: true })).toBe(
      'Its address stops working and its history is deleted. Its link in the navbar and in the footer is removed too. This cannot be undone.',
    );
    expect(deleteDetail({ title: 'Careers', in_navbar: false, in_footer: true })).toContain(
      'Its link in the footer is removed too.',
    );
    expect(deleteDetail({ title: 'Careers', in_navbar: false, in_footer: false })).not.toContain('link');
  });
});
