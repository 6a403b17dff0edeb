import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, blockFacts, getSection, type ImageRecord } from '@site/contracts';
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

  const image = (id: number, category: string): ImageRecord =>
    ({
      id,
      image: `/media/${id}.webp`,
      name: `${id}.webp`,
      alt: '',
      focal_x: 0.5,
      focal_y: 0.5,
      category,
      uploaded_at: '2030-01-01T00:00:00.000Z',
    }) as ImageRecord;

  it('a new block holds what its type declares a new block starts with, a copy of it, and fits its schema', () => {
    const hero = newBlock('home/hero');
    expect(hero.data).toMatchObject({ title: 'A heading for this page', image1: '' });
    expect(hero.data).not.toBe(getSection('hero').blockDefaults);
    for (const type of BLOCK_TYPES) expect(blockFacts(type).schema.safeParse(newBlock(type).data).success).toBe(true);
    expect(newBlock('about/faq').data).toEqual(getSection('faq').blockDefaults);
    expect(newBlock('about/faq').data).not.toBe(getSection('faq').blockDefaults);
  });

  it('a new hero takes a picture of the library, one of its own category first', () => {
    expect(newBlock('home/hero', [image(1, 'team-member'), image(2, 'hero')]).data).toMatchObject({ image1: '/media/2.webp' });
    expect(newBlock('home/hero', [image(1, 'team-member')]).data).toMatchObject({ image1: '/media/1.webp', image2: '' });
    expect(newBlock('image-text', [image(3, 'pages')]).data).toMatchObject({ image: '/media/3.webp' });
    expect(newBlock('about/faq', [image(3, 'pages')]).data).toEqual(getSection('faq').blockDefaults);
    const library = [image(4, 'hero'), image(5, 'about1-image2'), image(6, 'about1-image1')];
    expect(newBlock('about/about1', library).data).toMatchObject({ image1: '/media/6.webp', image2: '/media/5.webp' });
    expect(newBlock('about/about1', [image(7, 'hero')]).data).toMatchObject({ image1: '/media/7.webp', image2: '' });
  });

  it("a new list block's items take pictures of the library, each a different one, its own category first", () => {
    const library = [image(1, 'hero'), image(2, 'gallery'), image(3, 'gallery')];
    const gallery = newBlock('gallery', library).data as { items: { image: string }[] };
    expect(gallery.items.map((item) => item.image)).toEqual(['/media/2.webp', '/media/3.webp', '/media/1.webp']);
    const carousel = newBlock('home/carousel', [image(4, 'carousel')]).data as { images: string[] };
    expect(carousel.images).toEqual(['/media/4.webp', '', '']);
    // Without a library the items stay without pictures: nothing points at a file that does not exist.
    expect((newBlock('home/our-clients').data as { clients: { logo: string }[] }).clients.map((c) => c.logo)).toEqual([
      '',
      '',
      '',
    ]);
    expect(getSection('gallery').blockDefaults?.items.every((item) => item.image === '')).toBe(true);
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

  it('names a block by its type and heading, and an unknown type as such', () => {
    const hero = newBlock('home/hero');
    expect(blockLabel({ ...hero, data: { ...(hero.data as object), title: 'Welcome to Meridian' } })).toBe(
      'Hero — Welcome to Meridian',
    );
    expect(blockLabel({ type: 'image-text', data: { ...(newBlock('image-text').data as object), heading: '' } })).toMatch(
      /^Image and text/,
    );
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
