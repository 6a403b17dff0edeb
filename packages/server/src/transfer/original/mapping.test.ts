import { describe, expect, it } from 'vitest';
import { formShape, heroSchema } from '@site/contracts';
import { imageCategory } from './categories.js';
import { conform, type MapContext } from './conform.js';
import { reshapeContact2 } from './contact.js';
import { reshapeCarousel } from './home.js';
import { socialName } from './layout.js';
import { reshapeServices } from './services.js';

function recording(): MapContext & { notes: string[] } {
  const notes: string[] = [];
  return { notes, image: (value, at) => `/media/${at}`, unmapped: (at, reason) => notes.push(`${at}: ${reason}`) };
}

describe('fitting an original document to our schema', () => {
  it('copies known fields, sends image fields through the context, starts missing fields from our default and reports extra keys', () => {
    const ctx = recording();
    const out = conform(formShape(heroSchema), { title: 'Hi', image1: 'data:...', extra: 1, bgColor: 7 }, '', ctx, {
      bgColor: '#fff',
      textColor: '#000',
    });
    expect(out).toMatchObject({ title: 'Hi', image1: '/media/image1', bgColor: '7', textColor: '#000', description: '' });
    expect(ctx.notes).toEqual(['extra: our section has no such field']);
  });

  it('turns a bare route of the original into a site path, and says so', () => {
    const ctx = recording();
    expect(conform(formShape(heroSchema), { ctaLink: 'about/team', contactLink: '#' }, '', ctx)).toMatchObject({
      ctaLink: '/about/team',
      contactLink: '#',
    });
    expect(ctx.notes).toEqual([
      'ctaLink: the relative link "about/team" (a route of the original site) became the site path "/about/team"',
    ]);
  });
});

describe('reshaping the original documents', () => {
  it('wraps the bare carousel list, lists contact 2 phone and addresses, and renames the services fields', () => {
    expect(reshapeCarousel(['a', 'b'])).toEqual({ images: ['a', 'b'] });
    expect(reshapeContact2({ phone: '123', addresses: ['Main St 1'] })).toEqual({
      phoneNumbers: ['123'],
      addresses: [{ heading: '', details: 'Main St 1' }],
    });
    expect(reshapeServices([{ title: 'A', heroText: 'Tag', features: [{ title: 'F', iconImage: '' }] }])).toEqual([
      { title: 'A', tagline: 'Tag', features: [{ title: 'F', iconPath: '' }] },
    ]);
  });

  it('names a social link by its site', () => {
    expect(socialName('https://wwww.facebook.com')).toBe('Facebook');
    expect(socialName('not a link')).toBe('');
  });

  it('files images under the category the editor uses for the field', () => {
    expect(imageCategory('footer', 'socials.2.icon')).toBe('footer-social');
    expect(imageCategory('footer', 'logo')).toBe('footer');
    expect(imageCategory('about1', 'image2')).toBe('about1-image2');
    expect(imageCategory('services', '3.features.10.iconPath')).toBe('feature-icons');
    expect(imageCategory('services', '0.heroImage')).toBe('services-hero');
  });
});
