import { describe, expect, it } from 'vitest';
import type { MediaMap } from '@site/contracts/site';
import { renderHead } from './head';

const url = { path: '/', origin: 'http://localhost' };
const media: MediaMap = {
  '/media/slide.jpg': { width: 2400, height: 750, avif: [480, 960, 1600], webp: [480, 960, 1600] },
  '/media/webp-only.jpg': { width: 1000, height: 500, avif: [], webp: [480, 960] },
  '/media/tiny.png': { width: 300, height: 100, avif: [], webp: [] },
  '/media/mark.png': { width: 512, height: 512, avif: [480], webp: [480] },
};
const meta = (src: string) => ({ title: 'Home', description: 'd', mainImage: { src, sizes: '100vw' } });
const preloads = (head: string) => head.split('\n').filter((line) => line.includes('rel="preload"'));

describe('renderHead: the main image preload', () => {
  it('preloads the AVIF copies with the srcset and sizes of its picture', () => {
    expect(preloads(renderHead(meta('/media/slide.jpg'), url, media)).map((l) => l.trim())).toEqual([
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/media/slide-w480.avif 480w, /media/slide-w960.avif 960w, /media/slide-w1600.avif 1600w" imagesizes="100vw" fetchpriority="high">',
    ]);
  });

  it('falls back to the WebP copies when there is no AVIF one', () => {
    expect(preloads(renderHead(meta('/media/webp-only.jpg'), url, media))[0]).toContain(
      'type="image/webp" imagesrcset="/media/webp-only-w480.webp 480w',
    );
  });

  it('preloads nothing for an image without copies, an unknown one, or a page without a main image', () => {
    expect(preloads(renderHead(meta('/media/tiny.png'), url, media))).toEqual([]);
    expect(preloads(renderHead(meta('https://example.com/a.jpg'), url, media))).toEqual([]);
    expect(preloads(renderHead({ title: 'About', description: 'd' }, url, media))).toEqual([]);
  });
});

describe('renderHead: absolute URLs only from the trusted origin', () => {
  const about = { title: 'About', description: 'd', image: '/media/team.jpg' };
  const lines = (head: string) => head.split('\n').map((l) => l.trim());

  it('builds the canonical link, og:url and og:image from the origin it is given', () => {
    const head = lines(renderHead(about, { path: '/about', origin: 'https://www.example.com' }));
    expect(head).toContain('<link rel="canonical" href="https://www.example.com/about">');
    expect(head).toContain('<meta property="og:url" content="https://www.example.com/about">');
    expect(head).toContain('<meta property="og:image" content="https://www.example.com/media/team.jpg">');
  });

  it('without one: a relative canonical link, no og:url, and only an image that is absolute already', () => {
    const head = renderHead(about, { path: '/about' });
    expect(lines(head)).toContain('<link rel="canonical" href="/about">');
    expect(head).not.toContain('og:url');
    expect(head).not.toContain('og:image');
    // The site's mark inline as the icon names the SVG namespace, not an address of the page.
    expect(head.replace(/<link rel="icon"[^>]*>/, '')).not.toContain('http');
    const remote = renderHead({ ...about, image: 'https://cdn.example.org/a.jpg' }, { path: '/about' });
    expect(lines(remote)).toContain('<meta property="og:image" content="https://cdn.example.org/a.jpg">');
  });

  it('never writes a protocol-relative canonical link that would name another host', () => {
    expect(lines(renderHead(about, { path: '//evil.example/about' }))).toContain(
      '<link rel="canonical" href="/evil.example/about">',
    );
    expect(lines(renderHead(about, { path: '//evil.example/about', origin: 'https://www.example.com' }))).toContain(
      '<link rel="canonical" href="https://www.example.com/evil.example/about">',
    );
  });

  it.each(['//evil.example/a.jpg', '/\\evil.example/a.jpg'])(
    'never makes a share image of a stored %j, another host written like a site path',
    (image) => {
      const head = renderHead({ ...about, image }, { path: '/about', origin: 'https://www.example.com' });
      expect(head).not.toContain('og:image');
      expect(head).not.toContain('evil.example');
    },
  );
});

describe('renderHead: the site settings in the title, the icons and the manifest', () => {
  const about = { title: 'About Us', description: 'd' };
  const settings = {
    site_name: 'Brightwell & Co',
    title_template: '{page} · {site_name}',
    default_description: '',
    default_image: '',
    favicon: '/media/mark.png',
    languages: [{ code: 'en', name: 'English' }],
  };
  const lines = (head: string) => head.split('\n').map((l) => l.trim());

  it("titles the page by the template with the site's name, escaped, and names the site for Open Graph", () => {
    const head = lines(renderHead(about, url, media, settings));
    expect(head).toContain('<title>About Us · Brightwell &amp; Co</title>');
    expect(head).toContain('<meta property="og:site_name" content="Brightwell &amp; Co">');
    expect(head).toContain('<meta property="og:title" content="About Us">');
    expect(head).toContain('<meta name="twitter:title" content="About Us">');
    expect(head).toContain('<meta name="twitter:description" content="d">');
    expect(lines(renderHead(about, url, media, { ...settings, title_template: '{site_name} | {page}' }))).toContain(
      '<title>Brightwell &amp; Co | About Us</title>',
    );
  });

  it('keeps the title alone without a name', () => {
    expect(lines(renderHead(about, url, media, { ...settings, site_name: ' ' }))).toContain('<title>About Us</title>');
    expect(renderHead(about, url, media, { ...settings, site_name: '' })).not.toContain('og:site_name');
  });

  it("links the favicon's 32 px icon, its 180 px one for iOS's home screen, and the manifest", () => {
    const head = lines(renderHead(about, url, media, settings)).filter((l) =>
      /^<link rel="(icon|apple-touch-icon|manifest)"/.test(l),
    );
    expect(head).toEqual([
      '<link rel="icon" href="/media/mark-icon32.png" type="image/png" sizes="32x32">',
      '<link rel="apple-touch-icon" href="/media/mark-icon180.png">',
      '<link rel="manifest" href="/manifest.webmanifest">',
    ]);
  });

  it("links the site's own mark without a favicon, or without settings", () => {
    for (const head of [renderHead(about, url, media, { ...settings, favicon: '' }), renderHead(about, url, media)]) {
      expect(lines(head).filter((l) => l.startsWith('<link rel="icon"') || l.includes('apple-touch-icon'))).toEqual([
        expect.stringMatching(/^<link rel="icon" href="data:image\/svg\+xml,%3Csvg[^"]+" type="image\/svg\+xml">$/),
      ]);
    }
  });

  it('writes robots noindex instead of a canonical link for a page search engines should not list', () => {
    const head = lines(renderHead({ ...about, noindex: true }, { path: '/about', origin: 'https://www.example.com' }));
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head.some((l) => l.includes('rel="canonical"'))).toBe(false);
  });

  it('gives the Twitter card the share image too', () => {
    const head = lines(renderHead({ ...about, image: '/media/team.jpg' }, { path: '/about', origin: 'https://www.example.com' }));
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta name="twitter:image" content="https://www.example.com/media/team.jpg">');
  });
});

describe('renderHead: a page in one of several languages', () => {
  const languages = [
    { code: 'en', name: 'English' },
    { code: 'fr-CA', name: 'Français' },
  ];
  const lines = (head: string) => head.split('\n').map((l) => l.trim());
  const links = (head: string) => lines(head).filter((l) => /rel="(canonical|alternate)"/.test(l));
  const about = { title: 'About', description: 'd' };
  const origin = 'https://www.example.com';

  it("names its own language's address as canonical and every language's as an alternate, x-default the default's", () => {
    expect(links(renderHead(about, { path: '/about', origin, language: { code: 'fr-CA', languages } }))).toEqual([
      '<link rel="canonical" href="https://www.example.com/fr-CA/about">',
      '<link rel="alternate" hreflang="en" href="https://www.example.com/about">',
      '<link rel="alternate" hreflang="fr-CA" href="https://www.example.com/fr-CA/about">',
      '<link rel="alternate" hreflang="x-default" href="https://www.example.com/about">',
    ]);
    // The page's canonical path (/home is /) in the language: its home is /fr-CA/.
    const home = renderHead({ ...about, canonicalPath: '/' }, { path: '/home', origin, language: { code: 'fr-CA', languages } });
    expect(links(home)[0]).toBe('<link rel="canonical" href="https://www.example.com/fr-CA/">');
  });

  it('names no alternates on a site with one language, nor on a page search engines are to skip', () => {
    const one = { code: 'en', languages: [languages[0]!] };
    expect(links(renderHead(about, { path: '/about', origin, language: one }))).toEqual([
      '<link rel="canonical" href="https://www.example.com/about">',
    ]);
    expect(
      links(renderHead({ ...about, noindex: true }, { path: '/about', origin, language: { code: 'en', languages } })),
    ).toEqual([]);
  });
});
