// The icon in the browser's tab: the navbar's site icon (a square image, the company's mark); without
// one, the navbar's logo when it is about square (a wide word mark is an unreadable smudge at 16 px);
// else the site's own mark (public/favicon.svg, written into the page as a data URI: no request of
// its own). A stored image is linked as its smallest WebP copy (the upload makes them, 480 px and up):
// the original may be megabytes. Server-only (head.ts): no public script carries it.
import { safeImageUrl, variantUrl, type MediaMap, type Navbar } from '@site/contracts/site';
import siteMark from '../../public/favicon.svg?raw';

export interface Favicon {
  href: string;
  /** Left out when the address does not say: a wrong type makes the browser skip the icon. */
  type?: string;
}

/** The page's icons: the tab's, and the home-screen icon iOS asks for, which must be a PNG. */
export interface Favicons {
  icon: Favicon;
  appleTouchIcon?: string;
}

export const SITE_FAVICON: Favicon = {
  href: `data:image/svg+xml,${encodeURIComponent(siteMark.trim())}`,
  type: 'image/svg+xml',
};

/** A logo up to this much longer one way than the other still reads as a mark at tab size. */
export const SQUARE_ENOUGH = 1.5;

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

const infoOf = (src: string, media: MediaMap) => (Object.hasOwn(media, src) ? media[src] : undefined);

/** An image as the tab's icon: its smallest WebP copy, or the image itself without copies. */
function imageFavicon(src: string, media: MediaMap): Favicon {
  const smallest = infoOf(src, media)?.webp[0];
  if (smallest !== undefined) return { href: variantUrl(src, smallest, 'webp'), type: 'image/webp' };
  const type = typeOf(src);
  return type ? { href: src, type } : { href: src };
}

/** Only a stored image's size is known: a logo of unknown shape may be a wide word mark. */
function isSquareEnough(src: string, media: MediaMap): boolean {
  const info = infoOf(src, media);
  if (!info || info.width <= 0 || info.height <= 0) return false;
  return Math.max(info.width, info.height) / Math.min(info.width, info.height) <= SQUARE_ENOUGH;
}

/** The icons for a navbar's site icon and logo (each checked by the rule the navbar draws its logo by). */
export function faviconsOf(navbar: Pick<Navbar, 'icon' | 'logo'> | undefined, media: MediaMap): Favicons {
  const icon = safeImageUrl(navbar?.icon);
  if (icon) {
    // Uploads make no PNG copies: the file itself when it is one (iOS scales it to the home screen's size).
    const appleTouchIcon = typeOf(icon) === 'image/png' ? { appleTouchIcon: icon } : {};
    return { icon: imageFavicon(icon, media), ...appleTouchIcon };
  }
  const logo = safeImageUrl(navbar?.logo);
  if (logo && isSquareEnough(logo, media)) return { icon: imageFavicon(logo, media) };
  return { icon: SITE_FAVICON };
}
