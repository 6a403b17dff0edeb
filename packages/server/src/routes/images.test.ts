// The image library: the type is sniffed from the bytes, only intact images of the accepted types
// are stored, files are served with safe headers, and nothing is left behind by a refused upload.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_CATEGORY_EMPTY_ERROR, IMAGE_CATEGORY_ERROR, NO_CREDENTIALS, type ImageRecord } from '@site/contracts';
import { images } from '../db/schema.js';
import { TOO_MANY_PIXELS, UNREADABLE_IMAGE, UNSUPPORTED_IMAGE } from '../media/image-header.js';
import { adminToken, auth, makeTestApp, type TestApp, withTestApp } from '../test/test-app.js';
import { MALFORMED_FORM, NO_IMAGE_FILE, tooLargeMessage } from './api/images.js';
import { SVG_CSP } from './media.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});

/** Random pixels, so that compressed files keep a realistic size and truncation hits pixel data. */
const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="teal"/></svg>';

interface Part {
  bytes: Buffer;
  /** The client's file name, which the server must ignore. */
  name?: string;
}

function form(fields: { image?: Part; category?: string; categoryLast?: boolean; extra?: Record<string, string> }): FormData {
  const body = new FormData();
  const addCategory = () => fields.category !== undefined && body.append('category', fields.category);
  if (!fields.categoryLast) addCategory();
  if (fields.image) body.append('image', new Blob([fields.image.bytes]), fields.image.name ?? 'upload.bin');
  if (fields.categoryLast) addCategory();
  for (const [k, v] of Object.entries(fields.extra ?? {})) body.append(k, v);
  return body;
}

const upload = (fields: Parameters<typeof form>[0], headers: Record<string, string> = auth(token)) =>
  t.app.inject({ method: 'POST', url: '/backend/api/images/', payload: form(fields), headers });

const rows = async () => await t.app.db.select().from(images);
const storedFiles = () => fs.readdirSync(t.config.uploadsDir);

async function expectNothingStored() {
  expect(await rows()).toEqual([]);
  expect(storedFiles()).toEqual([]);
}

describe('POST /images', () => {
  const cases: { type: string; mime: string; ext: string; make: () => Promise<Buffer>; width: number; height: number }[] = [
    { type: 'JPEG', mime: 'image/jpeg', ext: 'jpg', make: () => noise(64, 48).jpeg().toBuffer(), width: 64, height: 48 },
    { type: 'PNG', mime: 'image/png', ext: 'png', make: () => noise(30, 20).png().toBuffer(), width: 30, height: 20 },
    { type: 'WebP', mime: 'image/webp', ext: 'webp', make: () => noise(50, 40).webp().toBuffer(), width: 50, height: 40 },
    { type: 'GIF', mime: 'image/gif', ext: 'gif', make: () => noise(16, 12).gif().toBuffer(), width: 16, height: 12 },
    { type: 'AVIF', mime: 'image/avif', ext: 'avif', make: () => noise(32, 24).avif().toBuffer(), width: 32, height: 24 },
    { type: 'SVG', mime: 'image/svg+xml', ext: 'svg', make: async () => Buffer.from(SVG), width: 120, height: 80 },
  ];

  it.each(cases)('stores a $type with its size under a server-made name, and serves it with safe headers', async (c) => {
    const bytes = await c.make();
    // A misleading client name: the type must come from the bytes.
    const res = await upload({ image: { bytes, name: '../../evil.exe' }, category: 'Gallery' });
    expect(res.statusCode).toBe(201);
    const record: ImageRecord = res.json();
    expect(record).toEqual({
      id: expect.any(Number),
      image: expect.stringMatching(new RegExp(`^/media/[0-9a-f]{32}\\.${c.ext}$`)),
      // The client's name is kept for people to read, without its folders; it never names the file.
      name: 'evil.exe',
      alt: '',
      focal_x: 0.5,
      focal_y: 0.5,
      category: 'gallery',
      uploaded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      size: bytes.length,
      width: c.width,
      height: c.height,
      used_by: [],
    });
    const fileName = path.basename(record.image);
    expect(fs.readFileSync(path.join(t.config.uploadsDir, fileName))).toEqual(bytes);
    expect(await rows()).toMatchObject([{ fileName, mimeType: c.mime, bytes: bytes.length }]);

    const served = await t.app.inject(record.image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain(c.mime);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload).toEqual(bytes);
    // An SVG gets its sandbox; any other file the site-wide policy (http/security-headers.ts).
    if (c.ext === 'svg') expect(served.headers['content-security-policy']).toBe(SVG_CSP);
    else expect(served.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('reads the fields in either order (category after the file)', async () => {
    const res = await upload({ image: { bytes: await noise(8, 8).png().toBuffer() }, category: 'news', categoryLast: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().category).toBe('news');
  });

  it('answers the same under the /api alias', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: form({ image: { bytes: Buffer.from(SVG) }, category: 'news' }),
      headers: auth(token),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a text file named .png, and stores nothing', async () => {
    const res = await upload({
      image: { bytes: Buffer.from('hello, I am not a picture\n'), name: 'photo.png' },
      category: 'news',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: UNSUPPORTED_IMAGE });
    await expectNothingStored();
  });

  it('refuses a type sharp can read but the site does not accept (TIFF)', async () => {
    const res = await upload({ image: { bytes: await noise(8, 8).tiff().toBuffer(), name: 'scan.jpg' }, category: 'news' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: UNSUPPORTED_IMAGE });
    await expectNothingStored();
  });

  it('refuses a truncated PNG whose header is intact, and stores nothing', async () => {
    const png = await noise(200, 150).png().toBuffer();
    const res = await upload({ image: { bytes: png.subarray(0, Math.floor(png.length * 0.9)) }, category: 'news' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: UNREADABLE_IMAGE });
    await expectNothingStored();
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = '<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><rect width="1" height="1"/></svg>';
    const res = await upload({ image: { bytes: Buffer.from(bomb) }, category: 'news' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: TOO_MANY_PIXELS });
    await expectNothingStored();
  });

  it('refuses a file over the size limit with 413, and stores nothing', async () => {
    // An app of its own with a small limit, closed here: the file's own app is closed by withTestApp.
    const own = t;
    t = await makeTestApp({ maxUploadBytes: 2000 });
    try {
      token = await adminToken(t.app);
      const big = await noise(100, 100).png().toBuffer();
      expect(big.length).toBeGreaterThan(2000);
      const res = await upload({ image: { bytes: big }, category: 'news' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: tooLargeMessage(2000) });
      expect(tooLargeMessage(10 * 1024 * 1024)).toBe('The image is larger than the 10 MB limit.');
      await expectNothingStored();
    } finally {
      await t.close();
      t = own;
    }
  });

  it('refuses a category with no letter or digit, or too long, and stores nothing', async () => {
    for (const [category, error] of [
      ['', IMAGE_CATEGORY_EMPTY_ERROR],
      [' !?! ', IMAGE_CATEGORY_EMPTY_ERROR],
      ['x'.repeat(51), IMAGE_CATEGORY_ERROR],
    ]) {
      const res = await upload({ image: { bytes: Buffer.from(SVG) }, category });
      expect(res.statusCode, category).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    const missing = await upload({ image: { bytes: Buffer.from(SVG) } });
    expect(missing.json()).toEqual({ error: IMAGE_CATEGORY_EMPTY_ERROR });
    await expectNothingStored();
  });

  it('files an upload under the category made from what was typed ("Team Photos" → team-photos)', async () => {
    for (const [typed, category] of [
      ['Team Photos', 'team-photos'],
      ['Café_Menu', 'cafe-menu'],
      ['ünïcode', 'unicode'],
    ]) {
      const res = await upload({ image: { bytes: Buffer.from(SVG) }, category: typed });
      expect(res.statusCode, typed).toBe(201);
      expect(res.json<ImageRecord>().category).toBe(category);
    }
  });

  it('refuses a form without a file, or with an empty one', async () => {
    for (const image of [undefined, { bytes: Buffer.alloc(0) }]) {
      const res = await upload({ image, category: 'news' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: NO_IMAGE_FILE });
    }
    await expectNothingStored();
  });

  it('refuses unknown fields, a second file and a body that is not multipart', async () => {
    const extra = await upload({ image: { bytes: Buffer.from(SVG) }, category: 'news', extra: { title: 'x' } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toMatch(/^Unknown form field: title\./);
    const two = form({ image: { bytes: Buffer.from(SVG) }, category: 'news' });
    two.append('image', new Blob([Buffer.from(SVG)]), 'second.svg');
    const twoFiles = await t.app.inject({ method: 'POST', url: '/backend/api/images', payload: two, headers: auth(token) });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toEqual({ error: 'Send one image per upload.' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/backend/api/images',
      payload: { category: 'news' },
      headers: auth(token),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toMatch(/multipart\/form-data/);
    await expectNothingStored();
  });

  // Found by the write-route property tests: busboy's errors carry no status and were answered 500.
  it('refuses a multipart body it cannot read (no boundary, cut short, bad part header) with 400', async () => {
    const png = await noise(8, 6).png().toBuffer();
    const boundary = 'xyz';
    const whole = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (const [contentType, payload] of [
      ['multipart/form-data', ''],
      ['multipart/form-data', whole],
      [`multipart/form-data; boundary=${boundary}`, whole.subarray(0, 120)],
      [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nnot a header\r\n\r\nx\r\n--${boundary}--\r\n`],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/backend/api/images',
        payload,
        headers: { ...auth(token), 'content-type': contentType },
      });
      expect(res.statusCode, `${contentType} ${payload.length}`).toBe(400);
      // Some damage reads as a form without its file; either way one sentence, never a 500.
      expect([MALFORMED_FORM, NO_IMAGE_FILE]).toContain(res.json().error);
    }
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/backend/api/images',
      payload: whole,
      headers: { ...auth(token), 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.json()).toEqual({ error: MALFORMED_FORM });
    await expectNothingStored();
  });
});

describe('GET and DELETE /images', () => {
  async function seed(category: string) {
    const res = await upload({ image: { bytes: Buffer.from(SVG) }, category });
    return res.json<ImageRecord>();
  }

  it('lists newest first, optionally of one category (given in any case)', async () => {
    const a = await seed('news');
    const b = await seed('gallery');
    const c = await seed('news');
    const all = await t.app.inject({ url: '/backend/api/images/', headers: auth(token) });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual([c, b, a]);
    const news = await t.app.inject({ url: '/backend/api/images?category=NEWS', headers: auth(token) });
    expect(news.json()).toEqual([c, a]);
    const none = await t.app.inject({ url: '/backend/api/images?category=team', headers: auth(token) });
    expect(none.json()).toEqual([]);
    const bad = await t.app.inject({ url: '/backend/api/images?category=%21%3F', headers: auth(token) });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes the record and its file; an unknown id is a 404', async () => {
    const keep = await seed('news');
    const gone = await seed('news');
    const res = await t.app.inject({ method: 'DELETE', url: `/backend/api/images/${gone.id}/`, headers: auth(token) });
    expect(res.statusCode).toBe(204);
    expect((await rows()).map((r) => r.id)).toEqual([keep.id]);
    expect(storedFiles()).toEqual([path.basename(keep.image)]);
    expect((await t.app.inject(gone.image)).statusCode).toBe(404);

    const again = await t.app.inject({ method: 'DELETE', url: `/backend/api/images/${gone.id}`, headers: auth(token) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: `There is no image with the id ${gone.id}.` });
  });

  it('refuses anonymous callers on every image route, and stores nothing', async () => {
    const kept = await seed('news');
    const post = await upload({ image: { bytes: Buffer.from(SVG) }, category: 'news' }, {});
    const list = await t.app.inject('/backend/api/images');
    const del = await t.app.inject({ method: 'DELETE', url: `/backend/api/images/${kept.id}` });
    for (const res of [post, list, del]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: NO_CREDENTIALS });
    }
    expect(await rows()).toHaveLength(1);
  });
});

describe('upload content type', () => {
  it('a body that is not multipart is told to be multipart', async () => {
    const t = await makeTestApp();
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/backend/api/images/',
        headers: { ...auth(await adminToken(t.app)), 'content-type': 'image/png' },
        payload: Buffer.from('x'),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toBe('Send the body as multipart/form-data.');
    } finally {
      await t.close();
    }
  });
});
