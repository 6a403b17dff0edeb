import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SECTIONS, serviceListInputSchema } from '@site/contracts';
import { createCustomPage, listStoredPages } from '../content/custom-pages.js';
import { readSection, readSections, writeSection } from '../content/sections.js';
import { readAllSeo, saveSeo } from '../content/seo.js';
import { readSettings, SETTINGS_CONTENT } from '../content/settings.js';
import { listServices, saveServices } from '../content/services.js';
import { saveImage } from '../media/images.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';
import { exportContent } from './content-export.js';
import { checkContentExport, importContent } from './content-import.js';
import { TransferError } from './transfer-error.js';
import { createRedirect, listRedirects } from '../content/redirects.js';
import { SERVER_ACTOR } from '../audit/audit-log.js';

let t: TestApp;

beforeEach(async () => {
  t = await makeTestApp();
});

afterEach(async () => {
  await t.close();
});

const allKeys = SECTIONS.map((s) => s.key);

async function someContent() {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#124578' } })
    .png()
    .toBuffer();
  const logo = await saveImage(t.app, { bytes, category: 'navbar' });
  await writeSection(t.app.db, 'navbar', { ...(await readSection(t.app.db, 'navbar')), logo: logo.image, groupName: 'Group' });
  await writeSection(t.app.db, 'faq', {
    ...(await readSection(t.app.db, 'faq')),
    faqs: [{ question: 'Why?', answer: 'Because.' }],
  });
  await saveServices(
    t.app.db,
    serviceListInputSchema.parse([
      { title: 'Deep Cleaning', heroImage: logo.image, features: [{ title: 'Floors' }] },
      { title: 'Security' },
    ]),
  );
  return logo;
}

/** A JSON round trip, as through the file. */
const throughFile = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('content export and import', () => {
  it('exports one moment of the content: a section and the services written together are in it both or neither', async () => {
    const db = t.app.db;
    const faq = await readSection(db, 'faq');
    const together = 'Written together';
    // Started after the export, finished before it: the export's reads must not fall on both sides of it.
    const exporting = exportContent(db);
    const writing = db.transaction(async (tx) => {
      await writeSection(tx, 'faq', { ...faq, title: together });
      await saveServices(tx, serviceListInputSchema.parse([{ title: together }]));
    });
    const [exported] = await Promise.all([exporting, writing]);
    const sectionSeen = (exported.sections.faq as { title: string }).title === together;
    const servicesSeen = exported.services.some((service) => service.title === together);
    expect({ sectionSeen, servicesSeen }).toEqual({ sectionSeen, servicesSeen: sectionSeen });
    // Both written in the end.
    expect((await readSection(db, 'faq')).title).toBe(together);
  });

  it('round-trips every section, the services and the image records into a fresh database', async () => {
    const logo = await someContent();
    const exported = await exportContent(t.app.db);
    expect(exported).toMatchObject({ format: 'facility-site-content', version: 1 });
    expect(Object.keys(exported.sections)).toEqual(allKeys);
    expect(exported.images).toEqual([{ url: logo.image, category: 'navbar', width: 8, height: 8 }]);

    const fresh = await makeTestApp();
    try {
      const lines = await importContent(fresh.app.db, throughFile(exported));
      expect(lines[0]).toBe(`Imported ${allKeys.length} sections and 2 services.`);
      // The fresh library does not have the logo: each reference is a warning, not an error.
      expect(lines.slice(1)).toEqual([
        "Imported 0 redirects (in place of the site's own).",
        "Imported the site settings (the site's favicon left as it was).",
        `Warning: sections.navbar.logo refers to ${logo.image}, which is not in the image library; copy the file over or choose another image.`,
        `Warning: services.0.heroImage refers to ${logo.image}, which is not in the image library; copy the file over or choose another image.`,
      ]);
      expect(await readSections(fresh.app.db, allKeys)).toEqual(await readSections(t.app.db, allKeys));
      expect(await listServices(fresh.app.db)).toEqual(await listServices(t.app.db));
    } finally {
      await fresh.close();
    }
  });

  it('accepts sections by path too, and leaves the ones the file does not have alone', async () => {
    const lines = await importContent(t.app.db, {
      format: 'facility-site-content',
      version: 1,
      sections: { 'about/faq': { ...(await readSection(t.app.db, 'faq')), title: 'Questions' } },
    });
    expect(lines[0]).toBe('Imported 1 sections and no services list (left as it was).');
    expect(lines[1]).toMatch(/^Not in the file, left as they were: navbar, footer, siteMessages, carousel, /);
    expect((await readSection(t.app.db, 'faq')).title).toBe('Questions');
  });

  it("imports an older export's navbar with the company name and site icon it no longer has, without them", async () => {
    const navbar = { ...(await readSection(t.app.db, 'navbar')), groupName: 'Older' };
    await importContent(t.app.db, {
      format: 'facility-site-content',
      version: 1,
      sections: { navbar: { ...navbar, companyName: 'Brightwell', icon: '/media/mark.png' } },
    });
    expect(await readSection(t.app.db, 'navbar')).toEqual(navbar);
  });

  it('refuses an invalid file with one error listing every problem, and writes nothing', async () => {
    await someContent();
    const before = { sections: await readSections(t.app.db, allKeys), services: await listServices(t.app.db) };
    const bad = throughFile(await exportContent(t.app.db)) as {
      sections: Record<string, Record<string, unknown>>;
      services: Record<string, unknown>[];
    };
    bad.sections.faq = { ...bad.sections.faq, title: 'x'.repeat(301) };
    bad.sections.hero = { ...bad.sections.hero, image1: 'data:image/png;base64,AAAA' };
    bad.sections['no/such'] = {};
    bad.services.push({ ...bad.services[0], _id: undefined, title: 'Deep Cleaning' });
    await expect(importContent(t.app.db, bad, 'site.json')).rejects.toThrow(
      new TransferError(
        'site.json is not valid, nothing was written: sections.hero.image1: Use an image address that starts with http://, https:// or / ' +
          '(upload the image instead of pasting its data); sections.faq.title: Keep this under 300 characters; ' +
          'sections.no/such: there is no such section; services.2.slug: "deep-cleaning" is also the slug of item 0.',
      ),
    );
    expect({ sections: await readSections(t.app.db, allKeys), services: await listServices(t.app.db) }).toEqual(before);
  });

  it('refuses a file with CSS in a colour or another site in a link, naming each, and writes nothing', async () => {
    await someContent();
    const before = { sections: await readSections(t.app.db, allKeys), services: await listServices(t.app.db) };
    const bad = throughFile(await exportContent(t.app.db)) as {
      sections: Record<string, Record<string, unknown>>;
      services: Record<string, unknown>[];
    };
    bad.sections.news = { ...bad.sections.news, bgColor: 'red;position:fixed;inset:0;background:url(/x)' };
    bad.sections.navbar = { ...bad.sections.navbar, logo2Link: '//evil.example' };
    bad.services[0] = { ...bad.services[0], heroTextColor: 'url(x)' };
    await expect(importContent(t.app.db, bad, 'site.json')).rejects.toThrow(
      new TransferError(
        'site.json is not valid, nothing was written: ' +
          'sections.navbar.logo2Link: An address on another site needs http:// or https://; a path on this site starts with a single /; ' +
          'sections.news.bgColor: Use a CSS colour: #rrggbb, rgb(…), hsl(…) or a colour name such as "white"; ' +
          'services.0.heroTextColor: Use a CSS colour: #rrggbb, rgb(…), hsl(…) or a colour name such as "white".',
      ),
    );
    expect({ sections: await readSections(t.app.db, allKeys), services: await listServices(t.app.db) }).toEqual(before);
  });

  it('carries custom pages, and skips (and names) blocks of a type this version does not know', async () => {
    const hero = { type: 'home/hero', data: await readSection(t.app.db, 'hero') };
    await createCustomPage(t.app.db, { slug: 'careers', title: 'Careers', blocks: [hero], in_navbar: true });
    const file = await exportContent(t.app.db);
    expect(file.pages).toEqual([
      { slug: 'careers', title: 'Careers', blocks: [hero], in_navbar: true, navbar_group: null, in_footer: false },
    ]);

    const fresh = await makeTestApp();
    try {
      const withUnknown = { ...file, pages: [{ ...file.pages[0], blocks: [{ type: 'home/weather', data: {} }, hero] }] };
      const report = await importContent(fresh.app.db, JSON.parse(JSON.stringify(withUnknown)), 'site.json');
      expect(report).toContain('Imported 1 custom pages.');
      expect(report).toContain('Skipped blocks of a type this version does not know: pages.0 block 1 (home/weather).');
      expect(await listStoredPages(fresh.app.db)).toEqual(file.pages);
      // Imported again: the page at that address is replaced, not doubled.
      await importContent(fresh.app.db, JSON.parse(JSON.stringify({ ...file, pages: [{ ...file.pages[0], title: 'Jobs' }] })));
      expect((await listStoredPages(fresh.app.db)).map((p) => p.title)).toEqual(['Jobs']);
      expect(() => checkContentExport({ ...file, pages: [{ ...file.pages[0], slug: 'admin' }] })).toThrow(
        /pages\.0\.slug: "admin" is one of the site's own addresses/,
      );
    } finally {
      await fresh.close();
    }
  });

  it("carries the site settings (the site keeps its own favicon) and each page's search-engine settings", async () => {
    const logo = await someContent();
    await createCustomPage(t.app.db, { slug: 'careers', title: 'Careers', blocks: [] });
    await SETTINGS_CONTENT.save(
      t.app.db,
      { ...(await readSettings(t.app.db)), site_name: 'Brightwell', favicon: logo.image },
      {},
    );
    await saveSeo(t.app.db, 'about/team', { title: 'Our people', noindex: true });
    await saveSeo(t.app.db, 'careers', { description: 'Join us.' });
    await saveSeo(t.app.db, 'services/deep-cleaning', { title: 'Spotless' });
    const file = await exportContent(t.app.db);
    expect(file.settings).toMatchObject({ site_name: 'Brightwell', favicon: logo.image });
    expect(Object.keys(file.seo).sort()).toEqual(['about/team', 'careers', 'services/deep-cleaning']);

    const fresh = await makeTestApp();
    try {
      // The file's services are not imported: the fresh site has no service page for its settings.
      const report = await importContent(fresh.app.db, throughFile({ ...file, services: undefined }), 'site.json');
      expect(report).toContain("Imported the site settings (the site's favicon left as it was).");
      expect(report).toContain('Imported the search-engine settings of 2 pages.');
      expect(report).toContain('Left out the search-engine settings of pages this site does not have: services/deep-cleaning.');
      expect(report.some((line) => line.includes('settings.favicon'))).toBe(false);
      expect(await readSettings(fresh.app.db)).toEqual({ ...file.settings, favicon: '' });
      expect(await readAllSeo(fresh.app.db)).toEqual({ 'about/team': file.seo['about/team'], careers: file.seo.careers });

      expect(() =>
        checkContentExport({ ...file, settings: { title_template: 'no page' }, seo: { home: { noindex: 'no' } } }),
      ).toThrow(/settings\.title_template: .*; seo\.home\.noindex: /);
    } finally {
      await fresh.close();
    }
  });

  it("carries the editors' redirects in place of the site's, checked before anything is written", async () => {
    await createCustomPage(t.app.db, { slug: 'careers', title: 'Careers', blocks: [] });
    await createRedirect(t.app.db, { from: '/old-offers', to: '/services', status: 301 }, SERVER_ACTOR, new Date());
    await createRedirect(t.app.db, { from: '/blog/*', to: 'https://blog.example', status: 302 }, SERVER_ACTOR, new Date());
    const file = await exportContent(t.app.db);
    expect(file.redirects).toEqual([
      { from: '/blog/*', to: 'https://blog.example/*', status: 302 },
      { from: '/old-offers', to: '/services', status: 301 },
    ]);

    const fresh = await makeTestApp();
    try {
      await createRedirect(fresh.app.db, { from: '/gone', to: '/', status: 301 }, SERVER_ACTOR, new Date());
      const report = await importContent(fresh.app.db, throughFile(file), 'site.json');
      expect(report).toContain("Imported 2 redirects (in place of the site's own).");
      expect((await listRedirects(fresh.app.db)).map((r) => [r.from, r.to, r.status])).toEqual([
        ['/blog/*', 'https://blog.example/*', 302],
        ['/old-offers', '/services', 301],
      ]);

      // A loop, a taken address or a bad one: refused, naming each, and nothing written.
      const bad = { ...file, sections: { hero: { ...(await readSection(t.app.db, 'hero')), title: 'Not written' } } };
      const looped = [
        { from: '/a', to: '/b', status: 301 },
        { from: '/b', to: '/a', status: 301 },
        { from: '/admin', to: '/', status: 301 },
      ];
      expect(() => checkContentExport(throughFile({ ...bad, redirects: looped }))).toThrow(
        /redirects\.2: "\/admin" would take over the editor's address .*; redirects \(\/a\): This would send visitors round in a circle/,
      );
      await expect(
        importContent(fresh.app.db, throughFile({ ...bad, redirects: [{ from: '/x', to: '/y', status: 307 }] })),
      ).rejects.toThrow(/redirects\.0: The status must be 301/);
      expect((await readSection(fresh.app.db, 'hero')) as { title: string }).not.toMatchObject({ title: 'Not written' });
      expect(await listRedirects(fresh.app.db)).toHaveLength(2);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a file that is not a content export of this version', () => {
    expect(() => checkContentExport({ sections: {} }, 'a.json')).toThrow(
      'a.json is not a content export made by "pnpm admin export" (its "format" is not "facility-site-content").',
    );
    expect(() => checkContentExport({ format: 'facility-site-content', version: 2 }, 'a.json')).toThrow(
      'a.json is a content export of version 2; this version of the site reads version 1.',
    );
  });
});
