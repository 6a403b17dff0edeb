import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasAnySection, readSection, readSections, validateSection } from '../../content/sections.js';
import { listServices } from '../../content/services.js';
import { listImages } from '../../media/images.js';
import { makeTestApp, type TestApp } from '../../test/test-app.js';
import { listFiles } from '../backup.js';
import { TransferError } from '../transfer-error.js';
import { importOriginal, reportLines } from './import-original.js';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture', 'original-export.fixture.json');
const fixture = () => JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as Record<string, Record<string, unknown>>;

let t: TestApp;

beforeEach(async () => {
  t = await makeTestApp();
});

afterEach(async () => {
  await t.close();
});

const categoryOf = async (url: string) => (await listImages(t.app.db)).find((i) => i.image === url)?.category;

describe('import of the original export', () => {
  it('maps every document of the fixture, uploads each embedded image once and rewrites its reference', async () => {
    const report = await importOriginal(t.app, fixture());

    // 21 paths: 20 sections and the services list. Our 6 other sections (the site's own words among
    // them) are not in the export.
    expect(report.sections).toHaveLength(20);
    expect(report.notInExport).toEqual(['siteMessages', 'cards', 'team', 'richText', 'gallery', 'projects']);
    expect(report.services).toBe(2);
    // 17 embedded images: one used twice, one broken.
    expect(report).toMatchObject({ images: 15, repeatedImages: 1 });
    expect(await listImages(t.app.db)).toHaveLength(15);

    const stored = await readSections(t.app.db, report.sections);
    for (const key of report.sections) expect(() => validateSection(key, stored[key])).not.toThrow();
    const everything = JSON.stringify({ stored, services: await listServices(t.app.db) });
    expect(everything).not.toMatch(/data:|R0lGOD|\/9j\//);
    const mediaUrls = [...everything.matchAll(/\/media\/[a-f0-9]{32}\.\w+/g)].map((m) => m[0]);
    expect(new Set(mediaUrls)).toEqual(new Set((await listImages(t.app.db)).map((i) => i.image)));
    for (const url of mediaUrls) expect(fs.existsSync(path.join(t.config.uploadsDir, path.basename(url)))).toBe(true);

    const carousel = await readSection(t.app.db, 'carousel');
    expect(carousel.images[1]).toBe((await readSection(t.app.db, 'hero')).image1);
    expect(await categoryOf(carousel.images[0] ?? '')).toBe('carousel');
    expect(await categoryOf((await readSection(t.app.db, 'navbar')).logo)).toBe('navbar');
    expect(await categoryOf((await readSection(t.app.db, 'footer')).socials[0]?.icon ?? '')).toBe('footer-social');
    expect(await categoryOf((await readSection(t.app.db, 'contact1')).locations[1]?.imgSrc ?? '')).toBe('contact-locations');
    expect(await categoryOf((await listServices(t.app.db))[0]?.heroImage ?? '')).toBe('services-hero');

    expect(await readSection(t.app.db, 'contact2')).toMatchObject({
      phoneNumbers: ['470-601-1911'],
      addresses: [{ heading: '', details: '789 Oak Lane, Lakeside, TX 54321' }],
    });
    expect((await readSection(t.app.db, 'footer')).socials.map((s) => s.name)).toEqual(['Facebook', 'Instagram']);
    expect((await readSection(t.app.db, 'about1')).buttonLink).toBe('/contact');
    expect((await listServices(t.app.db))[0]).toMatchObject({
      slug: 'hospitality-management',
      tagline: 'test',
      features: [{ iconPath: '' }, { iconPath: '' }],
    });

    expect(report.unmapped).toEqual([
      {
        path: 'layout/navbar',
        key: 'navbarLinks',
        reason: '2 links not imported: our navbar builds its links from the pages and the services list',
      },
      { path: 'home/hero', key: 'buttonText', reason: 'the same words as ctaText, which our hero shows on that button' },
      {
        path: 'home/why-us',
        key: 'divider',
        reason: '"url-to-divider-image" is neither an image address nor image data; left empty',
      },
      {
        path: 'home/contact',
        key: 'card2.icon',
        reason:
          'the image could not be imported: The image could not be read; the file may be damaged or incomplete. It was left empty.',
      },
      {
        path: 'about/about1',
        key: 'buttonLink',
        reason: 'the relative link "contact" (a route of the original site) became the site path "/contact"',
      },
    ]);
  });

  it('reports unknown paths, extra keys and values our schema refuses, and imports the rest', async () => {
    const original = fixture();
    original['blog/posts'] = { posts: [] };
    original['about/faq'] = { ...original['about/faq'], title: 'x'.repeat(400), ribbon: 'new' };
    original['home/statistics'] = { ...original['home/statistics'], stats: 'many' };
    const report = await importOriginal(t.app, original);
    const lines = reportLines(report);
    expect(lines).toContain('  blog/posts: no section of this site has this path; not imported');
    expect(lines).toContain('  about/faq ribbon: our section has no such field');
    expect(lines).toContain('  about/faq title: Keep this under 300 characters; left empty');
    expect(lines).toContain('  home/statistics stats: expected a list, got string; left empty');
    expect(await readSection(t.app.db, 'faq')).toMatchObject({ title: '', faqs: original['about/faq'].faqs });
  });

  it('reports a colour that is not a CSS colour and a link to another site written like a site path, leaves them empty, and imports the rest', async () => {
    const original = fixture();
    original['home/news'] = {
      ...original['home/news'],
      bgColor: 'red;position:fixed;inset:0;background:url(/x)',
      textColor: '7',
    };
    original['layout/navbar'] = { ...original['layout/navbar'], logo2Link: '//evil.example' };
    const report = await importOriginal(t.app, original);
    const lines = reportLines(report);
    expect(lines).toContain(
      '  home/news bgColor: Use a CSS colour: #rrggbb, rgb(…), hsl(…) or a colour name such as "white"; left empty',
    );
    expect(lines).toContain(
      '  home/news textColor: Use a CSS colour: #rrggbb, rgb(…), hsl(…) or a colour name such as "white"; left empty',
    );
    expect(lines).toContain(
      '  layout/navbar logo2Link: An address on another site needs http:// or https://; a path on this site starts with a single /; left empty',
    );
    expect(report.sections).toEqual(expect.arrayContaining(['news', 'navbar']));
    expect(await readSection(t.app.db, 'news')).toMatchObject({ bgColor: '', textColor: '', title: original['home/news'].title });
    expect((await readSection(t.app.db, 'navbar')).logo2Link).toBe('');
  });

  it('leaves out a document that still does not fit after repair, and the images only it used', async () => {
    const original = fixture() as unknown as Record<string, Record<string, unknown>[]>;
    const services = original.services ?? [];
    original.services = [services[0] ?? {}, { ...services[0] }];
    const report = await importOriginal(t.app, original);
    expect(report.services).toBe(0);
    expect(reportLines(report)).toEqual(
      expect.arrayContaining([
        '  services 1.slug: "hospitality-management" is also the slug of item 0; left empty',
        '  services 1.slug: "hospitality-management" is also the slug of item 0; this document was not imported',
      ]),
    );
    expect(await listServices(t.app.db)).toEqual([]);
    expect((await listImages(t.app.db)).map((i) => i.category)).not.toContain('services-hero');
    // 15 distinct images now (the second service's is gone), one broken, the services' one left out.
    expect(report).toMatchObject({ images: 13, repeatedImages: 1 });
    expect(await listImages(t.app.db)).toHaveLength(13);
  });

  it('writes nothing, and takes its images back, when the write fails', async () => {
    const failingWrite = () => {
      throw new Error('disk full');
    };
    await expect(importOriginal(t.app, fixture(), { write: failingWrite })).rejects.toThrow('disk full');
    expect(await hasAnySection(t.app.db)).toBe(false);
    expect(await listServices(t.app.db)).toEqual([]);
    expect(await listImages(t.app.db)).toEqual([]);
    expect(await listFiles(t.config.uploadsDir)).toEqual([]);
  });

  it('refuses a file that is not an object of documents', async () => {
    await expect(importOriginal(t.app, [1, 2])).rejects.toThrow(
      new TransferError('The file is not an export of the original site: expected a JSON object of documents by API path.'),
    );
  });

  it('prints counts, kept links and every unmapped item', () => {
    const lines = reportLines({
      sections: ['hero'],
      services: 1,
      images: 3,
      repeatedImages: 1,
      remoteImages: 2,
      notInExport: ['team'],
      unmapped: [{ path: 'home/hero', key: 'buttonText', reason: 'why' }],
    });
    expect(lines).toEqual([
      'Imported 1 sections, 1 services and 3 images (1 repeated uses of an image were uploaded once).',
      '2 image addresses on other sites were kept as links (not copied): they stop showing if those sites remove them.',
      'Not in the export, left as they were: team.',
      'Not imported as it was (1):',
      '  home/hero buttonText: why',
    ]);
  });
});
