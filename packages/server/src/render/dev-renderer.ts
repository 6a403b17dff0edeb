// Under `pnpm dev`: pages and the editor come from Vite's dev server instead of the build, with hot
// module replacement. Vite runs in middleware mode inside Fastify (@fastify/middie): it answers the
// browser's module requests (/@vite/client, /src/…, /@react-refresh) and its update websocket shares
// the server's port. Pages are still rendered by the server: the web package's server entry, loaded
// through Vite, renders into index.html as Vite transforms it; the editor's shells, admin.html and
// login.html, are transformed the same way. An edit under packages/web shows at once in the browser and on the next
// request, without a build or a restart. Only `pnpm dev` asks for it; `pnpm start` loads the build
// (renderer.ts), and production never imports Vite.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerEntry } from '@site/contracts';
import { WEB_ROOT } from '../locations.js';
import { devStyles } from './dev-styles.js';
import { DEV_SERVER_CODE } from './inline-hashes.js';
import { isLoginAddress } from './admin-shells.js';
import { fillTemplate, hasSlots, isServerEntry, SLOTS_MISSING, type Renderer } from './renderer.js';

const ENTRY = '/src/entry-server.tsx';
/** The browser's entry, as index.html names it. */
const CLIENT_ENTRY = '/src/entry-client.tsx';

/** Starts Vite inside `app` (its modules and websocket) and answers the renderer that uses it. */
export async function startDevRenderer(app: FastifyInstance): Promise<Renderer> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    // Read in memory: the default writes a temporary bundle of it beside it, which `tsx watch` would see
    // come and go, restarting the server in a loop.
    configLoader: 'runner',
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', () => vite.close());
  await app.register(middie);
  app.use(vite.middlewares);
  // A page depends on the code as well as the content: an edit drops the pages (and ETags) cached before it.
  vite.watcher.on('all', () => app.contentVersion.bump());

  const document = async (file: string, url: string) =>
    vite.transformIndexHtml(url, await fs.readFile(path.join(WEB_ROOT, file), 'utf8'));
  let entry: ServerEntry | undefined;
  const loadEntry = async (): Promise<ServerEntry> => {
    const module = await vite.ssrLoadModule(ENTRY);
    if (!isServerEntry(module)) throw new Error(`${ENTRY} does not export render() and sitemapPaths().`);
    entry = module;
    return module;
  };
  // Loaded once now, so the first page does not wait for the whole site to compile.
  await loadEntry().catch((error: unknown) =>
    app.log.error({ err: error }, 'Loading the server entry failed; pages answer 500 until it is fixed'),
  );

  return {
    async renderPage(request, context) {
      const { pathname, search } = new URL(request.url);
      try {
        const template = await document('index.html', pathname + search);
        if (!hasSlots(template)) throw new Error(`index.html ${SLOTS_MISSING}.`);
        const page = await (await loadEntry()).render(request, context);
        return fillTemplate(template, page, await devStyles(vite, { server: ENTRY, client: CLIENT_ENTRY }));
      } catch (error) {
        // Stack traces point into the sources, not into Vite's transformed modules.
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    },
    // The paths of the entry as last loaded (at start and by every page rendered since).
    sitemapPaths(slugs) {
      if (!entry) throw new Error(`${ENTRY} did not load: see the error logged above.`);
      return entry.sitemapPaths(slugs);
    },
    adminHtml: (url) => document(isLoginAddress(url) ? 'login.html' : 'admin.html', url),
    inline: { site: DEV_SERVER_CODE, admin: DEV_SERVER_CODE },
  };
}
