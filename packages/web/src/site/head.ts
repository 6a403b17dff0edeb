// The <head> tags of a server-rendered page: title, description, canonical link, Open Graph, and a
// preload of the page's main image.
import { srcsetOf, type MediaMap } from '@site/contracts';
import type { PageMeta } from './meta';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Share images must be absolute; content may hold site paths (uploads) or full URLs. */
function absolute(url: string, origin: string): string | undefined {
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}

/**
 * Starts the main image's download with the <head>, before the parser reaches its <img>: only for a
 * stored image with copies, and in one format (AVIF where made, else WebP) with the srcset and sizes
 * of its <picture>, so the browser picks the same file; a browser without that format skips it.
 */
function preloadTag(image: PageMeta['mainImage'], media: MediaMap): string {
  const info = image && Object.hasOwn(media, image.src) ? media[image.src] : undefined;
  if (!image || !info) return '';
  const format = info.avif.length > 0 ? 'avif' : info.webp.length > 0 ? 'webp' : undefined;
  if (!format) return '';
  const srcset = srcsetOf(image.src, info, format);
  return `<link rel="preload" as="image" type="image/${format}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high">`;
}

export function renderHead(meta: PageMeta, url: URL, media: MediaMap = {}): string {
  const pageUrl = `${url.origin}${meta.canonicalPath ?? url.pathname}`;
  const image = meta.image ? absolute(meta.image, url.origin) : undefined;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    preloadTag(meta.mainImage, media),
  ];
  return tags.filter(Boolean).join('\n    ');
}
