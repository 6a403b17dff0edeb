// Where the server finds the files it reads at run time: the migrations, the web build, the demo
// images and the image worker's entry. Every such path is taken from this one module, which sits at
// the top of src/ as the built entries sit at the top of dist/ (scripts/build.ts bundles the server
// into dist/main.js, dist/cli.js and dist/image-worker-process.js), so each resolves the same
// whether the server runs from its TypeScript sources (tests, `pnpm dev`) or from the build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** True in the build (dist/*.js), false when the TypeScript sources run through tsx or vitest. */
export const COMPILED = !import.meta.url.endsWith('.ts');

/** The repository root; relative paths in the configuration are taken from it. */
export const REPO_ROOT = path.resolve(here, '../../..');

/** The SQLite and the PostgreSQL migrations (drizzle-kit writes them at the repository root). */
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'drizzle');
export const PG_MIGRATIONS_DIR = path.join(REPO_ROOT, 'drizzle-pg');

/** The web package, and its build (what the server renders and serves). */
export const WEB_ROOT = path.join(REPO_ROOT, 'packages/web');
export const WEB_DIST = path.join(WEB_ROOT, 'dist');

/** The demo content's pictures: src/seed/images, copied by the build to dist/demo-images. */
export const DEMO_IMAGES_DIR = COMPILED ? path.join(here, 'demo-images') : path.join(here, 'seed/images');

/** The image worker process's entry (media/image-worker.ts forks it). */
export const IMAGE_WORKER_ENTRY = COMPILED
  ? path.join(here, 'image-worker-process.js')
  : path.join(here, 'media/image-worker-process.ts');
