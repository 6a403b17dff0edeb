// The translations in a content export: a site with one language exports as before; a site with
// translations of every kind of document carries them into another site, each language's document
// as it was (a page's by its slug, whatever its id there), and a bad translation writes nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSection, serviceListInputSchema, type CustomPage } from '@site/contracts';
import { createCustomPage, findCustomPage } from '../content/custom-pages.js';
import { customPageHistory } from '../content/custom-page-history.js';
import { versionedDocument } from '../content/history.js';
import { readSection, writeSection } from '../content/sections.js';
import { saveSeo, seoVersionedDocument } from '../content/seo.js';
import { readSettings, SETTINGS_CONTENT } from '../content/settings.js';
import { listServices, saveServices } from '../content/services.js';
import { latestData } from '../content/versions.js';
import { translatedDocument } from '../content/translations.js';
import { makeTestApp, type TestApp } from '../test/test-app.js';
import { exportContent } from './content-export.js';
import { importContent } from './content-import.js';

let t: TestApp;

beforeEach(async () => {
  t = await makeTestApp();
});

afterEach(async () => {
  await t.close();
});

const BENGALI = { code: 'bn', name: 'বাংলা' };
const throughFile = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

const careers: CustomPage = {
  slug: 'careers',
  title: 'Careers',
  blocks: [{ type: 'home/hero', data: { ...getSection('hero').defaults, title: 'Work with us' } }],
  in_navbar: false,
  navbar_group: null,
  in_footer: false,
};

/** A site in English and Bengali, with a translation of a section, the services, a page and its settings. */
async function translatedSite(app: TestApp['app']) {
  const db = app.db;
  await SETTINGS_CONTENT.save(db, { ...(await readSettings(db)), languages: [{ code: 'en', name: 'English' }, BENGALI] }, {});
  await writeSection(db, 'hero', { ...(await readSection(db, 'hero')), title: 'Welcome' });
  const [service] = await saveServices(db, serviceListInputSchema.parse([{ title: 'Cleaning' }]));
  await createCustomPage(db, careers, {}, { published: true });
  await saveSeo(db, 'careers', { title: 'Jobs' });
  const save = async (doc: Parameters<typeof translatedDocument>[0], data: unknown) =>
    translatedDocument(doc, BENGALI)!.save(db, data, {});
  await save(versionedDocument('home/hero')!, { title: 'স্বাগতম' });
  await save(versionedDocument('services')!, [{ _id: service!._id, title: 'পরিষ্কার' }]);
  await save(await customPageHistory(db, 'careers'), { title: 'চাকরি', blocks: [{ title: 'আমাদের সাথে কাজ করুন' }] });
  await save(seoVersionedDocument('careers'), { title: 'চাকরি | সাইট' });
  return service!;
}

describe('translations in a content export', () => {
  it('are left out of the export of a site with one language', async () => {
    await writeSection(t.app.db, 'hero', { ...(await readSection(t.app.db, 'hero')), title: 'Welcome' });
    expect(await exportContent(t.app.db)).not.toHaveProperty('translations');
  });

  it('round-trip into another site: every kind of document, a page by its slug', async () => {
    const service = await translatedSite(t.app);
    const exported = await exportContent(t.app.db);
    expect(exported.translations).toEqual({
      bn: {
        sections: { hero: { title: 'স্বাগতম' } },
        services: [{ _id: service._id, title: 'পরিষ্কার' }],
        pages: { careers: { title: 'চাকরি', blocks: [{ title: 'আমাদের সাথে কাজ করুন' }] } },
        seo: { careers: { title: 'চাকরি | সাইট' } },
      },
    });

    const fresh = await makeTestApp();
    try {
      // Another page first, so that the careers page gets another id there.
      await createCustomPage(fresh.app.db, { ...careers, slug: 'other' }, {}, { published: true });
      const lines = await importContent(fresh.app.db, throughFile(exported), 'site.json');
      expect(lines).toContain('Imported the translations into bn (4 documents).');
      const db = fresh.app.db;
      const page = await findCustomPage(db, 'careers');
      expect(await latestData(db, `page:${page!.id}@bn`)).toEqual(exported.translations!.bn!.pages!.careers);
      expect(await latestData(db, 'section:hero@bn')).toEqual({ title: 'স্বাগতম' });
      expect(await latestData(db, 'services@bn')).toEqual([{ _id: service._id, title: 'পরিষ্কার' }]);
      expect(await latestData(db, 'seo:careers@bn')).toEqual({ title: 'চাকরি | সাইট' });
      expect((await listServices(db))[0]!._id).toBe(service._id);
      expect((await exportContent(db)).translations).toEqual(exported.translations);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a bad translation or a language the file does not have, naming each, and writes nothing', async () => {
    await translatedSite(t.app);
    const bad = throughFile(await exportContent(t.app.db)) as { translations: Record<string, Record<string, unknown>> };
    bad.translations.bn!.sections = { hero: { bgColor: '#000000' } };
    bad.translations.fr = { sections: { hero: { title: 'Bienvenue' } } };
    const fresh = await makeTestApp();
    try {
      await expect(importContent(fresh.app.db, bad, 'site.json')).rejects.toThrow(
        /^site\.json is not valid, nothing was written: translations\.bn\.sections\.hero: .*bgColor.*; translations\.fr: the file's site settings have no language "fr"\.$/,
      );
      expect(await latestData(fresh.app.db, 'section:hero@bn')).toBeUndefined();
      expect((await readSettings(fresh.app.db)).languages).toEqual([{ code: 'en', name: 'English' }]);
    } finally {
      await fresh.close();
    }
  });
});
