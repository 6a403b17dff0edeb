// Responsive variants over HTTP: made at upload for still raster images, never wider than
// the original, kept by the drop rule, served like any media file, removed with the image, and
// nothing at all stored when an upload fails.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { variantUrl, VARIANT_FORMATS, type ImageRecord } from '@site/contracts';
import { images } from '../db/schema.js';
import { UNREADABLE_IMAGE } from '../media/image-header.js';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';
import { DEMO_IMAGES_DIR } from '../seed/demo-images.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});

/** A demo photo stretched to the size a test needs: realistic detail, and the same bytes every run. */
const PHOTO = path.join(DEMO_IMAGES_DIR, 'about-headquarters.webp');
const photo = (width: number, height: number) => sharp(PHOTO).resize(width, height, { fit: 'fill' });

async function upload(bytes: Buffer) {
  const body = new FormData();
  body.append('category', 'gallery');
  body.append('image', new Blob([bytes]), 'upload.bin');
  return t.app.inject({ method: 'POST', url: '/backend/api/images/', payload: body, headers: auth(token) });
}

async function uploadOk(bytes: Buffer): Promise<ImageRecord> {
  const res = await upload(bytes);
  expect(res.statusCode).toBe(201);
  return res.json();
}

const rows = async () => await t.app.db.select().from(images);
const storedFiles = () => fs.readdirSync(t.config.uploadsDir).sort();
const variantsOf = async (record: ImageRecord) => (await rows()).find((r) => r.id === record.id)?.variants;
const fileOf = (url: string) => path.join(t.config.uploadsDir, path.basename(url));

describe('variants at upload', () => {
  it('makes AVIF and WebP at every contract width below the original, served with immutable caching', async () => {
    const jpeg = await photo(1700, 1100).jpeg({ quality: 92 }).toBuffer();
    const record = await uploadOk(jpeg);
    expect(await variantsOf(record)).toEqual({ avif: [480, 960, 1600], webp: [480, 960, 1600] });
    for (const format of VARIANT_FORMATS) {
      for (const width of [480, 960, 1600]) {
        const url = variantUrl(record.image, width, format);
        const meta = await sharp(fs.readFileSync(fileOf(url))).metadata();
        expect(meta).toMatchObject({ width, height: Math.round((1100 * width) / 1700) });
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        const served = await t.app.inject(url);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toContain(`image/${format}`);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    expect(storedFiles()).toHaveLength(7);
  });

  it('never makes a variant as wide as the original or wider', async () => {
    const record = await uploadOk(await photo(960, 600).png().toBuffer());
    expect(await variantsOf(record)).toEqual({ avif: [480], webp: [480] });
    const small = await uploadOk(await photo(480, 300).jpeg().toBuffer());
    expect(await variantsOf(small)).toEqual({ avif: [], webp: [] });
    expect(storedFiles()).toHaveLength(4);
  });

  it('orients the variants as the browser shows the original, and strips its metadata', async () => {
    // Stored sideways (600 x 1000) with EXIF orientation 6: it is shown 1000 x 600.
    const jpeg = await photo(600, 1000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const record = await uploadOk(jpeg);
    expect(record).toMatchObject({ width: 1000, height: 600 });
    expect(await variantsOf(record)).toEqual({ avif: [480, 960], webp: [480, 960] });
    const meta = await sharp(fs.readFileSync(fileOf(variantUrl(record.image, 960, 'webp')))).metadata();
    expect(meta).toMatchObject({ width: 960, height: 576 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('keeps no variant that would not be smaller (a tiny flat PNG)', async () => {
    const flat = await sharp({ create: { width: 1000, height: 100, channels: 3, background: '#33aa77' } })
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer();
    const record = await uploadOk(flat);
    // At 960 px neither format beats the 200-byte PNG; at 480 px WebP does, and AVIF's container
    // overhead loses to it.
    expect(await variantsOf(record)).toEqual({ avif: [], webp: [480] });
    expect(fs.statSync(fileOf(variantUrl(record.image, 480, 'webp'))).size).toBeLessThan(flat.length);
    expect(storedFiles()).toHaveLength(2);
  });

  it('makes none for GIF, SVG and an animated WebP', async () => {
    const gif = await photo(520, 100).gif().toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="teal"/></svg>',
    );
    // Two different frames: the encoder folds identical ones into one.
    const frames = [await photo(500, 100).png().toBuffer(), await photo(500, 100).negate().png().toBuffer()];
    const animated = await sharp(frames, { join: { animated: true } })
      .webp()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    for (const bytes of [gif, svg, animated]) expect(await variantsOf(await uploadOk(bytes))).toEqual({ avif: [], webp: [] });
    expect(storedFiles()).toHaveLength(3);
  });

  it('deleting the image removes its variant files', async () => {
    const record = await uploadOk(await photo(1000, 700).jpeg().toBuffer());
    expect(storedFiles()).toHaveLength(5);
    const res = await t.app.inject({ method: 'DELETE', url: `/backend/api/images/${record.id}/`, headers: auth(token) });
    expect(res.statusCode).toBe(204);
    expect(storedFiles()).toEqual([]);
    expect((await t.app.inject(variantUrl(record.image, 480, 'avif'))).statusCode).toBe(404);
  });
});

describe('a failed upload stores nothing', () => {
  const encoders = {
    JPEG: (s: Sharp) => s.jpeg(),
    PNG: (s: Sharp) => s.png(),
    WebP: (s: Sharp) => s.webp(),
    AVIF: (s: Sharp) => s.avif({ effort: 0 }),
  };

  // The decode to the widest variant is the proof that the file is intact (no second full decode).
  it.each(Object.keys(encoders) as (keyof typeof encoders)[])('refuses a truncated %s wide enough for variants', async (type) => {
    const noisy = sharp(randomBytes(600 * 400 * 3), { raw: { width: 600, height: 400, channels: 3 } });
    const bytes = await encoders[type](noisy).toBuffer();
    const res = await upload(bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    expect(res.statusCode).toBe(400);
    // libwebp refuses a short RIFF already when the header is read; its signature still says WebP, so: damaged.
    expect(res.json()).toEqual({ error: UNREADABLE_IMAGE });
    expect(await rows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('takes back the original and the variants written when storing a variant fails', async () => {
    const put = t.app.storage.put.bind(t.app.storage);
    let calls = 0;
    t.app.storage.put = async (name, data) => {
      calls += 1;
      if (calls === 3) throw new Error('disk full');
      await put(name, data);
    };
    const res = await upload(await photo(1000, 700).jpeg().toBuffer());
    expect(res.statusCode).toBe(500);
    expect(calls).toBe(3);
    expect(await rows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });
});
