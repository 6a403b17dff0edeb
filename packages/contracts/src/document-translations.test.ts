import { describe, expect, it } from 'vitest';
import {
  pageTranslationSchema,
  serviceFallback,
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
