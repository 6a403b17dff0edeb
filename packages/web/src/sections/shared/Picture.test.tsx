import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MediaMap } from '@site/contracts/site';
import { MediaProvider } from './MediaContext';
import { Picture } from './Picture';

const media: MediaMap = {
  '/media/ab12.jpg': { width: 2400, height: 1600, avif: [480, 960, 1600], webp: [480, 960, 1600] },
  '/media/small.png': { width: 300, height: 200, avif: [], webp: [] },
};

function html(element: ReactElement, map: MediaMap = media): string {
  return renderToString(<MediaProvider media={map}>{element}</MediaProvider>);
}

/** The attributes of every <tag> in the markup; names lower-cased, as an HTML parser reads them (React writes srcSet). */
function tags(markup: string, tag: string): Record<string, string>[] {
  return [...markup.matchAll(new RegExp(`<${tag}\\s([^>]*?)/?>`, 'g'))].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name.toLowerCase(), value]),
    ),
  );
}

const attr = (markup: string, tag: string, name: string) => tags(markup, tag)[0]?.[name];

describe('Picture', () => {
  it('offers the AVIF and WebP copies with the sizes given, and reserves the original size', () => {
    const markup = html(<Picture src="/media/ab12.jpg" alt="A team at work" sizes="100vw" className="photo" />);
    expect(markup).toMatch(/^<picture><source [^>]*><source [^>]*><img [^>]*><\/picture>$/);
    expect(tags(markup, 'source')).toEqual([
      {
        type: 'image/avif',
        srcset: '/media/ab12-w480.avif 480w, /media/ab12-w960.avif 960w, /media/ab12-w1600.avif 1600w',
        sizes: '100vw',
      },
      {
        type: 'image/webp',
        srcset: '/media/ab12-w480.webp 480w, /media/ab12-w960.webp 960w, /media/ab12-w1600.webp 1600w',
        sizes: '100vw',
      },
    ]);
    expect(attr(markup, 'img', 'src')).toBe('/media/ab12.jpg');
    expect(attr(markup, 'img', 'width')).toBe('2400');
    expect(attr(markup, 'img', 'height')).toBe('1600');
    expect(attr(markup, 'img', 'alt')).toBe('A team at work');
    expect(attr(markup, 'img', 'class')).toBe('photo');
    expect(attr(markup, 'img', 'loading')).toBe('lazy');
    expect(attr(markup, 'img', 'decoding')).toBe('async');
    expect(attr(markup, 'img', 'fetchpriority')).toBeUndefined();
  });

  it("uses the library's alt text only where the content gives none, and its focal point as the object-position", () => {
    const map: MediaMap = {
      '/media/ab12.jpg': { width: 800, height: 600, avif: [], webp: [], alt: 'The crew on the roof', focus: [0.25, 0.8] },
    };
    const own = html(<Picture src="/media/ab12.jpg" alt="Our roofers" sizes="100vw" />, map);
    expect(attr(own, 'img', 'alt')).toBe('Our roofers');
    const none = html(<Picture src="/media/ab12.jpg" alt="" sizes="100vw" />, map);
    expect(attr(none, 'img', 'alt')).toBe('The crew on the roof');
    expect(attr(none, 'img', 'style')).toBe('object-position:25% 80%');
    // Without a focal point the CSS default (the centre) stays, with no style attribute.
    expect(attr(html(<Picture src="/media/ab12.jpg" alt="" sizes="100vw" />), 'img', 'style')).toBeUndefined();
  });

  it('loads the main image at once and first', () => {
    const markup = html(<Picture src="/media/ab12.jpg" alt="" sizes="100vw" fetchPriority="high" />);
    expect(attr(markup, 'img', 'loading')).toBe('eager');
    expect(attr(markup, 'img', 'fetchpriority')).toBe('high');
  });

  it('loads an eager image at once without raising its priority', () => {
    const markup = html(<Picture src="/media/ab12.jpg" alt="" sizes="100vw" eager />);
    expect(attr(markup, 'img', 'loading')).toBe('eager');
    expect(attr(markup, 'img', 'fetchpriority')).toBeUndefined();
  });

  it('draws a known image without copies as a plain img of its own size', () => {
    const markup = html(<Picture src="/media/small.png" alt="" sizes="100vw" width={64} height={64} />);
    expect(markup).not.toContain('<picture');
    expect(markup).not.toContain('<source');
    expect(attr(markup, 'img', 'width')).toBe('300');
    expect(attr(markup, 'img', 'height')).toBe('200');
  });

  it('draws an unknown image as a plain img with the size its caller gives', () => {
    const markup = html(<Picture src="https://example.com/logo.svg" alt="Logo" sizes="140px" width={100} height={60} />);
    expect(markup).toMatch(/^<img /);
    expect(markup.toLowerCase()).not.toContain('srcset');
    expect(attr(markup, 'img', 'src')).toBe('https://example.com/logo.svg');
    expect(attr(markup, 'img', 'width')).toBe('100');
    expect(attr(markup, 'img', 'height')).toBe('60');
    expect(attr(markup, 'img', 'loading')).toBe('lazy');
  });

  it('draws a plain img without a provider (an empty media map)', () => {
    const markup = renderToString(<Picture src="/media/ab12.jpg" alt="" sizes="100vw" />);
    expect(markup).toMatch(/^<img /);
    expect(markup).not.toContain('width=');
  });

  it('offers only the format the server made', () => {
    const markup = html(<Picture src="/media/ab12.jpg" alt="" sizes="50vw" />, {
      '/media/ab12.jpg': { width: 1000, height: 500, avif: [], webp: [480, 960] },
    });
    expect(tags(markup, 'source')).toEqual([
      { type: 'image/webp', srcset: '/media/ab12-w480.webp 480w, /media/ab12-w960.webp 960w', sizes: '50vw' },
    ]);
  });

  it.each(['//evil.example/a.png', '/\\evil.example/a.png', 'data:image/png;base64,AAAA', 'javascript:alert(1)'])(
    'draws nothing for a stored %j, which the image rule refuses',
    (src) => {
      expect(html(<Picture src={src} alt="" sizes="100vw" />)).toBe('');
    },
  );
});
