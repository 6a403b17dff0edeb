// Fills an empty database with the demo company on first start (SEED_DEMO): the demo images go
// into the image library like any upload, then every section and the services are written in one
// transaction that references the URLs the library gave them.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SECTIONS, SERVICES_DOCUMENT, serviceListInputSchema, type ImageRecord } from '@site/contracts';
import type { Db } from '../db/client.js';
import { hasAnySection, writeSection } from '../content/sections.js';
import { listServices, saveServices } from '../content/services.js';
import { saveSettings } from '../content/settings.js';
import { documentWritten } from '../content/document-writes.js';
import { sectionDocument } from '../content/versions.js';
import { deleteImage, saveImage } from '../media/images.js';
import { demoContent } from './demo-content.js';
import { demoVariantCache } from './variant-cache.js';
import { DEMO_IMAGES, DEMO_IMAGES_DIR, DEMO_IMAGE_NAMES, type DemoImage } from './demo-images.js';

/** Nothing saved yet: no section and no service. Images alone do not count (an admin may upload first). */
async function isContentEmpty(db: Db): Promise<boolean> {
  return !(await hasAnySection(db)) && (await listServices(db)).length === 0;
}

async function registerImages(app: FastifyInstance, stored: Map<DemoImage, ImageRecord>): Promise<void> {
  for (const name of DEMO_IMAGE_NAMES) {
    const bytes = await fs.readFile(path.join(DEMO_IMAGES_DIR, name));
    stored.set(name, await saveImage(app, { bytes, category: DEMO_IMAGES[name], name }, demoVariantCache));
  }
}

/** How the demo content shows in each document's history. */
const DEMO = { note: 'Demo content' } as const;

/** Returns true when it seeded; false when the database already had content. */
export async function seedIfEmpty(app: FastifyInstance): Promise<boolean> {
  if (!(await isContentEmpty(app.db))) return false;

  const stored = new Map<DemoImage, ImageRecord>();
  const url = (name: DemoImage) => {
    const record = stored.get(name);
    if (!record) throw new Error(`The demo image ${name} was not registered.`);
    return record.image;
  };
  try {
    await registerImages(app, stored);
    const content = demoContent(url);
    const services = serviceListInputSchema.parse(content.services);
    await app.db.transaction(async (tx) => {
      for (const { key } of SECTIONS) await writeSection(tx, key, content.sections[key], DEMO);
      await saveServices(tx, services, DEMO);
    });
    // The caches listen to writes through the app's database, not through the transaction: the
    // documents it wrote are announced here, once they are committed.
    for (const { key } of SECTIONS) documentWritten(app.db, sectionDocument(key));
    documentWritten(app.db, SERVICES_DOCUMENT);
    // After the images: its favicon's icons are made from the stored file.
    await saveSettings(app, content.settings, DEMO);
    app.log.info(
      { sections: SECTIONS.length, services: services.length, images: stored.size },
      'Seeded the demo content (Brightwell Facility Services) into the empty database',
    );
    return true;
  } catch (err) {
    // A half-seeded library would be seeded again on the next start: take back what was added.
    for (const record of stored.values()) await deleteImage(app, record.id);
    throw err;
  }
}
