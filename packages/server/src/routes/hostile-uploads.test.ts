// Hostile uploads: files that lie about what they are, damaged or polyglot files, a tiny
// file declaring billions of pixels, and client file names that try to reach outside the uploads
// folder. Every refusal is a 4xx with one sentence and leaves nothing behind: no row, no file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images } from '../db/schema.js';
import { TOO_MANY_PIXELS, TRAILING_DATA, UNREADABLE_IMAGE, UNSUPPORTED_IMAGE } from '../media/image-header.js';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});

const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

function upload(bytes: Buffer, name = 'upload.bin') {
  const body = new FormData();
  body.append('category', 'news');
  body.append('image', new Blob([bytes]), name);
  return t.app.inject({ method: 'POST', url: '/backend/api/images', payload: body, headers: auth(token) });
}

/** Everything in the test's folder (database, uploads), to prove nothing was written anywhere. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => !/site\.db(-wal|-shm|-journal)?$/.test(f))
    .sort();
}

async function expectRefused(bytes: Buffer, status: number, error: string, name?: string) {
  const before = filesUnder(t.dir);
  const res = await upload(bytes, name);
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ error });
  expect(await t.app.db.select().from(images)).toEqual([]);
  expect(fs.readdirSync(t.config.uploadsDir)).toEqual([]);
  expect(filesUnder(t.dir)).toEqual(before);
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid-looking PNG of a few hundred bytes that declares `width` x `height` RGB pixels. */
function declaredPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n');

describe('files that are not what they claim', () => {
  it('refuses a text file named .png', async () => {
    await expectRefused(Buffer.from('just some notes, not a picture\n'), 400, UNSUPPORTED_IMAGE, 'holiday.png');
  });

  it('refuses an HTML page named .jpg', async () => {
    await expectRefused(HTML, 400, UNSUPPORTED_IMAGE, 'photo.jpg');
  });
});

describe('damaged files', () => {
  it('refuses a file that is only a PNG signature as damaged', async () => {
    await expectRefused(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 400, UNREADABLE_IMAGE, 'x.png');
  });

  it.each([
    ['PNG', () => noise(200, 150).png().toBuffer()],
    ['JPEG', () => noise(200, 150).jpeg().toBuffer()],
    ['GIF', () => noise(120, 90).gif().toBuffer()],
    ['WebP', () => noise(200, 150).webp().toBuffer()],
  ])('refuses a truncated %s whose header is intact', async (_type, make) => {
    const bytes = await make();
    await expectRefused(bytes.subarray(0, Math.floor(bytes.length * 0.8)), 400, UNREADABLE_IMAGE);
  });
});

describe('polyglots: an image with something else after its end', () => {
  it.each([
    ['a PNG followed by an HTML page', () => noise(40, 30).png().toBuffer(), HTML],
    ['a JPEG followed by an HTML page', () => noise(40, 30).jpeg().toBuffer(), HTML],
    [
      'a JPEG followed by a zip archive',
      () => noise(40, 30).jpeg().toBuffer(),
      Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(200)]),
    ],
    ['a GIF followed by a script', () => noise(16, 12).gif().toBuffer(), Buffer.from('\n;alert(1)//')],
    ['a WebP followed by an HTML page', () => noise(40, 30).webp().toBuffer(), HTML],
    ['an AVIF followed by an HTML page', () => noise(40, 30).avif({ effort: 0 }).toBuffer(), HTML],
  ])('refuses %s', async (_name, make, tail) => {
    await expectRefused(Buffer.concat([await make(), tail]), 400, TRAILING_DATA, 'innocent.png');
  });

  it('still accepts the same images without the tail', async () => {
    for (const make of [
      () => noise(40, 30).png().toBuffer(),
      () => noise(40, 30).jpeg().toBuffer(),
      () => noise(16, 12).gif().toBuffer(),
      () => noise(40, 30).webp().toBuffer(),
    ]) {
      expect((await upload(await make())).statusCode).toBe(201);
    }
  });
});

describe('decompression bombs', () => {
  it('refuses a PNG of a few hundred bytes declaring 50000 x 50000 pixels, before decoding it', async () => {
    const bomb = declaredPng(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1024);
    const start = performance.now();
    await expectRefused(bomb, 400, TOO_MANY_PIXELS, 'bomb.png');
    // Decoding 2.5 gigapixels would take minutes and gigabytes; the header check answers at once.
    expect(performance.now() - start).toBeLessThan(5_000);
  });
});

describe('client file names', () => {
  const names = [
    '../../etc/passwd.png',
    '..\\..\\x.png',
    '/abs/x.png',
    'C:\\Windows\\x.png',
    'nul\u0000byte.png',
    '.htaccess',
    'x.png.html',
    '<script>.png',
  ];

  it.each(names)('stores %j under a server-made name inside the uploads folder', async (name) => {
    const before = filesUnder(t.dir);
    const res = await upload(await noise(20, 20).png().toBuffer(), name);
    expect(res.statusCode).toBe(201);
    const { image } = res.json<{ image: string }>();
    expect(image).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect(fs.readdirSync(t.config.uploadsDir)).toEqual([path.basename(image)]);
    // The only new file is that one, inside uploads/: nothing beside the database or elsewhere.
    expect(filesUnder(t.dir)).toEqual([...before, path.join('uploads', path.basename(image))].sort());
  });

  it.each(names)('refuses a text file named %j and stores nothing', async (name) => {
    await expectRefused(Buffer.from('not an image'), 400, UNSUPPORTED_IMAGE, name);
  });
});
