// The favicon's icons: made once per library image, when the site settings first name it as the
// favicon, and kept beside it (`/media/ab12-icon32.png`, contract iconUrl) until the image is
// deleted. Made in the image worker under the upload deadline, like an upload's variants.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ICON_SIZES, iconUrl } from '@site/contracts';
import { images } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { refusalOf } from './refusals.js';
import { Budget, imageWorker } from './image-worker.js';
import { oneAtATime } from './processing.js';

export const FAVICON_NOT_IN_LIBRARY =
  'The favicon must be an image from the library: upload it under Image Upload (or pick one there) first.';

/** The library image at `url`, or undefined when the URL is not one of the library's. */
async function libraryImage(app: FastifyInstance, url: string) {
  const [image] = await app.db.select({ fileName: images.fileName }).from(images).where(eq(images.url, url)).limit(1);
  return image;
}

/** Makes the icons of the library image at `url` unless they exist; a URL not in the library is a 400. */
export async function ensureIcons(app: FastifyInstance, url: string): Promise<void> {
  const image = await libraryImage(app, url);
  if (!image) throw new ApiError(400, { error: FAVICON_NOT_IN_LIBRARY, field: 'favicon' });
  const names = ICON_SIZES.map((size) => iconUrl(image.fileName, size));
  const existing = await Promise.all(names.map(async (name) => (await app.storage.read(name)) !== undefined));
  if (existing.every(Boolean)) return;
  const bytes = await app.storage.read(image.fileName);
  if (!bytes) throw new ApiError(400, { error: 'The favicon image file is missing from the uploads folder; upload it again.' });
  const icons = await oneAtATime(async () => {
    const budget = new Budget(app.config.imageTimeoutMs);
    const header = await imageWorker.run({ kind: 'header', bytes }, budget);
    return imageWorker.run({ kind: 'icons', bytes, header }, budget);
  }).catch((err: unknown) => {
    throw refusalOf(app, err);
  });
  for (const icon of icons) {
    const name = iconUrl(image.fileName, icon.size);
    await app.storage.delete(name);
    await app.storage.put(name, icon.data);
  }
}
