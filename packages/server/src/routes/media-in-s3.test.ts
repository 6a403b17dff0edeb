// A whole site with its uploads in a bucket (s3rver): the demo seed's images, an upload with its
// responsive copies, a replaced file and a deleted image all go to the bucket and are served from it
// under the same /media/ URLs, and the local uploads folder never gets a file.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iconUrl, ICON_SIZES, type ImageRecord } from '@site/contracts';
import { images } from '../db/schema.js';
import { variantNames } from '../media/images.js';
import { s3Storage } from '../media/s3-storage.js';
import { listFiles } from '../media/storage.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';

let s3: TestS3Server;
let t: TestApp;
let token: string;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await makeTestApp({ seedDemo: true, s3: s3.s3 });
  token = await adminToken(t.app);
}, 120_000);
afterAll(async () => {
  await t.close();
  await s3.stop();
});

const API = '/backend/api';
const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function send(url: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('image', new Blob([bytes]), 'photo.jpg');
  return t.app.inject({ method: 'POST', url, payload: body, headers: auth(token) });
}

const eqId = (id: number) => eq(images.id, id);
/** The bucket's objects, read with a client of the test's own, not through the app. */
const inBucket = async () => {
  const bucket = s3Storage(s3.s3);
  try {
    return (await bucket.list()).map((f) => f.name);
  } finally {
    bucket.close();
  }
};

/** Every file a library row stands for: the original and its responsive copies. */
const filesOf = (row: typeof images.$inferSelect) => [row.fileName, ...variantNames(row.fileName, row.variants)];

describe('a site with its uploads in S3', () => {
  it('seeds the demo images, their copies and the favicon icons into the bucket, served under /media/', async () => {
    const rows = await t.app.db.select().from(images);
    expect(rows.length).toBeGreaterThan(5);
    const stored = await inBucket();
    for (const row of rows) for (const name of filesOf(row)) expect(stored, name).toContain(name);
    const settings = (await t.app.inject('/backend/api/settings/')).json<{ favicon: string }>();
    for (const size of ICON_SIZES) {
      const icon = await t.app.inject(iconUrl(settings.favicon, size));
      expect(icon.statusCode, `${size}px icon`).toBe(200);
    }
    const first = rows[0]!;
    const served = await t.app.inject(`/media/${first.fileName}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(await t.app.storage.read(first.fileName));
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('uploads, replaces and deletes through the bucket, and the uploads folder stays empty', async () => {
    const before = new Set(await inBucket());
    const uploaded = await send(`${API}/images/`, await photo('#336699'), { category: 'gallery' });
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json<ImageRecord>();
    const [row] = await t.app.db.select().from(images).where(eqId(image.id));
    const firstFiles = filesOf(row!);
    expect(firstFiles.length).toBeGreaterThan(1);
    expect((await inBucket()).filter((name) => !before.has(name)).sort()).toEqual([...firstFiles].sort());
    for (const name of firstFiles) expect((await t.app.inject(`/media/${name}`)).statusCode, name).toBe(200);

    const replaced = await send(`${API}/images/${image.id}/replace`, await photo('#993366'));
    expect(replaced.statusCode).toBe(200);
    const [after] = await t.app.db.select().from(images).where(eqId(image.id));
    const secondFiles = filesOf(after!);
    const stored = await inBucket();
    for (const name of secondFiles) expect(stored, name).toContain(name);
    for (const name of firstFiles) {
      expect(stored, name).not.toContain(name);
      expect((await t.app.inject(`/media/${name}`)).statusCode, name).toBe(404);
    }
    expect((await t.app.inject(`/media/${after!.fileName}`)).rawPayload).toEqual(await t.app.storage.read(after!.fileName));

    const deleted = await t.app.inject({ method: 'DELETE', url: `${API}/images/${image.id}`, headers: auth(token) });
    expect(deleted.statusCode).toBe(204);
    expect((await inBucket()).sort()).toEqual([...before].sort());
    for (const name of secondFiles) expect((await t.app.inject(`/media/${name}`)).statusCode, name).toBe(404);

    expect(await listFiles(t.config.uploadsDir)).toEqual([]);
  });
});
