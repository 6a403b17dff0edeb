import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as tick } from 'node:timers/promises';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serviceListInputSchema } from '@site/contracts';
import { readSection, writeSection } from '../content/sections.js';
import { listServices, saveServices } from '../content/services.js';
import { openDatabase, type Db } from '../db/client.js';
import { contactMessages } from '../db/schema.js';
import { listImages, saveImage } from '../media/images.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';
import { createBackup, listFiles } from './backup.js';
import { restoreBackup } from './restore.js';

let t: TestApp;

beforeEach(async () => {
  t = await makeTestApp();
});

afterEach(async () => {
  await t.close();
});

const png = (background: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toBuffer();

/** One transaction writes the same counter into a section and the services list: a torn snapshot would show two values. */
async function writeGeneration(n: number) {
  await t.app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await writeSection(tx, 'hero', { ...(await readSection(tx, 'hero')), title: `generation ${n}` });
    await saveServices(tx, serviceListInputSchema.parse([{ title: `Service ${n}`, slug: 'cleaning' }]));
  });
}

describe('backup and restore', () => {
  it('snapshots a running app that keeps writing, and restores the same content, images and files into an empty folder', async () => {
    const logo = await saveImage(t.app, { bytes: await png('#336699'), category: 'navbar' });
    await saveImage(t.app, { bytes: await png('#993366'), category: 'hero' });
    await writeSection(t.app.db, 'navbar', { ...(await readSection(t.app.db, 'navbar')), logo: logo.image });
    await writeGeneration(0);
    // A few megabytes, so that a backup in steps would need many of them (and restart on every write).
    const message = { name: 'Visitor', email: 'v@example.com', message: 'x'.repeat(1000) };
    await t.app.db.transaction(async (tx) => {
      for (let i = 0; i < 3000; i++) await tx.insert(contactMessages).values(message);
    });

    // The backup reads through its own connection, as the CLI does beside the running server.
    const reader = openDatabase(t.config.databasePath);
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
    const manifest = await createBackup(reader.$client, t.config.uploadsDir, archive);
    writing = false;
    await writer;
    reader.$client.close();
    expect(generation).toBeGreaterThan(started);
    expect(manifest).toMatchObject({ format: 'facility-site-backup', version: 1, app: 'facility-site', files: { database: 1 } });
    expect(manifest.files.uploads).toBe((await listFiles(t.config.uploadsDir)).length);

    const target = { databasePath: path.join(t.dir, 'restored', 'site.db'), uploadsDir: path.join(t.dir, 'restored', 'uploads') };
    const lines = await restoreBackup(archive, target);
    expect(lines.at(-1)).toBe('Integrity check: ok.');

    const restored = openDatabase(target.databasePath);
    try {
      const title = (await readSection(restored, 'hero')).title;
      const n = Number(title.replace('generation ', ''));
      expect((await listServices(restored)).map((s) => s.title)).toEqual([`Service ${n}`]);
      expect((await readSection(restored, 'navbar')).logo).toBe(logo.image);
      expect(await listImages(restored)).toEqual(await listImages(t.app.db));
    } finally {
      restored.$client.close();
    }
    expect(await listFiles(target.uploadsDir)).toEqual(await listFiles(t.config.uploadsDir));
    const name = path.basename(logo.image);
    expect(fs.readFileSync(path.join(target.uploadsDir, name))).toEqual(fs.readFileSync(path.join(t.config.uploadsDir, name)));
  });

  it('backs up an app that has no uploads folder yet', async () => {
    const archive = path.join(t.dir, 'empty.tar.gz');
    expect((await createBackup(t.app.db.$client, path.join(t.dir, 'no-uploads'), archive)).files.uploads).toBe(0);
    const target = { databasePath: path.join(t.dir, 'r', 'site.db'), uploadsDir: path.join(t.dir, 'r', 'uploads') };
    expect((await restoreBackup(archive, target))[0]).toContain('0 uploaded files');
  });
});
