// How far each language has translated the site: per document with texts to translate, the texts
// of the default language each other language gives its own (contracts' translationProgress). Read
// in two queries: the sections, and the newest version of every translation of them.
import { SECTIONS, translationProgress, translationSchema, type TranslationStatus } from '@site/contracts';
import { readSections } from './sections.js';
import { readSettings } from './settings.js';
import { readTranslations, translationDocument } from './translations.js';
import { sectionDocument, type DbOrTx } from './versions.js';

export async function readTranslationStatus(db: DbOrTx): Promise<TranslationStatus> {
  const { languages } = await readSettings(db);
  const others = languages.slice(1);
  const translatable = SECTIONS.filter((section) => translationSchema(section.schema) !== undefined);
  const keys = translatable.map((section) => section.key);
  const documents = await readSections(db, keys);
  const translations = await readTranslations(
    db,
    translatable.flatMap((section) => others.map((language) => translationDocument(sectionDocument(section.key), language.code))),
  );
  return {
    languages,
    documents: translatable.map((section) => ({
      path: section.path,
      label: section.label,
      page: section.page,
      progress: Object.fromEntries(
        others.map((language) => [
          language.code,
          translationProgress(
            section.schema,
            documents[section.key],
            translations.get(translationDocument(sectionDocument(section.key), language.code)),
          ),
        ]),
      ),
    })),
  };
}
