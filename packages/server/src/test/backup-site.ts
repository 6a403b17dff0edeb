// For the backup tests: a site with something in every kind of row, every table's rows as one
// comparable value, and an empty database of the engine the test run is on to restore into.
import path from 'node:path';
import Database from 'better-sqlite3';
import { getTableName, is, Table } from 'drizzle-orm';
import sharp from 'sharp';
import { getSection } from '@site/contracts';
import { adminToken, type TestApp } from './test-app.js';
import { createCustomPage, saveCustomPage } from '../content/custom-pages.js';
import { readSection, writeSection } from '../content/sections.js';
import { versionedDocument } from '../content/history.js';
import { translatedDocument } from '../content/translations.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema.js';
import { freshPostgresDatabase } from './pg-database.js';
import { ENGINE } from '../db/engine.js';
import { saveImage } from '../media/images.js';
import type { BackupSource } from '../transfer/backup.js';
import type { RestoreTarget } from '../transfer/restore.js';

export const png = (background: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toBuffer();

export const careers = (title: string, slug = 'careers') => ({
  slug,
  title,
  in_navbar: true,
  in_footer: false,
  blocks: [{ type: 'home/hero' as const, data: { ...getSection('hero').defaults, title } }],
});

/** Sections and a translation of one, a custom page with a former address, a message with its alert, an image with its files, a token and several versions of each document. */
export async function buildSite(t: TestApp): Promise<void> {
  const db = t.app.db;
  await adminToken(t.app);
  const logo = await saveImage(t.app, { bytes: await png('#336699'), category: 'navbar' });
  await writeSection(db, 'navbar', { ...(await readSection(db, 'navbar')), logo: logo.image });
  for (const title of ['First hero', 'Second hero', 'Ünïcode hero ✓'])
    await writeSection(db, 'hero', { ...(await readSection(db, 'hero')), title });
  // A translation is versions of its own document: a backup carries it as it carries the rest.
  await translatedDocument(versionedDocument('home/hero')!, { code: 'bn', name: 'বাংলা' })!.save(db, { title: 'স্বাগতম' }, {});
  const page = await createCustomPage(db, careers('Careers'), { by: 'owner' }, { published: true });
  await saveCustomPage(db, 'careers', careers('Careers, again'), { by: 'owner' });
  await db.insert(schema.customPageRedirects).values({ fromSlug: 'jobs', pageId: page.id });
  const [message] = await db
    .insert(schema.contactMessages)
    .values({
      name: 'Visitor',
      email: 'v@example.com',
      message: 'Hello\nthere',
      clientIp: '203.0.113.9',
      form: 'contact',
      page: '/',
    })
    .returning({ id: schema.contactMessages.id });
  await db.insert(schema.messageNotifications).values({ messageId: message!.id, createdAt: '2026-11-27T05:00:00.000Z' });
}

/** Every table's rows, by table name, in a stable order: what a restore must bring back unchanged. */
export async function everyRow(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, Table)) continue;
    const rows = await db.select().from(table as typeof schema.sections);
    out[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return out;
}

/**
 * What a backup reads for the test app: its own read-only connection to the SQLite file, as the CLI
 * opens it beside a running server, or the PostgreSQL database's address. `close` ends the connection.
 */
export function sourceOf(config: Config): BackupSource & { close(): void } {
  if (config.databaseUrl) return { postgresUrl: config.databaseUrl, close() {} };
  const sqlite = new Database(config.databasePath, { readonly: true, fileMustExist: true });
  return { sqlite, close: () => sqlite.close() };
}

/** An empty database of the run's engine (a new SQLite file's path, or a new PostgreSQL database) and an uploads folder. */
export async function emptyTarget(dir: string, name: string): Promise<RestoreTarget & { drop(): Promise<void> }> {
  const target = { databasePath: path.join(dir, name, 'site.db'), uploadsDir: path.join(dir, name, 'uploads') };
  if (ENGINE !== 'postgres') return { ...target, drop: async () => {} };
  const fresh = await freshPostgresDatabase();
  return { ...target, databaseUrl: fresh.url, drop: () => fresh.drop() };
}
