// The not-found log as visitors fill it and editors read and clear it: the real pages (the web
// package's entry, from source) answer 404 at addresses that do not exist, and each is counted by
// its path alone, with the host of the page that linked there; bots' probes are one entry a family;
// the API, the editor and media are never counted; a flood keeps the log within its bound.
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NOT_FOUND_LOG_LIMIT, notFoundEntrySchema, notFoundNotLogged, type NotFoundEntry } from '@site/contracts';
import type { Db } from '../db/client.js';
import { notFoundLog } from '../db/schema.js';
import { recordNotFound } from '../content/not-found-log.js';
import { MAX_QUEUED_PATHS, notFoundRecorder, type NotFoundRecorder } from '../http/not-found-recorder.js';
import { loadRenderer, type Renderer } from '../render/renderer.js';
import { trustedOrigin } from '../render/public-origin.js';
import { sourceBuild } from '../test/source-build.js';
import { roleToken } from '../test/role-tokens.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { siteRoutes } from './site.js';

const LOG = '/backend/api/not-found';

let dist: string;
let renderer: Renderer;
let t: TestApp;
let token: string;
let site: FastifyInstance;
let recorder: NotFoundRecorder;
/** A clock a second later at each reading, so that every visit is seen after the one before. */
let now: number;
const clock = () => new Date((now += 1000));

beforeAll(async () => {
  dist = sourceBuild();
  renderer = (await loadRenderer(dist))!;
}, 60_000);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

/** The site's pages on the test app's database, as buildApp wires them, counting into `log`. */
async function siteWith(log: NotFoundRecorder): Promise<FastifyInstance> {
  const made = Fastify();
  made.decorate('db', t.app.db);
  made.decorate('contentVersion', t.app.contentVersion);
  made.decorate('config', t.config);
  made.decorate('clock', t.app.clock);
  await siteRoutes(made, {
    renderer,
    webDist: dist,
    originOf: trustedOrigin({ host: '127.0.0.1', port: 3000 }),
    notFoundLog: log,
  });
  return made;
}

beforeEach(async () => {
  now = Date.parse('2026-03-01T09:00:00.000Z');
  t = await makeTestApp();
  token = await adminToken(t.app);
  recorder = notFoundRecorder(t.app.db, clock, t.app.log);
  site = await siteWith(recorder);
  return async () => {
    await site.close();
    await t.close();
  };
});

/** Visits `url` as a browser, then waits for the count to be written. */
async function visit(url: string, referer?: string) {
  const res = await site.inject({ url, headers: referer ? { referer } : {} });
  await recorder.settled();
  return res;
}

async function listed(query = ''): Promise<NotFoundEntry[]> {
  const res = await t.app.inject({ url: `${LOG}${query}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return z.array(notFoundEntrySchema).parse(res.json());
}

const clear = (query: string, as = token) => t.app.inject({ method: 'DELETE', url: `${LOG}${query}`, headers: auth(as) });

describe('visiting addresses that do not exist', () => {
  it('counts each by its path without the query, with the referrer host only, and first and last seen', async () => {
    const first = await visit('/old-offers?email=ada%40example.com&utm_source=news', 'https://news.example/story?id=7');
    expect(first.statusCode).toBe(404);
    expect(first.body).toContain('Page not found');
    await visit('/old-offers?page=2');
    await visit('/our-team-2019', 'http://blog.example:8080/post');
    // Pages that exist are not counted.
    expect((await visit('/about')).statusCode).toBe(200);

    expect(await listed()).toEqual([
      {
        path: '/old-offers',
        hits: 2,
        first_seen: '2026-03-01T09:00:01.000Z',
        last_seen: '2026-03-01T09:00:02.000Z',
        // A visit without a referrer keeps the host known before.
        referrer_host: 'news.example',
        probe: null,
      },
      {
        path: '/our-team-2019',
        hits: 1,
        first_seen: '2026-03-01T09:00:03.000Z',
        last_seen: '2026-03-01T09:00:03.000Z',
        referrer_host: 'blog.example',
        probe: null,
      },
    ]);
    // Nothing of the visitor is kept: no query, no full referrer, no address or browser.
    const stored = JSON.stringify(await t.app.db.select().from(notFoundLog));
    for (const secret of ['ada', 'utm_source', 'story', '127.0.0.1', 'lightMyRequest']) expect(stored).not.toContain(secret);
  });

  it('lists the most visited first, or with sort=recent the last seen first', async () => {
    await visit('/a');
    await visit('/b');
    await visit('/b');
    await visit('/c');
    expect((await listed()).map((e) => e.path)).toEqual(['/b', '/c', '/a']);
    expect((await listed('?sort=hits')).map((e) => e.path)).toEqual(['/b', '/c', '/a']);
    expect((await listed('?sort=recent')).map((e) => e.path)).toEqual(['/c', '/b', '/a']);
    const refused = await t.app.inject({ url: `${LOG}?sort=oldest`, headers: auth(token) });
    expect(refused.statusCode).toBe(400);
  });

  it("keeps the bots' probes as one entry a family, named in words", async () => {
    for (const url of ['/wp-admin/', '/wp-login.php', '/xmlrpc.php', '/.env', '/.git/config', '/index.php?x=1']) {
      expect((await visit(url)).statusCode, url).toBe(404);
    }
    const entries = await listed();
    expect(entries.map((e) => [e.path, e.hits])).toEqual([
      ['/wp-*', 3],
      ['/.*', 2],
      ['/*.php', 1],
    ]);
    expect(entries[0]!.probe).toMatch(/WordPress/);
    expect(entries[1]!.probe).toMatch(/Hidden files/);
  });

  it('never counts the API, media files or built assets', async () => {
    for (const url of [
      '/backend/api/nothing-here',
      '/api/nothing',
      '/backend/auth/nothing',
      '/media/gone.jpg',
      '/assets/gone.js',
    ]) {
      expect((await visit(url)).statusCode, url).toBe(404);
    }
    expect(await t.app.inject({ url: '/backend/api/nothing-here' }).then((r) => r.statusCode)).toBe(404);
    expect(await listed()).toEqual([]);
  });

  it('still answers the 404 at once when the count cannot be written, and says why in the log', async () => {
    const broken = {
      insert: () => {
        throw new Error('the database is away');
      },
    } as unknown as Db;
    const warn = vi.spyOn(t.app.log, 'warn');
    const failing = notFoundRecorder(broken, clock, t.app.log);
    const other = await siteWith(failing);
    try {
      const res = await other.inject('/gone-for-good');
      expect(res.statusCode).toBe(404);
      await failing.settled();
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ path: '/gone-for-good' }),
        'Counting an address that answered 404 failed',
      );
    } finally {
      await other.close();
    }
  });
});

/** One visit to `path` at the time `ms`, written straight to the log. */
async function once(path: string, ms: number) {
  const at = new Date(ms).toISOString();
  await recordNotFound(t.app.db, { path, hits: 1, firstAt: at, lastAt: at, referrerHost: null });
}

describe('the bound of the log', () => {
  it(`keeps the ${NOT_FOUND_LOG_LIMIT} addresses seen most recently`, async () => {
    for (let i = 0; i <= NOT_FOUND_LOG_LIMIT; i++) {
      await once(`/gone-${i}`, now + i * 1000);
    }
    const entries = await listed('?sort=recent');
    expect(entries).toHaveLength(NOT_FOUND_LOG_LIMIT);
    expect(entries.at(-1)!.path).toBe('/gone-1');
    expect(entries.some((e) => e.path === '/gone-0')).toBe(false);
    // A visit again moves an address up, so the next new one pushes out another.
    await once('/gone-1', now + 600_000);
    await once('/gone-new', now + 601_000);
    const after = (await listed('?sort=recent')).map((e) => e.path);
    expect(after).toHaveLength(NOT_FOUND_LOG_LIMIT);
    expect(after.slice(0, 2)).toEqual(['/gone-new', '/gone-1']);
    expect(after).not.toContain('/gone-2');
  });

  it('holds under a flood of made-up addresses sent at once, every one answered 404', async () => {
    const limit = 40;
    const bounded = notFoundRecorder(t.app.db, clock, t.app.log, limit);
    const flooded = await siteWith(bounded);
    try {
      // 300 addresses in waves of 25 at once (fewer than a server queues, so that every one is counted).
      for (let wave = 0; wave < 12; wave++) {
        const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => flooded.inject(`/made-up-${wave}-${i}?q=${i}`)));
        expect(answers.map((r) => r.statusCode).filter((status) => status !== 404)).toEqual([]);
        await bounded.settled();
        expect(await listed()).toHaveLength(Math.min(limit, (wave + 1) * 25));
      }
      expect((await listed('?sort=recent'))[0]!.path).toMatch(/^\/made-up-11-/);
    } finally {
      await flooded.close();
    }
  }, 120_000);

  it('queues at most so many addresses while a write is under way; visits to one queued address add up', async () => {
    const roomy = notFoundRecorder(t.app.db, clock, t.app.log, 1000);
    for (let i = 0; i < 300; i++) {
      roomy.record({ url: `/burst-${i}`, headers: {} });
      roomy.record({ url: '/burst-0', headers: {} });
    }
    await roomy.settled();
    const entries = await listed();
    // /burst-0 is written at once and queued again with its later visits: 99 others fit beside it.
    expect(entries).toHaveLength(MAX_QUEUED_PATHS);
    expect(entries[0]).toMatchObject({ path: '/burst-0', hits: 301 });
  });
});

describe('clearing the log', () => {
  it('clears one address as listed, or all of them with all=true', async () => {
    await visit('/one');
    await visit('/two');
    await visit('/wp-admin');
    expect((await clear('?path=%2Fone')).json()).toEqual({ cleared: 1 });
    expect((await listed()).map((e) => e.path).sort()).toEqual(['/two', '/wp-*']);
    expect((await clear('?path=%2Fwp-*')).json()).toEqual({ cleared: 1 });

    const again = await clear('?path=%2Fone');
    expect([again.statusCode, again.json()]).toEqual([404, { error: notFoundNotLogged('/one') }]);

    expect((await clear('?all=true')).json()).toEqual({ cleared: 1 });
    expect(await listed()).toEqual([]);
  });

  it('refuses a request naming neither or both, and changes nothing', async () => {
    await visit('/kept');
    for (const query of ['', '?all=yes', '?all=true&path=%2Fkept', '?path=']) {
      const res = await clear(query);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await listed()).map((e) => e.path)).toEqual(['/kept']);
  });

  it('is for admins and editors: an author may neither read nor clear the log', async () => {
    await visit('/kept');
    const editor = await roleToken(t.app, 'editor');
    const author = await roleToken(t.app, 'author');
    expect((await t.app.inject({ url: LOG, headers: auth(editor) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: LOG, headers: auth(author) })).statusCode).toBe(403);
    expect((await clear('?path=%2Fkept', author)).statusCode).toBe(403);
    expect((await clear('?path=%2Fkept', editor)).statusCode).toBe(200);
  });
});
