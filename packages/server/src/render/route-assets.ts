// The <link> tags for the chunks a page loads on demand (its lazy routes, web/src/site/routes.tsx),
// read from the client build's manifest: scripts as modulepreloads, styles as stylesheets. Without
// them the browser would find a page's styles only after running the entry (an unstyled flash) and
// fetch its script a round trip later, delaying hydration.

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json); the fields used here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The manifest keys of a chunk and every chunk it imports statically. */
function closure(manifest: BuildManifest, keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Tags for `modules` (manifest keys), leaving out what the template links already: the entry
 * (`entryKey`) and the chunks it imports.
 */
export function routeAssetTags(manifest: BuildManifest, modules: readonly string[], entryKey = 'index.html'): string {
  const linked = closure(manifest, [entryKey]);
  const linkedCss = new Set([...linked].flatMap((key) => manifest[key]?.css ?? []));
  const chunks = [...closure(manifest, modules)].filter((key) => !linked.has(key));
  const styles = new Set(chunks.flatMap((key) => manifest[key]?.css ?? []).filter((file) => !linkedCss.has(file)));
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttr(file)}">`),
    ...chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(manifest[key]!.file)}">`),
  ].join('\n    ');
}
