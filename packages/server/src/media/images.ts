// The image library: the type is read from the bytes (never the client's file name),
// the whole file must decode, and it is stored under a random server-made name with its responsive
// variants beside it (variants.ts). The reading, decoding and encoding run in the image worker
// process under a deadline (image-worker.ts). Used by the upload route, the demo seed and the import.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ICON_SIZES,
  iconUrl,
  IMAGE_CATEGORY_ERROR,
  imageCategorySchema,
  variantUrl,
  VARIANT_FORMATS,
  type ImageRecord,
} from '@site/contracts';
import type { Db } from '../db/client.js';
import { images } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { listInWords, placesUsing } from '../content/references.js';
import { documentWritten } from '../content/document-writes.js';
import { ImageRefusal, UNREADABLE_IMAGE, type Header } from './image-header.js';
import { Budget, DeadlinePassed, imageWorker, WorkerCrashed } from './image-worker.js';
import { oneAtATime } from './processing.js';
import { variantWidthsFor, type VariantCache, type Variants, type VariantWidths } from './variants.js';

/** The refusal of an image that ran past its deadline (IMAGE_TIMEOUT_S), naming the deadline. */
export function tooSlowMessage(timeoutMs: number): string {
  const seconds = timeoutMs / 1000;
  return `This image takes too long to process (more than ${seconds} second${seconds === 1 ? '' : 's'}); simplify it or scale it down and upload it again.`;
}

interface Inspected {
  header: Header;
  variants: Variants;
}

/**
 * Proves the upload is an intact image of an accepted type and makes its variants, in the image
 * worker, within one budget of time for both steps.
 */
async function inspectImage(bytes: Buffer, budget: Budget, cache?: VariantCache): Promise<Inspected> {
  const header = await imageWorker.run({ kind: 'header', bytes }, budget);
  const widths = header.still ? variantWidthsFor(header.width, header.height) : [];
  const cached = widths.length ? await cache?.get(bytes, widths) : undefined;
  const made = await imageWorker.run({ kind: 'decode', bytes, header, widths, encode: !cached }, budget);
  if (cached) return { header, variants: cached };
  if (widths.length) await cache?.put(bytes, widths, made);
  return { header, variants: made };
}

/** The worker's refusals become the uploader's 400; anything else stays ours (a 500). */
export function refusalOf(app: FastifyInstance, err: unknown): unknown {
  if (err instanceof ImageRefusal) return new ApiError(400, { error: err.message });
  if (err instanceof DeadlinePassed) {
    app.log.warn('An image took longer than IMAGE_TIMEOUT_S to process; its processing was stopped and the upload refused.');
    return new ApiError(400, { error: tooSlowMessage(app.config.imageTimeoutMs) });
  }
  if (err instanceof WorkerCrashed) {
    app.log.warn({ err }, 'The image worker stopped while processing an upload; the upload was refused.');
    return new ApiError(400, { error: UNREADABLE_IMAGE });
  }
  return err;
}

/** A variant's stored name: beside the original, by the contract's convention (`ab12-w480.avif`). */
const variantNames = (fileName: string, widths: VariantWidths) =>
  VARIANT_FORMATS.flatMap((format) => widths[format].map((w) => variantUrl(fileName, w, format)));

function parseCategory(raw: string): string {
  const parsed = imageCategorySchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, { error: IMAGE_CATEGORY_ERROR });
  return parsed.data;
}

type ImageRow = typeof images.$inferSelect;

const toRecord = (row: ImageRow): ImageRecord => ({
  id: row.id,
  image: row.url,
  category: row.category,
  uploaded_at: row.uploadedAt,
  width: row.width,
  height: row.height,
});

/** `cache` is the seed's door to a cache of the demo images' variants (seed/variant-cache.ts). */
export async function saveImage(
  app: FastifyInstance,
  input: { bytes: Buffer; category: string },
  cache?: VariantCache,
): Promise<ImageRecord> {
  // --- validate (nothing is written before the file has proved to be an image) ---
  const category = parseCategory(input.category);
  // One image at a time in the whole process: memory does not grow with concurrent uploads, and an
  // upload queued behind a slow one waits at most for that one's deadline. The deadline runs from
  // the image's turn, not from its arrival.
  const { header, variants } = await oneAtATime(() =>
    inspectImage(input.bytes, new Budget(app.config.imageTimeoutMs), cache).catch((err: unknown) => {
      throw refusalOf(app, err);
    }),
  );
  const { type, width, height } = header;

  // --- write: the files first, so that a record never points at a missing file ---
  const fileName = `${randomBytes(16).toString('hex')}.${type.ext}`;
  const written: string[] = [];
  try {
    await app.storage.put(fileName, input.bytes);
    written.push(fileName);
    for (const file of variants.files) {
      const name = variantUrl(fileName, file.width, file.format);
      await app.storage.put(name, file.data);
      written.push(name);
    }
    const row = app.db
      .insert(images)
      .values({
        fileName,
        url: app.storage.url(fileName),
        category,
        mimeType: type.mime,
        bytes: input.bytes.length,
        width,
        height,
        variants: variants.widths,
      })
      .returning()
      .get();
    documentWritten(app.db, 'images');
    return toRecord(row);
  } catch (err) {
    for (const name of written) await app.storage.delete(name);
    throw err;
  }
}

/** Newest first; ids break ties between uploads in the same millisecond. */
export function listImages(db: Db, category?: string): ImageRecord[] {
  return db
    .select()
    .from(images)
    .where(category === undefined ? undefined : eq(images.category, category))
    .orderBy(desc(images.uploadedAt), desc(images.id))
    .all()
    .map(toRecord);
}

export async function deleteImage(app: FastifyInstance, id: number): Promise<void> {
  const stored = app.db.select({ url: images.url }).from(images).where(eq(images.id, id)).get();
  if (!stored) throw new ApiError(404, { error: `There is no image with the id ${id}.` });
  const usedBy = placesUsing(app.db, stored.url);
  if (usedBy.length) {
    throw new ApiError(409, {
      error: `This image is still used by ${listInWords(usedBy)}. Remove it there first, then delete it.`,
      usedBy,
    });
  }
  // The record goes first: a file left behind by a failed delete is harmless, a record without its file is not.
  const row = app.db
    .delete(images)
    .where(eq(images.id, id))
    .returning({ fileName: images.fileName, variants: images.variants })
    .get();
  if (!row) throw new ApiError(404, { error: `There is no image with the id ${id}.` });
  documentWritten(app.db, 'images');
  // The site icons made from it when it was the favicon (media/site-icons.ts), if it ever was.
  const icons = ICON_SIZES.map((size) => iconUrl(row.fileName, size));
  for (const name of [row.fileName, ...variantNames(row.fileName, row.variants), ...icons]) await app.storage.delete(name);
}
