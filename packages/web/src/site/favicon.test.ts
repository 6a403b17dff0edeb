import { describe, expect, it } from 'vitest';
import { faviconsOf, SITE_FAVICON } from './favicon';

describe('faviconsOf: the site settings favicon', () => {
  it('links the 32 px PNG made from a raster favicon, and the 180 px one for iOS', () => {
    expect(faviconsOf('/media/mark.png')).toEqual({
      icons: [{ href: '/media/mark-icon32.png', type: 'image/png', sizes: '32x32' }],
      appleTouchIcon: '/media/mark-icon180.png',
    });
    expect(faviconsOf('/media/photo.jpg').icons).toEqual([
      { href: '/media/photo-icon32.png', type: 'image/png', sizes: '32x32' },
    ]);
  });

  it('links an SVG favicon itself first (sharp at any size), then its PNG for browsers without SVG icons', () => {
    expect(faviconsOf('/media/mark.svg')).toEqual({
      icons: [
        { href: '/media/mark.svg', type: 'image/svg+xml' },
        { href: '/media/mark-icon32.png', type: 'image/png', sizes: '32x32' },
      ],
      appleTouchIcon: '/media/mark-icon180.png',
    });
  });

  it("links the site's own mark without a favicon, or for one that is not a library image", () => {
    for (const favicon of [undefined, '', 'https://cdn.example.com/mark.png', 'javascript:alert(1)', '//evil.example/x.png']) {
      expect(faviconsOf(favicon), String(favicon)).toEqual({ icons: [SITE_FAVICON] });
    }
  });
});
