// The image library (decisions §5): the type is read from the bytes (never the client's file name),
// the whole file must decode, and it is stored under a random server-made name with its responsive
// variants beside it (variants.ts). Used by the upload route and the demo seed.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_CATEGORY_ERROR, imageCategorySchema, variantUrl, VARIANT_FORMATS, type ImageRecord } from '@site/contracts';
import type { Db } from '../db/client.js';
import { images } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { listInWords, placesUsing } from '../content/references.js';
import { oneAtATime } from './processing.js';
import {
  decodeForVariants, encodeVariants, variantWidthsFor, type Decoded, type EncodeVariants, type Variants, type VariantWidths,
} from './variants.js';

/** Against decompression bombs: a few kilobytes can declare billions of pixels. Every frame counts. */
export const MAX_IMAGE_PIXELS = 100_000_000;

export const UNSUPPORTED_IMAGE = 'Upload a JPEG, PNG, WebP, GIF, AVIF or SVG image; other file types are not accepted.';
export const UNREADABLE_IMAGE = 'The image could not be read; the file may be damaged or incomplete.';
export const TOO_MANY_PIXELS = `The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; scale it down and upload it again.`;

interface ImageType {
  ext: string;
  mime: string;
  /** Decode every frame, so that a damaged frame after the first is caught too. */
  animated: boolean;
}

const TYPES: Partial<Record<string, ImageType>> = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg', animated: false },
  png: { ext: 'png', mime: 'image/png', animated: false },
  webp: { ext: 'webp', mime: 'image/webp', animated: true },
  gif: { ext: 'gif', mime: 'image/gif', animated: true },
  svg: { ext: 'svg', mime: 'image/svg+xml', animated: false },
};
const AVIF: ImageType = { ext: 'avif', mime: 'image/avif', animated: false };

function typeOf(meta: Metadata): ImageType | undefined {
  // AVIF is HEIF with AV1 inside; HEIF with HEVC (iPhone photos) does not display in most browsers.
  if (meta.format === 'heif') return meta.compression === 'av1' ? AVIF : undefined;
  return TYPES[meta.format];
}

interface Header {
  type: ImageType;
  /** Oriented size: browsers apply the EXIF orientation, so the size the page sees is the oriented one. */
  width: number;
  height: number;
  /** A still raster image (not GIF, SVG or an animation): the kind that gets variants. */
  still: boolean;
}

/** Sniffs the type and size from the header; refuses unknown types and too many pixels. */
async function readHeader(bytes: Buffer): Promise<Header> {
  let meta: Metadata;
  try {
    // Reading the header only is cheap and safe; the pixel count is checked below with a clear message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(400, { error: UNSUPPORTED_IMAGE });
  }
  const type = typeOf(meta);
  if (!type) throw new ApiError(400, { error: UNSUPPORTED_IMAGE });

  // Without a `pages` option the header describes one frame; an animation decodes all of them.
  const frames = type.animated ? (meta.pages ?? 1) : 1;
  if (meta.width * meta.height * frames > MAX_IMAGE_PIXELS) throw new ApiError(400, { error: TOO_MANY_PIXELS });
  const still = type.ext !== 'gif' && type.ext !== 'svg' && (meta.pages ?? 1) === 1;
  return { type, width: meta.autoOrient.width, height: meta.autoOrient.height, still };
}

/** The proof for an image without variants: every pixel of every frame decodes. */
async function decodeWhole(bytes: Buffer, type: ImageType): Promise<void> {
  try {
    // failOn 'error' refuses truncated and corrupt files but tolerates the harmless warnings some
    // cameras' JPEGs raise. stats() streams through every pixel without holding the image in memory.
    await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: type.animated ? -1 : 1 }).stats();
  } catch {
    throw new ApiError(400, { error: UNREADABLE_IMAGE });
  }
}

interface Inspected {
  type: ImageType;
  width: number;
  height: number;
  variants: Variants;
}

/**
 * Proves the upload is an intact image of an accepted type and makes its variants. A still image
 * wide enough for variants is decoded once, to the widest variant, and that decode is the proof.
 */
export async function inspectImage(bytes: Buffer, encode: EncodeVariants = encodeVariants): Promise<Inspected> {
  const { type, width, height, still } = await readHeader(bytes);
  const widths = still ? variantWidthsFor(width, height) : [];
  if (!widths.length) {
    await decodeWhole(bytes, type);
    return { type, width, height, variants: { widths: { avif: [], webp: [] }, files: [] } };
  }
  let decoded: Decoded;
  try {
    decoded = await decodeForVariants(bytes, widths, MAX_IMAGE_PIXELS);
  } catch {
    throw new ApiError(400, { error: UNREADABLE_IMAGE });
  }
  // An encoder failing on pixels that decoded is our bug: a 500, not the uploader's problem.
  return { type, width, height, variants: await encode(decoded, bytes) };
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

/** `encode` is the seed's door to a cache of the demo images' variants (seed/variant-cache.ts). */
export async function saveImage(
  app: FastifyInstance,
  input: { bytes: Buffer; category: string },
  encode: EncodeVariants = encodeVariants,
): Promise<ImageRecord> {
  // --- validate (nothing is written before the file has proved to be an image) ---
  const category = parseCategory(input.category);
  // One image decodes at a time in the whole process: memory does not grow with concurrent uploads.
  const { type, width, height, variants } = await oneAtATime(() => inspectImage(input.bytes, encode));

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
        fileName, url: app.storage.url(fileName), category, mimeType: type.mime, bytes: input.bytes.length, width, height,
        variants: variants.widths,
      })
      .returning()
      .get();
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
  const row = app.db.delete(images).where(eq(images.id, id)).returning({ fileName: images.fileName, variants: images.variants }).get();
  if (!row) throw new ApiError(404, { error: `There is no image with the id ${id}.` });
  for (const name of [row.fileName, ...variantNames(row.fileName, row.variants)]) await app.storage.delete(name);
}
