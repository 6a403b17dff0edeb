// `pnpm --filter @site/server build`: bundles the server into plain JavaScript in dist/, so that
// production runs `node dist/main.js` with no TypeScript compiler. Three entries, side by side at
// the top of dist/ as their sources' locations.ts is at the top of src/: the server, the admin command
// line and the image worker process, with the chunks they share. @site/contracts (TypeScript
// source) is bundled in; every other package stays an import of node_modules. The demo images are copied beside them (locations.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(serverRoot, 'dist');

/** Bare imports are packages of node_modules, left to node; only the workspace's contracts are bundled. */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@site/contracts' || args.path.startsWith('@site/contracts/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

fs.rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: serverRoot,
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    'image-worker-process': 'src/media/image-worker-process.ts',
  },
  outdir: dist,
  bundle: true,
  // What the server loads only when asked (the PostgreSQL driver, the AWS SDK) goes in chunks of its
  // own, so that a dynamic import() stays lazy; the chunks sit beside the entries in dist/.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [packagesExternal],
  logLevel: 'warning',
});
fs.cpSync(path.join(serverRoot, 'src/seed/images'), path.join(dist, 'demo-images'), { recursive: true });
