// Responsive variants: smaller copies of an uploaded raster image in AVIF and WebP, at the
// contract's widths below the original's. The original is decoded once, straight to the largest width
// needed (JPEG and WebP decoders shrink while they read), and the smaller widths come from that buffer.
import type { Sharp } from 'sharp';
import { VARIANT_FORMATS, VARIANT_WIDTHS, type MediaInfo, type VariantFormat } from '@site/contracts';
import { loadSharp } from './sharp.js';

export type VariantWidths = Pick<MediaInfo, 'avif' | 'webp'>;

interface VariantFile {
  width: number;
  format: VariantFormat;
  data: Buffer;
}

export interface Variants {
  /** Kept widths per format, ascending: what the database stores and page answers carry. */
  widths: VariantWidths;
  /** The kept files, to be stored beside the original. */
  files: VariantFile[];
}

/**
 * A variant taller than this many pixels is not made (a 1600 px wide copy of a 1:2 portrait is
 * 5.1 MP): it bounds the decoded buffer at ~20 MB whatever the upload's shape, and keeps WebP under
 * its 16383-row limit. Narrower variants of a very tall image are still made.
 */
const MAX_VARIANT_PIXELS = 1600 * 3200;

/**
 * Encoder settings chosen for the time an upload may take on two cores (docs/performance.md): WebP at
 * its default effort; AVIF at effort 1, about three times as fast as effort 3 on a 1600 px photo, with
 * quality 45 bringing the file back to effort 3's size at quality 50 (effort 0 makes files larger
 * than the WebP, which the drop rule would then discard).
 */
export const ENCODER_SETTINGS = {
  avif: { quality: 45, effort: 1 },
  webp: { quality: 75, effort: 4 },
} as const satisfies Record<VariantFormat, object>;

const ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif(ENCODER_SETTINGS.avif),
  webp: (image) => image.webp(ENCODER_SETTINGS.webp),
};

/** The contract's widths below the original's whose copy stays within MAX_VARIANT_PIXELS, widest first. */
export function variantWidthsFor(width: number, height: number): number[] {
  return VARIANT_WIDTHS.filter((w) => w < width && w * Math.round((height * w) / width) <= MAX_VARIANT_PIXELS).sort(
    (a, b) => b - a,
  );
}

interface Encoded {
  width: number;
  sizes: Record<VariantFormat, Buffer>;
}

/** The original decoded once, auto-oriented and in sRGB, at the widest variant width. */
export interface Decoded {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
  /** The widths to make, widest first (the first is the decoded width). */
  widths: number[];
}

/**
 * Decodes `bytes` straight to the widest of `widths`. `failOn: 'error'` makes this decode the proof
 * that the file is intact, as the full decode is for images without variants (image-decode.ts); it throws
 * (from sharp) when the file does not decode.
 */
export async function decodeForVariants(bytes: Buffer, widths: number[], limitInputPixels: number): Promise<Decoded> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes, { limitInputPixels, failOn: 'error' })
    .autoOrient()
    .resize({ width: widths[0] })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels }, widths };
}

async function encodeAll({ data, info, widths }: Decoded): Promise<Encoded[]> {
  const sharp = await loadSharp();
  const encoded: Encoded[] = [];
  for (const width of widths) {
    // sharp writes no metadata (EXIF, XMP, ICC) unless asked: the variants carry pixels only.
    const sized = () => sharp(data, { raw: info }).resize({ width });
    const sizes = {} as Record<VariantFormat, Buffer>;
    for (const format of VARIANT_FORMATS) sizes[format] = await ENCODERS[format](sized()).toBuffer();
    encoded.push({ width, sizes });
  }
  return encoded;
}

/**
 * The drop rule (docs/decisions.md, "Responsive images"): a variant is kept only if it is smaller
 * than the original file and than the kept variant of its format at the next larger width (else the
 * wider one is strictly better); an AVIF is kept only if it is also smaller than the WebP of its width.
 * `encoded` is widest first.
 */
export function keepVariants(encoded: Encoded[], originalBytes: number): Variants {
  const files: VariantFile[] = [];
  const widths: VariantWidths = { avif: [], webp: [] };
  for (const format of VARIANT_FORMATS) {
    let ceiling = originalBytes;
    for (const { width, sizes } of encoded) {
      const data = sizes[format];
      if (data.length >= ceiling) continue;
      if (format === 'avif' && data.length >= sizes.webp.length) continue;
      ceiling = data.length;
      files.push({ width, format, data });
      widths[format].unshift(width);
    }
  }
  return { widths, files };
}

/** Encodes every width of `decoded` in every format and keeps those the drop rule allows. */
export async function encodeVariants(decoded: Decoded, original: Buffer): Promise<Variants> {
  return keepVariants(await encodeAll(decoded), original.length);
}

/**
 * Variants encoded before, looked up by the original's bytes and the widths (the demo seed's cache,
 * seed/variant-cache.ts). A hit saves only the encoding: the decode that proves the file still runs.
 */
export interface VariantCache {
  get(original: Buffer, widths: number[]): Promise<Variants | undefined>;
  put(original: Buffer, widths: number[], variants: Variants): Promise<void>;
}
