// Two builds from one config: the browser bundle into dist/client (with a manifest), and the server
// renderer (src/entry-server.tsx) into dist/server. The browser build has two pages: index.html,
// the public site's template (server-rendered, then hydrated), and admin.html, the editor's
// client-rendered shell. Separate entries, so the public pages never download admin code. Text
// assets get Brotli and gzip copies at build time (build/precompress.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { pureContracts } from './build/pure-contracts.ts';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), pureContracts(), precompress()],
  build: isSsrBuild
    ? // One file for the server to import, lazy pages included.
      { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, rolldownOptions: { output: { inlineDynamicImports: true } } }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // rolldownOptions: Vite 8's name for what was rollupOptions (now a deprecated alias).
        rolldownOptions: {
          input: { index: here('./index.html'), admin: here('./admin.html') },
          output: {
            advancedChunks: {
              groups: [
                // React and the router in one long-cached chunk, which the admin shares.
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
              ],
            },
          },
        },
      },
  ssr: {
    // The contract package is TypeScript source (Node cannot import it), so the server build
    // bundles it; zod comes with it because the web package does not depend on zod directly.
    noExternal: ['@site/contracts', 'zod'],
  },
}));
