import { describe, expect, it } from 'vitest';
import { SEO_DEFAULTS } from '@site/contracts';
import { altFindings } from './alt-text.js';
import type { CheckedPage } from './checked-page.js';
import type { PageMarkup } from './page-markup.js';

const page: CheckedPage = {
  key: 'home',
  page: '/',
  locale: 'en',
  main: 'home/hero',
  seo: SEO_DEFAULTS,
  html: '',
  documents: [
    { document: 'home/hero', prefix: '', data: { image1: '/media/a.png', divider: '/media/wave.svg' } },
    { document: 'home/carousel', prefix: '', data: { images: ['/media/c.png'] } },
    { document: 'home/why-us', prefix: '', data: { features: [{ iconUrl: '/media/i.svg' }] } },
  ],
};
const markup = (images: PageMarkup['images']): PageMarkup => ({ title: '', description: '', headings: [], links: [], images });

describe('altFindings', () => {
  it('finds an image drawn without alt text, at the field that holds it', () => {
    expect(altFindings(page, markup([{ src: '/media/a.png', alt: '' }]))).toEqual([
      {
        kind: 'missing-alt',
        document: 'home/hero',
        field: 'image1',
        page: '/',
        locale: 'en',
        message: 'The image /media/a.png has no alternative text: describe it in the section or in the media library.',
      },
    ]);
  });

  it('passes images with words, the decorative dividers and icons, and a thumbnail of a described image', () => {
    const images = [
      { src: '/media/a.png', alt: 'Our team' },
      { src: '/media/wave.svg', alt: '' },
      { src: '/media/i.svg', alt: '' },
      { src: '/media/c.png', alt: 'Carousel image 1' },
      { src: '/media/c.png', alt: '' },
    ];
    expect(altFindings(page, markup(images))).toEqual([]);
  });

  it('names the page’s main document for an image no field holds, once', () => {
    const found = altFindings(
      page,
      markup([
        { src: '/media/z.png', alt: null },
        { src: '/media/z.png', alt: '' },
      ]),
    );
    expect(found.map((f) => [f.document, f.field])).toEqual([['home/hero', null]]);
  });
});
