// The site settings over HTTP: public to read, an admin's to save, a bad body a 400 that stores
// nothing, the favicon's icons made from a library image (PNG and SVG), a history with restores, the
// navbar's former name and icon carried over, and the web app manifest built from them.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_TITLE_TEMPLATE,
  NO_CREDENTIALS,
  SETTINGS_DEFAULTS,
  TITLE_TEMPLATE_ERROR,
  type SiteSettings,
} from '@site/contracts';
import { carryOverSettings } from '../content/settings.js';
import { revisions, sections } from '../db/schema.js';
import { readStoredSection } from '../content/sections.js';
import { saveImage } from '../media/images.js';
import { FAVICON_NOT_IN_LIBRARY } from '../media/site-icons.js';
import { auth, withTestApp, type TestApp } from '../test/test-app.js';
import { addLibraryRecords } from '../test/library-records.js';

let t: TestApp;
let token: string;
withTestApp((made) => {
  ({ t, token } = made);
});
beforeEach(async () => {
  await addLibraryRecords(t.app.db, '/media/share.jpg');
});

const API = '/backend/api';
const put = (payload: unknown, headers: Record<string, string> = auth(token)) =>
  t.app.inject({ method: 'PUT', url: `${API}/settings`, headers, payload: payload as object });
const read = async () => (await t.app.inject({ url: `${API}/settings` })).json<SiteSettings>();
const settingsRows = async () => (await t.app.db.select().from(revisions)).filter((r) => r.document === 'settings');
const file = (url: string) => path.join(t.config.uploadsDir, url.slice('/media/'.length));

const square = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#0a7' } })
    .png()
    .toBuffer();
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12"><rect width="24" height="12" fill="teal"/></svg>';
const upload = async (bytes: Buffer) => (await saveImage(t.app, { bytes, category: 'navbar' })).image;

const SETTINGS: SiteSettings = {
  site_name: 'Brightwell',
  title_template: '{page} | {site_name}',
  default_description: 'Facility services.',
  default_image: '/media/share.jpg',
  favicon: '',
  languages: [{ code: 'en', name: 'English' }],
};

describe('GET /settings', () => {
  it('answers the defaults to anyone on a new site', async () => {
    const res = await t.app.inject({ url: `${API}/settings` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SETTINGS_DEFAULTS);
    expect(SETTINGS_DEFAULTS.title_template).toBe('{page} · {site_name}');
  });
});

describe('PUT /settings', () => {
  it('stores them; GET reads them back with the same ETag', async () => {
    const res = await put(SETTINGS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SETTINGS);
    const again = await t.app.inject({ url: `${API}/settings` });
    expect(again.json()).toEqual(SETTINGS);
    expect(again.headers.etag).toBe(res.headers.etag);
  });

  it('fills what is left out with the defaults', async () => {
    expect((await put({ site_name: 'Brightwell' })).json()).toEqual({ ...SETTINGS_DEFAULTS, site_name: 'Brightwell' });
  });

  it('needs an admin', async () => {
    const res = await put(SETTINGS, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: NO_CREDENTIALS });
    expect(await settingsRows()).toEqual([]);
  });

  it.each([
    { what: 'a template without {page}', body: { title_template: '{site_name}' } },
    { what: 'a template with an unknown placeholder', body: { title_template: '{page} · {company}' } },
  ])('refuses $what, saying which placeholders there are', async ({ body }) => {
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: { path: string; message: string }[] }>().issues[0]).toEqual({
      path: 'title_template',
      message: TITLE_TEMPLATE_ERROR,
    });
    expect(await settingsRows()).toEqual([]);
  });

  it('takes an empty template as the default one', async () => {
    expect((await put({ title_template: '' })).statusCode).toBe(200);
  });

  it.each([
    { field: 'site_name', body: { site_name: 'x'.repeat(101) } },
    { field: 'default_image', body: { default_image: 'data:image/png;base64,AAAA' } },
    { field: 'favicon', body: { favicon: 'javascript:alert(1)' } },
    { field: '', body: { colour: 'red' } },
  ])('refuses a bad $field (or an unknown field) with a 400, and stores nothing', async ({ body, field }) => {
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe(field);
    expect(await settingsRows()).toEqual([]);
  });

  it('refuses a favicon that is not a library image, and stores nothing', async () => {
    for (const favicon of ['https://cdn.example.com/mark.png', '/media/not-uploaded.png']) {
      const res = await put({ ...SETTINGS, favicon });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: FAVICON_NOT_IN_LIBRARY, field: 'favicon' });
    }
    expect(await settingsRows()).toEqual([]);
  });
});

describe('the favicon', () => {
  it('makes square PNG icons of 32, 180, 192 and 512 px from a library image', async () => {
    const favicon = await upload(await square(600));
    expect((await put({ ...SETTINGS, favicon })).statusCode).toBe(200);
    for (const size of [32, 180, 192, 512]) {
      const icon = file(favicon.replace(/\.png$/, `-icon${size}.png`));
      const meta = await sharp(fs.readFileSync(icon)).metadata();
      expect([meta.format, meta.width, meta.height], `${size}`).toEqual(['png', size, size]);
    }
  });

  it('makes them from an SVG too, the drawing centred on a square', async () => {
    const favicon = await upload(Buffer.from(SVG));
    expect(favicon).toMatch(/\.svg$/);
    expect((await put({ ...SETTINGS, favicon })).statusCode).toBe(200);
    const icon = sharp(fs.readFileSync(file(favicon.replace(/\.svg$/, '-icon512.png'))));
    expect(await icon.metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    // A 2:1 drawing: the top rows are transparent padding, the middle is the drawing.
    const { data, info } = await icon.raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(256, 10)).toBe(0);
    expect(alphaAt(256, 256)).toBe(255);
  });

  it('counts as a use of its image, which then cannot be deleted', async () => {
    const image = await saveImage(t.app, { bytes: await square(64), category: 'navbar' });
    await put({ ...SETTINGS, favicon: image.image });
    const res = await t.app.inject({ method: 'DELETE', url: `${API}/images/${image.id}/`, headers: auth(token) });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ usedBy: string[] }>().usedBy).toEqual(['the site settings']);
  });
});

describe('the history of the settings', () => {
  it('lists the saves and restores one as a new version', async () => {
    await put({ ...SETTINGS, site_name: 'One' });
    await put({ ...SETTINGS, site_name: 'Two' });
    const restored = await t.app.inject({ method: 'POST', url: `${API}/history/settings/1/restore`, headers: auth(token) });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 3, data: { site_name: 'One' } });
    expect((await read()).site_name).toBe('One');
    const list = await t.app.inject({ url: `${API}/history/settings`, headers: auth(token) });
    expect(list.json<{ items: { note: string | null }[] }>().items.map((i) => i.note)).toEqual([
      'Restored version 1',
      null,
      null,
    ]);
    const one = await t.app.inject({ url: `${API}/history/settings/2`, headers: auth(token) });
    expect(one.json()).toMatchObject({ version: 2, data: { site_name: 'Two' } });
    expect((await t.app.inject({ url: `${API}/history/settings` })).statusCode).toBe(401);
  });
});

describe('carried over from the navbar', () => {
  /** A navbar as stored before the settings existed: with the company's name and site icon. */
  const saveNavbar = async (fields: Record<string, unknown>) => {
    const navbar = (await t.app.inject({ url: `${API}/layout/navbar` })).json<Record<string, unknown>>();
    const data = { ...((await readStoredSection(t.app.db, 'navbar')) as object | undefined), ...navbar, ...fields };
    await t.app.db.insert(sections).values({ key: 'navbar', data }).onConflictDoUpdate({ target: sections.key, set: { data } });
  };

  it("reads the navbar's company name and site icon until settings are saved, and saves them once with icons", async () => {
    const icon = await upload(await square(64));
    await saveNavbar({ companyName: 'Brightwell', icon });
    expect(await read()).toEqual({ ...SETTINGS_DEFAULTS, site_name: 'Brightwell', favicon: icon });
    await carryOverSettings(t.app);
    expect((await settingsRows()).map((r) => r.note)).toEqual(['Carried over from the navbar']);
    expect(fs.existsSync(file(icon.replace(/\.png$/, '-icon192.png')))).toBe(true);
    // The navbar reads without them now: the editor's next save of it fits the schema.
    expect(await (await t.app.inject({ url: `${API}/layout/navbar` })).json()).not.toHaveProperty('companyName');
    // Once saved, the settings are their own: a later navbar does not change them, nor a second start.
    await saveNavbar({ companyName: 'Other' });
    await carryOverSettings(t.app);
    expect((await read()).site_name).toBe('Brightwell');
    expect(await settingsRows()).toHaveLength(1);
  });

  it('takes an about square logo without a site icon, never a wide one or a remote address', async () => {
    const logo = await upload(await square(64));
    await saveNavbar({ companyName: 'Brightwell', icon: '', logo });
    expect((await read()).favicon).toBe(logo);
    const wide = await upload(
      await sharp({ create: { width: 300, height: 60, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    await saveNavbar({ logo: wide });
    expect((await read()).favicon).toBe('');
    await saveNavbar({ icon: 'https://cdn.example.com/mark.png' });
    expect((await read()).favicon).toBe('');
  });

  it('saves nothing for a site that never had a name or icon', async () => {
    await carryOverSettings(t.app);
    expect(await settingsRows()).toEqual([]);
  });
});

describe('/manifest.webmanifest', () => {
  it("names the site and lists the favicon's 192 and 512 px icons", async () => {
    const favicon = await upload(await square(64));
    await put({ ...SETTINGS, favicon });
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const png = favicon.replace(/\.png$/, '');
    expect(res.json()).toEqual({
      name: 'Brightwell',
      short_name: 'Brightwell',
      description: 'Facility services.',
      start_url: '/',
      scope: '/',
      display: 'browser',
      icons: [
        { src: `${png}-icon192.png`, sizes: '192x192', type: 'image/png' },
        { src: `${png}-icon512.png`, sizes: '512x512', type: 'image/png' },
      ],
    });
  });

  it("lists an SVG favicon itself first, and the site's own mark without a favicon", async () => {
    const svg = await upload(Buffer.from(SVG));
    await put({ ...SETTINGS, favicon: svg });
    const icons = (await t.app.inject({ url: '/manifest.webmanifest' })).json<{ icons: { src: string }[] }>().icons;
    expect(icons.map((i) => i.src)).toEqual([svg, svg.replace(/\.svg$/, '-icon192.png'), svg.replace(/\.svg$/, '-icon512.png')]);
    await put({ ...SETTINGS, favicon: '', site_name: '' });
    expect((await t.app.inject({ url: '/manifest.webmanifest' })).json()).toMatchObject({
      name: 'Website',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
    expect(DEFAULT_TITLE_TEMPLATE).toBe(SETTINGS_DEFAULTS.title_template);
  });
});
