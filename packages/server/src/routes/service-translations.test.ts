// The services list in another language over the API: a translation is an entry per service by its
// _id, read with fallbacks (the order and slugs the default language's), and the page answers show it.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { replaceImage } from '../media/replace-image.js';
import { images } from '../db/schema.js';
import { addLibraryRecords } from '../test/library-records.js';
import type { TestApp } from '../test/test-app.js';
import { API, type Send, withTranslatedSite } from '../test/translated-site.js';

let t: TestApp;
let send: Send;
withTranslatedSite((made) => {
  ({ t, send } = made);
});

interface ServiceRead {
  _id: string;
  slug: string;
  title: string;
  tagline: string;
  heroBgColor: string;
  features: { title: string; description: string }[];
  fallback?: string[];
}

let cleaning: ServiceRead;
let security: ServiceRead;

beforeAll(async () => {
  const saved = await send('PUT', '/services', [
    { title: 'Cleaning', tagline: 'Spotless', heroBgColor: '#112233', features: [{ title: 'Fast', description: 'Quick' }] },
    { title: 'Security', tagline: 'Safe' },
  ]);
  expect(saved.statusCode, saved.body).toBe(200);
  [cleaning, security] = saved.json<ServiceRead[]>() as [ServiceRead, ServiceRead];
});

describe('the services list in another language', () => {
  it('saves a translation by _id and reads every service with fallbacks, the default language untouched', async () => {
    const put = await send('PUT', '/services?locale=bn', [
      { _id: security._id, title: 'নিরাপত্তা' },
      { _id: cleaning._id, title: 'পরিষ্কার', features: [{ title: 'দ্রুত' }] },
    ]);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual([
      { _id: security._id, title: 'নিরাপত্তা' },
      { _id: cleaning._id, title: 'পরিষ্কার', features: [{ title: 'দ্রুত' }] },
    ]);

    const read = await t.app.inject(`${API}/services?locale=bn`);
    expect(read.statusCode, read.body).toBe(200);
    const [first, second] = read.json<ServiceRead[]>();
    expect(first).toMatchObject({
      _id: cleaning._id,
      slug: 'cleaning',
      title: 'পরিষ্কার',
      tagline: 'Spotless',
      heroBgColor: '#112233',
      features: [{ title: 'দ্রুত', description: 'Quick' }],
    });
    expect(first!.fallback).toEqual(expect.arrayContaining(['tagline', 'features.0.description']));
    expect(first!.fallback).not.toContain('title');
    expect(second).toMatchObject({ slug: 'security', title: 'নিরাপত্তা', tagline: 'Safe' });

    const english = (await t.app.inject(`${API}/services`)).json<ServiceRead[]>();
    expect(english.map((s) => s.title)).toEqual(['Cleaning', 'Security']);
    expect(english[0]).not.toHaveProperty('fallback');
    expect((await t.app.inject(`${API}/get-service-slugs?locale=bn`)).json()).toEqual([
      { title: 'পরিষ্কার', slug: 'cleaning' },
      { title: 'নিরাপত্তা', slug: 'security' },
    ]);

    // A language with nothing translated reads as the default, every text listed as fallen back.
    const arabic = (await t.app.inject(`${API}/services?locale=ar`)).json<ServiceRead[]>();
    expect(arabic[0]).toMatchObject({ title: 'Cleaning' });
    expect(arabic[0]!.fallback).toContain('title');
  });

  it('shows the translated services on the services page and in every page’s menu', async () => {
    const page = (await t.app.inject(`${API}/pages/services?locale=bn`)).json<{
      locale: string;
      services: ServiceRead[];
      serviceSlugs: { title: string; slug: string }[];
    }>();
    expect(page.locale).toBe('bn');
    expect(page.services.map((s) => s.title)).toEqual(['পরিষ্কার', 'নিরাপত্তা']);
    expect(page.serviceSlugs).toEqual([
      { title: 'পরিষ্কার', slug: 'cleaning' },
      { title: 'নিরাপত্তা', slug: 'security' },
    ]);
    const home = (await t.app.inject(`${API}/pages/home`)).json<{ serviceSlugs: { title: string }[] }>();
    expect(home.serviceSlugs.map((s) => s.title)).toEqual(['Cleaning', 'Security']);
  });

  it('follows a service through reorders, and leaves out the entry of a deleted service', async () => {
    const english = (await t.app.inject(`${API}/services`)).json<ServiceRead[]>();
    expect((await send('PUT', '/services', [...english].reverse())).statusCode).toBe(200);
    const reordered = (await t.app.inject(`${API}/services?locale=bn`)).json<ServiceRead[]>();
    expect(reordered.map((s) => s.title)).toEqual(['নিরাপত্তা', 'পরিষ্কার']);

    expect((await send('DELETE', `/services/${security._id}`)).statusCode).toBe(204);
    const after = (await t.app.inject(`${API}/services?locale=bn`)).json<ServiceRead[]>();
    expect(after.map((s) => s.title)).toEqual(['পরিষ্কার']);
  });

  it('refuses a slug or a colour in a translation and writes nothing', async () => {
    for (const entry of [{ slug: 'other' }, { heroBgColor: '#000000' }]) {
      const bad = await send('PUT', '/services?locale=bn', [{ _id: cleaning._id, title: 'x', ...entry }]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ error: string }>().error).toContain('translation');
    }
    const read = (await t.app.inject(`${API}/services?locale=bn`)).json<ServiceRead[]>();
    expect(read[0]!.title).toBe('পরিষ্কার');
  });

  it("counts a translation's own image as a use: the library will not delete it, and a replace reaches it", async () => {
    await addLibraryRecords(t.app.db, '/media/bn-hero.jpg');
    const [image] = await t.app.db.select({ id: images.id }).from(images).where(eq(images.url, '/media/bn-hero.jpg'));
    const put = await send('PUT', '/services?locale=bn', [{ _id: cleaning._id, heroImage: '/media/bn-hero.jpg' }]);
    expect(put.statusCode, put.body).toBe(200);
    const record = (await send('GET', `/images/${image!.id}`)).json<{ used_by: { document: string; place: string }[] }>();
    expect(record.used_by).toEqual([expect.objectContaining({ document: 'services', place: 'the services list in বাংলা' })]);
    const refused = await send('DELETE', `/images/${image!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toContain('the services list in বাংলা');

    // A replace of the file reaches the translation as it reaches every document using the image.
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#124578' } })
      .png()
      .toBuffer();
    const replaced = await replaceImage(t.app, image!.id, { bytes });
    const translation = (await send('GET', '/services?locale=bn')).json<{ heroImage: string }[]>();
    expect(translation[0]!.heroImage).toBe(replaced.image);
    expect(replaced.image).not.toBe('/media/bn-hero.jpg');
  });
});
