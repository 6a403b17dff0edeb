// The route lists are the route files of their folders (scripts/route-list.ts writes them), and
// each route plugin names what it needs: registered without it, the app does not start, and the
// error says what is missing and for which plugin.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES_DIR, staleIndex } from '../../scripts/route-list.js';
import { apiCaching } from '../http/caching.js';
import { apiRoutes, authRoutes } from './index.js';

interface PluginMeta {
  name: string;
  decorators: { fastify: string[] };
  dependencies: string[];
}
/** fastify-plugin's metadata, which Fastify checks as a plugin is registered. */
const metaOf = (plugin: unknown) => (plugin as { [key: symbol]: PluginMeta })[Symbol.for('plugin-meta')] as PluginMeta;
const everyRoute = [...apiRoutes, ...authRoutes] as FastifyPluginAsync[];

describe('the route lists', () => {
  let copy: string | undefined;
  afterEach(() => {
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
    copy = undefined;
  });

  it('list every route file of their folders as the script writes them', async () => {
    expect(await staleIndex(ROUTES_DIR)).toBeNull();
  });

  it('are stale, naming the file, when a route file is added and not listed', async () => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'));
    fs.cpSync(ROUTES_DIR, copy, { recursive: true });
    expect(await staleIndex(copy)).toBeNull();
    fs.writeFileSync(path.join(copy, 'api', 'uptime.ts'), 'export default async function uptime() {}\n');
    expect(await staleIndex(copy)).toMatch(/leaves out api\/uptime\.ts.*pnpm routes/);
  });
});

describe('each route plugin', () => {
  it('names itself, the decorations it needs and the API caching it depends on', () => {
    const names = everyRoute.map((plugin) => (metaOf(plugin) as PluginMeta | undefined)?.name);
    expect(names.every((name) => typeof name === 'string')).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    for (const plugin of everyRoute) {
      expect(metaOf(plugin).decorators.fastify).toContain('db');
      expect(metaOf(plugin).dependencies).toEqual(['api-caching']);
    }
  });

  it.each(everyRoute.map((plugin) => [metaOf(plugin).name, plugin] as const))(
    '%s does not start without one of its decorations, naming it',
    async (name, plugin) => {
      const needed = metaOf(plugin).decorators.fastify;
      for (const missing of needed) {
        const app = Fastify();
        for (const decoration of needed) if (decoration !== missing) app.decorate(decoration, null);
        await app.register(apiCaching);
        void app.register(plugin);
        await expect(app.ready()).rejects.toThrow(`The decorator '${missing}' required by '${name}' is not present in Fastify`);
      }
    },
  );

  it.each(everyRoute.map((plugin) => [metaOf(plugin).name, plugin] as const))(
    '%s does not start outside a scope with the API caching',
    async (name, plugin) => {
      const app = Fastify();
      for (const decoration of metaOf(plugin).decorators.fastify) app.decorate(decoration, null);
      void app.register(plugin);
      await expect(app.ready()).rejects.toThrow(`The dependency 'api-caching' of plugin '${name}' is not registered`);
    },
  );
});
