// The demo seed: an empty database starts as a finished-looking site (every section filled and
// valid, every picture a stored local file, readable colours), and a second start changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, MEDIA_BASE, SECTIONS, type ImageRecord, type Service, type SiteSettings } from '@site/contracts';
import { buildApp } from '../app.js';
import { adminToken, auth, makeTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_IMAGES, DEMO_IMAGES_DIR } from './demo-images.js';
import { seedIfEmpty } from './seed.js';

type Json = unknown;

/** Every string in a document with the name of the field holding it (an array item takes its array's name). */
function* strings(value: Json, key = ''): Generator<[key: string, value: string]> {
  if (typeof value === 'string') yield [key, value];
  else if (Array.isArray(value)) for (const item of value) yield* strings(item, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, k);
}

/** Every object in a document, nested ones included. */
function* objects(value: Json): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objects(item);
  else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const v of Object.values(value)) yield* objects(v);
  }
}

const IMAGE_FIELDS = new Set([
  'logo',
  'logo2',
  'icon',
  'image',
  'images',
  'imageSrc',
  'imageUrl',
  'imgSrc',
  'iconUrl',
  'iconPath',
  'heroImage',
  'divider',
  'image1',
  'image2',
]);
const EMBED_FIELDS = new Set(['mapSrc', 'videoSrc']);

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const COLOUR_PAIRS = [
  ['bgColor', 'textColor'],
  ['buttonBgColor', 'buttonTextColor'],
  ['cardBgColor', 'cardTextColor'],
  ['numbersBgColor', 'numbersTextColor'],
  ['flipBgColor', 'flipTextColor'],
  ['divsBgColor', 'divsTextColor'],
  ['faqBgColor', 'faqTextColor'],
  ['heroBgColor', 'heroTextColor'],
  ['featuresBgColor', 'featuresTextColor'],
] as const;

let t: TestApp;
let content: Record<string, Json>;
let services: Service[];
let library: ImageRecord[];

beforeAll(async () => {
  t = await makeTestApp({ seedDemo: true });
  content = {};
  for (const s of SECTIONS) content[s.key] = (await t.app.inject({ method: 'GET', url: `${API_BASE}/${s.path}` })).json();
  services = (await t.app.inject({ method: 'GET', url: `${API_BASE}/services` })).json();
  library = (await t.app.inject({ method: 'GET', url: `${API_BASE}/images`, headers: auth(await adminToken(t.app)) })).json();
}, 180_000); // with a cold variant cache (a fresh machine) the seed encodes ~64 images' variants
afterAll(() => t.close());

const everything = () => ({ sections: content, services });

describe('the demo seed', () => {
  it('fills every section of the registry with a valid document that differs from its default', () => {
    for (const s of SECTIONS) {
      const doc = content[s.key];
      const parsed = s.schema.safeParse(doc);
      expect(parsed.success, `${s.key} validates`).toBe(true);
      if (s.key === 'featuredVideo') continue; // may stay empty: a video would have to come from the internet
      if (s.key === 'siteMessages') continue; // the site's own words: the specification's, word for word
      expect(doc, `${s.key} is filled`).not.toEqual(s.defaults);
    }
  });

  it('leaves the featured video without a video, so the home page hides it', () => {
    expect((content.featuredVideo as { videoSrc: string }).videoSrc).toBe('');
  });

  it('gives the navbar both logos, the sister-company link and the group name, and the footer a logo and social icons', () => {
    const navbar = content.navbar as Record<string, string>;
    for (const field of ['logo', 'logo2', 'logo2Link', 'groupName']) expect(navbar[field], field).not.toBe('');
    const footer = content.footer as { logo: string; socials: { link: string; icon: string; name: string }[] };
    expect(footer.logo).not.toBe('');
    expect(footer.socials.length).toBeGreaterThanOrEqual(3);
    for (const social of footer.socials) expect(social.icon && social.link && social.name).toBeTruthy();
  });

  it("names the site in the settings, with the company's mark as the favicon: a square image in the navbar's category", async () => {
    const settings = (await t.app.inject({ method: 'GET', url: `${API_BASE}/settings` })).json<SiteSettings>();
    expect(settings.site_name).toBe('Brightwell Facility Services');
    expect(library.find((image) => image.image === settings.favicon)).toMatchObject({
      category: 'navbar',
      width: 512,
      height: 512,
    });
  });

  it('has enough items to look finished', () => {
    const c = content as Record<string, Record<string, unknown[]> & { teamInfo: { members: unknown[] } }>;
    expect(c.gallery!.items!.length).toBeGreaterThanOrEqual(8);
    expect(c.projects!.items!.length).toBeGreaterThanOrEqual(4);
    expect(c.team!.teamInfo.members.length).toBeGreaterThanOrEqual(4);
    expect(c.faq!.faqs!.length).toBeGreaterThanOrEqual(5);
    expect(c.contact1!.locations!.length).toBeGreaterThanOrEqual(2);
    expect(c.carousel!.images!.length).toBeGreaterThanOrEqual(3);
    expect(c.ourClients!.clients!.length).toBeGreaterThanOrEqual(5);
    expect(c.associates!.clients!.length).toBeGreaterThanOrEqual(3);
    expect(c.news!.news!.length).toBeGreaterThanOrEqual(3);
  });

  it('seeds at least four complete services, each with three or more features and some icons', () => {
    expect(services.length).toBeGreaterThanOrEqual(4);
    for (const s of services) {
      for (const field of ['slug', 'title', 'tagline', 'description', 'heroImage', 'altText', 'featuresDescription'] as const) {
        expect(s[field], `${s.slug}.${field}`).not.toBe('');
      }
      for (const field of ['heroBgColor', 'heroTextColor', 'featuresBgColor', 'featuresTextColor'] as const)
        expect(s[field]).toMatch(/^#[0-9A-F]{6}$/i);
      expect(s.features.length, s.slug).toBeGreaterThanOrEqual(3);
      expect(
        s.features.some((f) => f.iconPath !== ''),
        `${s.slug} has icons`,
      ).toBe(true);
    }
  });

  it('references only images that are in the library, stored on disk and served', async () => {
    const inLibrary = new Set(library.map((r) => r.image));
    const referenced = new Set([...strings(everything())].map(([, v]) => v).filter((v) => v.startsWith(`${MEDIA_BASE}/`)));
    expect(referenced.size).toBeGreaterThan(50);
    for (const url of referenced) {
      expect(inLibrary.has(url), `${url} is in the library`).toBe(true);
      expect(fs.existsSync(path.join(t.config.uploadsDir, path.basename(url))), `${url} is on disk`).toBe(true);
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
    }
  });

  it('points no image or embed off-site, and every image field at a stored file', () => {
    for (const [key, value] of strings(everything())) {
      if (IMAGE_FIELDS.has(key) || EMBED_FIELDS.has(key)) {
        if (key === 'videoSrc' || (key === 'iconPath' && value === '')) continue;
        expect(value, key).toMatch(new RegExp(`^${MEDIA_BASE}/[a-z0-9]+\\.(png|jpg|webp|svg)$`));
      }
      if (/^https?:\/\//i.test(value)) expect(['link', 'logo2Link'], `${key} = ${value}`).toContain(key);
    }
  });

  it('contains no placeholder text', () => {
    const text = JSON.stringify(everything()).toLowerCase();
    for (const word of ['lorem', 'ipsum', 'placeholder', 'filler text', 'example.com']) expect(text).not.toContain(word);
  });

  it('pairs every text colour with its background at WCAG AA contrast (4.5:1) or better', () => {
    for (const obj of objects(everything())) {
      for (const [bg, fg] of COLOUR_PAIRS) {
        const [b, f] = [obj[bg], obj[fg]];
        if (typeof b !== 'string' || typeof f !== 'string' || !/^#[0-9a-f]{6}$/i.test(b) || !/^#[0-9a-f]{6}$/i.test(f)) continue;
        expect(contrast(b, f), `${fg} ${f} on ${bg} ${b}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('files each image under a library category', () => {
    expect(library.length).toBe(Object.keys(DEMO_IMAGES).length);
    expect(new Set(library.map((r) => r.category))).toContain('gallery');
    for (const r of library) expect(r.width && r.height, r.image).toBeTruthy();
  });

  it('ships exactly the images its manifest lists, small enough to commit', () => {
    const files = fs.readdirSync(DEMO_IMAGES_DIR).sort();
    expect(files).toEqual(Object.keys(DEMO_IMAGES).sort());
    const total = files.reduce((sum, f) => sum + fs.statSync(path.join(DEMO_IMAGES_DIR, f)).size, 0);
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('does nothing on a database that already has content', async () => {
    expect(await seedIfEmpty(t.app)).toBe(false);
  });
});

describe('a second start on the same database', () => {
  it('seeds nothing again: the content and the image library are unchanged', async () => {
    const first = await makeTestApp({ seedDemo: true });
    const snapshot = async (app: TestApp['app']) => ({
      pages: await Promise.all(
        SECTIONS.map(async (s) => (await app.inject({ method: 'GET', url: `${API_BASE}/${s.path}` })).json()),
      ),
      services: (await app.inject({ method: 'GET', url: `${API_BASE}/services` })).json(),
      images: (await app.inject({ method: 'GET', url: `${API_BASE}/images`, headers: auth(await adminToken(app)) })).json(),
      files: fs.readdirSync(first.config.uploadsDir).sort(),
    });
    const before = await snapshot(first.app);
    await first.app.close();
    const again = await buildApp(first.config);
    try {
      expect(await snapshot(again)).toEqual(before);
    } finally {
      await again.close();
      fs.rmSync(first.dir, { recursive: true, force: true });
    }
  }, 180_000); // two builds, one of them seeding ~100 images: slow on a busy CI machine
});
