// The admin command line's backups, restores and imports in the audit log: no actor, the command
// and the file named.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heroDefault } from '@site/contracts';
import { runCli } from '../cli.js';
import { writeSection } from '../content/sections.js';
import { connectDatabase } from '../db/client.js';
import { ENGINE } from '../db/engine.js';
import { auditLog } from '../db/schema.js';
import { freshPostgresDatabase } from '../test/pg-database.js';

let dir: string;
const drops: (() => Promise<void>)[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-audit-cli-'));
});
afterEach(async () => {
  for (const drop of drops.splice(0)) await drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Site = { DATABASE_PATH: string; UPLOADS_DIR: string; DATABASE_URL?: string };

async function site(name: string): Promise<Site> {
  const env = { DATABASE_PATH: path.join(dir, name, 'site.db'), UPLOADS_DIR: path.join(dir, name, 'uploads') };
  if (ENGINE !== 'postgres') return env;
  const fresh = await freshPostgresDatabase();
  drops.push(() => fresh.drop());
  return { ...env, DATABASE_URL: fresh.url };
}

const open = (env: Site) => connectDatabase({ databasePath: env.DATABASE_PATH, databaseUrl: env.DATABASE_URL });

async function run(env: Site, ...argv: string[]) {
  const err: string[] = [];
  const code = await runCli(argv, { env, out: () => {}, err: (l) => err.push(l) });
  expect(err).toEqual([]);
  return code;
}

async function entries(env: Site) {
  const db = await open(env);
  try {
    return (await db.select().from(auditLog).orderBy(asc(auditLog.id))).map(({ actor, action, target, detail }) => ({
      actor,
      action,
      target,
      detail,
    }));
  } finally {
    await db.$close();
  }
}

describe('pnpm admin and the audit log', () => {
  it('records a backup in the site backed up, and a restore in the site restored', async () => {
    const source = await site('source');
    const db = await open(source);
    await writeSection(db, 'hero', { ...heroDefault, title: 'Kept' });
    await db.$close();
    const archive = path.join(dir, 'site.tar.gz');
    expect(await run(source, 'backup', archive)).toBe(0);
    const backup = { actor: null, action: 'backup', target: archive, detail: { via: 'pnpm admin backup' } };
    expect(await entries(source)).toEqual([backup]);

    const target = await site('target');
    expect(await run(target, 'restore', archive)).toBe(0);
    expect(await entries(target)).toEqual([
      { actor: null, action: 'import', target: archive, detail: { via: 'pnpm admin restore' } },
    ]);
  });

  it('records an import, in its own transaction', async () => {
    const source = await site('source');
    const file = path.join(dir, 'content.json');
    expect(await run(source, 'export', file)).toBe(0);
    const target = await site('target');
    expect(await run(target, 'import', file)).toBe(0);
    expect(await entries(target)).toEqual([
      {
        actor: null,
        action: 'import',
        target: `Imported from The file ${file}`,
        detail: { sections: expect.any(Number), services: 0, pages: 0, redirects: 0 },
      },
    ]);
  });
});
