// The <head> tags of a server-rendered page: title (in the site settings' title template),
// description, robots or canonical link, Open Graph and Twitter card, the favicon and web app
// manifest (favicon.ts) and a preload of the page's main image. Absolute URLs use the origin the server trusts (RenderContext origin); without
// one the canonical link is a path, and og:url and a share image stored as a site path are left out
// (Open Graph wants absolute URLs, and a guessed host would be the client's).
import {
  defaultLanguage,
  localisedPath,
  safeImageUrl,
  srcsetOf,
  type Language,
  type MediaMap,
  type SiteSettings,
} from '@site/contracts/site';
import { faviconsOf } from './favicon';
import { documentTitle, type PageMeta } from './meta';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Share images must be absolute; content may hold site paths (uploads) or full URLs. An address the
 * image rule refuses is not resolved: `//host/x` and `/\host/x` would resolve to another host.
 */
function absolute(url: string, origin: string | undefined): string | undefined {
  const stored = safeImageUrl(url);
  if (stored === undefined) return undefined;
  try {
    const resolved = new URL(stored, origin);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : undefined;
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

/**
 * Where the page is: its path in the default language (`/about` for `/bn/about`), the trusted
 * origin when there is one, and the page's language among the site's (none: the default).
 */
export interface PageAddress {
  path: string;
  origin?: string | undefined;
  language?: { code: string; languages: readonly Language[] } | undefined;
}

/**
 * The page in every language of the site, for search engines: one `alternate` per language and
 * `x-default` for the default's. A site with one language has no other versions to name.
 */
function alternateTags(path: string, address: PageAddress): string[] {
  const languages = address.language?.languages ?? [];
  if (languages.length < 2) return [];
  const url = (code: string) => escapeHtml(`${address.origin ?? ''}${localisedPath(path, code, languages)}`);
  return [
    ...languages.map((l) => `<link rel="alternate" hreflang="${escapeHtml(l.code)}" href="${url(l.code)}">`),
    `<link rel="alternate" hreflang="x-default" href="${url(defaultLanguage(languages).code)}">`,
  ];
}

/** The web app manifest's address (served by the server from the site settings). */
const MANIFEST_PATH = '/manifest.webmanifest';

function faviconTags(settings: SiteSettings | undefined): string[] {
  const { icons, appleTouchIcon } = faviconsOf(settings?.favicon);
  return [
    ...icons.map(
      (icon) =>
        `<link rel="icon" href="${escapeHtml(icon.href)}" type="${icon.type}"${icon.sizes ? ` sizes="${icon.sizes}"` : ''}>`,
    ),
    appleTouchIcon ? `<link rel="apple-touch-icon" href="${escapeHtml(appleTouchIcon)}">` : '',
    `<link rel="manifest" href="${MANIFEST_PATH}">`,
  ];
}

/**
 * The page's head; `meta` is the page's with its search-engine settings applied (meta.ts withPageSeo),
 * `media` holds the stored images of its answer (the main image), `settings` the site settings.
 */
export function renderHead(meta: PageMeta, address: PageAddress, media: MediaMap = {}, settings?: SiteSettings): string {
  // One leading slash: a relative `//host/x` would name another host.
  const own = (meta.canonicalPath ?? address.path).replace(/^\/+/, '/');
  // The page's own language's address: the canonical link of each language is its own.
  const path = address.language ? localisedPath(own, address.language.code, address.language.languages) : own;
  const pageUrl = address.origin ? `${address.origin}${path}` : undefined;
  const image = meta.image ? absolute(meta.image, address.origin) : undefined;
  const siteName = settings?.site_name.trim();
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<title>${escapeHtml(documentTitle(meta, settings))}</title>`,
    `<meta name="description" content="${description}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeHtml(pageUrl ?? path)}">`,
    ...(meta.noindex ? [] : alternateTags(own, address)),
    '<meta property="og:type" content="website">',
    siteName ? `<meta property="og:site_name" content="${escapeHtml(siteName)}">` : '',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    pageUrl ? `<meta property="og:url" content="${escapeHtml(pageUrl)}">` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}">` : '',
    ...faviconTags(settings),
    preloadTag(meta.mainImage, media),
  ];
  return tags.filter(Boolean).join('\n    ');
}
