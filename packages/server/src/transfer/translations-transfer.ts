// The translations in a content export: per language of the site's settings (not the default), what
// each document holds in it, addressed as a site other than this one can find it again: sections by
// key, the services list's entries by service _id (which the export and import keep), an
// editor-built page's by its slug (its id is this database's), page settings by page key. A site
// without translations exports none, so its export is as it was before there were languages.
import {
  SECTIONS,
  SERVICES_DOCUMENT,
  defaultLanguage,
  isLanguageTag,
  languageOf,
  pageSeoSchema,
  pageTranslationSchema,
  sameCode,
  servicesTranslationSchema,
  translationSchema,
  type CustomPage,
  type Language,
  type SectionKey,
} from '@site/contracts';
import type { ZodType } from 'zod';
import { customPageSlugs } from '../content/custom-pages.js';
import { customPageHistory } from '../content/custom-page-history.js';
import { versionedDocument } from '../content/history.js';
import { sitePages } from '../content/public-pages.js';
import { seoVersionedDocument } from '../content/seo.js';
import { readSettings } from '../content/settings.js';
import { readTranslations, splitTranslationDocument, translatedDocument } from '../content/translations.js';
import { readDocumentEtags, sectionDocument, type DbOrTx, type DocumentId, type SaveMeta } from '../content/versions.js';
import type { Db } from '../db/client.js';
import { toIssues } from '../http/errors.js';
import { nameOf } from './printable.js';

/** One language's translations in an export. */
interface LanguageTranslations {
  sections?: Partial<Record<SectionKey, unknown>>;
  /** The services list's translation: an entry per service, by its _id. */
  services?: unknown[];
  /** Editor-built pages' translations by slug. */
  pages?: Record<string, unknown>;
  /** Pages' search-engine settings' translations by page key. */
  seo?: Record<string, unknown>;
}

/** Every language's translations, by language code. */
export type ExportedTranslations = Record<string, LanguageTranslations>;

const sectionOfDocument = new Map<string, SectionKey>(SECTIONS.map((s) => [sectionDocument(s.key), s.key]));

/** The translations of every language the settings list (but the default), each as stored now; undefined when there are none. */
export async function exportTranslations(db: DbOrTx): Promise<ExportedTranslations | undefined> {
  const { languages } = await readSettings(db);
  const ids = [...(await readDocumentEtags(db)).keys()].filter((id) => {
    const translation = splitTranslationDocument(id);
    return translation && languageOf(languages.slice(1), translation.code);
  });
  if (!ids.length) return undefined;
  const stored = await readTranslations(db, ids);
  const slugs = new Map((await customPageSlugs(db)).map(({ id, slug }) => [`page:${id}`, slug]));
  const all: ExportedTranslations = {};
  // In the settings' order, each document's kind in a fixed order: the same content exports the same.
  for (const { code } of languages.slice(1)) {
    const into: LanguageTranslations = {};
    for (const id of [...ids].sort()) {
      const { document, code: of } = splitTranslationDocument(id)!;
      if (!sameCode(of, code)) continue;
      const data = stored.get(id);
      const section = sectionOfDocument.get(document);
      if (section) (into.sections ??= {})[section] = data;
      else if (document === SERVICES_DOCUMENT) into.services = data as unknown[];
      else if (document.startsWith('seo:')) (into.seo ??= {})[document.slice('seo:'.length)] = data;
      else if (slugs.has(document)) (into.pages ??= {})[slugs.get(document)!] = data;
    }
    if (Object.keys(into).length) all[code] = into;
  }
  return Object.keys(all).length ? all : undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const sectionByName = new Map<string, SectionKey>(
  SECTIONS.flatMap((s) => [
    [s.key, s.key],
    [s.path, s.key],
  ]),
);

/** Checks `value` against `schema`, each problem under `where`; answers the parsed value or undefined. */
function checked(schema: ZodType, value: unknown, where: string, problems: string[]): unknown {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of toIssues(parsed.error.issues))
    problems.push(`${where}${issue.path ? `.${nameOf(issue.path)}` : ''}: ${issue.message}`);
  return undefined;
}

/** Checks each entry of an object of translations by name; `check` answers the entry's key and value, or undefined when it is refused. */
function checkEach(
  raw: unknown,
  where: string,
  problems: string[],
  check: (name: string, value: unknown) => [string, unknown] | undefined,
): Record<string, unknown> | undefined {
  if (raw === undefined) return undefined;
  if (!isObject(raw)) {
    problems.push(`${where}: expected an object of translations by name`);
    return undefined;
  }
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    const entry = check(name, value);
    if (entry) result[entry[0]] = entry[1];
  }
  return result;
}

/**
 * The file's translations, each checked as its route would check it: a section's against its
 * translation schema, the services list's entries, a page's against the file's page of that slug
 * (its blocks decide what each position may hold), a page's settings' title, description and
 * image. A language must be one of the file's settings (when it has them).
 */
export function checkTranslations(
  raw: unknown,
  content: { pages?: CustomPage[] | undefined; settings?: { languages: Language[] } | undefined },
  problems: string[],
): ExportedTranslations | undefined {
  if (raw === undefined) return undefined;
  if (!isObject(raw)) {
    problems.push('translations: expected an object of translations by language code');
    return undefined;
  }
  const languages = content.settings?.languages;
  const all: ExportedTranslations = {};
  for (const [code, value] of Object.entries(raw)) {
    const where = `translations.${nameOf(code)}`;
    if (!isLanguageTag(code)) {
      problems.push(`${where}: not a language code such as "bn" or "fr-CA"`);
      continue;
    }
    if (languages && !languageOf(languages.slice(1), code)) {
      const isDefault = sameCode(defaultLanguage(languages).code, code);
      problems.push(
        isDefault
          ? `${where}: "${code}" is the default language, whose content is the sections, services and pages themselves`
          : `${where}: the file's site settings have no language "${code}"`,
      );
      continue;
    }
    if (!isObject(value)) {
      problems.push(`${where}: expected an object of sections, services, pages and seo`);
      continue;
    }
    const into: LanguageTranslations = {};
    const sections = checkEach(value.sections, `${where}.sections`, problems, (name, doc) => {
      const key = sectionByName.get(name);
      const schema = key && translationSchema(SECTIONS.find((s) => s.key === key)!.schema);
      if (!key || !schema) {
        problems.push(
          `${where}.sections.${nameOf(name)}: ${key ? 'the section has nothing to translate' : 'there is no such section'}`,
        );
        return undefined;
      }
      const parsed = checked(schema, doc, `${where}.sections.${nameOf(name)}`, problems);
      return parsed === undefined ? undefined : [key, parsed];
    });
    if (sections) into.sections = sections;
    if (value.services !== undefined) {
      const services = checked(servicesTranslationSchema, value.services, `${where}.services`, problems);
      if (services) into.services = services as unknown[];
    }
    const pages = checkEach(value.pages, `${where}.pages`, problems, (slug, doc) => {
      const page = content.pages?.find((p) => p.slug === slug);
      if (!page) {
        problems.push(`${where}.pages.${nameOf(slug)}: the file has no page "${nameOf(slug)}"`);
        return undefined;
      }
      const parsed = checked(pageTranslationSchema(page.blocks), doc, `${where}.pages.${nameOf(slug)}`, problems);
      return parsed === undefined ? undefined : [slug, parsed];
    });
    if (pages) into.pages = pages;
    const seoSchema = translationSchema(pageSeoSchema)!;
    const seo = checkEach(value.seo, `${where}.seo`, problems, (key, doc) => {
      const parsed = checked(seoSchema, doc, `${where}.seo.${nameOf(key)}`, problems);
      return parsed === undefined ? undefined : [key, parsed];
    });
    if (seo) into.seo = seo;
    all[code] = into;
  }
  return all;
}

/**
 * Saves the file's translations, each as the newest version of its language's document, inside the
 * import's transaction (after the pages, so a page's slug finds it). A page's settings are saved
 * when the site has the page, as the default language's are. Answers the documents written.
 */
export async function writeTranslations(db: Db, translations: ExportedTranslations, meta: SaveMeta): Promise<DocumentId[]> {
  const { languages } = await readSettings(db);
  const pageKeys = new Set((await sitePages(db)).map((p) => p.key));
  const written: DocumentId[] = [];
  for (const [code, into] of Object.entries(translations)) {
    const language = languageOf(languages, code) ?? { code, name: code };
    const save = async (doc: Parameters<typeof translatedDocument>[0], data: unknown) => {
      const translated = translatedDocument(doc, language)!;
      await translated.save(db, data, meta);
      written.push(translated.id);
    };
    for (const [key, data] of Object.entries(into.sections ?? {})) {
      await save(versionedDocument(SECTIONS.find((s) => s.key === key)!.path)!, data);
    }
    if (into.services) await save(versionedDocument(SERVICES_DOCUMENT)!, into.services);
    for (const [slug, data] of Object.entries(into.pages ?? {})) await save(await customPageHistory(db, slug), data);
    for (const [key, data] of Object.entries(into.seo ?? {})) if (pageKeys.has(key)) await save(seoVersionedDocument(key), data);
  }
  return written;
}

/** The report's line on the translations written, by language; none when the file had none. */
export function translationsLine(translations: ExportedTranslations | undefined): string | undefined {
  const counts = Object.entries(translations ?? {}).map(([code, into]) => {
    const count =
      Object.keys(into.sections ?? {}).length +
      (into.services ? 1 : 0) +
      Object.keys(into.pages ?? {}).length +
      Object.keys(into.seo ?? {}).length;
    return `${code} (${count} ${count === 1 ? 'document' : 'documents'})`;
  });
  return counts.length ? `Imported the translations into ${counts.join(', ')}.` : undefined;
}
