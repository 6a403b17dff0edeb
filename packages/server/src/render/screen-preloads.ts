// A cold editor screen's chunks named in its admin.html: the screen's route modules (the admin
// build's screen-modules.json, written from the router's table, packages/web/src/admin/screen-modules.ts)
// followed through Vite's build manifest (dist/admin/.vite/manifest.json) to their chunks and every
// chunk those import statically, less the shell's own (admin.html names those already). As
// `<link rel="modulepreload">` the browser fetches them alongside the shell instead of after the shell
// has run and its router has asked for them (docs/performance.md, "The editor"). Chunks a screen
// imports later (a form, the rich-text field) are left to load when asked for. /login's shell is
// never given any: it carries none of the editor's code (its 80 KB budget).

/** One entry of Vite's build manifest: the chunk a module is in, and the manifest keys of the chunks it imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

/** Each screen's route path under /admin (a react-router pattern, '' the index) and its modules, as manifest keys. */
export type ScreenModules = Record<string, string[]>;

/** Where the editor's screens are (the web package's admin-paths.ts, ADMIN_BASE). */
const ADMIN_BASE = '/admin';

/** The manifest's key of the editor's entry, whose chunks admin.html already names. */
const SHELL_ENTRY = 'admin.html';

/** The files of `keys`' chunks and of every chunk they import, in the order found, as URLs. */
function chunkFiles(manifest: BuildManifest, keys: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const queue = [...keys];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) continue;
    seen.add(key);
    files.push(`/${chunk.file}`);
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}

/** Whether `pattern`'s segments (`:name` any one, `:name?` one or none) match `segments`. */
function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  let at = 0;
  for (const part of parts) {
    const optional = part.endsWith('?');
    const segment = segments[at];
    if (segment === undefined) {
      if (optional) continue;
      return false;
    }
    if (!part.startsWith(':') && part !== segment) return false;
    at += 1;
  }
  return at === segments.length;
}

/** A fixed address before a pattern with parameters, as the router ranks them. */
const ranked = (patterns: readonly string[]) => [...patterns].sort((a, b) => Number(a.includes(':')) - Number(b.includes(':')));

/**
 * The route path of SCREEN_MODULES an address opens (the first of the `ranked` patterns it matches),
 * or undefined outside /admin or at an address no screen has.
 */
function screenPattern(url: string, rankedPatterns: readonly string[]): string | undefined {
  const { pathname } = new URL(url, 'http://x');
  if (pathname !== ADMIN_BASE && !pathname.startsWith(`${ADMIN_BASE}/`)) return undefined;
  const segments = pathname.slice(ADMIN_BASE.length).split('/').filter(Boolean);
  return rankedPatterns.find((pattern) => matches(pattern, segments));
}

/**
 * For each screen, the modulepreload links of its chunks that the shell does not load already.
 * Worked out once, at start; an address answers one of these strings.
 */
export function screenPreloads(manifest: BuildManifest, screens: ScreenModules): (url: string) => string {
  const shell = new Set(chunkFiles(manifest, [SHELL_ENTRY]));
  const links = new Map<string, string>();
  for (const [pattern, modules] of Object.entries(screens)) {
    const files = chunkFiles(manifest, modules).filter((file) => !shell.has(file));
    links.set(pattern, files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    '));
  }
  const patterns = ranked([...links.keys()]);
  return (url) => {
    const pattern = screenPattern(url, patterns);
    return pattern === undefined ? '' : (links.get(pattern) ?? '');
  };
}

/** `html` with `links` at the end of its head, after the shell's own scripts and stylesheets. */
export function withPreloads(html: string, links: string): string {
  return links ? html.replace('</head>', () => `    ${links}\n  </head>`) : html;
}
