// Loads the web package's build once, at start: the public build's index.html (dist/client, the page
// template), the server entry (dist/server/entry-server.js, imported at runtime: the server never
// imports web source), admin.html and login.html (dist/admin: the editor's client-rendered shell and
// the lighter one a visit to /login starts with, a build of their own so public pages never download
// admin code; admin-shells.ts gives an editor's address its screen's chunks as modulepreload). Without a build there is no renderer and pages answer 503 (see plain-pages.ts).
// It also hashes both documents' inline scripts for the Content-Security-Policy (inline-hashes.ts), and
// each page's own stylesheet as the page is rendered (inline-styles.ts, page-styles.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HYDRATION_DATA_ID, type RenderContext, type RenderedPage, type ServerEntry } from '@site/contracts';
import { WEB_DIST } from '../locations.js';
import { inlineHashes, sha256Source, type InlineCode } from './inline-hashes.js';
import { inlineStylesheets, STYLES_SLOT } from './inline-styles.js';
import { loadAdminShells } from './admin-shells.js';

/** packages/web/dist (locations.ts). */
export { WEB_DIST };

const HEAD_SLOT = '<!--app-head-->';
const APP_SLOT = '<!--app-html-->';
const DATA_SLOT = '<!--app-data-->';

/**
 * JSON inside <script>: `<` written as its escape, so no string in the content can close the element
 * (`</script>`) or open a comment; JSON.parse reads the escape back as the same character.
 */
const jsonForScript = (json: string) => json.replace(/</g, '\\u003c');

export interface PageResponse {
  status: number;
  /** The complete document, or empty for a redirect. */
  html: string;
  redirect?: string;
  /**
   * The Content-Security-Policy sources (`'sha256-…'`) of the page's own inline stylesheet, which
   * the site's policy must name for this page (http/security-headers.ts pagePolicy). Absent under
   * `pnpm dev`, whose policy allows inline styles.
   */
  styles?: string[];
}

/**
 * How pages and the editor's shell are made: from the build (loadRenderer, below) or, under
 * `pnpm dev`, by Vite's dev server (dev-renderer.ts).
 */
export interface Renderer {
  renderPage(request: Request, context: RenderContext): Promise<PageResponse>;
  sitemapPaths(serviceSlugs: readonly string[]): string[];
  /** The admin SPA's document for /admin/*, or the login shell's for /login: they render in the browser. */
  adminHtml(url: string): Promise<string>;
  /** What the Content-Security-Policy must allow of the page template's and the admin shell's inline code. */
  inline: { site: InlineCode; admin: InlineCode };
}

/** The template's `<html>` tag with the page's language and direction (as the template has it when the page names none). */
function withLanguage(tag: string, page: RenderedPage): string {
  if (!page.lang) return tag;
  const attribute = (value: string) => value.replace(/[^A-Za-z0-9-]/g, '');
  const dir = page.dir === 'rtl' ? 'rtl' : 'ltr';
  return `<html lang="${attribute(page.lang)}" dir="${dir}">`;
}

/**
 * A page's document: the template with the page's head, markup and hydration data in their slots,
 * and `css`, the page's own stylesheet, in the template's styles slot when it has one.
 */
export function fillTemplate(template: string, page: RenderedPage, extraHead = '', css?: string): PageResponse {
  if (page.redirect) return { status: page.status, html: '', redirect: page.redirect };
  // Replacer functions, so a `$` in the content is never read as a replacement pattern.
  const head = [page.head, extraHead].filter(Boolean).join('\n    ');
  const data = page.data ? `<script type="application/json" id="${HYDRATION_DATA_ID}">${jsonForScript(page.data)}</script>` : '';
  const styled = css === undefined ? template : template.replace(STYLES_SLOT, () => `<style>${css}</style>`);
  const html = styled
    .replace(/<html\b[^>]*>/, (tag) => withLanguage(tag, page))
    .replace(HEAD_SLOT, () => head)
    .replace(APP_SLOT, () => page.html)
    .replace(DATA_SLOT, () => data);
  return { status: page.status, html, ...(css === undefined ? {} : { styles: [sha256Source(css)] }) };
}

/** Whether the template has the three placeholders the page is put into. */
export const hasSlots = (template: string) => [HEAD_SLOT, APP_SLOT, DATA_SLOT].every((slot) => template.includes(slot));

export const SLOTS_MISSING = `lacks the ${HEAD_SLOT}, ${APP_SLOT} or ${DATA_SLOT} placeholder`;

export function isServerEntry(value: unknown): value is ServerEntry {
  const entry = value as Partial<ServerEntry> | null;
  return typeof entry?.render === 'function' && typeof entry.sitemapPaths === 'function';
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** The renderer, or undefined when the web package has not been built. */
export async function loadRenderer(distDir = WEB_DIST): Promise<Renderer | undefined> {
  const templateFile = path.join(distDir, 'client', 'index.html');
  const entryFile = path.join(distDir, 'server', 'entry-server.js');
  const adminFile = path.join(distDir, 'admin', 'admin.html');
  const files = [templateFile, entryFile, adminFile];
  if (!(await Promise.all(files.map(exists))).every(Boolean)) return undefined;

  const { template, styles } = await inlineStylesheets(await fs.readFile(templateFile, 'utf8'), path.join(distDir, 'client'));
  if (!hasSlots(template)) throw new Error(`${templateFile} ${SLOTS_MISSING}: rebuild the web package.`);
  const entry: unknown = await import(pathToFileURL(entryFile).href);
  if (!isServerEntry(entry))
    throw new Error(`${entryFile} does not export render() and sitemapPaths(): rebuild the web package.`);
  const shells = await loadAdminShells(path.join(distDir, 'admin'));

  return {
    async renderPage(request, context) {
      const page = await entry.render(request, context);
      return fillTemplate(template, page, '', styles?.(page.html));
    },
    sitemapPaths: (slugs) => entry.sitemapPaths(slugs),
    adminHtml: async (url) => shells.html(url),
    inline: { site: inlineHashes(template), admin: inlineHashes(shells.inlineCode) },
  };
}
