// The library's details over HTTP: the name, alt text and focal point of an image (PATCH), search,
// category and order of the list, one image with every field that uses it, and replacing an image's
// file: every document that used the old URL moves to the new one in one transaction, with a history
// entry each, and the old files go; a replace that fails changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  blockFacts,
  FOCAL_ERROR,
  IMAGE_ALT_ERROR,
  IMAGE_CATEGORY_EMPTY_ERROR,
  IMAGE_NAME_ERROR,
  NO_CREDENTIALS,
  ICON_SIZES,
  iconUrl,
  type History,
  type ImageRecord,
  type SiteSettings,
} from '@site/contracts';
import { UNSUPPORTED_IMAGE } from '../media/image-header.js';
import { images, sections } from '../db/schema.js';
import { eq } from 'drizzle-orm';
import { auth, type TestApp, withTestApp } from '../test/test-app.js';
import { createPublishedPage } from '../test/published-page.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});

const API = '/backend/api';
const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });

const png = (width: number, height: number, background = 'red') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function upload(name: string, category = 'news', bytes?: Buffer): Promise<ImageRecord> {
  const body = new FormData();
  body.append('category', category);
  body.append('image', new Blob([bytes ?? (await png(8, 8))]), name);
  const res = await t.app.inject({ method: 'POST', url: `${API}/images/`, payload: body, headers: auth(token) });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function replace(id: number, bytes: Buffer, extra: Record<string, string> = {}) {
  const body = new FormData();
  body.append('image', new Blob([bytes]), 'new.png');
  for (const [k, v] of Object.entries(extra)) body.append(k, v);
  return t.app.inject({ method: 'POST', url: `${API}/images/${id}/replace`, payload: body, headers: auth(token) });
}

const storedFiles = () => fs.readdirSync(t.config.uploadsDir).sort();
const row = async (id: number) => (await t.app.db.select().from(images).where(eq(images.id, id)))[0];

async function useInHeroAndServices(url: string) {
  const hero = (await t.app.inject(`${API}/home/hero`)).json<Record<string, unknown>>();
  expect((await call('PUT', `${API}/home/hero`, { ...hero, image1: url, image2: url })).statusCode).toBe(200);
  expect((await call('PUT', `${API}/services`, [{ title: 'Office Cleaning', heroImage: url }])).statusCode).toBe(200);
}

describe('PATCH /images/{id}', () => {
  it('changes the name, alt text, focal point and category given, keeps the rest, and answers the record', async () => {
    const image = await upload('Roof team.png');
    const res = await call('PATCH', `${API}/images/${image.id}/`, { alt: '  The crew on a roof  ', focal_x: 0.25, focal_y: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...image, alt: 'The crew on a roof', focal_x: 0.25, focal_y: 1 });
    const renamed = await call('PATCH', `${API}/images/${image.id}`, { name: 'Roofers', category: 'Team Member' });
    expect(renamed.json()).toMatchObject({ name: 'Roofers', category: 'team-member', alt: 'The crew on a roof', focal_x: 0.25 });
    expect(await row(image.id)).toMatchObject({ name: 'Roofers', alt: 'The crew on a roof', focalX: 0.25, focalY: 1 });
  });

  it.each([
    ['an empty name', { name: '   ' }, IMAGE_NAME_ERROR],
    ['a name too long', { name: 'x'.repeat(201) }, IMAGE_NAME_ERROR],
    ['a name that is not text', { name: 5 }, IMAGE_NAME_ERROR],
    ['alt text too long', { alt: 'x'.repeat(501) }, IMAGE_ALT_ERROR],
    ['a focal point left of the picture', { focal_x: -0.1 }, FOCAL_ERROR],
    ['a focal point below it', { focal_y: 1.5 }, FOCAL_ERROR],
    ['a focal point as text', { focal_x: '0.5' }, FOCAL_ERROR],
    ['a category with no letter or digit', { category: '!?' }, IMAGE_CATEGORY_EMPTY_ERROR],
    ['an unknown field', { url: '/media/x.png' }, 'Unknown field: url.'],
  ])('refuses %s with a 400 that says why, and changes nothing', async (_label, payload, message) => {
    const image = await upload('a.png');
    const before = await row(image.id);
    const res = await call('PATCH', `${API}/images/${image.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringContaining(message), issues: [expect.objectContaining({ message })] });
    expect(await row(image.id)).toEqual(before);
  });

  it('answers 404 for an unknown id and 401 without a login', async () => {
    const missing = await call('PATCH', `${API}/images/999`, { alt: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'There is no image with the id 999.' });
    const image = await upload('a.png');
    const anonymous = await t.app.inject({ method: 'PATCH', url: `${API}/images/${image.id}`, payload: { alt: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: NO_CREDENTIALS });
    expect((await row(image.id))?.alt).toBe('');
  });
});

describe('GET /images/?q=&category=&sort=', () => {
  const names = async (query: string) => (await call('GET', `${API}/images/${query}`)).json<ImageRecord[]>().map((i) => i.name);

  it('finds by name or alt text in any case, within a category, in the order asked for', async () => {
    const small = await png(4, 4);
    const large = await sharp({ create: { width: 64, height: 64, channels: 3, background: 'blue' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    await upload('Office 10.png', 'news', large);
    const b = await upload('office 9.png', 'gallery', small);
    await upload('Warehouse.png', 'news', small);
    await call('PATCH', `${API}/images/${b.id}`, { alt: 'Cleaning the warehouse floor' });

    expect(await names('')).toEqual(['Warehouse.png', 'office 9.png', 'Office 10.png']);
    expect(await names('?sort=oldest')).toEqual(['Office 10.png', 'office 9.png', 'Warehouse.png']);
    // Numbers in number order, letters in any case.
    expect(await names('?sort=name')).toEqual(['office 9.png', 'Office 10.png', 'Warehouse.png']);
    expect((await names('?sort=size'))[0]).toBe('Office 10.png');
    expect(await names('?q=OFFICE')).toEqual(['office 9.png', 'Office 10.png']);
    // The alt text is searched too.
    expect(await names('?q=warehouse&sort=name')).toEqual(['office 9.png', 'Warehouse.png']);
    expect(await names('?q=office&category=news')).toEqual(['Office 10.png']);
    expect(await names('?q=nothing-like-it')).toEqual([]);
  });

  it('refuses an unknown order with a 400 naming the orders', async () => {
    const res = await call('GET', `${API}/images/?sort=biggest`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'sort', message: 'sort is one of newest, oldest, name, size.' }]);
  });
});

describe('GET /images/{id}', () => {
  it('answers the record with every document field that uses it, drafts included', async () => {
    const image = await upload('hero.png', 'hero');
    const unused = await upload('other.png');
    await useInHeroAndServices(image.image);
    const about = (await t.app.inject(`${API}/about/about1`)).json<Record<string, unknown>>();
    expect((await call('PUT', `${API}/drafts/about/about1`, { ...about, image1: image.image })).statusCode).toBe(200);

    const res = await call('GET', `${API}/images/${image.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json<ImageRecord>()).toEqual({
      ...image,
      used_by: [
        { document: 'home/hero', place: 'Home › Hero', field: 'image1', words: 'Home page, Hero, image 1' },
        { document: 'home/hero', place: 'Home › Hero', field: 'image2', words: 'Home page, Hero, image 2' },
        {
          document: 'services',
          place: 'the service "Office Cleaning"',
          field: 'heroImage',
          words: 'Service "Office Cleaning", hero image',
        },
        {
          document: 'about/about1',
          place: 'the draft of Company Profile',
          field: 'image1',
          words: 'Draft: About page, Company Profile, image 1',
        },
      ],
    });
    expect((await call('GET', `${API}/images/${unused.id}`)).json<ImageRecord>().used_by).toEqual([]);
    // The list carries the same, for the library's "used on …".
    const listed = (await call('GET', `${API}/images/`)).json<ImageRecord[]>();
    expect(listed.find((i) => i.id === image.id)?.used_by).toEqual(res.json<ImageRecord>().used_by);
    expect((await call('GET', `${API}/images/999`)).statusCode).toBe(404);
    expect((await t.app.inject(`${API}/images/${image.id}`)).statusCode).toBe(401);
  });

  it('says where an image is used in words: the page, the position in a list and the field, not the stored path', async () => {
    const image = await upload('atrium.png', 'gallery');
    const gallery = (await t.app.inject(`${API}/gallery`)).json<{ items: { image: string }[] }>();
    const item = (n: number) => ({ image: n === 9 ? image.image : '', subtitle: '', title: `Photo ${n + 1}`, description: '' });
    const items = Array.from({ length: 10 }, (_, n) => item(n));
    expect((await call('PUT', `${API}/gallery`, { ...gallery, items })).statusCode).toBe(200);
    const block = { type: 'home/hero', data: { ...blockFacts('home/hero').defaults, image2: image.image } };
    const other = { type: 'image-text', data: blockFacts('image-text').defaults };
    const created = await createPublishedPage(t.app, token, { slug: 'careers', title: 'Careers', blocks: [other, other, block] });
    expect(created.statusCode).toBe(201);

    const used = (await call('GET', `${API}/images/${image.id}`)).json<ImageRecord>();
    expect(used.used_by.map((u) => u.words)).toEqual(['Gallery page, 10th image', 'Page "Careers", block 3 (Hero), image 2']);
    const listed = (await call('GET', `${API}/images/`)).json<ImageRecord[]>();
    expect(listed.find((i) => i.id === image.id)?.used_by.map((u) => u.words)).toEqual(used.used_by.map((u) => u.words));
  });
});

describe('POST /images/{id}/replace', () => {
  it('moves every document and draft to the new file in one go, notes it in their history, and removes the old files', async () => {
    const image = await upload('hero.png', 'hero', await png(1200, 800));
    await call('PATCH', `${API}/images/${image.id}`, { alt: 'Our team', focal_x: 0.2 });
    await useInHeroAndServices(image.image);
    const about = (await t.app.inject(`${API}/about/about1`)).json<Record<string, unknown>>();
    await call('PUT', `${API}/drafts/about/about1`, { ...about, image1: image.image });
    const oldFiles = storedFiles();
    expect(oldFiles.length).toBeGreaterThan(1); // the original and its variants

    const res = await replace(image.id, await png(600, 900, 'blue'));
    expect(res.statusCode).toBe(200);
    const replaced = res.json<ImageRecord>();
    expect(replaced).toMatchObject({ id: image.id, name: 'hero.png', alt: 'Our team', focal_x: 0.2, width: 600, height: 900 });
    expect(replaced.image).not.toBe(image.image);
    expect(replaced.used_by.map((u) => u.place)).toEqual([
      'Home › Hero',
      'Home › Hero',
      'the service "Office Cleaning"',
      'the draft of Company Profile',
    ]);

    const hero = (await t.app.inject(`${API}/home/hero`)).json<Record<string, unknown>>();
    expect([hero.image1, hero.image2]).toEqual([replaced.image, replaced.image]);
    expect((await t.app.inject(`${API}/services`)).json()).toMatchObject([{ heroImage: replaced.image }]);
    const draft = (await call('GET', `${API}/drafts/about/about1`)).json<{ document: Record<string, unknown> }>();
    expect(draft.document.image1).toBe(replaced.image);
    for (const doc of ['home/hero', 'services']) {
      const h = (await call('GET', `${API}/history/${doc}`)).json<History>();
      expect(h.items[0]).toMatchObject({ note: 'Replaced the image "hero.png"', savedBy: 'test-admin' });
    }
    // The old original and variants are gone; only the new file's remain.
    const files = storedFiles();
    expect(files.filter((f) => oldFiles.includes(f))).toEqual([]);
    expect(files).toContain(path.basename(replaced.image));
    expect((await t.app.inject(image.image)).statusCode).toBe(404);
  });

  it("moves the favicon, the default share image and a page's share image too, and makes the icons from the new file", async () => {
    const image = await upload('mark.png', 'logo', await png(64, 64));
    const settings = (await t.app.inject(`${API}/settings`)).json<SiteSettings>();
    const saved = await call('PUT', `${API}/settings`, { ...settings, favicon: image.image, default_image: image.image });
    expect(saved.statusCode).toBe(200);
    expect((await call('PUT', `${API}/seo/gallery`, { image: image.image })).statusCode).toBe(200);
    const oldIcons = ICON_SIZES.map((size) => path.basename(iconUrl(image.image, size)));
    expect(storedFiles()).toEqual(expect.arrayContaining(oldIcons));

    const res = await replace(image.id, await png(48, 48, 'blue'));
    expect(res.statusCode).toBe(200);
    const replaced = res.json<ImageRecord>();
    expect(replaced.used_by.map((u) => u.place)).toEqual([
      'the site settings',
      'the site settings',
      'the search-engine settings of the page "gallery"',
    ]);
    expect((await t.app.inject(`${API}/settings`)).json<SiteSettings>()).toMatchObject({
      favicon: replaced.image,
      default_image: replaced.image,
    });
    expect((await t.app.inject(`${API}/seo/gallery`)).json()).toMatchObject({ image: replaced.image });
    for (const doc of ['settings', 'seo/gallery']) {
      const h = (await call('GET', `${API}/history/${doc}`)).json<History>();
      expect(h.items[0]).toMatchObject({ note: 'Replaced the image "mark.png"' });
    }
    const files = storedFiles();
    expect(files.filter((f) => oldIcons.includes(f))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(ICON_SIZES.map((size) => path.basename(iconUrl(replaced.image, size)))));
  });

  it('counts an editor-built page as a use, refuses to delete the image, and moves the page to the new file', async () => {
    const image = await upload('team.png', 'about');
    const block = { type: 'image-text', data: { ...blockFacts('image-text').defaults, heading: 'Join us', image: image.image } };
    const created = await createPublishedPage(t.app, token, { slug: 'careers', title: 'Careers', blocks: [block] });
    expect(created.statusCode).toBe(201);
    const used = (await call('GET', `${API}/images/${image.id}`)).json<ImageRecord>();
    expect(used.used_by).toEqual([
      {
        document: 'custom-pages/careers',
        place: 'the page "Careers"',
        field: 'blocks.0.data.image',
        words: 'Page "Careers", block 1 (Image and text), image',
      },
    ]);
    const refused = await call('DELETE', `${API}/images/${image.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('the page "Careers"');

    const replaced = (await replace(image.id, await png(10, 10, 'blue'))).json<ImageRecord>();
    const page = (await t.app.inject(`${API}/custom-pages/careers`)).json<{ blocks: { data: { image: string } }[] }>();
    expect(page.blocks[0]!.data.image).toBe(replaced.image);
    const h = (await call('GET', `${API}/history/custom-pages/careers`)).json<History>();
    expect(h.items[0]).toMatchObject({ note: 'Replaced the image "team.png"' });
  });

  it('a draft based on the replaced version stays publishable without a conflict', async () => {
    const image = await upload('hero.png', 'hero');
    await useInHeroAndServices(image.image);
    const hero = (await t.app.inject(`${API}/home/hero`)).json<Record<string, unknown>>();
    await call('PUT', `${API}/drafts/home/hero`, { ...hero, title: 'Drafted' });
    expect((await replace(image.id, await png(10, 10, 'blue'))).statusCode).toBe(200);
    const published = await call('POST', `${API}/drafts/home/hero/publish`);
    expect(published.statusCode).toBe(200);
  });

  it('leaves everything unchanged when a document using the image cannot be saved', async () => {
    const image = await upload('hero.png', 'hero');
    await useInHeroAndServices(image.image);
    // A section stored under an older rule: today's schema refuses it, so it cannot be saved anew.
    const [stored] = await t.app.db.select().from(sections).where(eq(sections.key, 'about1'));
    const broken = { ...(stored?.data as object), image1: image.image, title: 'x'.repeat(100_000) };
    if (stored) await t.app.db.update(sections).set({ data: broken }).where(eq(sections.key, 'about1'));
    else await t.app.db.insert(sections).values({ key: 'about1', data: broken });
    const heroBefore = (await t.app.inject(`${API}/home/hero`)).json();
    const historyBefore = (await call('GET', `${API}/history/home/hero`)).json<History>();
    const rowBefore = await row(image.id);
    const filesBefore = storedFiles();

    const res = await replace(image.id, await png(10, 10, 'blue'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^The image was not replaced: Company Profile uses it but cannot be saved as it is \(/);
    expect(await row(image.id)).toEqual(rowBefore);
    expect((await t.app.inject(`${API}/home/hero`)).json()).toEqual(heroBefore);
    expect((await call('GET', `${API}/history/home/hero`)).json()).toEqual(historyBefore);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('refuses a file that is not an image, or a form with other fields, and changes nothing', async () => {
    const image = await upload('hero.png', 'hero');
    await useInHeroAndServices(image.image);
    const rowBefore = await row(image.id);
    const filesBefore = storedFiles();
    const text = await replace(image.id, Buffer.from('not a picture'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: UNSUPPORTED_IMAGE });
    const extra = await replace(image.id, await png(4, 4), { category: 'news' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ error: 'Unknown form field: category. Send only "image".' });
    expect(await row(image.id)).toEqual(rowBefore);
    expect(storedFiles()).toEqual(filesBefore);
    expect((await replace(999, await png(4, 4))).statusCode).toBe(404);
    expect(storedFiles()).toEqual(filesBefore);
  });
});
