// Three builds from one config (package.json "build" runs them in turn):
// - the public site's browser bundle (`vite build`) into dist/client: index.html, the template the
//   server renders pages into, whose entry hydrates the islands;
// - the editor (`vite build --mode admin`) into dist/admin: admin.html, its client-rendered shell.
//   A build of its own, so the public chunk graph is the public site's alone: the admin imports
//   the public sections for its live preview, and in one shared build every module the two have in
//   common became a chunk of its own, splitting the home page into many small files;
// - the server renderer (`vite build --ssr src/entry-server.tsx`) into dist/server.
// The server serves /assets/ from dist/client/assets and dist/admin/assets (hashed names, so the
// two never clash). Text assets get Brotli and gzip copies at build time (build/precompress.ts).
// The public bundle has no zod because the public code imports `@site/contracts/site`, the contract's
// part without it (the editor imports the whole package).
import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { shortClassNames } from './build/class-names.ts';
import { inlineEntry } from './build/inline-entry.ts';
import { pageStyles } from './build/page-styles.ts';
import { precompress } from './build/precompress.ts';
import { screenModules } from './build/screen-modules.ts';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** One file for the server to import, lazy pages included. */
const serverBuild: BuildEnvironmentOptions = {
  outDir: 'dist/server',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { output: { codeSplitting: false } },
};

const adminBuild: BuildEnvironmentOptions = {
  outDir: 'dist/admin',
  emptyOutDir: true,
  // The favicon comes with the public build.
  copyPublicDir: false,
  // rolldownOptions: Vite 8's name for what was rollupOptions (now a deprecated alias).
  // Two documents: admin.html, the editor (its router, its shell, and each screen a chunk of its own,
  // loaded when the screen is opened: src/admin/routes.tsx), and login.html, what a visit to /login
  // starts with (the login form on React DOM, no router). The rich-text field (TipTap/ProseMirror,
  // about 410 kB, 125 kB gzipped) is a chunk of its own too, loaded with the first rich-text field shown.
  rolldownOptions: { input: { admin: here('./admin.html'), login: here('./login.html') } },
  chunkSizeWarningLimit: 1024,
  // dist/admin/.vite/manifest.json: each module's chunk and the chunks it imports, which the server
  // follows from a screen's modules (screen-modules.json, build/screen-modules.ts) to name the
  // screen's chunks in admin.html as modulepreload. Not served: only dist/admin/assets is.
  manifest: true,
};

/** Preact, which the public build's browser code runs on in React's place (`preactInBrowser`). */
const PREACT = /[\\/]node_modules[\\/]preact[\\/]/;
/** The islands' hydrate module (islands/hydrate.tsx): with Preact, one file an island's first load fetches. */
const ISLAND_HYDRATE = /[\\/]src[\\/]islands[\\/]hydrate\.tsx$/;
/**
 * The sliders' step logic (which way a swipe or a key goes): plain code that the carousel's script
 * and the Preact sliders share, kept out of `site`, which imports Preact.
 */
const SLIDES = /[\\/]src[\\/]sections[\\/]shared[\\/]swipe\.ts$/;

/**
 * Few files for a page: the entry, the only script before the load event (the plain-script
 * behaviours and the islands' loader, src/entry-client.tsx), is written into the page template
 * (build/inline-entry.ts), so nothing may import it: constants it shares with the islands (their
 * marker attributes) are inlined where they are used (`inlineConst`). Then, with the first island a page
 * hydrates, one `preact` chunk (Preact in React's place, `preactInBrowser`, and the islands' hydrate
 * module), one `site` chunk with every module two or more section chunks share (otherwise each such
 * module, down to CSS-module stubs of a few bytes, became its own chunk) and the island's own section
 * module. The home page's carousel is plain script, a chunk of its own loaded on idle without Preact
 * (site/behaviours/carousels.ts), with a `slides` chunk of the swipe and key steps it shares with the
 * Preact sliders. The `site` group leaves Preact out and does not pull dependencies in. Each island's section
 * module is a chunk that only its island loads (islands/registry.ts); `public-styles` is an entry no
 * page loads, there so that the styles of what no browser code imports reach the stylesheet. All
 * public styles are one stylesheet (about 9 kB gzipped), inlined by the server.
 */
const publicBuild: BuildEnvironmentOptions = {
  outDir: 'dist/client',
  emptyOutDir: true,
  cssCodeSplit: false,
  // Every browser the site supports preloads modules itself; the polyfill was 0.7 kB of each page's entry.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    input: { index: here('./index.html'), 'public-styles': here('./src/site/public-styles.ts') },
    preserveEntrySignatures: 'allow-extension',
    optimization: { inlineConst: { mode: 'all' } },
    output: {
      codeSplitting: {
        groups: [
          { name: 'slides', test: (id) => SLIDES.test(id), priority: 3 },
          { name: 'preact', test: (id) => PREACT.test(id) || ISLAND_HYDRATE.test(id), priority: 2 },
          { name: 'site', test: (id) => !PREACT.test(id), minShareCount: 2, includeDependenciesRecursively: false, priority: 1 },
        ],
      },
    },
  },
};

/**
 * The public pages' browser code runs on Preact's React-compatible runtime (about 5 kB gzipped
 * where React with React DOM were 59 kB): the islands are the same section components the server
 * renders with React, hydrated by Preact over React's HTML (docs/decisions.md, "Islands on Preact").
 * Only the public browser build: the server renders with React, and the editor (its live preview
 * included) runs on React.
 */
const preactInBrowser = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [
    react(),
    precompress(),
    ...(mode === 'admin' && !isSsrBuild ? [screenModules(here('./src/admin/screen-modules.ts'), here('.'))] : []),
    ...(mode !== 'admin' && !isSsrBuild ? [pageStyles(), inlineEntry()] : []),
  ],
  resolve: { alias: command === 'build' && !isSsrBuild && mode !== 'admin' ? preactInBrowser : [] },
  css: { modules: { generateScopedName: shortClassNames(here('.')) } },
  build: isSsrBuild ? serverBuild : mode === 'admin' ? adminBuild : publicBuild,
  ssr: {
    // The contract package is TypeScript source (Node cannot import it), so the server build
    // bundles it; zod comes with it because the web package does not depend on zod directly. The
    // built renderer bundles every dependency, so the production server (and its container image)
    // needs none of the web package's node_modules; the dev server loads them as they are.
    noExternal: isSsrBuild ? true : ['@site/contracts', 'zod'],
  },
}));
