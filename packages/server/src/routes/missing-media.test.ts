// A save naming a /media/ image the library does not hold (never uploaded, or deleted a moment
// before) is refused with a 400 naming the field, in the error shape of the route's other
// validation errors, and writes nothing: no public page shows a broken image. Every write that
// stores a document is covered: sections (PUT, PATCH), services, editor-built pages, drafts, each
// page's search-engine settings, the site settings and history restores. Remote and library images
// save as before, and an image in use still cannot be deleted, so the two never both succeed.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getSection, heroDefault, variantUrl, type ImageRecord } from '@site/contracts';
import { drafts, revisions, sections } from '../db/schema.js';
import { saveImage } from '../media/images.js';
import { auth, withTestApp, type TestApp } from '../test/test-app.js';
import { createPublishedPage } from '../test/published-page.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});

const API = '/backend/api';
const GONE = '/media/never-uploaded.webp';
const notInLibrary = (url: string) => `There is no image ${url} in the library.`;

const send = (method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: auth(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const read = async (url: string) => (await t.app.inject({ url: `${API}${url}`, headers: auth(token) })).json<unknown>();

async function upload(): Promise<ImageRecord> {
  const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: 'teal' } })
    .png()
    .toBuffer();
  return saveImage(t.app, { bytes: png, category: 'news' });
}

/** The 400 of the route's validation errors, naming `path` as the field holding `url`. */
function expectRefused(res: Awaited<ReturnType<typeof send>>, what: string, path: string, url = GONE, before = '') {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    error: `${before}${what} is not valid at "${path}": ${notInLibrary(url)}`,
    issues: [{ path, message: notInLibrary(url) }],
  });
}

const hero = (fields: object = {}) => ({ ...heroDefault, ...fields });
const careers = (image: string) => ({
  slug: 'careers',
  title: 'Careers',
  blocks: [{ type: 'image-text', data: { ...getSection('richText').defaults, ...imageText, image } }],
});
const imageText = {
  heading: 'Our office',
  imageAlt: '',
  imageSide: 'right',
  buttonLabel: '',
  buttonLink: '',
  bgColor: '',
  textColor: '',
};
const revisionCount = async () => (await t.app.db.select().from(revisions)).length;

describe('a save naming an image that is not in the library', () => {
  it('section PUT and PATCH: 400 naming the field, and the section stays as it was', async () => {
    const before = await read('/home/hero');
    expectRefused(await send('PUT', '/home/hero', hero({ image1: GONE })), 'The Hero section', 'image1');
    expectRefused(await send('PATCH', '/home/hero', { image2: GONE }), 'The Hero section', 'image2');
    expect(await read('/home/hero')).toEqual(before);
    expect(await revisionCount()).toBe(0);
  });

  it('names every such field, each once per field', async () => {
    const res = await send('PUT', '/home/hero', hero({ image1: GONE, image2: '/media/other-gone.png' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: unknown }>().issues).toEqual([
      { path: 'image1', message: notInLibrary(GONE) },
      { path: 'image2', message: notInLibrary('/media/other-gone.png') },
    ]);
  });

  it('services PUT: 400 naming the service field, and the list stays as it was', async () => {
    expectRefused(await send('PUT', '/services/', [{ title: 'Windows', heroImage: GONE }]), 'The services list', '0.heroImage');
    expect(await read('/services')).toEqual([]);
  });

  it('editor-built pages, created and replaced: 400 naming the block field, and nothing is stored', async () => {
    expectRefused(await send('POST', '/custom-pages/', careers(GONE)), 'The page', 'blocks.0.data.image');
    expect((await t.app.inject({ url: `${API}/custom-pages/careers` })).statusCode).toBe(404);
    const image = await upload();
    expect((await createPublishedPage(t.app, token, careers(image.image))).statusCode).toBe(201);
    expectRefused(await send('PUT', '/custom-pages/careers', careers(GONE)), 'The page', 'blocks.0.data.image');
    expect(await read('/custom-pages/careers')).toMatchObject({ blocks: [{ data: { image: image.image } }] });
  });

  it('a draft: refused at its save (not only at its publish), and no draft is stored', async () => {
    expectRefused(await send('PUT', '/drafts/home/hero', hero({ image1: GONE })), 'The draft of Hero', 'image1');
    expect(await t.app.db.select().from(drafts)).toEqual([]);
  });

  it("a page's search-engine settings: 400 naming the field, and nothing is stored", async () => {
    expectRefused(
      await send('PUT', '/seo/about', { title: '', description: '', image: GONE, noindex: false }),
      'The search-engine settings of the page "about"',
      'image',
    );
    expect(await revisionCount()).toBe(0);
  });

  it('the site settings: 400 naming the field, and nothing is stored', async () => {
    const before = await read('/settings');
    expectRefused(
      await send('PUT', '/settings', { ...(before as object), default_image: GONE }),
      'The site settings',
      'default_image',
    );
    expect(await read('/settings')).toEqual(before);
    expect(await revisionCount()).toBe(0);
  });

  it("a variant's URL is not a library image: the library would not see it used and could delete the image under it", async () => {
    const image = await upload();
    const variant = variantUrl(image.image, 480, 'webp');
    expectRefused(await send('PUT', '/home/hero', hero({ image1: variant })), 'The Hero section', 'image1', variant);
  });

  it('a restore of a version naming an image deleted since: 400, and the version in force stays', async () => {
    const image = await upload();
    expect((await send('PUT', '/home/hero', hero({ image1: image.image }))).statusCode).toBe(200);
    expect((await send('PUT', '/home/hero', hero({ title: 'Without it' }))).statusCode).toBe(200);
    expect((await send('DELETE', `/images/${image.id}/`)).statusCode).toBe(204);
    // Into the draft (a restore's default) and live: both refused, naming the missing image.
    expectRefused(
      await send('POST', '/history/home/hero/1/restore'),
      'The draft of Hero',
      'image1',
      image.image,
      'Version 1 cannot be restored: ',
    );
    expectRefused(
      await send('POST', '/history/home/hero/1/restore', { into: 'live' }),
      'The Hero section',
      'image1',
      image.image,
      'Version 1 cannot be restored: ',
    );
    expect(await read('/home/hero')).toMatchObject({ title: 'Without it' });
  });
});

describe('saves that name no missing image', () => {
  it('library images, remote https images and empty fields save as before', async () => {
    const image = await upload();
    const res = await send('PUT', '/home/hero', hero({ image1: image.image, image2: 'https://cdn.example.com/a.jpg' }));
    expect(res.statusCode).toBe(200);
    expect((await send('PUT', '/home/hero', hero({ image1: '', image2: '' }))).statusCode).toBe(200);
  });

  it('a document that already named a missing image (stored before this check) still saves its other changes', async () => {
    const old = { ...heroDefault, image1: GONE };
    await t.app.db.insert(sections).values({ key: 'hero', data: old });
    await t.app.db.insert(revisions).values({ document: 'section:hero', version: 1, data: old });
    expect((await send('PATCH', '/home/hero', { title: 'New title' })).statusCode).toBe(200);
    expect(await read('/home/hero')).toMatchObject({ title: 'New title', image1: GONE });
  });
});

describe('a save and a delete of the same image at the same time', () => {
  it('never both succeed: either the save stands and the delete is refused, or the delete stands and the save is refused', async () => {
    for (let round = 0; round < 5; round++) {
      const image = await upload();
      const [save, remove] = await Promise.all([
        send('PUT', '/home/hero', hero({ image1: image.image })),
        send('DELETE', `/images/${image.id}/`),
      ]);
      expect([save.statusCode, remove.statusCode].sort()).toEqual(save.statusCode === 200 ? [200, 409] : [204, 400]);
      const stored = (await read('/home/hero')) as { image1: string };
      const library = (await read('/images/')) as ImageRecord[];
      if (stored.image1) expect(library.map((i) => i.image)).toContain(stored.image1);
      expect((await send('PUT', '/home/hero', hero())).statusCode).toBe(200);
    }
  });

  it('an image a draft names cannot be deleted, so a scheduled publish never meets a missing image', async () => {
    const image = await upload();
    expect((await send('PUT', '/drafts/home/hero', hero({ image1: image.image }))).statusCode).toBe(200);
    const remove = await send('DELETE', `/images/${image.id}/`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toMatchObject({ usedBy: ['the draft of Hero'] });
  });
});
