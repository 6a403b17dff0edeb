import { describe, expect, it } from 'vitest';
import type { MediaMap } from '@site/contracts/site';
import { faviconsOf, SITE_FAVICON } from './favicon';

const media: MediaMap = {
  '/media/mark.png': { width: 512, height: 512, avif: [480], webp: [480] },
  '/media/small-mark.png': { width: 64, height: 64, avif: [], webp: [] },
  '/media/photo.jpg': { width: 2000, height: 1500, avif: [480, 960, 1600], webp: [480, 960, 1600] },
  '/media/badge.png': { width: 300, height: 200, avif: [], webp: [] },
  '/media/tall.png': { width: 200, height: 300, avif: [], webp: [] },
  '/media/wordmark.png': { width: 560, height: 150, avif: [], webp: [] },
  '/media/a-bit-wide.png': { width: 301, height: 200, avif: [], webp: [] },
};
const WORDMARK = '/media/wordmark.png';

describe('faviconsOf: the site icon', () => {
  it("is its smallest WebP copy, with the PNG itself as iOS's home-screen icon", () => {
    expect(faviconsOf({ icon: '/media/mark.png', logo: WORDMARK }, media)).toEqual({
      icon: { href: '/media/mark-w480.webp', type: 'image/webp' },
      appleTouchIcon: '/media/mark.png',
    });
  });

  it('is the file itself, typed by its extension, without copies', () => {
    expect(faviconsOf({ icon: '/media/small-mark.png', logo: '' }, media)).toEqual({
      icon: { href: '/media/small-mark.png', type: 'image/png' },
      appleTouchIcon: '/media/small-mark.png',
    });
    expect(faviconsOf({ icon: '/media/mark.svg', logo: '' }, media)).toEqual({
      icon: { href: '/media/mark.svg', type: 'image/svg+xml' },
    });
    expect(faviconsOf({ icon: 'https://cdn.example.com/brand/mark.JPG?v=2', logo: '' }, media)).toEqual({
      icon: { href: 'https://cdn.example.com/brand/mark.JPG?v=2', type: 'image/jpeg' },
    });
  });

  it('gives iOS no home-screen icon unless the site icon is a PNG', () => {
    expect(faviconsOf({ icon: '/media/photo.jpg', logo: '' }, media)).toEqual({
      icon: { href: '/media/photo-w480.webp', type: 'image/webp' },
    });
  });

  it('leaves the type out when the address does not say', () => {
    expect(faviconsOf({ icon: 'https://cdn.example.com/mark', logo: '' }, media).icon).toEqual({
      href: 'https://cdn.example.com/mark',
    });
    expect(faviconsOf({ icon: 'https://cdn.example.com/v1.2/mark', logo: '' }, media).icon).toEqual({
      href: 'https://cdn.example.com/v1.2/mark',
    });
  });

  it('is passed over when the image rule refuses it', () => {
    for (const icon of ['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AAAA'])
      expect(faviconsOf({ icon, logo: '/media/badge.png' }, media), icon).toEqual({
        icon: { href: '/media/badge.png', type: 'image/png' },
      });
  });
});

describe('faviconsOf without a site icon', () => {
  it('is the logo when it is about square (up to 1:1.5 either way), as its smallest WebP copy or itself', () => {
    expect(faviconsOf({ icon: '', logo: '/media/photo.jpg' }, media)).toEqual({
      icon: { href: '/media/photo-w480.webp', type: 'image/webp' },
    });
    for (const logo of ['/media/badge.png', '/media/tall.png'])
      expect(faviconsOf({ icon: '', logo }, media), logo).toEqual({ icon: { href: logo, type: 'image/png' } });
  });

  it("is the site's own mark for a wider logo, one of unknown size, or none", () => {
    for (const logo of [WORDMARK, '/media/a-bit-wide.png', 'https://cdn.example.com/logo.png', '/media/not-stored.png', ''])
      expect(faviconsOf({ icon: '', logo }, media), logo).toEqual({ icon: SITE_FAVICON });
    expect(faviconsOf(undefined, media)).toEqual({ icon: SITE_FAVICON });
    expect(faviconsOf({ icon: '', logo: 'javascript:alert(1)' }, media)).toEqual({ icon: SITE_FAVICON });
  });

  it("carries the site's mark inline as an SVG data URI", () => {
    expect(SITE_FAVICON.type).toBe('image/svg+xml');
    expect(decodeURIComponent(SITE_FAVICON.href)).toMatch(/^data:image\/svg\+xml,<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
