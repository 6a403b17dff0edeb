import { describe, expect, it } from 'vitest';
import type { MediaMap } from '@site/contracts/site';
import { faviconOf, SITE_FAVICON } from './favicon';

const media: MediaMap = {
  '/media/logo.png': { width: 2000, height: 600, avif: [480, 960, 1600], webp: [480, 960, 1600] },
  '/media/small.png': { width: 300, height: 90, avif: [], webp: [] },
  '/media/mark.svg': { width: 64, height: 64, avif: [], webp: [] },
};

describe('faviconOf', () => {
  it("is a stored logo's smallest WebP copy", () => {
    expect(faviconOf('/media/logo.png', media)).toEqual({ href: '/media/logo-w480.webp', type: 'image/webp' });
  });

  it('is the logo itself, typed by its extension, when it has no copies', () => {
    expect(faviconOf('/media/small.png', media)).toEqual({ href: '/media/small.png', type: 'image/png' });
    expect(faviconOf('/media/mark.svg', media)).toEqual({ href: '/media/mark.svg', type: 'image/svg+xml' });
    expect(faviconOf('https://cdn.example.com/brand/logo.JPG?v=2', media)).toEqual({
      href: 'https://cdn.example.com/brand/logo.JPG?v=2',
      type: 'image/jpeg',
    });
  });

  it('leaves the type out when the address does not say', () => {
    expect(faviconOf('https://cdn.example.com/logo', media)).toEqual({ href: 'https://cdn.example.com/logo' });
    expect(faviconOf('https://cdn.example.com/v1.2/logo', media)).toEqual({ href: 'https://cdn.example.com/v1.2/logo' });
  });

  it("is the site's own mark without a logo, or with one the image rule refuses", () => {
    for (const logo of [undefined, '', 'javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AAAA'])
      expect(faviconOf(logo, media), String(logo)).toBe(SITE_FAVICON);
  });

  it("carries the site's mark inline as an SVG data URI", () => {
    expect(SITE_FAVICON.type).toBe('image/svg+xml');
    expect(decodeURIComponent(SITE_FAVICON.href)).toMatch(/^data:image\/svg\+xml,<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
