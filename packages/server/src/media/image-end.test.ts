// The end of an image file, from its structure: exact for intact files of every accepted raster
// type (progressive, animated, with metadata, with a gain map), trailing bytes counted, truncation seen.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { announcedType, imageEnd } from './image-end.js';

const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
const animated = () =>
  sharp(randomBytes(16 * 12 * 3 * 3), { raw: { width: 16, height: 36, channels: 3 } })
    .gif({ loop: 0 })
    .toBuffer()
    .then((b) => b);

const MAKERS: [string, string, () => Promise<Buffer>][] = [
  ['PNG', 'png', () => noise(64, 48).png().toBuffer()],
  ['interlaced PNG with text metadata', 'png', () => noise(64, 48).png({ progressive: true }).withMetadata().toBuffer()],
  ['baseline JPEG', 'jpg', () => noise(64, 48).jpeg().toBuffer()],
  [
    'progressive JPEG with restart markers and EXIF',
    'jpg',
    () =>
      noise(300, 200)
        .jpeg({ progressive: true })
        .withExif({ IFD0: { Copyright: 'A' } })
        .toBuffer(),
  ],
  ['GIF', 'gif', () => noise(16, 12).gif().toBuffer()],
  ['animated GIF', 'gif', animated],
  ['lossy WebP', 'webp', () => noise(33, 21).webp().toBuffer()],
  ['lossless WebP', 'webp', () => noise(33, 21).webp({ lossless: true }).toBuffer()],
  ['AVIF', 'avif', () => noise(32, 32).avif({ effort: 0 }).toBuffer()],
];

describe('imageEnd', () => {
  it.each(MAKERS)('finds the exact end of a %s', async (_name, ext, make) => {
    const bytes = await make();
    expect(announcedType(bytes)).toBe(ext);
    expect(imageEnd(bytes, ext)).toEqual({ kind: 'complete', trailing: 0 });
  });

  it.each(MAKERS)('counts the bytes appended to a %s', async (_name, ext, make) => {
    const bytes = await make();
    expect(imageEnd(Buffer.concat([bytes, Buffer.from('<html>hidden</html>')]), ext)).toEqual({ kind: 'complete', trailing: 19 });
  });

  it.each(MAKERS)('sees a %s cut short', async (_name, ext, make) => {
    const bytes = await make();
    expect(imageEnd(bytes.subarray(0, bytes.length - 40), ext)).toEqual({ kind: 'truncated' });
  });

  it('accepts a JPEG followed by further complete JPEG streams (a phone HDR gain map), and nothing else', async () => {
    const primary = await noise(64, 48).jpeg().toBuffer();
    const gainMap = await noise(16, 12).jpeg().toBuffer();
    expect(imageEnd(Buffer.concat([primary, gainMap]), 'jpg')).toEqual({ kind: 'complete', trailing: 0 });
    expect(imageEnd(Buffer.concat([primary, gainMap, Buffer.from('PK')]), 'jpg')).toEqual({ kind: 'complete', trailing: 2 });
    expect(imageEnd(Buffer.concat([primary, gainMap.subarray(0, 100)]), 'jpg')).toEqual({ kind: 'truncated' });
  });

  it('has nothing to say about SVG, which is text', () => {
    expect(imageEnd(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg')).toBeUndefined();
    expect(announcedType(Buffer.from('<svg/>'))).toBeUndefined();
  });
});
