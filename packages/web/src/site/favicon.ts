// The icons in the browser's tab and on a phone's home screen: the PNGs the server made from the site
// settings' favicon (a library image; contract iconUrl), and the SVG itself when the favicon is one
// (sharp at any size); without a favicon, the site's own mark (public/favicon.svg, written into the
// page as a data URI: no request of its own). Server-only (head.ts): no public script carries it.
import { iconUrl, isSvgUrl, MEDIA_BASE, safeImageUrl } from '@site/contracts/site';
import siteMark from '../../public/favicon.svg?raw';

/** One `<link rel="icon">`: its address, type and, for a PNG, its size. */
export interface Favicon {
  href: string;
  type: string;
  sizes?: string;
}

/** The page's icons: the tab's (an SVG first when there is one), and iOS's home-screen icon. */
export interface Favicons {
  icons: Favicon[];
  appleTouchIcon?: string;
}

export const SITE_FAVICON: Favicon = {
  href: `data:image/svg+xml,${encodeURIComponent(siteMark.trim())}`,
  type: 'image/svg+xml',
};

/** The icons for the site settings' favicon (empty, or not a library image: the site's own mark). */
export function faviconsOf(favicon: string | undefined): Favicons {
  const src = safeImageUrl(favicon);
  if (!src?.startsWith(`${MEDIA_BASE}/`)) return { icons: [SITE_FAVICON] };
  const png: Favicon = { href: iconUrl(src, 32), type: 'image/png', sizes: '32x32' };
  const svg: Favicon[] = isSvgUrl(src) ? [{ href: src, type: 'image/svg+xml' }] : [];
  return { icons: [...svg, png], appleTouchIcon: iconUrl(src, 180) };
}
