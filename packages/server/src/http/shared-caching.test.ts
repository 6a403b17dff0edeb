// The shared-cache header of public answers, and that credentials never make an answer shareable.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { publicCacheControl, publicCacheControlFor } from './shared-caching.js';

describe('publicCacheControl', () => {
  it('lets no shared cache keep an answer by default', () => {
    expect(publicCacheControl(0)).toBe('no-cache');
  });

  it('gives shared caches the lifetime and ten times it to serve stale while revalidating', () => {
    expect(publicCacheControl(60)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });
});

describe('publicCacheControlFor', () => {
  async function answer(maxAgeS: number, headers: Record<string, string> = {}) {
    const app = Fastify();
    app.decorate('config', { cacheMaxAgeS: maxAgeS } as Config);
    app.get('/', (request, reply) => reply.header('cache-control', publicCacheControlFor(request)).send('ok'));
    const response = await app.inject({ url: '/', headers });
    await app.close();
    return response.headers['cache-control'];
  }

  it('shares an anonymous answer for the configured time', async () => {
    expect(await answer(30)).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
  });

  it('never shares the answer of a request with credentials', async () => {
    expect(await answer(30, { authorization: 'Token abc' })).toBe('no-cache');
  });
});
