// The image library: upload a small PNG, find it in the list of its category, delete it (404 after);
// its details (name, alt text, focal point), search, one record with where it is used, a new file in
// its place; the refusals: no token, no file, a category outside the rule, a focal point outside 0–1.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FOCAL_ERROR,
  IMAGE_CATEGORY_EMPTY_ERROR,
  imageRecordSchema,
  NO_CREDENTIALS,
  validationErrorSchema,
} from '@site/contracts';
import { api, canWrite, signedIn, useContractTarget } from './target.js';

const target = useContractTarget();
const CATEGORY = 'contract-suite';

const listCategory = async () =>
  (await target.http().get(api('images')).query({ category: CATEGORY }).set(target.auth()).expect(200)).body as unknown[];

const deleteImage = (id: number) =>
  target
    .http()
    .delete(api(`images/${id}`))
    .set(target.auth())
    .expect(204);

const smallPng = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

describe('images', () => {
  it('listing, uploading and deleting without a token are refused with 401', async () => {
    expect((await target.http().get(api('images')).expect(401)).body).toEqual({ detail: NO_CREDENTIALS });
    const upload = await target
      .http()
      .post(api('images'))
      .field('category', CATEGORY)
      .attach('image', await smallPng(), 'dot.png');
    expect(upload.status).toBe(401);
    expect(upload.body).toEqual({ detail: NO_CREDENTIALS });
    expect((await target.http().delete(api('images/1')).expect(401)).body).toEqual({ detail: NO_CREDENTIALS });
  });

  it.skipIf(!canWrite)(signedIn('a category with no letter or digit gets 400 with the rule'), async () => {
    const res = await target.http().get(api('images')).query({ category: '!?!' }).set(target.auth()).expect(400);
    const body = validationErrorSchema.parse(res.body);
    expect(body.error).toBe(`The query is not valid at "category": ${IMAGE_CATEGORY_EMPTY_ERROR}`);
  });

  it.skipIf(!canWrite)(signedIn('an upload without a file gets 400 and stores nothing'), async () => {
    const before = await listCategory();
    const res = await target.http().post(api('images')).set(target.auth()).field('category', CATEGORY).expect(400);
    expect(res.body).toEqual({ error: 'Choose an image file to upload (form field "image").' });
    expect(await listCategory()).toEqual(before);
  });

  it.skipIf(!canWrite)(signedIn('upload a PNG, find it in its category, fetch it, delete it'), async () => {
    const before = await listCategory();
    const png = await smallPng();
    const uploaded = await target
      .http()
      .post(api('images'))
      .set(target.auth())
      .field('category', CATEGORY)
      .attach('image', png, 'contract-dot.png')
      .expect(201);
    const image = imageRecordSchema.parse(uploaded.body);
    try {
      expect(image).toMatchObject({ category: CATEGORY, width: 4, height: 3 });

      // Newest first.
      expect(z.array(imageRecordSchema).parse(await listCategory())).toEqual([image, ...before]);

      const file = await target.http().get(new URL(image.image, 'http://site.invalid').pathname).expect(200);
      expect(file.headers['content-type']).toMatch(/^image\//);
    } finally {
      await deleteImage(image.id);
    }
    const gone = await target
      .http()
      .delete(api(`images/${image.id}`))
      .set(target.auth())
      .expect(404);
    expect(gone.body).toEqual({ error: `There is no image with the id ${image.id}.` });
    expect(await listCategory()).toEqual(before);
  });

  it.skipIf(!canWrite)(
    signedIn('name, alt text and focal point are edited, searched, read back, and the file replaced'),
    async () => {
      const uploaded = await target
        .http()
        .post(api('images'))
        .set(target.auth())
        .field('category', CATEGORY)
        .attach('image', await smallPng(), 'contract-details.png')
        .expect(201);
      const image = imageRecordSchema.parse(uploaded.body);
      try {
        expect(image).toMatchObject({ name: 'contract-details.png', alt: '', focal_x: 0.5, focal_y: 0.5, used_by: [] });
        const refused = await target
          .http()
          .patch(api(`images/${image.id}`))
          .set(target.auth())
          .send({ focal_x: 2 })
          .expect(400);
        expect(validationErrorSchema.parse(refused.body).issues).toEqual([{ path: 'focal_x', message: FOCAL_ERROR }]);

        const patched = await target
          .http()
          .patch(api(`images/${image.id}`))
          .set(target.auth())
          .send({ name: 'Contract suite dot', alt: 'A red dot', focal_x: 0.2, focal_y: 0.8 })
          .expect(200);
        const edited = imageRecordSchema.parse(patched.body);
        expect(edited).toEqual({ ...image, name: 'Contract suite dot', alt: 'A red dot', focal_x: 0.2, focal_y: 0.8 });
        const one = await target
          .http()
          .get(api(`images/${image.id}`))
          .set(target.auth())
          .expect(200);
        expect(imageRecordSchema.parse(one.body)).toEqual(edited);
        const found = await target
          .http()
          .get(api('images'))
          .query({ q: 'suite DOT', sort: 'name' })
          .set(target.auth())
          .expect(200);
        expect(
          z
            .array(imageRecordSchema)
            .parse(found.body)
            .map((i) => i.id),
        ).toContain(image.id);

        const replaced = await target
          .http()
          .post(api(`images/${image.id}/replace`))
          .set(target.auth())
          .attach('image', await smallPng(), 'other.png')
          .expect(200);
        const next = imageRecordSchema.parse(replaced.body);
        expect(next).toMatchObject({ id: image.id, name: 'Contract suite dot', alt: 'A red dot', focal_x: 0.2 });
        expect(next.image).not.toBe(image.image);
        await target.http().get(new URL(image.image, 'http://site.invalid').pathname).expect(404);
        await target.http().get(new URL(next.image, 'http://site.invalid').pathname).expect(200);
      } finally {
        await deleteImage(image.id);
      }
    },
  );
});
