// The decode that proves an upload intact, and its variants. Runs in the image worker
// (image-worker.ts): a crafted file can make these steps take minutes, and only a process that is
// killed at the deadline really stops them.
import { ImageRefusal, MAX_IMAGE_PIXELS, UNREADABLE_IMAGE, type Header } from './image-header.js';
import { loadSharp } from './sharp.js';
import { decodeForVariants, encodeVariants, type Decoded, type Variants } from './variants.js';

/**
 * An SVG is rasterised only to prove that it renders, never kept as pixels, so a large one is
 * rendered smaller: at most this many pixels (2000 x 2000). It bounds the rasteriser's memory
 * (librsvg holds a full-size surface per filter; a 9000 x 9000 SVG took gigabytes), whatever size
 * the file declares. The time its filters take is bounded by the deadline, not by a rule on them:
 * `<use>`, CSS and nested groups multiply a filter's cost in too many ways for a count to catch.
 */
export const MAX_SVG_PIXELS = 4_000_000;

/** sharp renders an SVG at 72 dpi by default: its declared size in pixels. */
const SVG_DEFAULT_DENSITY = 72;

/** The density that renders an SVG declaring `width` x `height` pixels within MAX_SVG_PIXELS. */
export function svgDensity(width: number, height: number): number {
  // 1 % below the exact scale: the rasteriser rounds each side to whole pixels, up as well as down.
  const scale = Math.min(1, Math.sqrt(MAX_SVG_PIXELS / (width * height)) * 0.99);
  return SVG_DEFAULT_DENSITY * scale;
}

/** The proof for an image without variants: every pixel of every frame decodes. */
async function decodeWhole(bytes: Buffer, header: Header): Promise<void> {
  const density = header.type.ext === 'svg' ? svgDensity(header.width, header.height) : undefined;
  const sharp = await loadSharp();
  try {
    // failOn 'error' refuses truncated and corrupt files but tolerates the harmless warnings some
    // cameras' JPEGs raise. stats() streams through every pixel without holding the image in memory.
    await sharp(bytes, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'error',
      pages: header.type.animated ? -1 : 1,
      density,
    }).stats();
  } catch {
    throw new ImageRefusal(UNREADABLE_IMAGE);
  }
}

export interface DecodeJob {
  bytes: Buffer;
  header: Header;
  /** The variant widths to make, widest first; none for an image without variants. */
  widths: number[];
  /** False when the variants are already known (the seed's cache): the decode still proves the file, and no variants are made. */
  encode: boolean;
}

const NO_VARIANTS: Variants = { widths: { avif: [], webp: [] }, files: [] };

/**
 * Proves the upload is an intact image and makes its variants. A still image wide enough for
 * variants is decoded once, to the widest variant, and that decode is the proof.
 */
export async function decodeImage({ bytes, header, widths, encode }: DecodeJob): Promise<Variants> {
  if (!widths.length) {
    await decodeWhole(bytes, header);
    return NO_VARIANTS;
  }
  let decoded: Decoded;
  try {
    decoded = await decodeForVariants(bytes, widths, MAX_IMAGE_PIXELS);
  } catch {
    throw new ImageRefusal(UNREADABLE_IMAGE);
  }
  // An encoder failing on pixels that decoded is our bug: a 500, not the uploader's problem.
  return encode ? encodeVariants(decoded, bytes) : NO_VARIANTS;
}
