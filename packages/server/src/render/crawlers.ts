// /sitemap.xml and /robots.txt. URLs are absolute, built from the site's trusted origin
// (public-origin.ts); without one robots.txt names no sitemap.
import type { SitemapEntry } from '../content/sitemap.js';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc>${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The editor and its sign-in page are no business of search engines. */
export function robotsTxt(origin: string | undefined): string {
  const sitemap = origin ? ['', `Sitemap: ${origin}/sitemap.xml`] : [];
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /login', ...sitemap, ''].join('\n');
}
