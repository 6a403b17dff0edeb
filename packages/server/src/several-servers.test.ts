// Two real servers (src/main.ts, each a process of its own, as behind a load balancer) started at the
// same moment on one database: the first start's demo seed happens once, and a schedule that came
// due while no server ran is published once, however the two start-ups interleave. Each server is
// stopped by its PID.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { heroDefault } from '@site/contracts';
import { killServer, startApiServer, type ApiServer } from '../scripts/api-server.js';
import { connectDatabase } from './db/client.js';
import { ENGINE } from './db/engine.js';
import { drafts, images, revisions, sections, services, users } from './db/schema.js';
import { DEMO_IMAGE_NAMES } from './seed/demo-images.js';
import { freshPostgresDatabase } from './test/pg-database.js';
import { adminToken, auth, makeTestApp } from './test/test-app.js';

let dir: string;
let servers: ApiServer[] = [];
let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;

afterEach(async () => {
  for (const server of servers) await killServer(server);
  servers = [];
  await postgres?.drop();
  postgres = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One database (and uploads folder) for both servers: a SQLite file, or a fresh PostgreSQL database. */
async function sharedDatabase() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-servers-'));
  if (ENGINE === 'postgres') postgres = await freshPostgresDatabase();
  return { databasePath: path.join(dir, 'site.db'), uploadsDir: path.join(dir, 'uploads'), databaseUrl: postgres?.url };
}

/** Two servers on it, started at the same moment, each with a folder of its own for its log. */
async function startTwo(target: Awaited<ReturnType<typeof sharedDatabase>>, env: Record<string, string>) {
  const shared = {
    DATABASE_PATH: target.databasePath,
    UPLOADS_DIR: target.uploadsDir,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    ...env,
  };
  const folders = ['a', 'b'].map((name) => path.join(dir, name));
  for (const folder of folders) fs.mkdirSync(folder);
  const started = await Promise.allSettled(folders.map((folder) => startApiServer(folder, shared)));
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  return servers;
}

/** Rows per document in the history table: how many versions each has. */
async function versionsPerDocument(target: Awaited<ReturnType<typeof sharedDatabase>>) {
  const db = await connectDatabase(target);
  try {
    const counts: Record<string, number> = {};
    for (const row of await db.select({ document: revisions.document }).from(revisions)) {
      counts[row.document] = (counts[row.document] ?? 0) + 1;
    }
    return {
      counts,
      images: (await db.select({ id: images.id }).from(images)).length,
      sections: (await db.select({ key: sections.key }).from(sections)).length,
      services: (await db.select({ id: services.id }).from(services)).length,
      users: (await db.select({ id: users.id }).from(users)).length,
      drafts: (await db.select({ document: drafts.document }).from(drafts)).length,
    };
  } finally {
    await db.$close();
  }
}

describe('two servers started at once', () => {
  it('on one empty database seed the demo content once, and both answer', { timeout: 240_000 }, async () => {
    const target = await sharedDatabase();
    const [a, b] = await startTwo(target, { SEED_DEMO: 'true' });
    const answers = await Promise.all(
      [a!, b!].map(async (server) => (await fetch(`${server.baseURL}/backend/api/services`)).json()),
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).not.toEqual([]);

    const stored = await versionsPerDocument(target);
    expect(stored.images).toBe(DEMO_IMAGE_NAMES.length);
    expect(stored.users).toBe(1);
    expect(stored.services).toBeGreaterThan(0);
    // Each document the seed wrote has the one version the seed gave it.
    expect(Object.keys(stored.counts).length).toBeGreaterThan(stored.sections);
    expect(Object.entries(stored.counts).filter(([, n]) => n !== 1)).toEqual([]);
  });

  it('on a database with schedules that came due while no server ran publish each once', { timeout: 240_000 }, async () => {
    const target = await sharedDatabase();
    // Scheduled an hour ago by a server whose clock then said two hours ago.
    const then = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const before = await makeTestApp(target, { clock: () => then });
    try {
      const headers = auth(await adminToken(before.app, 'alice'));
      const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
        before.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      const faq = (await call('GET', '/backend/api/about/faq')).json<object>();
      await call('PUT', '/backend/api/drafts/home/hero', { ...heroDefault, title: 'Published once' });
      await call('PUT', '/backend/api/drafts/about/faq', { ...faq, title: 'Published once too' });
      await call('PUT', '/backend/api/drafts/services', (await call('GET', '/backend/api/services')).json<object[]>());
      const due = new Date(then.getTime() + 60 * 60 * 1000).toISOString();
      for (const paths of [['home/hero', 'about/faq'], ['services']]) {
        const res = await call('POST', '/backend/api/drafts/publish', { paths, at: due });
        expect(res.statusCode, res.body).toBe(200);
      }
    } finally {
      // The database stays: only this app's own folder goes.
      await before.app.close();
      fs.rmSync(before.dir, { recursive: true, force: true });
    }

    const [a, b] = await startTwo(target, { SEED_DEMO: 'false' });
    for (const server of [a!, b!]) {
      const hero = await (await fetch(`${server.baseURL}/backend/api/home/hero`)).json();
      expect(hero).toMatchObject({ title: 'Published once' });
    }
    const stored = await versionsPerDocument(target);
    expect(stored.drafts).toBe(0);
    expect(stored.counts).toEqual({ 'section:hero': 1, 'section:faq': 1, services: 1 });
  });
});
