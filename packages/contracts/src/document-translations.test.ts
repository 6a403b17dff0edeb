import { describe, expect, it } from 'vitest';
import {
  pageTranslationSchema,
  pageUntranslated,
  sectionsUntranslated,
  serviceFallback,
  serviceUntranslated,
  servicesTranslationSchema,
  translatePage,
  translateServices,
  translatedProgress,
} from './document-translations.js';
import { getSection } from './registry.js';
import type { Service } from './services.js';

const service = (id: string, title: string): Service => ({
  _id: id,
  slug: title.toLowerCase(),
  title,
  tagline: `${title} tagline`,
  description: `${title} description`,
  heroImage: '',
  altText: '',
  heroBgColor: '#FFFFFF',
  heroTextColor: '#000000',
  featuresBgColor: '#F8F9FA',
  featuresTextColor: '#212529',
  featuresDescription: '',
  features: [{ title: 'Fast', description: 'Quick work', iconPath: '' }],
});

describe('the services list in a language', () => {
  const services = [service('a1', 'Cleaning'), service('b2', 'Security')];

  it('takes each entry by _id, whatever the order, and lists what fell back by position', () => {
    const { data, fallback } = translateServices(services, [
      [
        { _id: 'b2', title: 'নিরাপত্তা', features: [{ title: 'দ্রুত' }] },
        { _id: 'gone', title: 'ignored' },
      ],
    ]);
    expect(data.map((s) => s.title)).toEqual(['Cleaning', 'নিরাপত্তা']);
    expect(data[1]).toMatchObject({ slug: 'security', heroBgColor: '#FFFFFF', tagline: 'Security tagline' });
    expect(data[1]!.features[0]).toEqual({ title: 'দ্রুত', description: 'Quick work', iconPath: '' });
    expect(serviceFallback(fallback, 0)).toEqual(expect.arrayContaining(['title', 'tagline', 'description']));
    expect(serviceFallback(fallback, 1)).toEqual(expect.arrayContaining(['tagline', 'features.0.description']));
    expect(serviceFallback(fallback, 1)).not.toContain('title');
  });

  it('counts what a translation gives of the texts the services have', () => {
    const translation = [{ _id: 'b2', title: 'নিরাপত্তা', tagline: '  ' }];
    // Per service: title, tagline, description and the feature's title and description.
    expect(translatedProgress(translateServices, services, translation)).toEqual({ translated: 1, total: 10 });
  });

  it('refuses slugs, colours and a service translated twice', () => {
    expect(servicesTranslationSchema.safeParse([{ _id: 'a1', title: 'x' }]).success).toBe(true);
    expect(servicesTranslationSchema.safeParse([{ _id: 'a1', slug: 'x' }]).success).toBe(false);
    expect(servicesTranslationSchema.safeParse([{ _id: 'a1', heroBgColor: '#000000' }]).success).toBe(false);
    expect(servicesTranslationSchema.safeParse([{ title: 'no id' }]).success).toBe(false);
    expect(servicesTranslationSchema.safeParse([{ _id: 'a1' }, { _id: 'a1' }]).success).toBe(false);
  });
});

describe('an editor-built page in a language', () => {
  const hero = getSection('hero');
  const page = {
    slug: 'offers',
    title: 'Offers',
    blocks: [
      { type: 'home/hero', data: { ...hero.defaults, title: 'Big offer', description: 'Cheap.' } },
      { type: 'retired-type', data: { title: 'Old' } },
    ],
  };

  it('translates the title and each block by position, and keeps what it does not know', () => {
    const { data, fallback } = translatePage(page, [{ blocks: [{ title: 'বড় অফার' }] }]);
    expect(data.slug).toBe('offers');
    expect(data.title).toBe('Offers');
    expect(data.blocks[0]!.data.title).toBe('বড় অফার');
    expect((data.blocks[0]!.data as { description: string }).description).toBe('Cheap.');
    expect(data.blocks[1]).toEqual(page.blocks[1]);
    expect(fallback).toEqual(expect.arrayContaining(['title', 'blocks.0.description']));
    expect(fallback).not.toContain('blocks.0.title');
  });

  it("checks each block's translation against its type, and no more blocks than the page has", () => {
    const schema = pageTranslationSchema(page.blocks);
    expect(schema.safeParse({ title: 'অফার', blocks: [{ title: 'x' }, null] }).success).toBe(true);
    const colour = schema.safeParse({ blocks: [{ bgColor: '#000000' }] });
    expect(colour.success).toBe(false);
    expect(colour.error?.issues[0]?.message).toMatch(/^Block 1 \(/);
    expect(schema.safeParse({ blocks: [{}, { title: 'x' }] }).success).toBe(false);
    expect(schema.safeParse({ blocks: [{}, {}, {}] }).success).toBe(false);
    expect(schema.safeParse({ slug: 'other' }).success).toBe(false);
  });
});

describe('what counts as untranslated in the services, a page and a page answer', () => {
  it('counts a service’s texts, not its hero image or a feature’s icon that follow the default', () => {
    const pictured = {
      ...service('a1', 'Cleaning'),
      heroImage: '/media/hero.png',
      features: [{ title: 'Fast', description: 'Quick', iconPath: '/media/i.png' }],
    };
    const merged = translateServices([pictured], [[{ _id: 'a1', heroImage: '/media/bn.png' }]]);
    expect(merged.fallback).toContain('0.features.0.iconPath');
    expect(merged.untranslated).toEqual([
      '0.title',
      '0.tagline',
      '0.description',
      '0.features.0.title',
      '0.features.0.description',
    ]);
    expect(serviceUntranslated(serviceFallback(merged.fallback, 0))).toHaveLength(5);
    expect(translatedProgress(translateServices, [pictured], [])).toEqual({ translated: 0, total: 5 });
  });

  it('counts a page’s title and its blocks’ texts by each block’s type, not a link or picture', () => {
    const hero = getSection('hero');
    const blocks = [
      {
        type: 'home/hero',
        data: {
          ...hero.defaults,
          title: 'Big offer',
          description: 'Cheap.',
          ctaText: '',
          ctaLink: '/contact',
          image1: '/media/a.png',
        },
      },
      { type: 'retired-type', data: { title: 'Old' } },
    ];
    const merged = translatePage({ title: 'Offers', blocks }, []);
    expect(merged.fallback).toEqual(expect.arrayContaining(['blocks.0.ctaLink', 'blocks.0.image1']));
    expect(merged.untranslated).toEqual(expect.arrayContaining(['title', 'blocks.0.title', 'blocks.0.description']));
    expect(merged.untranslated).not.toContain('blocks.0.ctaLink');
    expect(pageUntranslated(blocks, merged.fallback)).toEqual(merged.untranslated);
    expect(pageUntranslated(blocks, ['blocks.1.title', 'blocks.9.title'])).toEqual([]);
  });

  it('counts a page answer’s sections by their schemas', () => {
    expect(
      sectionsUntranslated({ hero: ['title', 'ctaLink', 'image1', 'description'], carousel: ['images.0', 'images.1'] }),
    ).toEqual({
      hero: 2,
      carousel: 0,
    });
    expect(sectionsUntranslated(undefined)).toEqual({});
  });
});
