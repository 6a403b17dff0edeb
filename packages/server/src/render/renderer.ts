// Loads the web package's build once, at start: the public build's index.html (dist/client, the page
// template), the server entry (dist/server/entry-server.js, imported at runtime: the server never
// imports web source), admin.html (dist/admin: the editor's client-rendered shell, a build of its own
// so public pages never download admin code), and the public build's manifest, to link the chunks of
// a page's lazy routes (route-assets.ts). Without a build there is no renderer and pages answer 503 (see not-built.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RenderContext, ServerEntry } from '@site/contracts';
import { inlineStylesheets } from './inline-styles.js';
import { routeAssetTags, type BuildManifest } from './route-assets.js';

/** packages/web/dist, found from this file's place in the repository. */
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

const HEAD_SLOT = '<!--app-head-->';
const APP_SLOT = '<!--app-html-->';

export interface PageResponse {
  status: number;
  /** The complete document, or empty for a redirect. */
  html: string;
  redirect?: string;
}

export interface Renderer {
  renderPage(request: Request, context: RenderContext): Promise<PageResponse>;
  sitemapPaths(serviceSlugs: readonly string[]): string[];
  /** The admin SPA's document, served as is for /login and /admin/*: it renders in the browser. */
  adminHtml: string;
}

function isServerEntry(value: unknown): value is ServerEntry {
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

  const template = await inlineStylesheets(await fs.readFile(templateFile, 'utf8'), path.join(distDir, 'client'));
  if (!template.includes(HEAD_SLOT) || !template.includes(APP_SLOT)) {
    throw new Error(`${templateFile} lacks the ${HEAD_SLOT} or ${APP_SLOT} placeholder: rebuild the web package.`);
  }
  const entry: unknown = await import(pathToFileURL(entryFile).href);
  if (!isServerEntry(entry)) throw new Error(`${entryFile} does not export render() and sitemapPaths(): rebuild the web package.`);
  const adminHtml = await fs.readFile(adminFile, 'utf8');
  const manifestFile = path.join(distDir, 'client', '.vite', 'manifest.json');
  // A build always writes one (vite.config.ts); without it pages still work, only later.
  const manifest = (await exists(manifestFile)) ? (JSON.parse(await fs.readFile(manifestFile, 'utf8')) as BuildManifest) : {};

  return {
    async renderPage(request, context) {
      const page = await entry.render(request, context);
      if (page.redirect) return { status: page.status, html: '', redirect: page.redirect };
      // Replacer functions, so a `$` in the content is never read as a replacement pattern.
      const head = [page.head, routeAssetTags(manifest, page.modules ?? [])].filter(Boolean).join('\n    ');
      const html = template.replace(HEAD_SLOT, () => head).replace(APP_SLOT, () => page.html);
      return { status: page.status, html };
    },
    sitemapPaths: (slugs) => entry.sitemapPaths(slugs),
    adminHtml,
  };
}
