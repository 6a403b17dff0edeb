// What the bytes say an upload is: the type sniffed by sharp from the bytes (never the
// client's file name), the size, the pixel limit against decompression bombs, and the check that the
// file ends where its image ends. Runs in the image worker (image-worker.ts), like every step that
// hands an upload's bytes to sharp.
import type { Metadata } from 'sharp';
import { announcedType, imageEnd } from './image-end.js';
import { loadSharp } from './sharp.js';

/** Against decompression bombs: a few kilobytes can declare billions of pixels. Every frame counts. */
export const MAX_IMAGE_PIXELS = 100_000_000;

export const UNSUPPORTED_IMAGE = 'Upload a JPEG, PNG, WebP, GIF, AVIF or SVG image; other file types are not accepted.';
export const UNREADABLE_IMAGE = 'The image could not be read; the file may be damaged or incomplete.';
export const TOO_MANY_PIXELS = `The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels; scale it down and upload it again.`;
export const TRAILING_DATA =
  'The file has other data after the end of the image; save or export the image again and upload that.';

/** The upload is not one the site takes; the message is the sentence the uploader sees. */
export class ImageRefusal extends Error {}

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

/** The media type of each file extension the store holds (originals and their AVIF/WebP copies). */
export const STORED_TYPES: ReadonlyMap<string, string> = new Map(
  [...Object.values(TYPES).filter((t) => t !== undefined), AVIF].map((t) => [t.ext, t.mime]),
);

function typeOf(meta: Metadata): ImageType | undefined {
  // AVIF is HEIF with AV1 inside; HEIF with HEVC (iPhone photos) does not display in most browsers.
  if (meta.format === 'heif') return meta.compression === 'av1' ? AVIF : undefined;
  return TYPES[meta.format];
}

export interface Header {
  type: ImageType;
  /** Oriented size: browsers apply the EXIF orientation, so the size the page sees is the oriented one. */
  width: number;
  height: number;
  /** A still raster image (not GIF, SVG or an animation): the kind that gets variants. */
  still: boolean;
}

/** Sniffs the type and size from the header; refuses unknown types, too many pixels and anything after the end. */
export async function readHeader(bytes: Buffer): Promise<Header> {
  let meta: Metadata;
  try {
    // Reading the header only is cheap and safe; the pixel count is checked below with a clear message.
    const sharp = await loadSharp();
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    // A file that starts like an image the site accepts is a damaged one, not a wrong type.
    throw new ImageRefusal(announcedType(bytes) ? UNREADABLE_IMAGE : UNSUPPORTED_IMAGE);
  }
  const type = typeOf(meta);
  if (!type) throw new ImageRefusal(UNSUPPORTED_IMAGE);

  // Without a `pages` option the header describes one frame; an animation decodes all of them.
  const frames = type.animated ? (meta.pages ?? 1) : 1;
  if (meta.width * meta.height * frames > MAX_IMAGE_PIXELS) throw new ImageRefusal(TOO_MANY_PIXELS);
  const still = type.ext !== 'gif' && type.ext !== 'svg' && (meta.pages ?? 1) === 1;
  checkEnd(bytes, type);
  return { type, width: meta.autoOrient.width, height: meta.autoOrient.height, still };
}

/**
 * The file must end where its image ends: decoders ignore what follows the end marker, so an image
 * with an HTML page or an archive behind it (a polyglot) would decode fine and be stored whole.
 * Cheap (a walk over chunk headers), so it runs before the decode.
 */
function checkEnd(bytes: Buffer, type: ImageType): void {
  const end = imageEnd(bytes, type.ext);
  if (end?.kind === 'truncated') throw new ImageRefusal(UNREADABLE_IMAGE);
  if (end && end.trailing > 0) throw new ImageRefusal(TRAILING_DATA);
}
