// Two builds from one config: the browser bundle (with index.html as the page template and a
// manifest) into dist/client, and the server renderer (src/entry-server.tsx) into dist/server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pureContracts } from './build/pure-contracts.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), pureContracts()],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false }
    : { outDir: 'dist/client', emptyOutDir: true, manifest: true },
  ssr: {
    // The contract package is TypeScript source (Node cannot import it), so the server build
    // bundles it; zod comes with it because the web package does not depend on zod directly.
    noExternal: ['@site/contracts', 'zod'],
  },
}));
