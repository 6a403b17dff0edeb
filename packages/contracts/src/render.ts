// The contract between the server and the web package's built server entry: the server imports
// dist/server/entry-server.js at runtime (never web source) and calls these functions.
import type { CustomPageContent, PageContent } from './pages.js';
import type { Page } from './page-sections.js';
import type { Language, TextDirection } from './languages.js';

/** The id of the element that carries a page's islands data (RenderedPage.data; web/src/islands). */
export const HYDRATION_DATA_ID = 'router-hydration-data';

/**
 * The query parameters a page's render reads. The server hands the renderer the address with these
 * alone and keeps one rendered copy per address and their values, so a link's other parameters
 * (`utm_source`, `fbclid`, anything made up) neither change the page nor add copies to the page
 * cache. No page reads one today; a page that starts to names it here. (`preview` is the server's
 * own, read before a page is rendered: server/src/http/preview.ts.)
 */
export const PAGE_QUERY_PARAMS: readonly string[] = [];

/** What the server hands the renderer for one request; loaders read content through it. */
export interface RenderContext {
  /** The same answer as GET /pages/{page}, read straight from the database. */
  loadPage(page: Page): PageContent | Promise<PageContent>;
  /**
   * A custom page's answer; `{redirect}` when the slug is one a page had before a rename (the new
   * address; `temporary` in a preview, where a draft moves the page and nothing is published yet),
   * null when no page has it.
   */
  loadCustomPage(slug: string): CustomPageRead | Promise<CustomPageRead>;
  /**
   * The site's origin for absolute URLs (canonical link, og:url, og:image): PUBLIC_URL, or the
   * request's own when its Host names this server. Absent, the Host is not to be believed: URLs stay
   * relative and og:url is left out. Never read the origin from the request's URL instead.
   */
  origin?: string;
  /**
   * The language the page is in and the site's languages (the first is the default). The server
   * finds it in the address (`/bn/about` is Bengali's `/about`) and renders the request's URL as it
   * came; the renderer draws the page's links under the same prefix. Absent: the default language.
   */
  locale?: PageLocale;
}

/** The language of a rendered page, with every language of the site (for its switcher and alternates). */
export interface PageLocale {
  code: string;
  languages: readonly Language[];
}

export type CustomPageRead = { content: CustomPageContent } | { redirect: string; temporary?: boolean } | null;

export interface RenderedPage {
  /** 200, or 404 for an unknown route or service, 500 for a route error, 3xx with `redirect`. */
  status: number;
  /** Tags for <head>: title, description, canonical link and Open Graph. */
  head: string;
  /** The rendered app (without the islands' data: that is `data`). */
  html: string;
  /**
   * The islands' props as JSON, absent when the page has none. The server puts it in a `<script type="application/json">`
   * with the id HYDRATION_DATA_ID: a data block the browser never runs, so the Content-Security-Policy
   * needs no hash or nonce for a page's content.
   */
  data?: string;
  redirect?: string;
  /** The page's language and direction, for `<html lang dir>`. */
  lang?: string;
  dir?: TextDirection;
}

export interface ServerEntry {
  render(request: Request, context: RenderContext): Promise<RenderedPage>;
  /** Every public path, for the sitemap. */
  sitemapPaths(serviceSlugs: readonly string[]): string[];
}

/**
 * The public build's stylesheet split by CSS module (written by web/build/page-styles.ts to
 * PAGE_STYLES_FILE under dist/client): the server inlines into each page only the parts it can use
 * (server/src/render/page-styles.ts), where every page carried the whole stylesheet.
 */
export interface PageStyleSheet {
  /** The build's stylesheet (under assets/) these parts are made of, as the template links it. */
  stylesheet: string;
  /** The CSS module files, relative to the web package; a part names them by their number here. */
  modules: string[];
  /** Each scoped class name of a CSS module, with the number of its module. */
  classes: Record<string, number>;
  /** The stylesheet in its order, each part with the modules a page must show one of; none: every page. */
  parts: { css: string; modules: number[] }[];
}

export const PAGE_STYLES_FILE = '.vite/page-styles.json';
