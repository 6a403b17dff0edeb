// How far each language has translated the site: per document with texts to translate, the texts
// of the default language each other language gives its own (contracts' translationProgress, or
// translatedProgress for a document translated by its own merge). The documents: every section
// with texts, the services list, each editor-built page, and each page's search-engine settings
// that have texts in the default language (settings left to their automatic values have none).
// Read in a few queries: the documents, then the newest version of every translation of them.
import {
  FIXED_PAGES,
  pageSeoSchema,
  SECTIONS,
  SERVICE_PAGE_PREFIX,
  SERVICES_DOCUMENT,
  translatedProgress,
  translationProgress,
  translationSchema,
  type TranslationProgress,
  type TranslationStatus,
} from '@site/contracts';
import type { Db } from '../db/client.js';
import type { DocumentTranslation } from './history.js';
import { CUSTOM_PAGES_PATH } from './custom-page-history.js';
import { customPageDocument, customPageTranslation, listCustomPagesWithIds } from './custom-pages.js';
import { readSections } from './sections.js';
import { SERVICES_TRANSLATION, listServices } from './services.js';
import { readSettings } from './settings.js';
import { readAllSeo, seoDocument } from './seo.js';
import { readTranslations, translationDocument } from './translations.js';
import { sectionDocument, type DocumentId } from './versions.js';

type StatusDocument = TranslationStatus['documents'][number];

/** One document to count: its status row but for the counts, and how to count a translation of it. */
interface Counted {
  id: DocumentId;
  row: Omit<StatusDocument, 'progress'>;
  progress: (translation: unknown) => TranslationProgress;
}

/** The editor screen that holds a page's search-engine settings: its page editor, the services', or `pages`. */
function seoScreen(key: string, pageSlugs: ReadonlySet<string>): string | undefined {
  const fixed = FIXED_PAGES.find((page) => page.key === key);
  if (fixed) return fixed.answer;
  if (key.startsWith(SERVICE_PAGE_PREFIX)) return 'services';
  return pageSlugs.has(key) ? CUSTOM_PAGES_PATH : undefined;
}

/** The counts of a document translated by its own merge (the services list, a page). */
const mergedProgress = (merge: DocumentTranslation, base: unknown) => (translation: unknown) =>
  translatedProgress((data, layers) => merge.translate(data, layers), base, translation);

export async function readTranslationStatus(db: Db): Promise<TranslationStatus> {
  const { languages } = await readSettings(db);
  const others = languages.slice(1);
  const translatable = SECTIONS.filter((section) => translationSchema(section.schema) !== undefined);
  const sections = await readSections(
    db,
    translatable.map((section) => section.key),
  );
  const services = await listServices(db);
  const pages = await listCustomPagesWithIds(db);
  const seo = await readAllSeo(db);
  const slugs = new Set(pages.map(({ page }) => page.slug));

  const counted: Counted[] = [
    ...translatable.map((section) => ({
      id: sectionDocument(section.key),
      row: { path: section.path, label: section.label, page: section.page },
      progress: (translation: unknown) => translationProgress(section.schema, sections[section.key], translation),
    })),
    {
      id: SERVICES_DOCUMENT,
      row: { path: SERVICES_DOCUMENT, label: 'Services', page: 'services' },
      progress: mergedProgress(SERVICES_TRANSLATION, services),
    },
    ...pages.map(({ id, page }) => ({
      id: customPageDocument(id),
      row: { path: `${CUSTOM_PAGES_PATH}/${page.slug}`, label: `Page "${page.title}"`, page: CUSTOM_PAGES_PATH },
      progress: mergedProgress(customPageTranslation(page), page),
    })),
    ...Object.entries(seo).flatMap(([key, settings]) => {
      const screen = seoScreen(key, slugs);
      const progress = (translation: unknown) => translationProgress(pageSeoSchema, settings, translation);
      if (!screen || progress(undefined).total === 0) return [];
      const row = { path: `seo/${key}`, label: `Search-engine settings of "${key}"`, page: screen };
      return [{ id: seoDocument(key), row, progress }];
    }),
  ];
  const translations = await readTranslations(
    db,
    counted.flatMap(({ id }) => others.map((language) => translationDocument(id, language.code))),
  );
  return {
    languages,
    documents: counted.map(({ id, row, progress }) => ({
      ...row,
      progress: Object.fromEntries(
        others.map((language) => [language.code, progress(translations.get(translationDocument(id, language.code)))]),
      ),
    })),
  };
}
