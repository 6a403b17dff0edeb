// The icon in the browser's tab: the company's logo from the navbar when it is an image, else the
// site's own mark (public/favicon.svg, written into the page as a data URI: no request of its own).
// A stored logo is linked as its smallest WebP copy (the upload makes them, 480 px and up): the
// original may be megabytes. Server-only (head.ts): no public script carries it.
import { safeImageUrl, variantUrl, type MediaMap } from '@site/contracts/site';
import siteMark from '../../public/favicon.svg?raw';

export interface Favicon {
  href: string;
  /** Left out when the address does not say: a wrong type makes the browser skip the icon. */
  type?: string;
}

export const SITE_FAVICON: Favicon = {
  href: `data:image/svg+xml,${encodeURIComponent(siteMark.trim())}`,
  type: 'image/svg+xml',
};

/** The image types an upload may have (and .ico), by file extension. */
const TYPES: Record<string, string> = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  ico: 'image/x-icon',
};

function typeOf(url: string): string | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? TYPES[name.slice(dot + 1).toLowerCase()] : undefined;
}

/** The favicon for a navbar logo: its smallest WebP copy, the image itself without copies, or the site's mark. */
export function faviconOf(logo: string | undefined, media: MediaMap): Favicon {
  // The rule the navbar draws its logo by (NavBrand).
  const src = safeImageUrl(logo);
  if (!src) return SITE_FAVICON;
  const smallest = Object.hasOwn(media, src) ? media[src]?.webp[0] : undefined;
  if (smallest !== undefined) return { href: variantUrl(src, smallest, 'webp'), type: 'image/webp' };
  const type = typeOf(src);
  return type ? { href: src, type } : { href: src };
}
