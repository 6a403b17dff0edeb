// The web app manifest (/manifest.webmanifest, linked from every page's head): the site's name and
// the icons made from the site settings' favicon (192 and 512 px PNGs, and the SVG itself when the
// favicon is one), or the site's own mark without a favicon.
import { iconUrl, isSvgUrl, MEDIA_BASE, type SiteSettings } from '@site/contracts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
}

export interface WebManifest {
  name: string;
  short_name: string;
  description?: string;
  start_url: string;
  scope: string;
  display: 'browser';
  icons: ManifestIcon[];
}

/** The site's own mark, served by the site routes from the web build. */
const SITE_MARK: ManifestIcon = { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' };

/** What a site without a name is called on a home screen. */
const UNNAMED_SITE = 'Website';

export function webManifest(settings: SiteSettings): WebManifest {
  const name = settings.site_name.trim() || UNNAMED_SITE;
  const favicon = settings.favicon.startsWith(`${MEDIA_BASE}/`) ? settings.favicon : '';
  const icons: ManifestIcon[] = favicon
    ? [
        ...(isSvgUrl(favicon) ? [{ src: favicon, sizes: 'any', type: 'image/svg+xml' }] : []),
        { src: iconUrl(favicon, 192), sizes: '192x192', type: 'image/png' },
        { src: iconUrl(favicon, 512), sizes: '512x512', type: 'image/png' },
      ]
    : [SITE_MARK];
  const description = settings.default_description.trim();
  return {
    name,
    short_name: name,
    ...(description ? { description } : {}),
    start_url: '/',
    scope: '/',
    // A company's site, not an app: opened from a home screen it stays in the browser.
    display: 'browser',
    icons,
  };
}
