// The public pages' entry script (src/entry-client.tsx: the plain-script behaviours and the islands'
// loader, about 4 kB compressed) is written into the page template instead of beside it, as an inline
// module script, run as the file was: after the document is parsed. As a file it was a request of its
// own on a phone's slow network, on a new connection, after the HTML: in Lighthouse's simulation of
// one, every page's first paint waited for it. Inside the HTML it costs a few kB of each page and no
// round trip. The server's Content-Security-Policy names it by its hash, as it names every inline
// script of the template (server/src/render/inline-hashes.ts).
//
// Inlined, the script has no address of its own: it may import no chunk statically and no chunk may
// import it (the build inlines the few constants they shared, web/vite.config.ts), and its dynamic
// imports of the islands' chunks are written from the site's root, as they no longer resolve
// against the file. Anything else stops the build with the reason.
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** What would end the inline <script> element early, or change how the browser parses it. */
const CLOSES_SCRIPT = /<\/script|<!--|<script/i;
const RELATIVE_IMPORT = /\bimport\(\s*[`'"]\.\.?\//;

/**
 * The entry chunk's code made to stand alone in the page: `./X.js` imports written as `${base}assets/X.js`.
 * Throws what prevents it.
 */
export function inlineModuleCode(chunk: OutputChunk, importers: string[], base: string): string {
  const name = chunk.fileName;
  // The script's own addresses (import.meta.url) are now the page's: only addresses from the root stay right.
  if (!base.startsWith('/')) throw new Error(`The page entry ${name} can be inlined only with an absolute base (not ${base}).`);
  if (chunk.imports.length > 0)
    throw new Error(`The page entry ${name} imports ${chunk.imports.join(', ')}: an inlined entry must stand alone.`);
  if (importers.length > 0)
    throw new Error(`${importers.join(', ')} import the page entry ${name}, which is inlined and has no address.`);
  let code = chunk.code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
  for (const file of chunk.dynamicImports) {
    const relative = `./${path.posix.relative(path.posix.dirname(name), file)}`;
    if (!code.includes(relative)) throw new Error(`The page entry ${name} imports ${file}, but not as ${relative}.`);
    code = code.replaceAll(relative, `${base}${file}`);
  }
  if (RELATIVE_IMPORT.test(code)) throw new Error(`The page entry ${name} still imports a module by a relative address.`);
  if (CLOSES_SCRIPT.test(code))
    throw new Error(`The page entry ${name} contains </script, <script or <!--, which cannot be inlined.`);
  return code;
}

/** The page template, as the build writes it. */
const TEMPLATE = 'index.html';

export function inlineEntry(): Plugin {
  let base = '/';
  return {
    name: 'site:inline-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // After every other plugin's: the template is written and the chunks' code is final (Vite fills
    // in the islands' preload lists in its own generateBundle).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const template = bundle[TEMPLATE];
        if (template?.type !== 'asset') throw new Error(`The build wrote no ${TEMPLATE} to inline the page entry into.`);
        const html = String(template.source);
        const tags = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
        const chunk = tags.length === 1 ? bundle[tags[0]![1]!.slice(base.length)] : undefined;
        if (chunk?.type !== 'chunk') throw new Error(`${TEMPLATE} does not load one module script of the build.`);
        const importers = Object.values(bundle)
          .filter((file): file is OutputChunk => file.type === 'chunk' && file !== chunk)
          .filter((file) => file.imports.includes(chunk.fileName) || file.dynamicImports.includes(chunk.fileName))
          .map((file) => file.fileName);
        const code = inlineModuleCode(chunk, importers, base);
        template.source = html.replace(tags[0]![0], () => `<script type="module">${code}</script>`);
        // No page asks for the file any more.
        delete bundle[chunk.fileName];
        delete bundle[`${chunk.fileName}.map`];
      },
    },
  };
}
