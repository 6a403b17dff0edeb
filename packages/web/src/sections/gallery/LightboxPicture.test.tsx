import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MediaMap } from '@site/contracts/site';
import { MediaProvider } from '../shared/MediaContext';
import { largestVariants, LightboxPicture } from './LightboxPicture';

const media: MediaMap = {
  '/media/ab12.jpg': { width: 2400, height: 1600, avif: [480, 960, 1600], webp: [480, 960, 1600] },
  '/media/wide.png': { width: 1600, height: 900, avif: [480, 960, 1600], webp: [480, 960, 1600] },
  '/media/plain.png': { width: 300, height: 200, avif: [], webp: [] },
  '/media/mid.jpg': { width: 800, height: 600, avif: [480], webp: [480] },
};

const html = (src: string) =>
  renderToString(
    <MediaProvider media={media}>
      <LightboxPicture src={src} alt="Lobby" />
    </MediaProvider>,
  );

describe('largestVariants', () => {
  it('takes the widest copy of each format for an original wider than its copies can be', () => {
    expect(largestVariants('/media/ab12.jpg', media['/media/ab12.jpg']!)).toEqual([
      { type: 'image/avif', url: '/media/ab12-w1600.avif' },
      { type: 'image/webp', url: '/media/ab12-w1600.webp' },
    ]);
  });

  it('takes the widest copy of each format when it is as wide as the original', () => {
    expect(largestVariants('/media/wide.png', media['/media/wide.png']!)).toEqual([
      { type: 'image/avif', url: '/media/wide-w1600.avif' },
      { type: 'image/webp', url: '/media/wide-w1600.webp' },
    ]);
  });

  it('offers no copy when the original is sharper than every copy and no wider than the widest copy can be', () => {
    expect(largestVariants('/media/mid.jpg', { width: 800, height: 600, avif: [480], webp: [480] })).toEqual([]);
    expect(largestVariants('/media/mid.jpg', { width: 1500, height: 900, avif: [480, 960], webp: [480, 960] })).toEqual([]);
  });
});

describe('LightboxPicture', () => {
  it('offers only the largest copies, with the original as the fallback and its size', () => {
    const markup = html('/media/ab12.jpg');
    expect(markup).toContain('<source type="image/avif" srcSet="/media/ab12-w1600.avif"/>');
    expect(markup).toContain('<source type="image/webp" srcSet="/media/ab12-w1600.webp"/>');
    expect(markup).not.toContain('w960');
    expect(markup).toMatch(/<img [^>]*src="\/media\/ab12.jpg"[^>]*width="2400" height="1600"/);
  });

  it('is the original alone when it is sharper than its copies', () => {
    expect(html('/media/mid.jpg')).not.toContain('<picture');
    expect(html('/media/mid.jpg')).toMatch(/<img [^>]*src="\/media\/mid.jpg"[^>]*width="800" height="600"/);
  });

  it('is a plain <img> for an image without copies, and nothing for an address the image rule refuses', () => {
    expect(html('/media/plain.png')).not.toContain('<picture');
    expect(html('/media/plain.png')).toContain('src="/media/plain.png"');
    expect(html('//evil.example/x.png')).toBe('');
  });
});
