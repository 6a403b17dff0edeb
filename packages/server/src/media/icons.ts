// The site's icons made from the favicon image: square PNGs at each of ICON_SIZES, the picture
// centred on a transparent square (a wide mark is not cropped). Runs in the image worker
// (image-worker.ts), like every step that hands an image's bytes to sharp.
import { ICON_SIZES, type IconSize } from '@site/contracts';
import { MAX_SVG_PIXELS } from './image-decode.js';
import { ImageRefusal, MAX_IMAGE_PIXELS, UNREADABLE_IMAGE, type Header } from './image-header.js';
import { loadSharp } from './sharp.js';

export interface IconFile {
  size: IconSize;
  data: Buffer;
}

const LARGEST = Math.max(...ICON_SIZES);
const SVG_DEFAULT_DENSITY = 72;

/**
 * An SVG is rendered at the density that makes its shorter side the largest icon's size (sharp's
 * 72 dpi default would upscale a small drawing into a blur), within the rasteriser's pixel bound.
 */
function densityFor(header: Header): number | undefined {
  if (header.type.ext !== 'svg') return undefined;
  const width = Math.max(1, header.width);
  const height = Math.max(1, header.height);
  const sharpest = (SVG_DEFAULT_DENSITY * LARGEST) / Math.min(width, height);
  // 1 % below the bound, as image-decode.ts does: the rasteriser rounds each side up as well as down.
  const bound = SVG_DEFAULT_DENSITY * Math.sqrt(MAX_SVG_PIXELS / (width * height)) * 0.99;
  return Math.min(sharpest, bound);
}

export async function makeIcons(bytes: Buffer, header: Header): Promise<IconFile[]> {
  const density = densityFor(header);
  const icons: IconFile[] = [];
  const sharp = await loadSharp();
  try {
    // One at a time: the worker runs one libvips operation at a time anyway (processing.ts).
    for (const size of ICON_SIZES) {
      const data = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', density })
        .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer();
      icons.push({ size, data });
    }
  } catch {
    throw new ImageRefusal(UNREADABLE_IMAGE);
  }
  return icons;
}
