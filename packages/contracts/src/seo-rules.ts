// What decides a page's title, description and icons from the site settings and a page's SEO
// settings, shared by the server (which checks and stores them) and the public pages (which write
// them into <head>). zod-free: the public pages import it.

/** What the browser tab shows by default: the page's title, then the site's name. */
export const DEFAULT_TITLE_TEMPLATE = '{page} · {site_name}';

/** The placeholders a title template may use. */
export const TITLE_PLACEHOLDERS = ['{page}', '{site_name}'] as const;

/** Search results cut a title after about 60 characters and a description after about 160. */
export const TITLE_HINT = 60;
export const DESCRIPTION_HINT = 160;

/** One page's search-engine settings (GET/PUT /seo/{page}); empty values mean "automatic". */
export interface PageSeo {
  title: string;
  description: string;
  image: string;
  noindex: boolean;
  /** The page's title (set here) is the whole tab title: the title template is not applied. */
  title_is_complete: boolean;
}

export const SEO_DEFAULTS: PageSeo = { title: '', description: '', image: '', noindex: false, title_is_complete: false };

/**
 * The browser tab's title: the template with the page's title and the site's name. The page's title
 * stands alone when there is no site name (no dangling separator), when it already names the site
 * (in any case: "About Brightwell" does not become "About Brightwell · Brightwell"), and when it is
 * `complete` (a page's SEO title marked as the whole title).
 */
export function applyTitleTemplate(
  template: string,
  pageTitle: string,
  siteName: string,
  { complete = false }: { complete?: boolean } = {},
): string {
  const name = siteName.trim();
  if (!name || complete || pageTitle.toLocaleLowerCase().includes(name.toLocaleLowerCase())) return pageTitle;
  const used = template.trim() || DEFAULT_TITLE_TEMPLATE;
  // One pass with a replacer function: a `$&`, `$'` or `$$` in the content is text, never a
  // replacement pattern, and a page title that reads `{site_name}` stays as written.
  return used.replace(/\{page\}|\{site_name\}/g, (placeholder) => (placeholder === '{page}' ? pageTitle : name));
}

/** The square PNG icons made from the favicon: the tab's, iOS's home screen's and the web app manifest's. */
export const ICON_SIZES = [32, 180, 192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** Where the icon of one size made from a library image lives: `/media/ab12.svg` → `/media/ab12-icon32.png`. */
export function iconUrl(src: string, size: IconSize): string {
  const dot = src.lastIndexOf('.');
  const base = dot > src.lastIndexOf('/') ? src.slice(0, dot) : src;
  return `${base}-icon${size}.png`;
}

export const isSvgUrl = (src: string) => /\.svg$/i.test(src.split(/[?#]/)[0] ?? '');
