// /sitemap.xml and /robots.txt. URLs are absolute, built from the site's trusted origin
// (public-origin.ts); without one robots.txt names no sitemap.
import type { SitemapEntry } from '../content/sitemap.js';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Alternates are written as `xhtml:link`, the form search engines read in a sitemap. */
const XHTML_NS = ' xmlns:xhtml="http://www.w3.org/1999/xhtml"';

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const url = (path: string) => escapeXml(new URL(path, origin).href);
  const urls = entries.map(({ path, lastmod, alternates = [] }) => {
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    const links = alternates
      .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${url(a.path)}"/>`)
      .join('');
    return `  <url><loc>${url(path)}</loc>${modified}${links}</url>`;
  });
  const namespaces = entries.some((e) => e.alternates?.length) ? XHTML_NS : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>`,
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
