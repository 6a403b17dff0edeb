// The page-level read: one answer with a page's sections, navbar, footer and service slugs.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES, sectionsOfPage } from '@site/contracts';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { countStatements } from '../test/count-statements.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  const token = await adminToken(t.app);
  await t.app.inject({ method: 'PUT', url: '/backend/api/services', headers: auth(token), payload: [{ title: 'Cleaning' }] });
  await t.app.inject({ method: 'PATCH', url: '/backend/api/home/hero', headers: auth(token), payload: { title: 'Hello' } });
});
afterAll(() => t.close());

describe('GET /pages/{page}', () => {
  it.each(PAGES)('%s carries its own sections, navbar, footer and slugs', async (page) => {
    const res = await t.app.inject(`/backend/api/pages/${page}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toBe(page);
    expect(Object.keys(body.sections).sort()).toEqual(
      ['navbar', 'footer', 'siteMessages', ...sectionsOfPage(page).map((s) => s.key)].sort(),
    );
    expect(body.serviceSlugs).toEqual([{ title: 'Cleaning', slug: 'cleaning' }]);
    expect('services' in body).toBe(page === 'services');
  });

  it('has the same documents as the section routes', async () => {
    const home = (await t.app.inject('/backend/api/pages/home')).json();
    expect(home.sections.hero.title).toBe('Hello');
    for (const s of sectionsOfPage('home')) {
      expect(home.sections[s.key]).toEqual((await t.app.inject(`/backend/api/${s.path}`)).json());
    }
  });

  it('the services page carries the full list', async () => {
    const body = (await t.app.inject('/api/pages/services')).json();
    expect(body.services[0]).toMatchObject({ title: 'Cleaning', slug: 'cleaning' });
  });

  it('carries the size and variant widths of every stored image the page refers to, and nothing for other URLs', async () => {
    const token = await adminToken(t.app);
    const body = new FormData();
    body.append('category', 'hero');
    const photo = sharp({
      create: { width: 24, height: 16, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    }).resize(1000, 640, { kernel: 'cubic' });
    body.append('image', new Blob([await photo.jpeg({ quality: 92 }).toBuffer()]), 'hero.jpg');
    const uploaded = await t.app.inject({ method: 'POST', url: '/backend/api/images', payload: body, headers: auth(token) });
    const { image } = uploaded.json();
    const external = 'https://example.com/elsewhere.jpg';
    await t.app.inject({
      method: 'PATCH',
      url: '/backend/api/home/hero',
      headers: auth(token),
      payload: { image1: image, image2: external },
    });

    const home = (await t.app.inject('/backend/api/pages/home')).json();
    expect(home.media).toEqual({ [image]: { width: 1000, height: 640, avif: [480, 960], webp: [480, 960] } });
    expect((await t.app.inject('/backend/api/pages/gallery')).json().media).toEqual({});

    // The library's alt text and focal point travel with it, once set.
    const { id } = uploaded.json();
    const patch = { alt: 'Our team on site', focal_x: 0.3, focal_y: 0.7 };
    await t.app.inject({ method: 'PATCH', url: `/backend/api/images/${id}`, headers: auth(token), payload: patch });
    const after = (await t.app.inject('/backend/api/pages/home')).json();
    expect(after.media[image]).toEqual({ ...home.media[image], alt: 'Our team on site', focus: [0.3, 0.7] });
  });

  it('an unknown page is a 400 naming the pages there are', async () => {
    const res = await t.app.inject('/backend/api/pages/nowhere');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/home, about, contact, gallery, projects, services/);
  });
});

describe('caching the page answer per content version', () => {
  it('answers an ETag, and 304 with no body when the browser already has it', async () => {
    const first = await t.app.inject('/backend/api/pages/about');
    const etag = first.headers.etag as string;
    // A hash of the answer: any server with the same content answers the same.
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ url: '/backend/api/pages/about', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('reads the database once per version: an unchanged page is served from memory', async () => {
    await t.app.inject('/backend/api/pages/gallery');
    let res: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    expect(await countStatements(t.app.db, async () => (res = await t.app.inject('/backend/api/pages/gallery')))).toBe(0);
    expect(res?.statusCode).toBe(200);
    expect(res?.json().page).toBe('gallery');
  });

  it('every content write changes the ETag and the answer; a contact message does not', async () => {
    const before = await t.app.inject('/backend/api/pages/home');
    const token = await adminToken(t.app);
    await t.app.inject({ method: 'PATCH', url: '/backend/api/home/hero/', headers: auth(token), payload: { title: 'Changed' } });
    const after = await t.app.inject({
      url: '/backend/api/pages/home',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().sections.hero.title).toBe('Changed');

    await t.app.inject({
      method: 'POST',
      url: '/backend/api/contact-messages/',
      payload: { name: 'A', email: 'a@example.com', message: 'Hi', website: '' },
    });
    expect((await t.app.inject('/backend/api/pages/home')).headers.etag).toBe(after.headers.etag);
  });

  it('is sent Brotli- or gzip-compressed to a browser that accepts it', async () => {
    const plain = await t.app.inject('/backend/api/pages/home');
    const br = await t.app.inject({ url: '/backend/api/pages/home', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await t.app.inject({ url: '/backend/api/pages/home', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('a refused write leaves the cache alone', async () => {
    const before = (await t.app.inject('/backend/api/pages/home')).headers.etag;
    const token = await adminToken(t.app);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/backend/api/home/hero/',
      headers: auth(token),
      payload: { nope: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect((await t.app.inject('/backend/api/pages/home')).headers.etag).toBe(before);
  });
});
