// The image library: the type is read from the bytes (never the client's file name),
// the whole file must decode, and it is stored under a random server-made name with its responsive
// variants beside it (variants.ts). The reading, decoding and encoding run in the image worker
// process under a deadline (image-worker.ts). Used by the upload route, the demo seed and the import.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ICON_SIZES,
  iconUrl,
  IMAGE_CATEGORY_ERROR,
  IMAGE_NAME_MAX,
  imageCategorySchema,
  imageMatches,
  sortImages,
  variantUrl,
  VARIANT_FORMATS,
  type ImagePatch,
  type ImageRecord,
  type ImageSort,
  type ImageUse,
} from '@site/contracts';
import { recordAudit, SERVER_ACTOR, type AuditActor } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { images } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { listInWords, placesUsing, usesByUrl, usesOf } from '../content/references.js';
import { documentWritten } from '../content/document-writes.js';
import type { Header } from './image-header.js';
import { Budget, imageWorker } from './image-worker.js';
import { refusalOf } from './refusals.js';
import { oneAtATime } from './processing.js';
import { variantWidthsFor, type VariantCache, type Variants, type VariantWidths } from './variants.js';

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

/** A variant's stored name: beside the original, by the contract's convention (`ab12-w480.avif`). */
export const variantNames = (fileName: string, widths: VariantWidths) =>
  VARIANT_FORMATS.flatMap((format) => widths[format].map((w) => variantUrl(fileName, w, format)));

function parseCategory(raw: string): string {
  // What was typed is made into a category ('Team Photos' → 'team-photos'), as the editor does.
  const parsed = imageCategorySchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, { error: parsed.error.issues[0]?.message ?? IMAGE_CATEGORY_ERROR });
  return parsed.data;
}

export type ImageRow = typeof images.$inferSelect;

const toRecord = (row: ImageRow, usedBy: ImageUse[]): ImageRecord => ({
  id: row.id,
  image: row.url,
  // An upload from before names were kept, or sent without one, is known by its stored file's name.
  name: row.name || row.fileName,
  alt: row.alt,
  focal_x: row.focalX,
  focal_y: row.focalY,
  category: row.category,
  uploaded_at: row.uploadedAt,
  size: row.bytes,
  width: row.width,
  height: row.height,
  used_by: usedBy,
});

/**
 * The name the library shows for an upload: the client's file name without any folder, control
 * characters or surrounding space, cut to the name limit. Without one it is '', and the library
 * shows the stored file's name. It is only ever shown and searched, never used as a path.
 */
export function uploadName(clientName: string | undefined): string {
  const base = (clientName ?? '').split(/[/\\]/).at(-1) ?? '';
  // Control characters (C0 and DEL) would only garble the name where it is shown.
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '');
  return printable.trim().slice(0, IMAGE_NAME_MAX).trim();
}

export interface StoredFiles {
  fileName: string;
  header: Header;
  widths: VariantWidths;
  /** Every file written, the original first: what to remove again if the record is not written. */
  written: string[];
}

/**
 * Proves `bytes` an image (in the worker, one image at a time) and stores it under a new random name
 * with its variants. Files only: the caller writes the record, and removes `written` if that fails.
 */
export async function storeImageFiles(app: FastifyInstance, bytes: Buffer, cache?: VariantCache): Promise<StoredFiles> {
  // One image at a time in the whole process: memory does not grow with concurrent uploads, and an
  // upload queued behind a slow one waits at most for that one's deadline. The deadline runs from
  // the image's turn, not from its arrival.
  const { header, variants } = await oneAtATime(() =>
    inspectImage(bytes, new Budget(app.config.imageTimeoutMs), cache).catch((err: unknown) => {
      throw refusalOf(app, err);
    }),
  );
  const fileName = `${randomBytes(16).toString('hex')}.${header.type.ext}`;
  const written: string[] = [];
  try {
    await app.storage.put(fileName, bytes);
    written.push(fileName);
    for (const file of variants.files) {
      const name = variantUrl(fileName, file.width, file.format);
      await app.storage.put(name, file.data);
      written.push(name);
    }
  } catch (err) {
    await removeFiles(app, written);
    throw err;
  }
  return { fileName, header, widths: variants.widths, written };
}

export async function removeFiles(app: FastifyInstance, names: readonly string[]): Promise<void> {
  for (const name of names) await app.storage.delete(name);
}

/** The columns that describe the stored file (what a replace changes). */
export const fileColumns = (app: FastifyInstance, stored: StoredFiles, bytes: Buffer) => ({
  fileName: stored.fileName,
  url: app.storage.url(stored.fileName),
  mimeType: stored.header.type.mime,
  bytes: bytes.length,
  width: stored.header.width,
  height: stored.header.height,
  variants: stored.widths,
});

/** `cache` is the seed's door to a cache of the demo images' variants (seed/variant-cache.ts). */
export async function saveImage(
  app: FastifyInstance,
  input: { bytes: Buffer; category: string; name?: string },
  cache?: VariantCache,
): Promise<ImageRecord> {
  // --- validate (nothing is written before the file has proved to be an image) ---
  const category = parseCategory(input.category);
  // --- write: the files first, so that a record never points at a missing file ---
  const stored = await storeImageFiles(app, input.bytes, cache);
  try {
    const [row] = await app.db
      .insert(images)
      .values({ ...fileColumns(app, stored, input.bytes), name: uploadName(input.name), category })
      .returning();
    documentWritten(app.db, 'images');
    // Its URL is new: nothing can use it yet.
    return toRecord(row!, []);
  } catch (err) {
    await removeFiles(app, stored.written);
    throw err;
  }
}

export interface ImageListQuery {
  category?: string | undefined;
  q?: string | undefined;
  sort?: ImageSort | undefined;
}

/**
 * The library, newest first unless sorted otherwise, optionally of one category and of the images
 * whose name or alt text contains `q`. Matching and order are the contract's (the editor filters the
 * same way as it types).
 */
export async function listImages(db: Db, query: ImageListQuery = {}): Promise<ImageRecord[]> {
  const uses = await usesByUrl(db);
  const rows = (
    await db
      .select()
      .from(images)
      .where(query.category === undefined ? undefined : eq(images.category, query.category))
  )
    .map((row) => toRecord(row, uses.get(row.url) ?? []))
    .filter((image) => imageMatches(image, query.q ?? ''));
  return sortImages(rows, query.sort);
}

const noImage = (id: number) => new ApiError(404, { error: `There is no image with the id ${id}.` });

export async function readImageRow(db: Db, id: number): Promise<ImageRow> {
  const [row] = await db.select().from(images).where(eq(images.id, id));
  if (!row) throw noImage(id);
  return row;
}

/** One image with every field of the content that uses it. */
export async function getImage(db: Db, id: number): Promise<ImageRecord> {
  const row = await readImageRow(db, id);
  return toRecord(row, await usesOf(db, row.url));
}

/** Changes the given details (validated by the route's schema); the file and its URL stay. */
export async function updateImage(db: Db, id: number, patch: ImagePatch): Promise<ImageRecord> {
  await readImageRow(db, id);
  const set: Partial<ImageRow> = {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.alt !== undefined && { alt: patch.alt }),
    ...(patch.focal_x !== undefined && { focalX: patch.focal_x }),
    ...(patch.focal_y !== undefined && { focalY: patch.focal_y }),
    ...(patch.category !== undefined && { category: patch.category }),
  };
  if (Object.keys(set).length) {
    await db.update(images).set(set).where(eq(images.id, id));
    documentWritten(db, 'images');
  }
  return await getImage(db, id);
}

export async function deleteImage(app: FastifyInstance, id: number, audit: AuditActor = SERVER_ACTOR): Promise<void> {
  // Its uses are read and the record deleted in one transaction, taking the write lock first: a save
  // naming the image (which checks the library in its own transaction) comes wholly before, and the
  // delete is refused, or wholly after, and the save is refused. A broken image can never be left.
  const row = await app.db.transaction(
    async (tx) => {
      const stored = await readImageRow(tx, id);
      const usedBy = await placesUsing(tx, stored.url);
      if (usedBy.length) {
        throw new ApiError(409, {
          error: `This image is still used by ${listInWords(usedBy)}. Remove it there first, then delete it.`,
          usedBy,
        });
      }
      // The record goes first: a file left behind by a failed delete is harmless, a record without its file is not.
      const [deleted] = await tx
        .delete(images)
        .where(eq(images.id, id))
        .returning({ fileName: images.fileName, variants: images.variants });
      if (!deleted) throw noImage(id);
      await recordAudit(tx, audit, { action: 'deleted', target: `image ${stored.url}`, detail: { alt: stored.alt } });
      return deleted;
    },
    { behavior: 'immediate' },
  );
  documentWritten(app.db, 'images');
  // The site icons made from it when it was the favicon (media/site-icons.ts), if it ever was.
  const icons = ICON_SIZES.map((size) => iconUrl(row.fileName, size));
  for (const name of [row.fileName, ...variantNames(row.fileName, row.variants), ...icons]) await app.storage.delete(name);
}
