import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as tick } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serviceListInputSchema } from '@site/contracts';
import { readSection, writeSection } from '../content/sections.js';
import { listServices, saveServices } from '../content/services.js';
import { connectDatabase, type Db } from '../db/client.js';
import { contactMessages } from '../db/schema.js';
import { listImages, saveImage } from '../media/images.js';
import { buildSite, emptyTarget, everyRow, png, sourceOf } from '../test/backup-site.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';
import { createBackup, listFiles } from './backup.js';
import { restoreBackup } from './restore.js';
import { TABLES } from './tables.js';

let t: TestApp;
const drops: (() => Promise<void>)[] = [];

beforeEach(async () => {
  t = await makeTestApp();
});

afterEach(async () => {
  await t.close();
  for (const drop of drops.splice(0)) await drop();
});

async function target(name: string) {
  const made = await emptyTarget(t.dir, name);
  drops.push(() => made.drop());
  return made;
}

/** One transaction writes the same counter into a section and the services list: a torn snapshot would show two values. */
async function writeGeneration(n: number) {
  await t.app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await writeSection(tx, 'hero', { ...(await readSection(tx, 'hero')), title: `generation ${n}` });
    await saveServices(tx, serviceListInputSchema.parse([{ title: `Service ${n}`, slug: 'cleaning' }]));
  });
}

describe('backup and restore', () => {
  it('snapshots a running app that keeps writing, and restores the same content, images and files into an empty database', async () => {
    const logo = await saveImage(t.app, { bytes: await png('#336699'), category: 'navbar' });
    await saveImage(t.app, { bytes: await png('#993366'), category: 'hero' });
    await writeSection(t.app.db, 'navbar', { ...(await readSection(t.app.db, 'navbar')), logo: logo.image });
    await writeGeneration(0);
    const message = { name: 'Visitor', email: 'v@example.com', message: 'x'.repeat(1000) };
    await t.app.db.transaction(async (tx) => {
      for (let i = 0; i < 1000; i++) await tx.insert(contactMessages).values(message);
    });

    // The backup reads through its own connection, as the CLI does beside the running server.
    const source = sourceOf(t.config);
    let writing = true;
    let generation = 0;
    const writer = (async () => {
      while (writing) {
        await writeGeneration(++generation);
        await tick();
      }
    })();
    const archive = path.join(t.dir, 'backups', 'site.tar.gz');
    const started = generation;
    const manifest = await createBackup(source, t.config.uploadsDir, archive).finally(() => {
      writing = false;
    });
    await writer;
    source.close();
    expect(generation).toBeGreaterThan(started);
    expect(manifest).toMatchObject({ format: 'facility-site-backup', version: 2, app: 'facility-site' });
    expect(manifest.tables.contact_messages).toBe(1000);
    expect(Object.keys(manifest.tables).sort()).toEqual(TABLES.map((table) => table.name).sort());
    expect(manifest.files.uploads).toBe((await listFiles(t.config.uploadsDir)).length);

    const into = await target('restored');
    const lines = await restoreBackup(archive, into);
    expect(lines.at(-1)).toBe('Integrity check: ok.');

    const restored = await connectDatabase(into);
    try {
      const title = (await readSection(restored, 'hero')).title;
      const n = Number(title.replace('generation ', ''));
      expect((await listServices(restored)).map((s) => s.title)).toEqual([`Service ${n}`]);
      expect((await readSection(restored, 'navbar')).logo).toBe(logo.image);
      expect(await listImages(restored)).toEqual(await listImages(t.app.db));
    } finally {
      await restored.$close();
    }
    expect(await listFiles(into.uploadsDir)).toEqual(await listFiles(t.config.uploadsDir));
    const name = path.basename(logo.image);
    expect(fs.readFileSync(path.join(into.uploadsDir, name))).toEqual(fs.readFileSync(path.join(t.config.uploadsDir, name)));
  });

  it('restores a site with sections, a custom page, a message, an image and several versions with every row as it was', async () => {
    await buildSite(t);
    const source = sourceOf(t.config);
    const archive = path.join(t.dir, 'site.tar.gz');
    await createBackup(source, t.config.uploadsDir, archive).finally(() => source.close());
    const into = await target('restored');
    const lines = await restoreBackup(archive, into);
    expect(lines[0]).toMatch(
      /^Restored the backup of .* \(facility-site\): the database to .* \(\d+ rows in 28 tables\) and \d+ uploaded files to /,
    );
    expect(lines.slice(1)).toEqual(
      into.databaseUrl
        ? [
            'Row counts: as in the archive, in all 28 tables.',
            expect.stringMatching(/^Sequences: each of the \d+ is past its table's largest id\.$/),
            'Integrity check: ok.',
          ]
        : ['Row counts: as in the archive, in all 28 tables.', 'Foreign keys: every reference holds.', 'Integrity check: ok.'],
    );
    const restored = await connectDatabase(into);
    try {
      const before = await everyRow(t.app.db);
      // Every kind of row is there to compare: nothing passes for lack of rows.
      for (const table of [
        'sections',
        'custom_pages',
        'custom_page_redirects',
        'contact_messages',
        'message_notifications',
        'images',
        'revisions',
        'users',
        'tokens',
      ])
        expect(before[table]!.length, table).toBeGreaterThan(0);
      expect(before.revisions!.some((row) => String(row).includes('"section:hero@bn"'))).toBe(true);
      expect(await everyRow(restored)).toEqual(before);
    } finally {
      await restored.$close();
    }
    expect(await listFiles(into.uploadsDir)).toEqual(await listFiles(t.config.uploadsDir));
  });

  it('backs up an app that has no uploads folder yet', async () => {
    const archive = path.join(t.dir, 'empty.tar.gz');
    const source = sourceOf(t.config);
    expect(
      (await createBackup(source, path.join(t.dir, 'no-uploads'), archive).finally(() => source.close())).files.uploads,
    ).toBe(0);
    expect((await restoreBackup(archive, await target('r')))[0]).toContain('0 uploaded files');
  });
});
